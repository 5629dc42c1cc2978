// The oauthAccounts store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/oauth.ts `createOAuthAccountsStore`. Outside accounts joined to local ones
// (docs/product-rules.md "Accounts"): one outside account (provider, subject) joins one local account.
import type { UserRow } from "./rows";
import type { NewUser } from "./users";

export interface OAuthAccountsStore {
  /** The local account the outside account is joined to, or undefined. */
  linkedUser(provider: string, subject: string): Promise<UserRow | undefined>;
  /**
   * Joins the outside account to the local account with a proven e-mail, in one transaction, and
   * ends every session of that account (whoever held one loses it when someone new gets in). The
   * account, or undefined when its e-mail is not proven (or it is gone) by the time the write runs.
   */
  joinProven(provider: string, subject: string, userId: number): Promise<UserRow | undefined>;
  /**
   * Joins the outside account to the signed-in account that asked for it from the account page, in
   * one transaction, ending every session of that account but `keepSid`. "taken" when the outside
   * account is joined to another local account (nothing changes); "connected" otherwise.
   */
  connect(provider: string, subject: string, userId: number, keepSid: string | undefined): Promise<"connected" | "taken">;
  /**
   * A new local account joined to the outside account, in one transaction. When a concurrent
   * sign-in joined the same outside account first, its account. Null when the username is taken
   * (whatever its case) or a unique index refuses the account: the caller tries its next username.
   */
  createJoined(values: NewUser, provider: string, subject: string): Promise<UserRow | null>;
}
