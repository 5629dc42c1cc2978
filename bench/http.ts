// HTTP throughput and p99 of GET /api/landlords/search and GET /api/landlords/{id}, beside a bare
// Bun.serve hello-world measured in the same run (first and last, so that drift shows), with wrk
// (Debian's package) as the load generator. Everything listens on 127.0.0.1 only; each run lasts
// DURATION seconds.
//
// Each endpoint is measured twice, because the server keeps search answers until the landlords
// next change and answers landlord pages from the search index's rows (search/service.ts):
// - "repeated": 200 landlord pages, or 8 popular searches, over and over, as a busy site sees.
// - "distinct": every landlord's page, or 20,000 different searches (typo'd names, prefixes, a
//   location now and then, addresses), more than the answer cache holds, the two threads half a
//   round apart, so that every search is searched afresh.
// Each figure says how many of its requests the cache answered, counted in the server.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../src/app";
import { loadConfig, DB_FILE } from "../src/config";
import { openDatabase } from "../src/store/sqlite/connection";
import { createSqliteStore } from "../src/store/sqlite";
import { createEvents } from "../src/events";
import { createDeps } from "../src/deps";
import { createLogger } from "../src/lib/logger";
import { seedDemo } from "../src/commands/seed";
import { importLandlordsCsv } from "../src/commands/import";
import { CITIES, STREETS, demoLandlord, pick, rng } from "../src/commands/demo-data";
import { queryTerms } from "../src/modules/search/landlord-index";

export const DURATION = 8;
export const CONNECTIONS = 32;
export const THREADS = 2;
export const EXTRA_LANDLORDS = 20_000;
export const DISTINCT_QUERIES = 20_000;
export const REPEATED_QUERIES = ["jonh%20smth", "properties", "sumit%20realty", "mar&location=Chicago%2C%20IL", "main%20st&type=address", "garcia", "pr", "keystone%20managment"];

export interface HttpFigure {
  name: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** The share of requests answered from the server's cache. */
  cacheHitShare?: number;
  /** Requests completed. */
  requests: number;
}

export interface WrkOptions {
  threads?: number;
  connections?: number;
  seconds?: number;
}

function toMs(v: string, unit: string): number {
  const n = Number(v);
  return unit === "us" ? n / 1000 : unit === "s" ? n * 1000 : n;
}

