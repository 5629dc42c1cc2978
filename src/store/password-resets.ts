// The passwordResets store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/password-reset.ts `createPasswordResetsStore`.

export interface PasswordResetsStore {}
