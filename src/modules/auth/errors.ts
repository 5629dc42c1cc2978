// The errors of accounts and sign-in (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const usernameTaken = defineError({ code: "auth.username_taken", status: 409, message: "Username already taken" });
export const emailTaken = defineError({ code: "auth.email_taken", status: 409, message: "Email already registered" });
/** The same for an unknown e-mail and a wrong password, so neither tells which accounts exist. */
export const invalidLogin = defineError({ code: "auth.invalid_login", status: 401, message: "Invalid email or password" });
