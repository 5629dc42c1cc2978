// Scheduled online backups (docs/product-rules.md#running-it): with BACKUP_DIR set, the server writes a backup every
// BACKUP_EVERY hours and then deletes all but the newest BACKUP_KEEP. Each backup is written by a
// child process, `rentfair backup <file>` of this same program (src/cli.ts; the store's `backupTo`:
// on SQLite, VACUUM INTO a temporary file, fsync, integrity_check, rename), never on the server's
// own thread: those steps are synchronous and took the site down for 3-10 s at a 142 MB database
// (issue 30), while the same command beside the server left its p99 at ~29 ms.
// Only files named like ours (rentfair-<UTC time>.db on SQLite, rentfair-<UTC time>.dump on
// PostgreSQL: a pg_dump custom-format file, src/commands/postgres-tools.ts, which `rentfair restore`
// with DATABASE_URL takes) are ever counted or deleted, and only those of the database in use: the
// SQLite backups of a site moved to PostgreSQL stay until the operator deletes them (its way back,
// docs/scale-out.md). Anything else an operator puts in the folder stays. Each run is one log line, at info when it worked and at
// error when it did not (the next run is still scheduled).
//
// The first run is due one interval after the newest backup already in the folder, so a server
// restarted more often than BACKUP_EVERY still takes its backups; but never at start-up: at the
// earliest a minute after (or one interval, when BACKUP_EVERY is shorter than that).
import { spawn } from "node:child_process";
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import { checkBackupTarget } from "./backup";

/** What a backup file is, by the database it copies: a SQLite database, or a pg_dump custom-format archive. */
export type BackupKind = "sqlite" | "postgres";
const EXTENSIONS: Record<BackupKind, string> = { sqlite: ".db", postgres: ".dump" };
/** How a run's log line describes the file. */
const DESCRIBED: Record<BackupKind, string> = { sqlite: "integrity ok", postgres: "pg_dump custom format" };

/** The kind of backup the configured database is copied to. */
export const backupKindOf = (config: Pick<Config, "databaseUrl">): BackupKind => (config.databaseUrl === null ? "sqlite" : "postgres");

const NAME = /^rentfair-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z(\.db|\.dump)$/;

/** rentfair-2026-11-23T174501.123Z.db (.dump on PostgreSQL): sortable by name, no colons (which some file systems refuse). */
export function backupFileName(at: Date, kind: BackupKind = "sqlite"): string {
  return `rentfair-${at.toISOString().replace(/:/g, "")}${EXTENSIONS[kind]}`;
}

function takenAt(name: string, kind: BackupKind): number | null {
  const m = NAME.exec(name);
  return m && m[6] === EXTENSIONS[kind] ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : null;
}

/** Our backups in the folder, oldest first. */
export function listBackups(dir: string, kind: BackupKind = "sqlite"): { name: string; at: number }[] {
  return readdirSync(dir)
    .map((name) => ({ name, at: takenAt(name, kind) }))
    .filter((b): b is { name: string; at: number } => b.at !== null)
    .sort((a, b) => a.at - b.at);
}

export interface BackupRun {
  path: string;
  bytes: number;
  pruned: string[];
}

/** Writes a backup of the database in `dataDir` to `dest` (checked: outside it, a new file). */
export type WriteBackup = (dataDir: string, dest: string) => Promise<{ path: string; bytes: number }>;

/**
 * How to run this program again: the compiled binary (`npm run build`) is the program itself, its
 * sources embedded under Bun's /$bunfs/ (B:/~BUN/ on Windows); from sources it is bun with src/cli.ts.
 */
export function selfCommand(): string[] {
  const compiled = import.meta.path.startsWith("/$bunfs/") || /^[A-Za-z]:[\\/]~BUN[\\/]/.test(import.meta.path);
  return compiled ? [process.execPath] : [process.execPath, join(import.meta.dir, "..", "cli.ts")];
}

