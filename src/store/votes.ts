// The votes store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/votes.ts `createVotesStore`.

export interface VotesStore {}
