// A private PostgreSQL cluster for tests (issue 24): Debian's binaries, `initdb` (once per machine, into
// a template each cluster's temporary folder copies) and `pg_ctl start` on a free loopback port, as the `postgres` user when we run as root (initdb
// refuses root). Never the system's own cluster: nothing here reads its port, its socket or its files.
//
// A test file calls `postgresForTests()` at its top level: the cluster starts before its first test,
// the file gets a database of its own, and the cluster is stopped and its folder removed after its
// last test (also when tests fail). A test process killed before its afterAll leaves its cluster
// running (bun test emits no "exit" event to hook): the next cluster started on the machine stops and
// removes it (sweepOrphans). When the binaries are missing the file's tests are skipped with the
// reason printed, unless CI is set: there they must run.
import { afterAll, beforeAll } from "bun:test";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { basename, join } from "node:path";
import postgres from "postgres";

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
}

/** Debian's PostgreSQL binaries (the newest version under /usr/lib/postgresql), else the ones on PATH. */
export function findPostgresBinaries(): PostgresBinaries | null {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin/initdb")) && existsSync(join(root, v, "bin/pg_ctl")))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  if (versions[0]) return { initdb: join(root, versions[0], "bin/initdb"), pgCtl: join(root, versions[0], "bin/pg_ctl") };
  const initdb = Bun.which("initdb");
  const pgCtl = Bun.which("pg_ctl");
  return initdb && pgCtl ? { initdb, pgCtl } : null;
}

export interface TestCluster {
  port: number;
  /** The connection URL of `database` (the superuser `postgres`, trusted on loopback). */
  url(database: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the cluster (immediate shutdown) and removes its folder. Safe to call twice. */
  stop(): void;
  /** Stops it, and leaves removing its folder (large after hundreds of databases) to a detached `rm`. */
  stopLeavingRemoval(): void;
  /** Shuts the server down cleanly ("fast": sessions cut, everything committed kept), keeping its folder: the database is unreachable until `up`. */
  down(): void;
  /** Starts it again on the same port and folder; resolves once it accepts connections. */
  up(): Promise<void>;
}

const asRoot = userInfo().uid === 0;

/** Runs a PostgreSQL binary, as `postgres` when we are root; throws with its output when it fails. */
function run(cwd: string, file: string, args: string[]): void {
  const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
  const result = spawnSync(cmd, argv, { cwd, encoding: "utf8", env: { ...process.env, LC_ALL: "C" } });
  if (result.status !== 0) {
    throw new Error(`${basename(file)} ${args.join(" ")} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

const live = new Set<TestCluster>();
// For scripts that start a cluster outside bun test (which never emits "exit").
process.once("exit", () => {
  for (const cluster of live) cluster.stop();
});

const PREFIX = "rentfair-pg-";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Stops and removes the clusters of test processes that died without cleaning up (killed with -9):
 * each cluster's folder names the process that started it. Clusters of live processes (another
 * `bun test` running beside this one) are left alone.
 */
function sweepOrphans(bins: PostgresBinaries): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = join(tmpdir(), name);
    let owner: number;
    try {
      owner = Number(readFileSync(join(dir, "owner.pid"), "utf8"));
    } catch {
      continue;
    }
    if (!Number.isInteger(owner) || owner <= 0 || alive(owner)) continue;
    try {
      if (existsSync(join(dir, "data/postmaster.pid"))) run(dir, bins.pgCtl, ["stop", "-D", join(dir, "data"), "-m", "immediate", "-w", "-t", "30"]);
    } catch {
      // Not running: the folder goes anyway.
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The folder belongs to `postgres` when we are root, so the server it runs as can write it. */
function giveToPostgres(dir: string): void {
  if (!asRoot) return;
  const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  chownSync(dir, id("-u"), id("-g"));
}

/**
 * A cluster's data folder, copied from a template that `initdb` made once per machine and version
 * (initdb takes seconds on a busy machine; a copy a fraction of that). The template is made in a
 * folder of its own and renamed into place, so two test processes racing to make it both end with
 * a whole one.
 */
function copyTemplate(bins: PostgresBinaries, data: string): void {
  const key = createHash("sha256").update(`${bins.initdb}:${statSync(bins.initdb).mtimeMs}:${userInfo().uid}`).digest("hex").slice(0, 12);
  const template = join(tmpdir(), `rentfair-pgtemplate-${key}`);
  if (!existsSync(join(template, "data", "PG_VERSION"))) {
    const making = mkdtempSync(join(tmpdir(), `${PREFIX}template-`));
    // Named after this process while it is made, so a process killed meanwhile leaves it to the sweep.
    writeFileSync(join(making, "owner.pid"), String(process.pid));
    giveToPostgres(making);
    run(making, bins.initdb, ["-D", join(making, "data"), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    rmSync(join(making, "owner.pid"));
    try {
      renameSync(making, template);
    } catch {
      // Another process made it first: theirs is as good.
      rmSync(making, { recursive: true, force: true });
    }
  }
  const copy = spawnSync("cp", ["-a", join(template, "data"), data], { encoding: "utf8" });
  if (copy.status !== 0) throw new Error(`copying the template cluster failed: ${copy.stderr}`);
}

/** Starts a private cluster and resolves once it accepts connections. */
export async function startCluster(bins: PostgresBinaries, timeoutMs = 30_000): Promise<TestCluster> {
  sweepOrphans(bins);
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, "owner.pid"), String(process.pid));
  const data = join(dir, "data");
  const log = join(dir, "postgres.log");
  giveToPostgres(dir);
  let stopped = false;
  const stop = (removeNow = true) => {
    if (stopped) return;
    stopped = true;
    live.delete(cluster);
    if (existsSync(join(data, "postmaster.pid"))) {
      try {
        run(dir, bins.pgCtl, ["stop", "-D", data, "-m", "immediate", "-w", "-t", "30"]);
      } catch {
        // Already gone: the folder goes anyway.
      }
    }
    if (removeNow) rmSync(dir, { recursive: true, force: true });
    else Bun.spawn(["rm", "-rf", dir], { stdio: ["ignore", "ignore", "ignore"] }).unref();
  };
  const port = await freePort();
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster: TestCluster = {
    port,
    url,
    async createDatabase(name) {
      const sql = postgres(url("postgres"), { max: 1, onnotice: () => {} });
      try {
        // FILE_COPY (PostgreSQL 15 on) copies template1's files instead of logging every page: faster here.
        const [{ version }] = await sql<{ version: number }[]>`SELECT current_setting('server_version_num')::int AS version`;
        await sql.unsafe(`CREATE DATABASE "${name.replaceAll('"', '""')}"${version >= 150000 ? " STRATEGY = FILE_COPY" : ""}`);
      } finally {
        await sql.end();
      }
      return url(name);
    },
    stop: () => stop(),
    stopLeavingRemoval: () => stop(false),
    down() {
      run(dir, bins.pgCtl, ["stop", "-D", data, "-m", "fast", "-w", "-t", "30"]);
    },
    async up() {
      run(dir, bins.pgCtl, ["start", "-D", data, "-l", log, "-W", "-o", options]);
      await accepting(url("postgres"), log, timeoutMs);
    },
  };
  live.add(cluster);
  // A throwaway cluster: no fsync (the machine does not crash under a test), trust on loopback only.
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    // No Unix socket: the system cluster's socket folder is never touched.
    "-c unix_socket_directories=''",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
  ].join(" ");
  try {
    copyTemplate(bins, data);
    run(dir, bins.pgCtl, ["start", "-D", data, "-l", log, "-W", "-o", options]);
    await accepting(url("postgres"), log, timeoutMs);
    return cluster;
  } catch (error) {
    stop();
    throw error;
  }
}

