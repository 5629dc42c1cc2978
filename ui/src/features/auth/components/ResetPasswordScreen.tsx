// /reset-password/{token} (contract §6.1): the one-time link, mailed or made by the operator. A
// new password, then every session of the account has ended and the person signs in afresh.
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { fieldErrors, passwordResetSchema } from "@contract/schemas";
import { ApiError } from "../../../lib/api";
import { paths } from "../../../lib/paths";
import { toast } from "../../../lib/toast";
import { resetPassword } from "../api";

export function ResetPasswordScreen({ token }: { token: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const id = useId();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const newPassword = String(data.get("newPassword") ?? "");
    if (newPassword !== String(data.get("confirmPassword") ?? "")) {
      setErrors({ confirmPassword: "The two passwords do not match" });
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
      toast("Password changed", "Sign in with your new password.");
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
      else toast("Failed to reset password", error instanceof ApiError ? error.serverMessage : "Please try again.", "destructive");
    } finally {
      setPending(false);
    }
  }

  if (done)
    return (
      <div className="card" role="status">
        <h1>Password changed</h1>
        <p>Your new password is set, and every device that was signed in has been signed out.</p>
        <Link to={paths.auth} role="button">
          Sign In
        </Link>
      </div>
    );

  const field = (name: string, label: string, hint?: string) => {
    const describedBy = [errors[name] ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null].filter(Boolean).join(" ") || undefined;
    return (
      <div>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input id={`${id}-${name}`} name={name} type="password" autoComplete="new-password" required aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy} />
        {hint && (
          <small id={`${id}-${name}-hint`} className="muted">
            {hint}
          </small>
        )}
        {errors[name] && (
          <small id={`${id}-${name}-error`} className="field-error">
            {errors[name]}
          </small>
        )}
      </div>
    );
  };

  return (
    <div className="card">
      <h1>Choose a new password</h1>
      {errors.token && (
        <div role="alert" className="error-state">
          <p>{errors.token}. Reset links work once, within 60 minutes of being made.</p>
          <p>
            <Link to={paths.auth}>Ask for a new one from the sign-in page</Link>.
          </p>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        {field("newPassword", "New password", "At least 6 characters.")}
        {field("confirmPassword", "Repeat the new password")}
        <button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? "Saving..." : "Set new password"}
        </button>
      </form>
    </div>
  );
}
