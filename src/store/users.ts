// The users store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/auth.ts `createUsersStore`. Accounts (docs/product-rules.md#accounts): the
// username is unique whatever its case, the e-mail is stored lower-cased and unique.
import type { UserRow } from "./rows";
import type { Locale } from "../contract/locales";

/** A new account as a sign-up, an outside sign-in or the demo seed makes it. */
export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
  isAdmin: 0 | 1;
  /** When the e-mail was proven (a provider that verified it made the account), else unset: unproven. */
  emailVerifiedAt?: string | null;
  /** The language mail reaches the account in (the page's language at sign-up); unset: DEFAULT_LOCALE. */
  locale?: Locale | null;
}

export interface UsersStore {
  byId(id: number): Promise<UserRow | undefined>;
  /** The account with this e-mail, whatever its case. */
  byEmail(email: string): Promise<UserRow | undefined>;
  /** Whether an account has this username, whatever its case. */
  usernameTaken(username: string): Promise<boolean>;
  /**
   * Adds the account. Two sign-ups that raced past the caller's checks are decided by the unique
   * indexes: the loser gets 409 `emailTakenAt()` or `usernameTakenAt()` (src/modules/auth/errors.ts).
   */
  create(values: NewUser): Promise<UserRow>;
  /** Grants (1) or revokes (0) admin rights; the updated row, or undefined for no such account. */
  setAdmin(id: number, isAdmin: 0 | 1): Promise<UserRow | undefined>;
  /** The language mail reaches the account in (contract §7.3). */
  setLocale(id: number, locale: Locale): Promise<void>;
}
