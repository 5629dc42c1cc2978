// Building search beside landlord search (contract §7.2, issue 25) at BUILDING_LANDLORDS landlords
// and BUILDING_REVIEWS reviews with addresses, on one server:
// - the server's RSS after start, target ≤ 180 MB: VmRSS once it has settled (the garbage of the
//   index builds is handed back over a few seconds), and a second after /api/health answers;
// - GET /api/buildings/search and GET /api/landlords/search?type=address over the same distinct
//   street queries (typo'd, prefixes, with and without a location), one request at a time after a
//   warm-up, each query asked once: p50 and p99 of each, side by side.
// The database is written directly (as bench/binary.ts does), each landlord a portfolio of one to
// four buildings in its city that its reviews name in the spellings renters use, the buildings
// keyed as the store keys them (src/store/buildings.ts `wantedBuilding`).
// Alone: `bun bench/buildings.ts`. The server is dist/rentfair when built, else the source.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DB_FILE } from "../src/config";
import { openDatabase } from "../src/store/sqlite/connection";
import { demoLandlord, pick, rng, STREETS } from "../src/commands/demo-data";
import { dedupeKey } from "../src/store/sqlite/landlords";
import { addressCounts, BINARY } from "./binary";
import { wantedBuilding } from "../src/store/buildings";


export const BUILDING_LANDLORDS = 100_000;
export const BUILDING_REVIEWS = 500_000;
export const BUILDING_RSS_TARGET_MB = 180;
const WARM_UP = 1500;
const MEASURED = 3000;

export interface BuildingBenchFigures {
  landlords: number;
  reviews: number;
  buildings: number;
  /** Settled after start (see benchBuildings). */
  rssMb: number;
  /** A second after /api/health first answers, as bench/binary.ts reads it. */
  rssAt1sMb: number;
  /** Wall-clock p50 and p99, and the server's CPU time per request (all threads, /proc/<pid>/stat). */
  building: { p50Ms: number; p99Ms: number; cpuMs: number };
  landlord: { p50Ms: number; p99Ms: number; cpuMs: number };
  /** The 1-minute load average when the queries ended: wall-clock figures are only as good as it is low. */
  loadAverage: number;
}

const LONG: Record<string, string> = { St: "Street", Ave: "Avenue", Blvd: "Boulevard", Ln: "Lane", Dr: "Drive", Rd: "Road" };

