// The errors of the account's own settings (see src/http.ts for how errors are declared and answered).
import { defineError, HttpError } from "../../http";

export { usernameTaken, usernameTakenAt } from "../auth/errors";

export const wrongPassword = defineError({ code: "account.wrong_password", status: 400, message: "Password is incorrect" });

/** A wrong password, shown at the form field that holds it. */
export const wrongPasswordAt = (field: string) => new HttpError(wrongPassword, { errors: { [field]: wrongPassword.message } });

export const invalidEmailProof = defineError({ code: "account.invalid_email_proof", status: 400, message: "This confirmation link is invalid or has expired" });

/** An unknown, used or expired proof link, shown at the token. */
export const invalidEmailProofAtToken = () => new HttpError(invalidEmailProof, { errors: { token: invalidEmailProof.message } });

/** Without SMTP_URL and MAIL_FROM no proof link can be mailed (docs/product-rules.md#accounts). */
export const emailProofMailNotConfigured = defineError({ code: "account.email_proof_unavailable", status: 404, message: "This site cannot send mail, so e-mail addresses cannot be confirmed" });
