// The reports store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/reports.ts `createReportsStore`.

export interface ReportsStore {}
