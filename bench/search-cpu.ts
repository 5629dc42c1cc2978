// In-process CPU per distinct search, on a database bench/binary.ts seeded (issue 32): the search
// service as the server builds it (snapshot beside the database, else a rebuild), asked the same
// distinct searches as bench/binary.ts's latency runs, each timed on its own; median, p99, max and
// the slowest queries. Free of HTTP and of the other work on the machine's CPUs (mostly), so a
// change to the engine shows here before a wrk run can tell it from noise.
//   bun bench/search-cpu.ts <database file> [searches] [rounds]
// The database is copied to /tmp first (the snapshot is written beside the copy, and kept for the next run).
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { basename, join } from "node:path";
import { tmpdir } from "node:os";
import { openDatabase } from "../src/store/sqlite/connection";
import { createSearchStore } from "../src/store/sqlite/search-docs";
import { createEvents } from "../src/events";
import { createLogger } from "../src/lib/logger";
import { createLandlordSearch } from "../src/modules/search/service";
import { landlordSearchQuery } from "../src/contract/query";
import { distinctQueries } from "./http";

const source = process.argv[2];
if (!source) throw new Error("usage: bun bench/search-cpu.ts <database> [searches] [rounds]");
const searches = Number(process.argv[3] ?? 20_000);
const rounds = Number(process.argv[4] ?? 3);
const dir = join(process.env.SEARCH_CPU_DIR ?? tmpdir(), `search-cpu-${basename(source)}`);
mkdirSync(dir, { recursive: true });
const path = join(dir, "rentfair.db");
if (!existsSync(path)) copyFileSync(source, path);
const db = openDatabase(path);
const log = createLogger((process.env.LOG_LEVEL as "debug") ?? "debug");
const events = createEvents(log);
const store = { search: createSearchStore({ db, events }) };
const place = store.search.snapshotPlace?.() ?? undefined;
let t0 = performance.now();
const cpu0 = process.cpuUsage();
const search = createLandlordSearch({ store, events, log, snapshot: place });
await search.loaded();
const cpu1 = process.cpuUsage(cpu0);
console.log(`loaded ${search.size} landlords in ${(performance.now() - t0).toFixed(0)} ms (CPU ${((cpu1.user + cpu1.system) / 1000).toFixed(0)} ms), RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`);
await search.persist();

const paths = distinctQueries(searches * (rounds + 1), 23);
const inputs = paths.map((p) => landlordSearchQuery.parse(Object.fromEntries(new URL(p, "http://x").searchParams)));
const ask = (i: number) => {
  const page = search.landlordsPage(inputs[i]!);
  if (page instanceof Promise) throw new Error("async page");
  search.releaseBody(page.body);
  return page.total;
};
// Warm-up: searches of their own (the cache never answers: each is asked once).
t0 = performance.now();
for (let i = searches * rounds; i < searches * (rounds + 1); i++) ask(i);
console.log(`warm-up ${searches} in ${(performance.now() - t0).toFixed(0)} ms`);
for (let round = 0; round < rounds; round++) {
  const times = new Float64Array(searches);
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  for (let k = 0; k < searches; k++) {
    const i = round * searches + k;
    const s = performance.now();
    ask(i);
    times[k] = performance.now() - s;
  }
  const wall = performance.now() - w0;
  const c = process.cpuUsage(c0);
  const sorted = Float64Array.from(times).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  const slowest = Array.from(times.keys()).sort((a, b) => times[b]! - times[a]!).slice(0, 8);
  console.log(
    `round ${round}: mean ${(wall / searches).toFixed(3)} ms (CPU ${((c.user + c.system) / 1000 / searches).toFixed(3)}), p50 ${at(0.5).toFixed(3)} p90 ${at(0.9).toFixed(3)} p99 ${at(0.99).toFixed(3)} p99.9 ${at(0.999).toFixed(3)} max ${at(1).toFixed(2)}; over 1 ms ${sorted.filter((x) => x > 1).length}, over 2 ms ${sorted.filter((x) => x > 2).length}`,
  );
  if (process.env.SLOWEST) for (const k of slowest) console.log(`  ${times[k]!.toFixed(2)} ms ${decodeURIComponent(paths[round * searches + k]!.split("?")[1]!)}`);
}
