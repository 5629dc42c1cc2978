// The passwordResets store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/password-reset.ts `createPasswordResetsStore`. One-time reset links
// (docs/product-rules.md#privacy): a token lives RESET_TTL_MS and works once; only its hash is stored.

/** How long a reset link works: 60 minutes. */
export const RESET_TTL_MS = 60 * 60 * 1000;

export interface PasswordResetsStore {
  /** A new token for the user (expired ones of anyone are swept); the token itself, shown once and never stored. */
  issue(userId: number): Promise<string>;
  /** The account a live token belongs to, or undefined (unknown, used or expired). */
  userOf(token: string): Promise<number | undefined>;
  /**
   * Uses the token and sets the account's new password, in one transaction: the token is used
   * up (of two requests with one link, one wins: the other gets 400 `invalidResetLinkAtToken()`,
   * src/modules/password-reset/errors.ts, as does an unknown or expired token), every other link of
   * the account dropped and every session of it ended. Answers the account's e-mail.
   */
  reset(token: string, passwordHash: string): Promise<{ userId: number; email: string }>;
}
