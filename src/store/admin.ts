// The admin store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/admin.ts `createAdminStore`.

export interface AdminStore {}
