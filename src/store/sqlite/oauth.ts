// The oauthAccounts store on SQLite (docs/architecture.md, "Stores").
import type { SqliteContext } from "./tx";
import type { OAuthAccountsStore } from "../oauth-accounts";

/** The oauthAccounts store on SQLite (src/store/oauth-accounts.ts). */
export function createOAuthAccountsStore(ctx: SqliteContext): OAuthAccountsStore {
  void ctx;
  return {};
}
