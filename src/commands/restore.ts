// `rentfair restore <file>` (docs/product-rules.md#running-it): puts a backup in place of the
// database, with the server stopped, changing nothing until the backup is known to be whole, ours
// and not newer than this binary, and the data folder is held. The steps are the database's own
// (on SQLite, src/store/sqlite/restore.ts, which cli.ts hands in); the database it replaced is kept
// beside it as rentfair.db.before-restore-<UTC time>, never over an earlier one. A refusal is a RestoreRefusedError (exit 2, src/cli.ts).
import { join, resolve } from "node:path";
import { DB_FILE } from "../config";
import { RestoreRefusedError } from "./errors";

export { RestoreRefusedError };

export interface RestoreResult {
  landlords: number;
  reviews: number;
  users: number;
  /** Where the database that was replaced now is, or null when there was none. */
  previous: string | null;
}

/** A database's restore: replaces `live`, in the data folder `dataDir`, with the backup `file` (absolute, not `live`). */
export type RestoreBackup = (dataDir: string, live: string, file: string) => RestoreResult;

export function restoreDatabase(dataDir: string, backupFile: string, restore: RestoreBackup): RestoreResult {
  const file = resolve(backupFile);
  const live = join(dataDir, DB_FILE);
  if (file === live) throw new RestoreRefusedError("the backup is the live database itself");
  return restore(dataDir, live, file);
}
