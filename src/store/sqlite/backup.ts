// An online, consistent copy of the SQLite database while the server runs (the operations store's
// `backupTo`, src/store/operations.ts; docs/product-rules.md#running-it). VACUUM INTO reads one
// snapshot through SQLite itself, so it never copies a half-written page the way a file copy of
// the live database (or of its -wal) could. We write to a temporary file, fsync it, check it with
// integrity_check, and only then rename it into place: a backup that exists is whole. The copy
// holds password hashes and session ids, so it is readable by its owner only (mode 600).
// Where it may go (outside the data folder, over a file only when asked) is decided before, by
// src/commands/backup.ts.
import { Database } from "bun:sqlite";
import { chmodSync, closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from "node:fs";
import { dirname } from "node:path";

/** Copies the database file at `dbPath` to `dest` (whose folder exists); returns where and how big. */
export function backupSqlite(dbPath: string, dest: string): { path: string; bytes: number } {
  if (!existsSync(dbPath)) throw new Error(`no database at ${dbPath}`);
  const tmp = `${dest}.tmp-${process.pid}`;
  rmSync(tmp, { force: true });
  const source = new Database(dbPath, { readonly: true });
  try {
    source.exec("PRAGMA busy_timeout = 5000");
    source.query("VACUUM INTO ?").run(tmp);
  } finally {
    source.close();
  }
  try {
    const fd = openSync(tmp, "r+");
    fsyncSync(fd);
    closeSync(fd);
    chmodSync(tmp, 0o600);
    const copy = new Database(tmp, { readonly: true });
    const check = copy.query("PRAGMA integrity_check").get() as { integrity_check: string };
    copy.close();
    if (check.integrity_check !== "ok") throw new Error(`integrity check failed: ${check.integrity_check}`);
    renameSync(tmp, dest);
    const dirFd = openSync(dirname(dest), "r");
    fsyncSync(dirFd);
    closeSync(dirFd);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
  return { path: dest, bytes: Bun.file(dest).size };
}
