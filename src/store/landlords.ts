// The landlords store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/landlords.ts `createLandlordsStore`.

export interface LandlordsStore {}
