// PostgreSQL beside SQLite (issue 24, contract §7.1), called by bench/run.ts: the same 100,000
// generated landlords (bench/binary.ts seedBenchDatabase) on a SQLite-backed node and, moved by
// `rentfair transfer`'s code (src/store/postgres/transfer.ts), on a PostgreSQL-backed one on a private
// cluster (src/test/postgres-cluster.ts, loopback, fsync off as in the tests). For each node: search
// p99 (wrk, 1 connection, distinct searches: both answer from memory, so the figures should match)
// and write p99 (new landlords through POST /api/landlords, 4 at a time, one account), and the cold
// start from PostgreSQL to the first 200 of /api/health (median of three). Search latency is measured
// by a client of its own (one request at a time, distinct searches), not wrk.
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DB_FILE } from "../src/config";
import { transferToPostgres } from "../src/store/postgres/transfer";
import { openPostgres } from "../src/store/postgres/connection";
import { findPostgresBinaries, startCluster } from "../src/test/postgres-cluster";
import { BINARY, seedBenchDatabase } from "./binary";
import { distinctQueries } from "./http";

export interface NodeFigures {
  searchP50Ms: number;
  searchP99Ms: number;
  writeP50Ms: number;
  writeP99Ms: number;
  writesPerSec: number;
}
export interface PostgresBenchFigures {
  landlords: number;
  transferMs: number;
  coldStartPgMs: number;
  coldStartsPgMs: number[];
  /** The same command on the SQLite file: the comparison (the binary's own figure is bench/binary.ts's). */
  coldStartSqliteMs: number;
  coldStartsSqliteMs: number[];
  sqlite: NodeFigures;
  postgres: NodeFigures;
}

const WARM_UP = 6_000;
const SEARCHES = 6_000;
const WRITES = 800;
const WRITE_LANES = 4;

function command(): string[] {
  return existsSync(BINARY) ? [BINARY] : [process.execPath, join(import.meta.dir, "../src/cli.ts")];
}

async function startNode(dataDir: string, port: number, env: Record<string, string> = {}) {
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const proc = Bun.spawn([...command(), "serve"], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error", RATE_LIMIT_PER_MINUTE: "0", RENTFAIR_UI_DIR: "", ...env },
    stdout: "ignore",
    stderr: "inherit",
  });
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`rentfair serve exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { proc, base, ms: performance.now() - t0 };
    } catch {
      // not listening yet
    }
    await Bun.sleep(2);
  }
}
type Node = Awaited<ReturnType<typeof startNode>>;
const stopNode = async (n: Node) => {
  n.proc.kill("SIGTERM");
  await n.proc.exited;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Each query in turn, one at a time (one connection, so each waits for the last): its latencies, sorted. */
async function oneAtATime(base: string, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const path of paths) {
    const start = performance.now();
    const res = await fetch(base + path);
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function measure(n: Node, label: string, queries: string[], log: (s: string) => void): Promise<NodeFigures> {
  // Not wrk (bench/http.ts): a client of its own, so this part runs where wrk is not installed; the
  // same client on both nodes, so the two columns compare.
  await oneAtATime(n.base, queries.slice(0, WARM_UP));
  const searched = await oneAtATime(n.base, queries.slice(WARM_UP, WARM_UP + SEARCHES));
  const search = { p50Ms: percentile(searched, 0.5), p99Ms: percentile(searched, 0.99) };
  const reg = await fetch(`${n.base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: `bench${label}`, email: `bench-${label}@example.test`, password: "correct horse" }),
  });
  const cookie = reg.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const times: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: WRITE_LANES }, async () => {
      while (next < WRITES) {
        const i = next++;
        const start = performance.now();
        const res = await fetch(`${n.base}/api/landlords`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ name: `Bench Write ${label} ${i} Holdings`, type: "company", location: "Austin, TX" }),
        });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`write ${i} on ${label}: ${res.status}`);
        times.push(performance.now() - start);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const figures = { searchP50Ms: search.p50Ms, searchP99Ms: search.p99Ms, writeP50Ms: percentile(times, 0.5), writeP99Ms: percentile(times, 0.99), writesPerSec: WRITES / seconds };
  log(`  ${label}: search p50 ${figures.searchP50Ms.toFixed(2)} ms p99 ${figures.searchP99Ms.toFixed(2)} ms; write p50 ${figures.writeP50Ms.toFixed(2)} ms p99 ${figures.writeP99Ms.toFixed(2)} ms (${figures.writesPerSec.toFixed(0)} writes/s)`);
  return figures;
}

