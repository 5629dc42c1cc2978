// /reset-password/{token} (docs/product-rules.md#privacy): the one-time link, mailed or made by the operator. A
// new password, then every session of the account has ended and the person signs in afresh.
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { fieldErrors, passwordResetSchema } from "@contract/schemas";
import { showFailure } from "../../../lib/api";
import { FormField } from "../../../components/FormField";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { resetPassword } from "../api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function ResetPasswordScreen({ token }: { token: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const newPassword = String(data.get("newPassword") ?? "");
    if (newPassword !== String(data.get("confirmPassword") ?? "")) {
      setErrors({ confirmPassword: t`The two passwords do not match` });
      return;
    }
    const parsed = passwordResetSchema.safeParse({ token, newPassword });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await resetPassword(parsed.data);
      setDone(true);
      toast(t`Password changed`, t`Sign in with your new password.`);
    } catch (error) {
      const fields = showFailure(error, { title: t`Failed to reset password`, fallback: t`Please try again.`, fields: true });
      if (fields) setErrors(fields);
    } finally {
      setPending(false);
    }
  }

  if (done)
    return (
      <div className="card" role="status">
        <h1><Trans>Password changed</Trans></h1>
        <p><Trans>Your new password is set, and every device that was signed in has been signed out.</Trans></p>
        <Link to={paths.auth} role="button">
          <Trans>Sign In</Trans>
        </Link>
      </div>
    );

  return (
    <div className="card">
      <h1><Trans>Choose a new password</Trans></h1>
      {errors.token && (
        <div role="alert" className="error-state">
          <p><Trans>{errors.token}. Reset links work once, within 60 minutes of being made.</Trans></p>
          <p>
            <Link to={paths.auth}><Trans>Ask for a new one from the sign-in page</Trans></Link>.
          </p>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-label={t`Choose a new password`}>
        <FormField name="newPassword" label={t`New password`} type="password" autoComplete="new-password" hint={t`At least 6 characters.`} error={errors.newPassword} required />
        <FormField name="confirmPassword" label={t`Repeat the new password`} type="password" autoComplete="new-password" error={errors.confirmPassword} required />
        <button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t`Saving...` : t`Set new password`}
        </button>
      </form>
    </div>
  );
}
