// The verification store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/verification.ts `createVerificationStore`.

export interface VerificationStore {}