function seed(path: string): { landlords: number; reviews: number; buildings: number } {
  const db = openDatabase(path);
  const sql = db.$client;
  sql.exec("PRAGMA synchronous = OFF");
  const r = rng(25);
  const insertLandlord = sql.prepare(
    "INSERT OR IGNORE INTO landlords (id, name, type, location, average_rating, total_reviews, dedupe_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertAddress = sql.prepare("INSERT INTO landlord_addresses (landlord_id, address, reviews, seq) VALUES (?, ?, ?, ?)");
  const insertBuilding = sql.prepare("INSERT INTO buildings (id, location, location_key, building_key, address, created_at) VALUES (?, ?, ?, ?, ?, ?)");
  const insertReview = sql.prepare(
    `INSERT INTO reviews (id, landlord_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating,
       review_text, property_address, building_id, length_of_residence, monthly_rent, rent_period, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const buildingIds = new Map<string, string>();
  // The folding of one spelling, once: the same addresses repeat (every address here is readable, so its key does not depend on the review).
  const wanted = new Map<string, NonNullable<ReturnType<typeof wantedBuilding>>>();
  let landlords = 0;
  let reviews = 0;
  const perLandlord = BUILDING_REVIEWS / BUILDING_LANDLORDS;
  const batch = (size: number) => {
    for (let i = 0; i < size; i++) {
      const l = demoLandlord(r);
      // 0-10 reviews, five on average.
      const count = Math.min(Math.round(r() * perLandlord * 2), BUILDING_REVIEWS - reviews);
      const rating = 1 + Math.round(r() * 40) / 10;
      const id = crypto.randomUUID();
      const at = new Date(Date.UTC(2022, 0, 1) + r() * 4 * 365 * 86_400_000).toISOString();
      const portfolio = Array.from({ length: 1 + Math.floor(r() * 4) }, () => ({ number: 1 + Math.floor(r() * 3000), street: pick(r, STREETS) }));
      const typed: string[] = [];
      const rows: [string, string, string][] = [];
      for (let j = 0; j < count; j++) {
        const b = pick(r, portfolio);
        const words = b.street.split(" ");
        const long = LONG[words.at(-1)!];
        if (long && r() < 0.4) words[words.length - 1] = long;
        const address = `${b.number} ${words.join(" ")}${r() < 0.4 ? `, Apt ${1 + Math.floor(r() * 30)}` : ""}`;
        typed.push(address);
        rows.push([crypto.randomUUID(), address, new Date(Date.UTC(2022, 0, 1) + r() * 4 * 365 * 86_400_000).toISOString()]);
      }
      if (!insertLandlord.run(id, l.name, l.type, l.location, count ? rating : 0, count, dedupeKey(l.name, l.location), at).changes) continue;
      landlords++;
      let seq = 0;
      for (const [form, n] of addressCounts(typed)) insertAddress.run(id, form, n, ++seq);
      for (const [reviewId, address, createdAt] of rows) {
        const spelled = `${address}|${l.location}`;
        let want = wanted.get(spelled);
        if (!want) wanted.set(spelled, (want = wantedBuilding(reviewId, address, l.location)!));
        const key = `${want.locationKey}|${want.buildingKey}`;
        let buildingId = buildingIds.get(key);
        if (!buildingId) {
          buildingId = crypto.randomUUID();
          buildingIds.set(key, buildingId);
          insertBuilding.run(buildingId, l.location, want.locationKey, want.buildingKey, want.address, createdAt);
        }
        insertReview.run(reviewId, id, rating, rating, rating, rating, "A generated review for the benchmark.", address, buildingId, "1-2 years", 900 + Math.floor(r() * 2000), "monthly", createdAt, createdAt);
        reviews++;
      }
    }
  };
  while (landlords < BUILDING_LANDLORDS) sql.transaction(() => batch(Math.min(20_000, BUILDING_LANDLORDS - landlords)))();
  sql.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  sql.close();
  return { landlords, reviews, buildings: buildingIds.size };
}

/** Distinct street queries as renters type them: numbers and streets, typos, prefixes, a city now and then. */
export function queries(n: number): { query: string; location: string }[] {
  const r = rng(99);
  const cities = ["Austin, TX", "Denver, CO", "Boston, MA", "Chicago, IL", "Seattle, WA", "Ann Arbor, MI"];
  const seen = new Set<string>();
  const out: { query: string; location: string }[] = [];
  while (out.length < n) {
    const street = pick(r, STREETS).toLowerCase();
    const number = 1 + Math.floor(r() * 3000);
    const kind = r();
    let query = `${number} ${street}`;
    if (kind < 0.25) query = query.replace(/([a-z])([a-z])/, "$2$1"); // a swapped pair
    else if (kind < 0.45) query = `${number} ${street.slice(0, 3 + Math.floor(r() * 3))}`; // typed partway
    else if (kind < 0.55) query = street;
    const location = r() < 0.3 ? pick(r, cities) : "";
    const key = `${query}|${location}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ query, location });
  }
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** The server's CPU time so far (user and system, all threads), in ms: /proc/<pid>/stat, in clock ticks of 10 ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function timeAll(base: string, paths: string[], times: number[] = []): Promise<{ p50Ms: number; p99Ms: number }> {
  for (const path of paths) {
    const t0 = performance.now();
    const res = await fetch(base + path);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;
}

