// Registration and sign-in rules (docs/product-rules.md#accounts): unique username and e-mail, the same 401 for an
// unknown e-mail and a wrong password, ADMIN_EMAILS promotion, the per-e-mail failure limit.
import type { AppDeps } from "../../deps";
import { passwordAttempt } from "./attempts";
import { isUniqueViolation } from "../../http";
import type { LoginInput, RegisterInput } from "../../contract/schemas";
import type { UserRow } from "../../store/sqlite/schema";
import { securityEvent } from "../../lib/security-log";
import { emailTaken, invalidLogin, usernameTaken } from "./errors";

const taken = (error: typeof emailTaken, field: string) => error({ errors: { [field]: error.message } });

export function createAuthService(deps: AppDeps) {
  const isListedAdmin = (email: string) => deps.config.adminEmails.includes(email.toLowerCase());

  /** ADMIN_EMAILS makes an account admin as soon as it registers or signs in. */
  function promoteIfListed(user: UserRow): UserRow {
    if (user.isAdmin !== 1 && isListedAdmin(user.email)) return deps.users.setAdmin(user.id, 1) ?? user;
    return user;
  }

  return {
    async register(input: RegisterInput): Promise<UserRow> {
      if (deps.users.usernameTaken(input.username)) throw taken(usernameTaken, "username");
      if (deps.users.byEmail(input.email)) throw taken(emailTaken, "email");
      const passwordHash = await deps.passwords.hash(input.password);
      try {
        return deps.users.insert({ ...input, passwordHash, isAdmin: isListedAdmin(input.email) ? 1 : 0 });
      } catch (error) {
        // Two sign-ups raced past the checks above; the unique indexes decide.
        if (isUniqueViolation(error, "users.email")) throw taken(emailTaken, "email");
        if (isUniqueViolation(error)) throw taken(usernameTaken, "username");
        throw error;
      }
    },

    /** `address` is the client's, for the log line of a failed attempt (lib/security-log.ts). */
    async login(input: LoginInput, address = "unknown"): Promise<UserRow> {
      const emailKey = input.email.toLowerCase();
      const user = deps.users.byEmail(emailKey);
      const ok = await passwordAttempt(deps, emailKey, () =>
        user ? deps.passwords.verify(input.password, user.password) : deps.passwords.verifyDummy(input.password),
      );
      if (!user || !ok) {
        securityEvent(deps.log, "sign-in failed", address, { email: emailKey, known: user !== undefined });
        throw invalidLogin();
      }
      return promoteIfListed(user);
    },
  };
}
