// The sessions store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/auth.ts `createSessionsStore`.

export interface SessionsStore {}