export async function benchPostgres(n = 100_000, port = 4193, log: (s: string) => void = console.log): Promise<PostgresBenchFigures | null> {
  const bins = findPostgresBinaries();
  if (!bins) {
    log("  skipped: no PostgreSQL binaries (Debian's postgresql package)");
    return null;
  }
  const dataDir = mkdtempSync(join(tmpdir(), "rentfair-bench-pg-"));
  const cluster = await startCluster(bins);
  try {
    const seeded = seedBenchDatabase(join(dataDir, DB_FILE), n);
    const url = await cluster.createDatabase("bench");
    const t0 = performance.now();
    const pg = await openPostgres(url, { max: 2 });
    const sqlite = new Database(join(dataDir, DB_FILE), { readonly: true });
    await transferToPostgres(sqlite, pg.$client, { sessionSecret: "bench-secret-0123456789" });
    sqlite.close();
    await pg.$client`VACUUM ANALYZE`;
    await pg.$client.end({ timeout: 5 });
    const transferMs = performance.now() - t0;
    log(`  ${seeded.landlords.toLocaleString("en-US")} landlords moved to PostgreSQL in ${(transferMs / 1000).toFixed(1)} s`);
    const queries = distinctQueries(WARM_UP + SEARCHES, 31);

    const pgDataDir = mkdtempSync(join(tmpdir(), "rentfair-bench-pgnode-"));
    const coldStartsPgMs: number[] = [];
    let node: Node | null = null;
    for (let i = 0; i < 3; i++) {
      if (node) await stopNode(node);
      node = await startNode(pgDataDir, port, { DATABASE_URL: url });
      coldStartsPgMs.push(node.ms);
    }
    log(`  (${command().length === 1 ? "the compiled binary" : "from sources: no dist/rentfair"})`);
    log(`  cold starts from PostgreSQL ${coldStartsPgMs.map((x) => x.toFixed(0)).join(", ")} ms`);
    const postgres = await measure(node!, "postgres", queries, log);
    await stopNode(node!);
    rmSync(pgDataDir, { recursive: true, force: true });

    const coldStartsSqliteMs: number[] = [];
    let sqliteNode: Node | null = null;
    for (let i = 0; i < 3; i++) {
      if (sqliteNode) await stopNode(sqliteNode);
      sqliteNode = await startNode(dataDir, port, { SESSION_SECRET: "bench-secret-0123456789" });
      coldStartsSqliteMs.push(sqliteNode.ms);
    }
    log(`  cold starts from SQLite ${coldStartsSqliteMs.map((x) => x.toFixed(0)).join(", ")} ms`);
    const sqliteFigures = await measure(sqliteNode!, "sqlite", queries, log);
    await stopNode(sqliteNode!);
    return {
      landlords: seeded.landlords,
      transferMs,
      coldStartPgMs: [...coldStartsPgMs].sort((a, b) => a - b)[1]!,
      coldStartsPgMs,
      coldStartSqliteMs: [...coldStartsSqliteMs].sort((a, b) => a - b)[1]!,
      coldStartsSqliteMs,
      sqlite: sqliteFigures,
      postgres,
    };
  } finally {
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function postgresTable(p: PostgresBenchFigures): string {
  const f = (x: number) => `${x.toFixed(2)} ms`;
  return [
    "| Figure | SQLite node | PostgreSQL node |",
    "|---|---|---|",
    `| Search p99, distinct, one at a time (p50) | ${f(p.sqlite.searchP99Ms)} (${f(p.sqlite.searchP50Ms)}) | ${f(p.postgres.searchP99Ms)} (${f(p.postgres.searchP50Ms)}) |`,
    `| Write p99, new landlords, ${WRITE_LANES} at a time (p50) | ${f(p.sqlite.writeP99Ms)} (${f(p.sqlite.writeP50Ms)}) | ${f(p.postgres.writeP99Ms)} (${f(p.postgres.writeP50Ms)}) |`,
    `| Writes per second | ${p.sqlite.writesPerSec.toFixed(0)} | ${p.postgres.writesPerSec.toFixed(0)} |`,
    `| Cold start to healthy at ${p.landlords.toLocaleString("en-US")} landlords (median of 3) | ${p.coldStartSqliteMs.toFixed(0)} ms (${p.coldStartsSqliteMs.map((x) => x.toFixed(0)).join(", ")}) | ${p.coldStartPgMs.toFixed(0)} ms (${p.coldStartsPgMs.map((x) => x.toFixed(0)).join(", ")}) |`,
  ].join("\n");
}

if (import.meta.main) {
  const figures = await benchPostgres(Number(process.argv[2] ?? 100_000));
  if (figures) console.log(postgresTable(figures));
}
