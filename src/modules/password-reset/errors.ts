// The errors of password reset (see src/http.ts for how errors are declared and answered).
import { defineError, HttpError } from "../../http";

export const invalidResetLink = defineError({ code: "password_reset.invalid_link", status: 400, message: "This reset link is invalid or has expired" });
/** The invalid link, at the `token` field the reset page reads. */
export const invalidResetLinkAtToken = () => new HttpError(invalidResetLink, { errors: { token: invalidResetLink.message } });

export const resetMailNotConfigured = defineError({
  code: "password_reset.mail_not_configured",
  status: 404,
  message: "Password reset by e-mail is not set up on this site",
});