export async function benchBuildings(port = 4291, log: (s: string) => void = console.log): Promise<BuildingBenchFigures> {
  // BENCH_BUILDINGS_DIR keeps the seeded database between runs (seeding takes minutes).
  const kept = process.env.BENCH_BUILDINGS_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), "rentfair-bench-buildings-"));
  try {
    const t0 = performance.now();
    const seeded = kept && existsSync(join(kept, "seeded.json")) ? (JSON.parse(readFileSync(join(kept, "seeded.json"), "utf8")) as ReturnType<typeof seed>) : seed(join(dataDir, DB_FILE));
    if (kept) writeFileSync(join(kept, "seeded.json"), JSON.stringify(seeded));
    log(`  seeded ${seeded.landlords.toLocaleString("en-US")} landlords, ${seeded.reviews.toLocaleString("en-US")} reviews, ${seeded.buildings.toLocaleString("en-US")} buildings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const command = existsSync(BINARY) ? [BINARY, "serve"] : [process.execPath, join(import.meta.dir, "../src/cli.ts"), "serve"];
    const proc = Bun.spawn(command, {
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", SESSION_SECRET: "bench-secret-0123456789", LOG_LEVEL: "error", RATE_LIMIT_PER_MINUTE: "0" },
      stdout: "ignore",
      stderr: "inherit",
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      for (;;) {
        if (proc.exitCode !== null) throw new Error(`rentfair serve exited with ${proc.exitCode}`);
        const ok = await fetch(`${base}/api/health`).then((res) => res.ok, () => false);
        if (ok) break;
        await Bun.sleep(20);
      }
      await Bun.sleep(1000);
      const rssAt1s = rssMb(proc.pid);
      // The index builds leave garbage that the collector hands back over the next seconds: the
      // settled figure is read once two readings a second apart differ by under 2% (at most 15 s).
      let rss = rssAt1s;
      for (let i = 0; i < 15; i++) {
        await Bun.sleep(1000);
        const next = rssMb(proc.pid);
        const settled = Math.abs(next - rss) < rss * 0.02;
        rss = next;
        if (settled) break;
      }
      log(`  RSS 1 s after start ${rssAt1s.toFixed(1)} MB, settled ${rss.toFixed(1)} MB (${command[0] === BINARY ? "dist/rentfair" : "from source"})`);
      const qs = queries(WARM_UP + MEASURED);
      const q = (x: { query: string; location: string }) => `query=${encodeURIComponent(x.query)}${x.location ? `&location=${encodeURIComponent(x.location)}` : ""}`;
      const buildingPaths = qs.map((x) => `/api/buildings/search?${q(x)}`);
      const landlordPaths = qs.map((x) => `/api/landlords/search?type=address&${q(x)}`);
      // Warm-up on queries of their own, alternating, so both paths are compiled before measuring.
      for (let i = 0; i < WARM_UP; i += 100) {
        await timeAll(base, buildingPaths.slice(MEASURED + i, MEASURED + i + 100));
        await timeAll(base, landlordPaths.slice(MEASURED + i, MEASURED + i + 100));
      }
      // Interleaved, a hundred of each in turn, so that whatever else runs on the machine weighs on both alike.
      // The server's CPU time per request is read around each hundred: it survives a loaded machine, where wall-clock does not.
      const samples = { building: [] as number[], landlord: [] as number[] };
      const cpu = { building: 0, landlord: 0 };
      for (let i = 0; i < MEASURED; i += 100) {
        let t = cpuMs(proc.pid);
        await timeAll(base, buildingPaths.slice(i, i + 100), samples.building);
        cpu.building += cpuMs(proc.pid) - t;
        t = cpuMs(proc.pid);
        await timeAll(base, landlordPaths.slice(i, i + 100), samples.landlord);
        cpu.landlord += cpuMs(proc.pid) - t;
      }
      const summary = (times: number[]) => {
        const sorted = [...times].sort((a, b) => a - b);
        return { p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
      };
      const building = { ...summary(samples.building), cpuMs: cpu.building / samples.building.length };
      const landlord = { ...summary(samples.landlord), cpuMs: cpu.landlord / samples.landlord.length };
      const load = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
      log(`  building search p50 ${building.p50Ms.toFixed(2)} ms p99 ${building.p99Ms.toFixed(2)} ms CPU ${(building.cpuMs * 1000).toFixed(0)} µs/query; landlord address search p50 ${landlord.p50Ms.toFixed(2)} ms p99 ${landlord.p99Ms.toFixed(2)} ms CPU ${(landlord.cpuMs * 1000).toFixed(0)} µs/query (load average ${load})`);
      return { ...seeded, rssMb: rss, rssAt1sMb: rssAt1s, building, landlord, loadAverage: Number(load) };
    } finally {
      proc.kill("SIGTERM");
      await proc.exited;
    }
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

export function buildingsReport(f: BuildingBenchFigures): string {
  return `## Buildings (bench/buildings.ts)

${f.landlords.toLocaleString("en-US")} landlords, ${f.reviews.toLocaleString("en-US")} reviews with addresses naming ${f.buildings.toLocaleString("en-US")} buildings
(each landlord a portfolio of one to four buildings, spelled as renters do). ${MEASURED.toLocaleString("en-US")} distinct street
queries (typos, prefixes, a city now and then), one request at a time after a warm-up, asked of both searches
(interleaved a hundred at a time), load average ${f.loadAverage.toFixed(1)} at the end.

| Figure | Building search | Landlord search (address) | Target |
|---|---|---|---|
| p50 | ${f.building.p50Ms.toFixed(2)} ms | ${f.landlord.p50Ms.toFixed(2)} ms | |
| p99 | ${f.building.p99Ms.toFixed(2)} ms | ${f.landlord.p99Ms.toFixed(2)} ms | building as fast as landlord: ${f.building.p99Ms <= f.landlord.p99Ms ? "met" : "not met"} |
| Server CPU per query | ${(f.building.cpuMs * 1000).toFixed(0)} µs | ${(f.landlord.cpuMs * 1000).toFixed(0)} µs | |
| Server RSS after start, settled | ${f.rssMb.toFixed(1)} MB | | ≤ ${BUILDING_RSS_TARGET_MB} MB: ${f.rssMb <= BUILDING_RSS_TARGET_MB ? "met" : "not met"} |
| Server RSS 1 s after healthy (garbage of the index builds not yet returned) | ${f.rssAt1sMb.toFixed(1)} MB | | |
`;
}

if (import.meta.main) {
  const figures = await benchBuildings(Number(process.env.BENCH_PORT ?? 4291));
  console.log(buildingsReport(figures));
}
