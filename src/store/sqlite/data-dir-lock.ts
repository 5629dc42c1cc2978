// One data folder, one server (docs/product-rules.md#limits). `serve` holds an exclusive SQLite lock on a small
// file beside the database for as long as it runs. SQLite locks are POSIX record locks: the
// kernel drops them when the process ends however it ends (exit, crash, kill -9), so the lock is
// never stale and there is no pid file to clean up. The lock sits on its own file, not on
// rentfair.db, so `rentfair backup` and the admin commands can still read the database beside a
// running server.
import { Database } from "bun:sqlite";
import { chmodSync } from "node:fs";
import { join } from "node:path";

export const LOCK_FILE = "rentfair.lock";

export class DataDirInUseError extends Error {}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const db = new Database(path, { create: true });
  chmodSync(path, 0o600);
  try {
    db.exec("PRAGMA busy_timeout = 0");
    db.exec("PRAGMA journal_mode = MEMORY"); // no -journal file beside it
    db.exec("PRAGMA locking_mode = EXCLUSIVE"); // the lock taken by the write below is kept until close
    db.exec("BEGIN EXCLUSIVE");
    db.exec("CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL, since TEXT NOT NULL)");
    db.exec("DELETE FROM holder");
    db.query("INSERT INTO holder (pid, since) VALUES (?, ?)").run(process.pid, new Date().toISOString());
    db.exec("COMMIT");
  } catch (error) {
    db.close();
    if (error instanceof Error && /locked|busy/i.test(error.message)) {
      throw new DataDirInUseError(`data folder ${dataDir} is in use by another rentfair server`);
    }
    throw error;
  }
  return { release: () => db.close() };
}
