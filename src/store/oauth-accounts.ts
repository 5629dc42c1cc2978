// The oauthAccounts store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/oauth.ts `createOAuthAccountsStore`.

export interface OAuthAccountsStore {}