/** Polls until the server answers a query, or fails with the end of its log. */
async function accepting(url: string, log: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await sql`SELECT 1`;
      return;
    } catch (error) {
      last = error;
    } finally {
      await sql.end({ timeout: 0 });
    }
    await Bun.sleep(25);
  }
  const tail = existsSync(log) ? readFileSync(log, "utf8").split("\n").slice(-20).join("\n") : "(no log)";
  throw new Error(`the test cluster did not accept connections within ${timeoutMs} ms (${String(last)}):\n${tail}`);
}

export interface PostgresForTests {
  /** Why this file's PostgreSQL tests are skipped, or null when they run. */
  skipReason: string | null;
  /** This file's database (available from the first test on). */
  url(): string;
  /** The running cluster (available from the first test on). */
  cluster(): TestCluster;
}

let files = 0;

/**
 * One cluster for the calling test file, and one database in it. Call at the top level of the file
 * and guard its tests with `describe.skipIf(pg.skipReason !== null)`.
 */
export function postgresForTests(find: () => PostgresBinaries | null = findPostgresBinaries): PostgresForTests {
  const bins = find();
  if (!bins) {
    if (process.env.CI) throw new Error("PostgreSQL binaries (initdb, pg_ctl) are missing: .ci/run installs Debian's postgresql package");
    const skipReason = "PostgreSQL binaries (initdb, pg_ctl) not found under /usr/lib/postgresql or on PATH; install Debian's postgresql package to run these tests";
    console.warn(`skipping PostgreSQL tests: ${skipReason}`);
    const unavailable = () => {
      throw new Error(skipReason);
    };
    return { skipReason, url: unavailable, cluster: unavailable };
  }
  let cluster: TestCluster | null = null;
  let url: string | null = null;
  const database = `rentfair_test_${process.pid}_${++files}`;
  beforeAll(async () => {
    cluster = await startCluster(bins);
    url = await cluster.createDatabase(database);
  });
  afterAll(() => {
    cluster?.stop();
  });
  return {
    skipReason: null,
    url: () => {
      if (!url) throw new Error("the test cluster is not started yet");
      return url;
    },
    cluster: () => {
      if (!cluster) throw new Error("the test cluster is not started yet");
      return cluster;
    },
  };
}
