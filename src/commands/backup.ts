// `rentfair backup <file> [--force]` and the scheduled backups (docs/product-rules.md#running-it): an
// online, consistent copy of the database while the server runs, written by the store
// (`operations.backupTo`; on SQLite, VACUUM INTO, fsync, integrity_check, rename:
// src/store/sqlite/backup.ts). A backup that exists is whole, and readable by its owner only.
//
// Where it may write (docs/product-rules.md#limits), checked here before anything is opened: never
// inside the data folder, whose files are the live database, its WAL and shared memory, the lock
// and the secret (renaming a copy over the WAL lost acknowledged writes at the next crash), and
// never over an existing file unless asked (`force`).
import { lstatSync, realpathSync } from "node:fs";
import { basename, dirname, join, resolve, sep } from "node:path";
import type { OperationsStore } from "../store/operations";
import { BackupRefusedError } from "./errors";

export { BackupRefusedError };

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

/** Checks the target (again: time has passed since the command's first check) and writes the backup there. */
export function backupDatabase(operations: OperationsStore, target: string, options: BackupOptions): Promise<{ path: string; bytes: number }> {
  const dest = checkBackupTarget(target, options);
  return operations.backupTo(dest);
}
