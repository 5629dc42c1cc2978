// The moderation store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/moderation-log.ts `createModerationStore`.

export interface ModerationStore {}
