// "Forgot password?" under the sign-in form (docs/product-rules.md#privacy). What it says depends on how the site
// is run (GET /api/site): with a mail server, it asks for the e-mail address and mails a one-time
// link; without one, it says who can make that link (the operator, with
// `rentfair admin reset-link <email>`) and how to reach them.
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { passwordResetRequestSchema, fieldErrors } from "@contract/schemas";
import { ApiError } from "../../../lib/api";
import { FormField } from "../../../components/FormField";
import { paths } from "../../../lib/paths";
import { SITE_NAME, useSiteSettings } from "../../../lib/site";
import { requestPasswordReset } from "../api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="forgot-password">
      <button type="button" className="link-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Trans>Forgot password?</Trans>
      </button>
      {open && (
        <div id={panelId} className="forgot-password__panel" role="region" aria-label={t`Reset your password`}>
          <ForgotPasswordBody />
        </div>
      )}
    </div>
  );
}

function ForgotPasswordBody() {
  const { data: settings, error } = useSiteSettings();
  if (error) return <p role="alert"><Trans>The reset options could not be loaded. Please refresh the page.</Trans></p>;
  if (!settings) return <p aria-busy="true"><Trans>Loading…</Trans></p>;
  if (settings.passwordResetByMail) return <RequestByMail />;
  return (
    <div data-testid="reset-by-operator">
      <p>
        <Trans>{SITE_NAME} does not send e-mail, so a reset link comes from the people who run it. Ask them for one: they can make a
        link for your account's e-mail address that works once, within 60 minutes.</Trans>
      </p>
      <p>
        {settings.contactEmail ? (
          <Trans>
            Write to <a href={`mailto:${settings.contactEmail}?subject=${encodeURIComponent(t`Password reset link`)}`}>{settings.contactEmail}</a> from
            your account's address, and open the link they send you.
          </Trans>
        ) : (
          <Trans>
            Use the <Link to={paths.contact}>contact form</Link> with your account's address, and open the link they send you.
          </Trans>
        )}
      </p>
      <p className="muted">
        <small>
          <Trans>For operators: <code>rentfair admin reset-link &lt;email&gt;</code> prints the link.</Trans>
        </small>
      </p>
    </div>
  );
}

function RequestByMail() {
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get("email");
    const parsed = passwordResetRequestSchema.safeParse({ email: typeof value === "string" ? value : "" });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await requestPasswordReset(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (err) {
      setError(err instanceof ApiError ? err.serverMessage : t`The request could not be sent. Please try again.`);
    } finally {
      setPending(false);
    }
  }

  if (sentTo)
    return (
      <p role="status">
        <Trans>If an account uses <strong>{sentTo}</strong>, a link to reset its password is on its way. It works once, within 60
        minutes; check your spam folder if it does not arrive.</Trans>
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Send a reset link`}>
      <p><Trans>Enter your account's e-mail address and we will mail you a link to choose a new password.</Trans></p>
      <FormField name="email" label={t`Email for the reset link`} type="email" autoComplete="email" error={error} required />
      <button type="submit" className="secondary" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t`Sending...` : t`Send reset link`}
      </button>
    </form>
  );
}
