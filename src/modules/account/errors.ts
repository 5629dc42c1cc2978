// The errors of the account's own settings (see src/http.ts for how errors are declared and answered).
import { defineError, HttpError } from "../../http";

export { usernameTaken, usernameTakenAt } from "../auth/errors";

export const wrongPassword = defineError({ code: "account.wrong_password", status: 400, message: "Password is incorrect" });

/** A wrong password, shown at the form field that holds it. */
export const wrongPasswordAt = (field: string) => new HttpError(wrongPassword, { errors: { [field]: wrongPassword.message } });
