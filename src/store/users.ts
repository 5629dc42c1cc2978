// The users store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/auth.ts `createUsersStore`.

export interface UsersStore {}
