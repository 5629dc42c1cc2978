// An online, consistent copy of the database while the server runs (docs/product-rules.md#running-it). VACUUM INTO
// reads one snapshot through SQLite itself, so it never copies a half-written page the way a file
// copy of the live database (or of its -wal) could. We write to a temporary file, fsync it, check
// it with integrity_check, and only then rename it into place: a backup that exists is whole.
//
// Where it may write (docs/product-rules.md#limits): never inside the data folder, whose files are the live
// database, its WAL and shared memory, the lock and the secret (renaming a copy over the WAL lost
// acknowledged writes at the next crash), and never over an existing file unless asked (`force`).
// The copy holds password hashes and session ids, so it is readable by its owner only (mode 600).
import { Database } from "bun:sqlite";
import { chmodSync, closeSync, existsSync, fsyncSync, lstatSync, openSync, realpathSync, renameSync, rmSync } from "node:fs";
import { basename, dirname, join, resolve, sep } from "node:path";

export class BackupRefusedError extends Error {}

export interface BackupOptions {
  /** The data folder: nothing inside it may be the target. */
  dataDir: string;
  /** Replace an existing file at the target. */
  force?: boolean;
}

/** The target's absolute path with its folder's symlinks resolved, so a link cannot smuggle it into DATA_DIR. */
function realTarget(target: string): string {
  const abs = resolve(target);
  let dir: string;
  try {
    dir = realpathSync(dirname(abs));
  } catch {
    throw new BackupRefusedError(`folder ${dirname(abs)} does not exist`);
  }
  return join(dir, basename(abs));
}

const isInside = (path: string, folder: string) => path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);

/** Where the backup would go, or a BackupRefusedError: checked before anything is opened. */
export function checkBackupTarget(target: string, options: BackupOptions): string {
  const dest = realTarget(target);
  const dataDir = realpathSync(options.dataDir);
  if (isInside(dest, dataDir)) {
    throw new BackupRefusedError(`${dest} is inside the data folder ${dataDir}; write the backup somewhere else`);
  }
  let exists = true;
  try {
    lstatSync(dest);
  } catch {
    exists = false;
  }
  if (exists && !options.force) throw new BackupRefusedError(`${dest} already exists; add --force to replace it`);
  return dest;
}

export function backupDatabase(dbPath: string, target: string, options: BackupOptions): { path: string; bytes: number } {
  if (!existsSync(dbPath)) throw new Error(`no database at ${dbPath}`);
  const dest = checkBackupTarget(target, options);
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
