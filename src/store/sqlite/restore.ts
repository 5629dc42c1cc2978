// `rentfair restore <file>` on SQLite (src/commands/restore.ts; docs/product-rules.md#running-it):
// puts a backup in place of the database, with the server stopped. In order, nothing changed until
// the last steps:
// 1. the file is a SQLite database that passes `PRAGMA integrity_check`, holds RentFair's tables,
//    and was not written by a newer version (the same refusal as at start, migrate.ts);
// 2. the data folder's lock is taken (data-dir-lock.ts), so a running server refuses it, and
//    no server can start until the restore is done;
// 3. a clean copy of the backup is written beside the database by VACUUM INTO (which also folds
//    in a -wal the backup might carry), fsynced, owner-only (mode 600);
// 4. the old database, its WAL checkpointed into it first so it is whole on its own, is kept as
//    rentfair.db.before-restore-<UTC time> (a new name each time, never over an earlier safety copy:
//    a second restore once silently replaced the first one's, and the writes only it held were
//    lost, issue 30), the copy renamed to rentfair.db, the folder fsynced.
import { Database } from "bun:sqlite";
import { chmodSync, closeSync, existsSync, fsyncSync, linkSync, openSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import { drizzle } from "drizzle-orm/bun-sqlite";
import type { Db } from "./connection";
import { refuseNewerDatabase } from "./migrate";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "./data-dir-lock";
import { RestoreRefusedError } from "../../commands/errors";
import type { RestoreBackup, RestoreResult } from "../../commands/restore";

export const BEFORE_RESTORE_SUFFIX = ".before-restore";

/** rentfair.db.before-restore-2026-11-25T185407.442Z: sortable, no colons (which some file systems refuse). */
export function safetyCopyName(live: string, at: Date): string {
  return `${live}${BEFORE_RESTORE_SUFFIX}-${at.toISOString().replace(/:/g, "")}`;
}

/**
 * Gives the file `live` a new safety-copy name that no file has: a hard link fails rather than
 * replace an existing file (a rename would replace it), then the old name goes. Two restores in
 * the same millisecond get -2, -3, ...
 */
function keepAsSafetyCopy(live: string, at: Date): string {
  const base = safetyCopyName(live, at);
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    try {
      linkSync(live, name);
    } catch (error) {
      if ((error as { code?: string }).code === "EEXIST") continue;
      throw error;
    }
    rmSync(live);
    return name;
  }
}

function isPostgresDump(file: string): boolean {
  try {
    const fd = openSync(file, "r");
    try {
      const head = Buffer.alloc(5);
      return readSync(fd, head, 0, 5, 0) === 5 && head.toString("latin1") === "PGDMP";
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

/** Opens the backup read-only and checks it is whole, ours and not newer than this binary. */
function checkBackup(file: string): Omit<RestoreResult, "previous"> {
  let source: Database;
  // A PostgreSQL backup (rentfair-….dump, pg_dump's custom format starts "PGDMP") handed to a SQLite site: said plainly.
  if (isPostgresDump(file)) throw new RestoreRefusedError(`${file} is a PostgreSQL backup (pg_dump custom format): restore it with DATABASE_URL set to the PostgreSQL database`);
  try {
    if (!statSync(file).isFile()) throw new Error("not a file");
    source = new Database(file, { readonly: true });
  } catch {
    throw new RestoreRefusedError(`cannot open ${file} as a database`);
  }
  try {
    let check: string;
    try {
      const rows = source.query("PRAGMA integrity_check").all() as { integrity_check: string }[];
      check = rows.map((r) => r.integrity_check).join("; ");
    } catch (error) {
      throw new RestoreRefusedError(`${file} is not a SQLite database (${error instanceof Error ? error.message : String(error)})`);
    }
    if (check !== "ok") throw new RestoreRefusedError(`${file} fails its integrity check: ${check}`);
    const tables = new Set((source.query("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name));
    for (const table of ["users", "landlords", "reviews", "__drizzle_migrations"]) {
      if (!tables.has(table)) throw new RestoreRefusedError(`${file} is not a RentFair database (no ${table} table)`);
    }
    try {
      refuseNewerDatabase(drizzle({ client: source }) as unknown as Db);
    } catch (error) {
      throw new RestoreRefusedError(error instanceof Error ? error.message : String(error));
    }
    const n = (table: string) => (source.query(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    return { landlords: n("landlords"), reviews: n("reviews"), users: n("users") };
  } finally {
    source.close();
  }
}

function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Replaces the database `live` in the data folder `dataDir` with the backup `file` (absolute, not `live` itself). */
export const restoreSqlite: RestoreBackup = (dataDir, live, file) => {
  const counts = checkBackup(file);

  let lock: DataDirLock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new RestoreRefusedError(`a RentFair server is running on ${dataDir}: stop it first, then restore (nothing was changed)`);
    }
    throw error;
  }
  const tmp = `${live}.restore-${process.pid}`;
  try {
    rmSync(tmp, { force: true });
    const source = new Database(file, { readonly: true });
    try {
      source.query("VACUUM INTO ?").run(tmp);
    } finally {
      source.close();
    }
    chmodSync(tmp, 0o600);
    fsyncPath(tmp);

    let previous: string | null = null;
    if (existsSync(live)) {
      // Fold the WAL into the file, so that the kept copy is the whole old database on its own.
      const old = new Database(live);
      try {
        old.exec("PRAGMA busy_timeout = 5000");
        old.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        old.exec("PRAGMA journal_mode = DELETE");
      } finally {
        old.close();
      }
      previous = keepAsSafetyCopy(live, new Date());
      chmodSync(previous, 0o600);
    }
    for (const leftover of [`${live}-wal`, `${live}-shm`]) rmSync(leftover, { force: true });
    renameSync(tmp, live);
    fsyncPath(dataDir);
    return { ...counts, previous };
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  } finally {
    lock.release();
  }
};
