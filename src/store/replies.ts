// The replies store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/replies.ts `createRepliesStore`.

export interface RepliesStore {}
