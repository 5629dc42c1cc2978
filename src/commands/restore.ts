// `rentfair restore <file>` (docs/product-rules.md#running-it): puts a backup in place of the
// database, with the server stopped, changing nothing until the backup is known to be whole, ours
// and not newer than this binary, and the data folder is held. The steps are the database's own
// (src/store/sqlite/restore.ts); the database it replaced is kept beside it as
// rentfair.db.before-restore. A refusal is a RestoreRefusedError (exit 2, src/cli.ts).
import { join, resolve } from "node:path";
import { DB_FILE } from "../config";
import { restoreSqlite, type RestoreResult } from "../store/sqlite";
import { RestoreRefusedError } from "./errors";

export { RestoreRefusedError, type RestoreResult };

export function restoreDatabase(dataDir: string, backupFile: string): RestoreResult {
  const file = resolve(backupFile);
  const live = join(dataDir, DB_FILE);
  if (file === live) throw new RestoreRefusedError("the backup is the live database itself");
  return restoreSqlite(dataDir, live, file);
}
