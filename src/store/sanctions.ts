// The sanctions store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/sanctions.ts `createSanctionsStore`.

export interface SanctionsStore {}