/** `rentfair backup <dest> --data <dataDir>` in a child process: the server's thread only waits for its exit. */
export const backupInChildProcess: WriteBackup = (dataDir, dest) =>
  new Promise((resolve, reject) => {
    const [bin, ...pre] = selfCommand();
    // The child reads the same environment (so the same settings) and is pointed at our data folder.
    const child = spawn(bin!, [...pre, "backup", dest, "--data", dataDir], { stdio: ["ignore", "ignore", "pipe"], env: process.env });
    let stderr = "";
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      if (stderr.length < 8192) stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code === 0) return resolve({ path: dest, bytes: statSync(dest).size });
      const why = stderr.trim().split("\n").at(-1)?.replace(/^rentfair: /, "") || (signal ? `killed by ${signal}` : `exit code ${code}`);
      reject(new Error(why));
    });
  });

/**
 * One scheduled run: a new backup, then the oldest beyond `keep` deleted. The child writes under a
 * name that is not one of ours (.incoming-…), and the file takes its name here, when the child has
 * exited well: it appears, the older ones go and the run is logged in one go, as when the copy was
 * made in-process.
 */
export async function runScheduledBackup(
  dataDir: string,
  settings: NonNullable<Config["backups"]>,
  now = new Date(),
  writeBackup: WriteBackup = backupInChildProcess,
  kind: BackupKind = "sqlite",
): Promise<BackupRun> {
  const name = backupFileName(now, kind);
  const dest = checkBackupTarget(join(settings.dir, name), { dataDir });
  const incoming = checkBackupTarget(join(settings.dir, `.incoming-${name}`), { dataDir });
  let bytes: number;
  try {
    ({ bytes } = await writeBackup(dataDir, incoming));
    renameSync(incoming, dest);
    const dirFd = openSync(settings.dir, "r");
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  }
  const path = dest;
  const all = listBackups(settings.dir, kind);
  const pruned = all.slice(0, Math.max(0, all.length - settings.keep)).map((b) => b.name);
  for (const name of pruned) rmSync(join(settings.dir, name), { force: true });
  return { path, bytes, pruned };
}

/** The soonest a first run may start after the server does: start-up is for answering requests. */
const FIRST_RUN_AFTER_MS = 60_000;

/** Starts the schedule; the returned function stops it (at shutdown). */
export function scheduleBackups(config: Config, log: Logger, writeBackup: WriteBackup = backupInChildProcess): () => void {
  const settings = config.backups;
  if (!settings) return () => {};
  const kind = backupKindOf(config);
  const everyMs = settings.everyHours * 3_600_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = async () => {
    if (stopped) return;
    const started = performance.now();
    try {
      const { path, bytes, pruned } = await runScheduledBackup(config.dataDir, settings, new Date(), writeBackup, kind);
      const duration = Math.round(performance.now() - started);
      log.info(`scheduled backup written to ${path} (${bytes} bytes, ${DESCRIBED[kind]}, ${duration} ms)${pruned.length ? `; deleted ${pruned.length} older` : ""}`, {
        event: "backup",
        file: path,
        bytes,
        duration,
        pruned,
      });
    } catch (error) {
      log.error(`scheduled backup into ${settings.dir} failed: ${error instanceof Error ? error.message : String(error)}`, { event: "backup", error: String(error) });
    }
    if (!stopped) timer = setTimeout(() => void run(), everyMs);
  };

  const newest = listBackups(settings.dir, kind).at(-1)?.at ?? -Infinity;
  const wait = Math.max(Math.min(FIRST_RUN_AFTER_MS, everyMs), Math.min(everyMs, newest + everyMs - Date.now()));
  timer = setTimeout(() => void run(), wait);
  log.info(`scheduled backups every ${settings.everyHours} h into ${settings.dir}, keeping ${settings.keep}; next in ${Math.round(wait / 1000)} s`);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
