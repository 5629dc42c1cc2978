// The rent store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/rent.ts `createRentStore`.

export interface RentStore {}