export async function wrk(name: string, url: string, paths: string[], opts: WrkOptions = {}): Promise<HttpFigure> {
  const { threads = THREADS, connections = CONNECTIONS, seconds = DURATION } = opts;
  const dir = mkdtempSync(join(tmpdir(), "rentfair-wrk-"));
  const script = join(dir, "paths.lua");
  // Each thread starts at its own offset, so that two threads never ask the same thing at once.
  writeFileSync(
    script,
    `paths = {${paths.map((p) => JSON.stringify(p)).join(",")}}
local threads = 0
function setup(thread)
  thread:set("offset", threads * math.floor(#paths / ${threads}))
  threads = threads + 1
end
local i = 0
function init(args)
  i = offset or 0
end
request = function()
  i = i + 1
  return wrk.format("GET", paths[(i % #paths) + 1])
end
`,
  );
  const proc = Bun.spawn(["wrk", `-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "-s", script, url], { stdout: "pipe", stderr: "pipe" });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  rmSync(dir, { recursive: true, force: true });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const lat = (p: string) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? toMs(m[1]!, m[2]!) : NaN;
  };
  if (/Non-2xx/.test(out) || !Number.isFinite(rps)) throw new Error(`${name}: non-2xx responses or no figures\n${out}`);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN);
  return { name, requestsPerSec: rps, p50Ms: lat("50"), p99Ms: lat("99"), requests };
}

/** DISTINCT_QUERIES searches a visitor might type, no two alike once normalised as the index reads them. */
export function distinctQueries(n = DISTINCT_QUERIES, seed = 11): string[] {
  const r = rng(seed);
  const seen = new Set<string>();
  const out: string[] = [];
  const typo = (w: string) => {
    if (w.length < 4) return w;
    const i = 1 + Math.floor(r() * (w.length - 2));
    return r() < 0.5 ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w.slice(0, i) + w.slice(i + 1);
  };
  while (out.length < n) {
    const roll = r();
    let query: string;
    let params = "";
    if (roll < 0.15) {
      query = `${1 + Math.floor(r() * 9800)} ${pick(r, STREETS)}`;
      params = "&type=address";
    } else {
      const words = demoLandlord(r).name.split(" ").filter((w) => w !== "&");
      const take = words.slice(0, 1 + Math.floor(r() * Math.min(3, words.length)));
      const kind = r();
      query = (kind < 0.5 ? take.map((w) => (r() < 0.5 ? typo(w) : w)) : kind < 0.75 ? take : [take[0]!.slice(0, 2 + Math.floor(r() * 4))]).join(" ");
      if (r() < 0.2) params = `&location=${encodeURIComponent(pick(r, CITIES))}`;
    }
    const key = `${queryTerms(query).join(" ")}|${params}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(`/api/landlords/search?query=${encodeURIComponent(query)}${params}`);
  }
  return out;
}

export async function benchHttp(): Promise<{ figures: HttpFigure[]; landlords: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), "rentfair-bench-"));
  try {
    const config = loadConfig(new Map(), { DATA_DIR: dataDir, SESSION_SECRET: "bench-secret-0123456789", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" });
    const db = openDatabase(join(dataDir, DB_FILE));
    const log = createLogger("silent");
    const events = createEvents(log);
    const deps = createDeps(config, createSqliteStore(db, events), events, log);
    await seedDemo(deps);
    const r = rng(7);
    const rows = Array.from({ length: EXTRA_LANDLORDS }, () => {
      const l = demoLandlord(r);
      return `"${l.name}",${l.type},"${l.location}"`;
    });
    await importLandlordsCsv(deps, ["name,type,location", ...rows].join("\n"));
    await deps.search.rebuild();
    const landlords = (db.$client.query("SELECT count(*) AS n FROM landlords").get() as { n: number }).n;
    const ids = (db.$client.query("SELECT id FROM landlords ORDER BY random() LIMIT 200").all() as { id: string }[]).map((x) => x.id);

    const allIds = (db.$client.query("SELECT id FROM landlords ORDER BY random()").all() as { id: string }[]).map((x) => x.id);

    // The share of a run's requests its cache answered, from the server's own counters.
    const measure = async (name: string, base: string, paths: string[], stats: { hits: number; misses: number }) => {
      const before = { ...stats };
      const f = await wrk(name, base, paths);
      const hits = stats.hits - before.hits;
      const all = hits + stats.misses - before.misses;
      return { ...f, cacheHitShare: all ? hits / all : NaN };
    };

    const figures: HttpFigure[] = [];
    const bareRun = async (name: string) => {
      const bare = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("hello world") });
      figures.push(await wrk(name, `http://127.0.0.1:${bare.port}`, ["/"]));
      bare.stop(true);
    };
    await bareRun("bare Bun.serve hello-world (first)");

    const app = createApp(deps).listen({ hostname: "127.0.0.1", port: 0 });
    const base = `http://127.0.0.1:${app.server!.port}`;
    const rowStats = deps.search.rowCacheStats;
    const searches = deps.search.cacheStats;
    figures.push(await measure("GET /api/landlords/{id}, 200 repeated landlords", base, ids.map((id) => `/api/landlords/${id}`), rowStats));
    figures.push(await measure(`GET /api/landlords/{id}, all ${landlords.toLocaleString("en-US")} landlords`, base, allIds.map((id) => `/api/landlords/${id}`), rowStats));
    figures.push(await measure("GET /api/landlords/search, 8 repeated searches", base, REPEATED_QUERIES.map((q) => `/api/landlords/search?query=${q}`), searches));
    figures.push(await measure(`GET /api/landlords/search, ${DISTINCT_QUERIES.toLocaleString("en-US")} distinct searches`, base, distinctQueries(), searches));
    await app.stop(true);

    await bareRun("bare Bun.serve hello-world (last)");
    db.$client.close();
    return { figures, landlords };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) console.log(await benchHttp());
