// Registration and sign-in rules (docs/product-rules.md#accounts): unique username and e-mail, the same 401 for an
// unknown e-mail and a wrong password, ADMIN_EMAILS promotion, the per-e-mail failure limit.
import type { AppDeps } from "../../deps";
import { passwordAttempt } from "./attempts";
import type { LoginInput, RegisterInput } from "../../contract/schemas";
import type { UserRow } from "../../store/rows";
import type { Locale } from "../../contract/locales";
import { securityEvent } from "../../lib/security-log";
import { emailTakenAt, invalidLogin, usernameTakenAt } from "./errors";

export function createAuthService(deps: AppDeps) {
  const { users } = deps.store;
  const isListedAdmin = (email: string) => deps.config.adminEmails.includes(email.toLowerCase());

  /** ADMIN_EMAILS makes an account admin as soon as it registers or signs in. */
  async function promoteIfListed(user: UserRow): Promise<UserRow> {
    if (user.isAdmin !== 1 && isListedAdmin(user.email)) return (await users.setAdmin(user.id, 1)) ?? user;
    return user;
  }

  return {
    /** `locale`: the page's language, which the account's mail is then written in. */
    async register(input: RegisterInput, locale?: Locale): Promise<UserRow> {
      if (await users.usernameTaken(input.username)) throw usernameTakenAt();
      if (await users.byEmail(input.email)) throw emailTakenAt();
      const passwordHash = await deps.passwords.hash(input.password);
      // Two sign-ups that race past the checks above are decided by the store (a 409 to the loser).
      return users.create({ ...input, passwordHash, isAdmin: isListedAdmin(input.email) ? 1 : 0, locale });
    },

    /** `address` is the client's, for the log line of a failed attempt (lib/security-log.ts). */
    async login(input: LoginInput, address = "unknown"): Promise<UserRow> {
      const emailKey = input.email.toLowerCase();
      const user = await users.byEmail(emailKey);
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
