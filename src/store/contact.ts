// The contact store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/contact.ts `createContactStore`.

export interface ContactStore {}
