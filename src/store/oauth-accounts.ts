// The oauthAccounts store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/oauth.ts `createOAuthAccountsStore`. Outside accounts joined to local ones
// (docs/product-rules.md "Accounts"): one outside account (provider, subject) joins one local account.
import type { UserRow } from "./rows";
import type { NewUser } from "./users";

export interface OAuthAccountsStore {
  /** The local account the outside account is joined to, or undefined. */
  linkedUser(provider: string, subject: string): Promise<UserRow | undefined>;
  /** Joins the outside account to the local one; nothing when it is joined already. */
  link(provider: string, subject: string, userId: number): Promise<void>;
  /**
   * A new local account joined to the outside account, in one transaction. When a concurrent
   * sign-in joined the same outside account first, its account. Null when the username is taken
   * (whatever its case) or a unique index refuses the account: the caller tries its next username.
   */
  createJoined(values: NewUser, provider: string, subject: string): Promise<UserRow | null>;
}
