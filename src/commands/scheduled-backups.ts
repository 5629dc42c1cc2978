// Scheduled online backups (docs/product-rules.md#running-it): with BACKUP_DIR set, the server writes a backup every
// BACKUP_EVERY hours through the same code as `rentfair backup` (commands/backup.ts, the store's
// `backupTo`: on SQLite, VACUUM INTO a temporary file, fsync, integrity_check, rename) and then deletes all but the newest BACKUP_KEEP.
// Only files named like ours (rentfair-<UTC time>.db) are ever counted or deleted; anything else
// an operator puts in the folder stays. Each run is one log line, at info when it worked and at
// error when it did not (the next run is still scheduled).
//
// The first run is due one interval after the newest backup already in the folder (at once when
// there is none, or it is older than that), so a server restarted more often than BACKUP_EVERY
// still takes its backups.
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";
import type { Logger } from "../lib/logger";
import type { OperationsStore } from "../store/operations";
import { backupDatabase } from "./backup";

const NAME = /^rentfair-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z\.db$/;

/** rentfair-2026-11-23T174501.123Z.db: sortable by name, no colons (which some file systems refuse). */
export function backupFileName(at: Date): string {
  return `rentfair-${at.toISOString().replace(/:/g, "")}.db`;
}

function takenAt(name: string): number | null {
  const m = NAME.exec(name);
  return m ? Date.parse(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : null;
}

/** Our backups in the folder, oldest first. */
export function listBackups(dir: string): { name: string; at: number }[] {
  return readdirSync(dir)
    .map((name) => ({ name, at: takenAt(name) }))
    .filter((b): b is { name: string; at: number } => b.at !== null)
    .sort((a, b) => a.at - b.at);
}

export interface BackupRun {
  path: string;
  bytes: number;
  pruned: string[];
}

/** One scheduled run: a new backup, then the oldest beyond `keep` deleted. */
export async function runScheduledBackup(operations: OperationsStore, dataDir: string, settings: NonNullable<Config["backups"]>, now = new Date()): Promise<BackupRun> {
  const { path, bytes } = await backupDatabase(operations, join(settings.dir, backupFileName(now)), { dataDir });
  const all = listBackups(settings.dir);
  const pruned = all.slice(0, Math.max(0, all.length - settings.keep)).map((b) => b.name);
  for (const name of pruned) rmSync(join(settings.dir, name), { force: true });
  return { path, bytes, pruned };
}

/** Starts the schedule; the returned function stops it (at shutdown). */
export function scheduleBackups(operations: OperationsStore, config: Config, log: Logger): () => void {
  const settings = config.backups;
  if (!settings) return () => {};
  const everyMs = settings.everyHours * 3_600_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const run = async () => {
    if (stopped) return;
    const started = performance.now();
    try {
      const { path, bytes, pruned } = await runScheduledBackup(operations, config.dataDir, settings);
      const duration = Math.round(performance.now() - started);
      log.info(`scheduled backup written to ${path} (${bytes} bytes, integrity ok, ${duration} ms)${pruned.length ? `; deleted ${pruned.length} older` : ""}`, {
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

  const newest = listBackups(settings.dir).at(-1)?.at ?? -Infinity;
  const wait = Math.max(0, Math.min(everyMs, newest + everyMs - Date.now()));
  timer = setTimeout(() => void run(), wait);
  log.info(`scheduled backups every ${settings.everyHours} h into ${settings.dir}, keeping ${settings.keep}; next in ${Math.round(wait / 1000)} s`);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
