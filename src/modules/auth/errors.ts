// The errors of accounts and sign-in (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const usernameTaken = defineError({ code: "auth.username_taken", status: 409, message: "Username already taken" });
export const emailTaken = defineError({ code: "auth.email_taken", status: 409, message: "Email already registered" });
/** The same for an unknown e-mail and a wrong password, so neither tells which accounts exist. */
export const invalidLogin = defineError({ code: "auth.invalid_login", status: 401, message: "Invalid email or password" });

/** A taken username, at the form field that holds it (sign-up, profile): thrown by services and by the stores that settle a race. */
export const usernameTakenAt = () => usernameTaken({ errors: { username: usernameTaken.message } });
/** A registered e-mail, at the form field that holds it. */
export const emailTakenAt = () => emailTaken({ errors: { email: emailTaken.message } });
