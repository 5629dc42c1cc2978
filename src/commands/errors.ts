// The commands' declared refusals: cli.ts says each as one line and exits 2, having changed nothing.
// Thrown by the commands and by the stores that carry them out (src/store/sqlite/restore.ts).

/** `rentfair backup`: the target is inside the data folder, exists (without --force), or has no folder. */
export class BackupRefusedError extends Error {}

/** `rentfair restore`: the file is not a whole RentFair database, or a server holds the data folder. */
export class RestoreRefusedError extends Error {}

/** `rentfair transfer`: the PostgreSQL database is not empty, or no URL was given. */
export class TransferRefusedError extends Error {}
