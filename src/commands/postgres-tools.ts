// `rentfair backup <file>` and `rentfair restore <file>` on PostgreSQL (issue 24, contract §7.1):
// PostgreSQL's own tools, `pg_dump --format=custom` and `pg_restore`, which copy a live database
// consistently (one snapshot) without stopping the nodes. When they are not installed the command
// says so in one line and exits 2 (BackupRefusedError / RestoreRefusedError, src/cli.ts).
// The target rules are the SQLite backup's (commands/backup.ts `checkBackupTarget`): outside
// DATA_DIR, never over a file without --force; the dump is written under a temporary name and
// renamed into place once pg_dump succeeded, so a file with the name is a whole dump.
import { spawn } from "node:child_process";
import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { BackupRefusedError, RestoreRefusedError } from "./errors";

/** The binary `name` (pg_dump, pg_restore): on PATH, else Debian's newest under /usr/lib/postgresql. */
export function findTool(name: string): string | null {
  const onPath = Bun.which(name);
  if (onPath) return onPath;
  // RENTFAIR_PG_TOOLS: where else to look (tests point it at nothing to see the "not installed" line).
  const root = process.env.RENTFAIR_PG_TOOLS ?? "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = [...new Bun.Glob(`*/bin/${name}`).scanSync({ cwd: root })].sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions[0] ? join(root, versions[0]) : null;
}

function runTool(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (c: string) => {
      if (stderr.length < 8192) stderr += c;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${basename(file)} failed: ${stderr.trim().split("\n").at(-1) ?? `exit code ${code}`}`));
    });
  });
}

/** Writes a pg_dump of `url` to `dest` (already checked by checkBackupTarget). */
export async function dumpPostgres(url: string, dest: string): Promise<{ path: string; bytes: number }> {
  const pgDump = findTool("pg_dump");
  if (!pgDump) throw new BackupRefusedError("pg_dump is not installed: install PostgreSQL's client tools (Debian: postgresql-client) to back up a PostgreSQL database");
  const incoming = join(dirname(dest), `.incoming-${process.pid}-${basename(dest)}`);
  try {
    await runTool(pgDump, ["--format=custom", "--no-owner", "--file", incoming, "--dbname", url]);
    renameSync(incoming, dest);
  } finally {
    rmSync(incoming, { force: true });
  }
  return { path: dest, bytes: statSync(dest).size };
}

/**
 * Replaces the database at `url` with the dump `file`: every object of the dump dropped first if it
 * exists (--clean --if-exists), then restored, in one transaction (nothing changes when it fails).
 * Stop the nodes first: a node running meanwhile keeps its index of the old data until restarted.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const pgRestore = findTool("pg_restore");
  if (!pgRestore) throw new RestoreRefusedError("pg_restore is not installed: install PostgreSQL's client tools (Debian: postgresql-client) to restore a PostgreSQL database");
  if (!existsSync(file)) throw new RestoreRefusedError(`cannot read ${file}`);
  // A SQLite backup handed to a PostgreSQL site: said plainly rather than as pg_restore's error.
  const head = new Uint8Array(await Bun.file(file).slice(0, 5).arrayBuffer());
  if (new TextDecoder().decode(head) !== "PGDMP") throw new RestoreRefusedError(`${file} is not a pg_dump custom-format file (rentfair backup on PostgreSQL writes one)`);
  await runTool(pgRestore, ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--exit-on-error", "--dbname", url, file]);
}
