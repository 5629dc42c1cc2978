// The operations store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/operations.ts `createOperationsStore`.

export interface OperationsStore {}
