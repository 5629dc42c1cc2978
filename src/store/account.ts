// The account store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/account.ts `createAccountStore`.

export interface AccountStore {}
