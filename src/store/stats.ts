// The stats store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/stats.ts `createStatsStore`.

export interface StatsStore {}
