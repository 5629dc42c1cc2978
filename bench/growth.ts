// The growth run of issue 32: the same paths measured at several sizes of data, on a server process
// (src/cli.ts serve) over a database a generator writes straight into (no API calls: volume in
// seconds, not hours). Per path and size: p50/p99 latency, requests per second (one client after
// another, so the figure is the server's own time per request) and the server's CPU per request
// (its /proc utime+stime over the requests); then the ratio of the largest size to the smallest.
// Then two long operations (a merge of the two largest hot landlords, the heavy author's account
// deleted) while another visitor reads, with that visitor's waits; and the write rate beside SQLite's
// own review insert on the same file. Issue 32's checks close the table.
//
//   bun bench/growth.ts                     sizes from GROWTH_SIZES (default "a")
//   GROWTH_SIZES=a,b,c bun bench/growth.ts  the issue's three sizes (c: 3.5 GB of disk; generated once, ~5 min of CPU)
//   npm run bench with BENCH_GROWTH=a,b     bench/run.ts runs it after its own figures
//
// Settings: GROWTH_CACHE (where generated databases are kept, per size and schema; default the
// system's temporary folder), GROWTH_GENERATE_ONLY=1 (fill the cache and stop), BENCH_PORT (the
// server's first port, else a random one), GROWTH_REQUESTS (least requests per read path, 200),
// GROWTH_SECONDS (least time per read path, 2), GROWTH_WRITES (writes per write path, 60),
// GROWTH_WARM_WRITES (unmeasured writes before them, 300: a server in service runs warm),
// GROWTH_LONG_CAP_S (how long a merge or deletion is waited for, 180), GROWTH_WRITE (a file for the table).
//
// Sizes (issue 32): a 10k landlords / 50k reviews; b 100k / 500k; c 100k landlords, 2M reviews,
// 200k accounts, 7.6M votes, 400k reports, hot landlords of 5k/25k/100k reviews.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import type { Subprocess } from "bun";
import { openDatabase } from "../src/store/sqlite/connection";
import { checkFigures } from "../src/store/sqlite/figures";
import { RECOUNT_REPORT_GROUPS } from "../src/store/report-groups";
import { migrationSql } from "../src/store/sqlite/migrations/index";
import { publicAddress } from "../src/contract/address";
import { wantedBuilding } from "../src/store/buildings";

export interface GrowthSize {
  name: string;
  landlords: number;
  reviews: number;
  accounts: number;
  votes: number;
  reports: number;
  /** Landlords with this many reviews each (their reviews are part of `reviews`). */
  hot: number[];
  /** Reviews of the heavy author (account 2, one per landlord): its stats, then its deletion. */
  heavy: number;
}

export const SIZES: Record<string, GrowthSize> = {
  a: { name: "a", landlords: 10_000, reviews: 50_000, accounts: 10_000, votes: 190_000, reports: 10_000, hot: [1_000, 5_000], heavy: 2_000 },
  b: { name: "b", landlords: 100_000, reviews: 500_000, accounts: 50_000, votes: 1_900_000, reports: 100_000, hot: [5_000, 25_000], heavy: 10_000 },
  c: { name: "c", landlords: 100_000, reviews: 2_000_000, accounts: 200_000, votes: 7_600_000, reports: 400_000, hot: [5_000, 25_000, 100_000], heavy: 40_000 },
};

const CITIES = ["Austin, TX", "Denver, CO", "Portland, OR", "Chicago, IL", "Boston, MA", "Seattle, WA", "Atlanta, GA", "Miami, FL", "Phoenix, AZ", "Dallas, TX"];
const STREETS = ["Main St", "Oak Ave", "Pine St", "Maple Dr", "Cedar Ln", "Elm St", "Washington Blvd", "Lake Rd", "Hill St", "Park Ave", "River Rd", "Sunset Blvd", "2nd St", "Grand Ave", "Mill Rd", "Church St", "Spring St", "Broadway", "Union St", "Market St"];
const CATEGORIES = ["Spam", "Harassment", "False information", "Inappropriate content", "Other"];
export const PASSWORD = "growth bench password";

/** A small fast deterministic random source (the same data at every run). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ids that look like random UUIDs (v4) but come from `random`: the same data at every run. */
function uuidFrom(random: () => number): string {
  const hex = (n: number) => Math.floor(random() * 16 ** n).toString(16).padStart(n, "0");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + Math.floor(random() * 4)).toString(16)}${hex(3)}-${hex(6)}${hex(6)}`;
}

/** The last accounts write nothing in the generated data: the write paths sign them in to review the hot landlords. */
const WRITER_ACCOUNTS = 500;

export interface Generated {
  hotIds: string[];
  /** Landlords of the spread (their reviews: about reviews / landlords), for ordinary reads and writes. */
  ordinaryIds: string[];
  heavyUserId: number;
  userCount: number;
}

/**
 * Writes `size` into a fresh database at `file` (schema by the migrations), then recounts every kept
 * figure once and checks them all with `rentfair check`'s own comparison (figures.ts `checkFigures`):
 * the generation fails rather than hand the bench a database whose figures are wrong.
 *
 * A bulk load, so: no journal and no fsync (journal_mode OFF, synchronous OFF, an exclusive lock),
 * one transaction per table, prepared statements; the secondary indexes and the figure triggers of
 * the loaded tables are dropped while rows go in and made again afterwards (an index built from
 * sorted rows at the end is many times faster than one kept row by row; the unique ones then check
 * the rows); the figures are recounted by grouped scans instead of a trigger firing per row. The file
 * then goes back to WAL, as `rentfair serve` keeps it.
 */
export async function generate(file: string, size: GrowthSize, log: (s: string) => void): Promise<Generated> {
  openDatabase(file).$client.close(); // the schema, by the migrations
  const db = new Database(file);
  // WAL (the migrations' connection set it) must become DELETE before it can become OFF.
  db.exec("PRAGMA journal_mode = DELETE; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE; PRAGMA foreign_keys = OFF; PRAGMA temp_store = MEMORY; PRAGMA cache_size = -1000000");
  const loaded = ["users", "landlords", "reviews", "helpful_votes", "reports", "buildings"];
  const inList = loaded.map((t) => `'${t}'`).join(", ");
  const dropped = db.query<{ type: string; name: string; sql: string }, []>(`SELECT type, name, sql FROM sqlite_master WHERE type IN ('trigger', 'index') AND sql IS NOT NULL AND tbl_name IN (${inList})`).all();
  for (const d of dropped) db.exec(`DROP ${d.type.toUpperCase()} "${d.name}"`);
  const random = rng(32);
  const hash = await Bun.password.hash(PASSWORD);
  const now = Date.UTC(2026, 10, 1);
  const iso = (ms: number) => new Date(ms).toISOString();
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  // Accounts 3 .. readers: the reviewers of the generated data; the last WRITER_ACCOUNTS write only in the bench.
  const readers = size.accounts - WRITER_ACCOUNTS;
  const reviewerOf = (k: number) => 3 + (k % (readers - 3));

  db.transaction(() => {
    const user = db.query("INSERT INTO users (id, username, email, password, is_admin, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
    for (let i = 1; i <= size.accounts; i++) user.run(i, `user${i}`, `user${i}@growth.test`, hash, i === 1 ? 1 : 0, iso(now - i * 60_000), iso(now - i * 60_000));
  })();
  const landlordIds: string[] = [];
  db.transaction(() => {
    const landlord = db.query("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES (?, ?, ?, ?, ?, ?)");
    for (let i = 0; i < size.landlords; i++) {
      const id = uuidFrom(random);
      landlordIds.push(id);
      const city = CITIES[i % CITIES.length]!;
      landlord.run(id, `Landlord ${i} Properties`, i % 3 ? "company" : "individual", city, `landlord${i}properties|${city.toLowerCase().replace(/\s/g, "")}`, iso(now - i * 1000));
    }
  })();
  log(`  ${size.accounts} accounts, ${size.landlords} landlords (${took()})`);
  // Reviews: the hot landlords first (one review per account and landlord), then the heavy author's
  // (account 2, one per landlord), then spread over the rest.
  const reviewIds: string[] = [];
  const hotIds = landlordIds.slice(0, size.hot.length);
  const heavy = size.heavy;
  const review = db.query(
    `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, building_id, length_of_residence, monthly_rent, rent_period, helpful_count, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'A review written by the growth bench generator, long enough to be a review.', ?, ?, '1-2 years', ?, 'monthly', 0, ?, ?)`,
  );
  // Buildings (src/store/buildings.ts `wantedBuilding`), as a review write assigns them: a landlord's
  // reviews name one building for every ten of its reviews (a landlord of 100,000 owns 10,000 buildings).
  const building = db.query("INSERT INTO buildings (id, location, location_key, building_key, address, created_at) VALUES (?, ?, ?, ?, ?, ?)");
  const buildingIds = new Map<string, string>();
  const buildingOf = (reviewId: string, address: string, location: string, at: string): string | null => {
    const want = wantedBuilding(reviewId, address, location);
    if (!want) return null;
    const key = `${want.locationKey}|${want.buildingKey}`;
    let id = buildingIds.get(key);
    if (!id) {
      id = uuidFrom(random);
      buildingIds.set(key, id);
      building.run(id, location, want.locationKey, want.buildingKey, want.address, at);
    }
    return id;
  };
  const insertReviews = (count: number, landlordOf: (k: number) => number, userOf: (k: number) => number, perLandlord: number) => {
    const buildingsEach = Math.max(1, Math.ceil(perLandlord / 10));
    for (let k = 0; k < count; k++) {
      const id = uuidFrom(random);
      const at = iso(now - reviewIds.length * 7_000);
      reviewIds.push(id);
      const r = () => 1 + Math.floor(random() * 5);
      const j = landlordOf(k);
      const b = Math.floor(random() * buildingsEach);
      const address = `${1 + ((j * 7 + b * 13) % 9_973)} ${STREETS[(j + b) % STREETS.length]}, Apt ${k % 30}`;
      review.run(id, landlordIds[j]!, userOf(k), r(), r(), r(), r(), address, buildingOf(id, address, CITIES[j % CITIES.length]!, at), random() < 0.7 ? 800 + Math.floor(random() * 2400) : null, at, at);
    }
  };
  db.transaction(() => {
    // Each hot landlord's reviewers start at a different account, so two hot landlords share some reviewers (a merge meets twins), not all.
    size.hot.forEach((n, h) => insertReviews(n, () => h, (k) => reviewerOf(k + h * 7_919), n));
    const rest = size.reviews - reviewIds.length - heavy;
    const spread = size.landlords - size.hot.length;
    insertReviews(heavy, (k) => size.hot.length + k, () => 2, rest / spread);
    // Landlord j of the rest gets reviews from accounts (j + m * 7919) mod readers: distinct for each landlord while m * 7919 < readers.
    insertReviews(rest, (k) => size.hot.length + (k % spread), (k) => reviewerOf((k % spread) + Math.floor(k / spread) * 7_919), rest / spread);
  })();
  log(`  ${reviewIds.length} reviews, ${buildingIds.size} buildings (${took()})`);
  // Votes: most on a few reviews (random squared), one per account and review: drawn as numbers,
  // sorted and made distinct, so they go in in the order of their unique index.
  const reviewCount = reviewIds.length;
  const keys = new Float64Array(size.votes);
  const USER_BITS = 2 ** 20;
  for (let k = 0; k < size.votes; k++) keys[k] = Math.floor(random() ** 2 * reviewCount) * USER_BITS + 3 + Math.floor(random() * (size.accounts - 3));
  keys.sort();
  let votes = 0;
  db.transaction(() => {
    const vote = db.query("INSERT INTO helpful_votes (review_id, user_id, created_at) VALUES (?, ?, ?)");
    for (let k = 0; k < keys.length; k++) {
      if (k && keys[k] === keys[k - 1]) continue;
      const key = keys[k]!;
      const reviewIndex = Math.floor(key / USER_BITS);
      vote.run(reviewIds[reviewIndex]!, key - reviewIndex * USER_BITS, iso(now - votes++ * 1000));
    }
  })();
  log(`  ${votes} votes (${size.votes - votes} drawn twice) (${took()})`);
  db.transaction(() => {
    const report = db.query("INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, status, created_at) VALUES (?, ?, ?, ?, 'Generated report text for the growth bench.', ?, ?)");
    for (let k = 0; k < size.reports; k++) {
      const onReview = random() < 0.8;
      report.run(onReview ? "review" : "landlord", onReview ? reviewIds[Math.floor(random() * reviewCount)]! : landlordIds[Math.floor(random() * size.landlords)]!, reviewerOf(k), CATEGORIES[k % CATEGORIES.length]!, random() < 0.3 ? "pending" : random() < 0.5 ? "resolved" : "dismissed", iso(now - k * 3000));
    }
  })();
  log(`  ${size.reports} reports (${took()})`);
  for (const d of dropped) if (d.type === "index") db.exec(d.sql);
  log(`  indexes made (${took()})`);

  // Every kept figure, recounted once by grouped scans (the SQL of migration 0013).
  db.transaction(() => {
    db.exec(`UPDATE reviews SET helpful_count = v.n FROM (SELECT review_id, count(*) AS n FROM helpful_votes GROUP BY review_id) v WHERE v.review_id = reviews.id`);
    db.exec(`UPDATE landlords SET total_reviews = c.n, overall_sum = c.o, responsiveness_sum = c.r, maintenance_sum = c.m, fairness_sum = c.f,
        average_rating = CAST((c.o * 1.0 / c.n) * 10 + 0.5 AS INTEGER) / 10.0, responsiveness_rating = CAST((c.r * 1.0 / c.n) * 10 + 0.5 AS INTEGER) / 10.0,
        maintenance_rating = CAST((c.m * 1.0 / c.n) * 10 + 0.5 AS INTEGER) / 10.0, fairness_rating = CAST((c.f * 1.0 / c.n) * 10 + 0.5 AS INTEGER) / 10.0
      FROM (SELECT landlord_id, count(*) AS n, sum(overall_rating) AS o, sum(responsiveness_rating) AS r, sum(maintenance_rating) AS m, sum(fairness_rating) AS f FROM reviews WHERE hidden_at IS NULL GROUP BY landlord_id) c
      WHERE c.landlord_id = landlords.id`);
    db.exec(`UPDATE users SET review_count = c.n, rating_sum = c.s, helpful_received = c.h FROM (SELECT user_id, count(*) AS n, sum(overall_rating) AS s, sum(helpful_count) AS h FROM reviews WHERE user_id IS NOT NULL AND hidden_at IS NULL GROUP BY user_id) c WHERE c.user_id = users.id`);
    db.exec(`UPDATE users SET reported_count = d.n FROM (SELECT r.user_id, count(*) AS n FROM reports p JOIN reviews r ON r.id = p.target_id WHERE p.report_type = 'review' AND r.user_id IS NOT NULL AND r.hidden_at IS NULL GROUP BY r.user_id) d WHERE d.user_id = users.id`);
    db.exec(`DELETE FROM rent_locations`);
    db.exec(`INSERT INTO rent_locations (location, rents, monthly_sum)
      SELECT l.location, count(*), sum(CASE r.rent_period WHEN 'weekly' THEN r.monthly_rent * 52.0 / 12 WHEN 'annual' THEN r.monthly_rent / 12.0 ELSE r.monthly_rent END)
      FROM reviews r JOIN landlords l ON l.id = r.landlord_id WHERE r.monthly_rent IS NOT NULL AND r.hidden_at IS NULL GROUP BY l.location`);
    db.exec(`DELETE FROM report_counts`);
    db.exec(`INSERT INTO report_counts (report_type, report_category, status, n) SELECT report_type, report_category, status, count(*) FROM reports GROUP BY 1, 2, 3`);
    // The grouped queue's counts of targets (the SQL of migration 0016, shared with `rentfair check`).
    for (const statement of RECOUNT_REPORT_GROUPS) db.exec(statement);
    // Building-level addresses (src/contract/address.ts), oldest review first, as data migration 4 fills them.
    const insert = db.query("INSERT INTO landlord_addresses (landlord_id, address, reviews, seq) VALUES (?, ?, ?, ?)");
    let current: string | null = null;
    let counts = new Map<string, number>();
    const flush = () => {
      if (current === null) return;
      let seq = 0;
      for (const [address, n] of counts) insert.run(current, address, n, ++seq);
    };
    for (const row of db.query<{ l: string; a: string }, []>("SELECT landlord_id AS l, property_address AS a FROM reviews WHERE property_address IS NOT NULL AND hidden_at IS NULL ORDER BY landlord_id, created_at, id").iterate()) {
      if (row.l !== current) {
        flush();
        current = row.l;
        counts = new Map();
      }
      const form = publicAddress(row.a);
      if (form) counts.set(form, (counts.get(form) ?? 0) + 1);
    }
    flush();
  })();
  for (const d of dropped) if (d.type === "trigger") db.exec(d.sql);
  db.exec("ANALYZE");
  db.exec("PRAGMA locking_mode = NORMAL");
  db.exec("PRAGMA journal_mode = DELETE");
  db.close();
  log(`  figures recounted (${took()})`);
  // `rentfair check`'s comparison, on the database as the server opens it.
  const opened = openDatabase(file);
  try {
    const check = checkFigures(opened);
    if (check.differing) throw new Error(`growth ${size.name}: ${check.differing} generated figure(s) differ from their recount: ${JSON.stringify(check.mismatches.slice(0, 5))}`);
    log(`  rentfair check: every kept figure equals its recount (${check.checked.landlords} landlords, ${check.checked.users} accounts, ${check.checked.reviews} reviews; ${took()})`);
    opened.$client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  } finally {
    opened.$client.close();
  }
  return { hotIds, ordinaryIds: landlordIds.slice(-100), heavyUserId: 2, userCount: size.accounts };
}

/** Bump when the generator writes other data (the cache key: with the size and the migrations' text). */
const GENERATOR_VERSION = 2; // 2: report_targets and report_group_counts recounted (issue 32's grouped queue)

/** Where generated databases are kept between runs (GROWTH_CACHE, else the system's temporary directory). */
const CACHE_DIR = process.env.GROWTH_CACHE ?? join(tmpdir(), "rentfair-growth-cache");

/**
 * The generated database of `size` copied to `file`: generated once per size and schema (the key
 * hashes the size, the migrations and GENERATOR_VERSION), then copied from the cache.
 */
export async function generated(file: string, size: GrowthSize, log: (s: string) => void): Promise<Generated> {
  const key = createHash("sha256")
    .update(JSON.stringify(size))
    .update(Object.entries(migrationSql).map(([tag, text]) => `${tag}\n${text}`).join("\n"))
    .update(String(GENERATOR_VERSION))
    .digest("hex")
    .slice(0, 16);
  mkdirSync(CACHE_DIR, { recursive: true });
  const cached = join(CACHE_DIR, `growth-${size.name}-${key}.db`);
  const meta = `${cached}.json`;
  if (!existsSync(meta)) {
    log(`growth ${size.name}: generating (cache ${cached})…`);
    for (const old of readdirSync(CACHE_DIR)) if (old.startsWith(`growth-${size.name}-`)) rmSync(join(CACHE_DIR, old), { force: true }); // another schema's
    const building = `${cached}.part`;
    const info = await generate(building, size, log);
    renameSync(building, cached);
    writeFileSync(meta, JSON.stringify(info));
  } else log(`growth ${size.name}: the generated database from the cache (${cached})`);
  copyFileSync(cached, file);
  return JSON.parse(readFileSync(meta, "utf8")) as Generated;
}

export interface PathFigure {
  path: string;
  requests: number;
  p50: number;
  p99: number;
  perSecond: number;
  cpuMs: number;
}

const TICK_MS = 1000 / 100; // USER_HZ on Linux

export function cpuOf(pid: number): number {
  const stat = require("node:fs").readFileSync(`/proc/${pid}/stat`, "utf8") as string;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
function rssOf(pid: number): number {
  const status = require("node:fs").readFileSync(`/proc/${pid}/status`, "utf8") as string;
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The least time each path is measured for (GROWTH_SECONDS): /proc counts CPU in 10 ms ticks, so a cheap path needs many requests. */
const MIN_SECONDS = Number(process.env.GROWTH_SECONDS ?? 2);

/** One request made by `ask`, read to its end: its time in ms (an error answer stops the bench). */
async function timedRequest(label: string, ask: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const res = await ask();
  await res.arrayBuffer();
  if (res.status >= 400) throw new Error(`${label}: ${res.status}`);
  return performance.now() - started;
}

/** The figure of a path from its requests' times (ms), the time they took together and the server's CPU meanwhile (ms). */
function pathFigure(label: string, times: number[], elapsed: number, cpu: number): PathFigure {
  const n = times.length;
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(n - 1, Math.floor(q * n))]!;
  return { path: label, requests: n, p50: at(0.5), p99: at(0.99), perSecond: (n / elapsed) * 1000, cpuMs: cpu / n };
}

/**
 * Measures at least `count` requests, one after another (each made by `make(i)`), against the server
 * `pid`; cheap paths (reads) go on until MIN_SECONDS have passed (`more`), at most 20 times `count`.
 */
async function measure(pid: number, label: string, count: number, make: (i: number) => Promise<Response>, more = true): Promise<PathFigure> {
  for (let i = 0; i < Math.min(3, count); i++) await (await make(-1 - i)).arrayBuffer(); // warm up
  const times: number[] = [];
  const cpu0 = cpuOf(pid);
  const t0 = performance.now();
  for (let i = 0; i < count || (more && performance.now() - t0 < MIN_SECONDS * 1000 && i < count * 20); i++) times.push(await timedRequest(label, () => make(i)));
  return pathFigure(label, times, performance.now() - t0, cpuOf(pid) - cpu0);
}

/** Writers at once in the sustained write rate (GROWTH_WRITERS_AT_ONCE): a burst of renters posting together. */
export const WRITERS_AT_ONCE = Number(process.env.GROWTH_WRITERS_AT_ONCE ?? 8);

/** As `measure`, `count` requests, but `atOnce` clients each asking one after another: the rate the server sustains. */
async function measureAtOnce(pid: number, label: string, count: number, atOnce: number, make: (i: number) => Promise<Response>): Promise<PathFigure> {
  const times: number[] = [];
  let next = 0;
  const cpu0 = cpuOf(pid);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let i = next++; i < count; i = next++) times.push(await timedRequest(label, () => make(i)));
    }),
  );
  return pathFigure(label, times, performance.now() - t0, cpuOf(pid) - cpu0);
}

/** How long a long operation is waited for (GROWTH_LONG_CAP_S) before the bench leaves it running and says so. */
const LONG_CAP_MS = Number(process.env.GROWTH_LONG_CAP_S ?? 180) * 1000;

/** Another visitor's waits while a long operation runs (issue 32: none over 100 ms). */
export interface DuringFigure {
  operation: string;
  /** The operation's own time, asked to answered (or to LONG_CAP_MS when it had not finished). */
  ms: number;
  finished: boolean;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  over100: number;
  /** The same visitor's longest wait with nothing else running (the machine's own noise). */
  aloneMax: number;
}

/** Runs `action` while one visitor asks `visit` over and over, one request after another, and records the visitor's waits. */
export async function during(operation: string, action: (signal: AbortSignal) => Promise<Response>, visit: (i: number) => Promise<Response>, capMs = LONG_CAP_MS): Promise<DuringFigure> {
  const alone: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await (await visit(i)).arrayBuffer();
    alone.push(performance.now() - started);
  }
  const waits: number[] = [];
  let done = false;
  const visiting = (async () => {
    for (let i = 0; !done; i++) {
      const started = performance.now();
      const res = await visit(i);
      await res.arrayBuffer();
      if (res.status >= 400) throw new Error(`${operation}: the visitor's request answered ${res.status}`);
      waits.push(performance.now() - started);
    }
  })();
  await Bun.sleep(50); // the visitor is under way first
  const t0 = performance.now();
  // An operation still running after capMs is left (the figure says so): the visitor's waits so far stand.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), capMs);
  let finished = true;
  let ms: number;
  try {
    const res = await action(abort.signal);
    const body = await res.text();
    ms = performance.now() - t0;
    if (!res.ok) throw new Error(`${operation}: ${res.status} ${body.slice(0, 200)}`);
  } catch (error) {
    if (!abort.signal.aborted) throw error;
    finished = false;
    ms = performance.now() - t0;
  } finally {
    clearTimeout(timer);
    done = true;
    await visiting;
  }
  const sorted = [...waits].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { operation, ms, finished, requests: waits.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0, over100: waits.filter((w) => w > 100).length, aloneMax: Math.max(...alone) };
}

export interface GrowthRun {
  size: GrowthSize;
  /** The first start, without index snapshots (both indexes built from the store), and the RSS after it. */
  firstStartMs: number;
  firstRssMb: number;
  /** The second start, loading the snapshots the first kept (the server measured), and the RSS after it. */
  startMs: number;
  rssMb: number;
  figures: PathFigure[];
  during: DuringFigure[];
  bareInsertsPerSecond: number;
  /** Ordinary review writes a second over HTTP (one after another). */
  writesPerSecond: number;
  /** Ordinary review writes a second over HTTP with WRITERS_AT_ONCE writers each writing one after another: the server's sustained rate. */
  writesAtOncePerSecond: number;
  loadAverage: number[];
}

/** What a growth bench server runs with: no rate limits (the bench's one client writes fast), user1 an admin. */
const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "error", ADMIN_EMAILS: "user1@growth.test", SESSION_SECRET: "growth-bench-secret-0123456789" };

/**
 * `rentfair serve` from sources on `dir` and `port`, once /api/health answers (bench/long-operations.ts
 * and bench/write-cpu.ts start theirs so too); `preload` a module run first in it (bench/stall-watch.ts),
 * `env` added to SERVER_ENV.
 */
export async function startBenchServer(dir: string, port: number, options: { preload?: string; env?: Record<string, string> } = {}): Promise<Subprocess> {
  const preload = options.preload ? ["--preload", options.preload] : [];
  const server = Bun.spawn([process.execPath, ...preload, join(import.meta.dir, "../src/cli.ts"), "serve", "--data", dir, "--port", String(port)], {
    env: { ...process.env, ...SERVER_ENV, ...options.env },
    stdout: "ignore",
    stderr: "inherit",
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server on ${dir} stopped (${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      /* not listening yet */
    }
    await Bun.sleep(10);
  }
}

/** Signs `email` in on the server at `base`: its cookies, for a request's cookie header. */
export async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** Until the server `pid` used under 100 ms of CPU in a second (what a start or the writes left is done), at most `capMs`. */
export async function untilQuiet(pid: number, capMs = 180_000): Promise<void> {
  for (const until = performance.now() + capMs; performance.now() < until; ) {
    const before = cpuOf(pid);
    await Bun.sleep(1000);
    if (cpuOf(pid) - before < 100) return;
  }
}

/** The server's port: BENCH_PORT (and the ones after it, one per run), else a random one. */
let nextPort = Number(process.env.BENCH_PORT ?? 0) || 20000 + Math.floor(Math.random() * 20000);

/** Generates `size` (or copies it from the cache), starts a server on it and measures every path. */
export async function growthRun(size: GrowthSize, log: (s: string) => void = console.log): Promise<GrowthRun> {
  const dir = mkdtempSync(join(tmpdir(), `rentfair-growth-${size.name}-`));
  try {
    const { hotIds, ordinaryIds } = await generated(join(dir, "rentfair.db"), size, log);
    const port = nextPort++;
    const base = `http://127.0.0.1:${port}`;
    /** A server on `dir`, the time until /api/health answers and its RSS then. */
    const start = async () => {
      const t0 = performance.now();
      const server = await startBenchServer(dir, port);
      return { server, ms: performance.now() - t0, rssMb: rssOf(server.pid) };
    };
    // The first start has no index snapshot beside the database: it builds both indexes from the
    // store and keeps them at its clean stop (src/modules/search/snapshot.ts); the second loads them,
    // as every later start of an unchanged database does.
    const first = await start();
    log(`  first start (no index snapshot) in ${first.ms.toFixed(0)} ms, RSS ${first.rssMb.toFixed(0)} MB`);
    first.server.kill();
    await first.server.exited;
    const { server, ms: startMs, rssMb } = await start();
    log(`  second start (index snapshots) in ${startMs.toFixed(0)} ms, RSS ${rssMb.toFixed(0)} MB`);
    let result: GrowthRun;
    try {
      const login = (email: string) => signIn(base, email);
      const admin = await login("user1@growth.test");
      const heavy = await login("user2@growth.test");
      const get = (path: string, cookie?: string) => () => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
      const big = hotIds.at(-1)!;
      const figures: PathFigure[] = [];
      const N = Number(process.env.GROWTH_REQUESTS ?? 200);
      const run = async (label: string, count: number, make: (i: number) => Promise<Response>, more = true) => {
        const f = await measure(server.pid, label, count, make, more);
        figures.push(f);
        log(`  ${label.padEnd(50)} p50 ${f.p50.toFixed(2)} ms  p99 ${f.p99.toFixed(2)} ms  ${f.perSecond.toFixed(0)}/s  CPU ${f.cpuMs.toFixed(3)} ms/req (${f.requests})`);
      };
      const ordinaryId = ordinaryIds[0]!;
      await run("GET /api/landlords/{id}", N, get(`/api/landlords/${big}`));
      await run("GET /api/landlords/{hot}/reviews", N, get(`/api/landlords/${big}/reviews`));
      await run("GET /api/landlords/{hot}/reviews?sort=helpful", N, get(`/api/landlords/${big}/reviews?sort=helpful`));
      // Deep pages: the 50th page of 20 by keyset (`after`), as the profile's Show more asks.
      const deep = (await (await fetch(`${base}/api/landlords/${big}/reviews?limit=100&offset=900`)).json()) as { id: string }[];
      await run("GET /api/landlords/{hot}/reviews?after= (deep)", N, get(`/api/landlords/${big}/reviews?after=${deep.at(-1)!.id}`));
      await run("GET /api/reviews/recent", N, get("/api/reviews/recent"));
      await run("GET /api/landlords?location=", N, get(`/api/landlords?location=${encodeURIComponent("Austin")}&limit=20`));
      await run("GET /api/rent-analysis/analyze", N, get(`/api/rent-analysis/analyze?rent=1500&location=${encodeURIComponent("Austin, TX")}`));
      await run("GET /api/admin/users", N, get("/api/admin/users", admin));
      await run("GET /api/reports", N, get("/api/reports", admin));
      await run("GET /api/reports?status=pending&type=review", N, get("/api/reports?status=pending&type=review", admin));
      await run("GET /api/reports?group=target", N, get("/api/reports?group=target", admin));
      await run("GET /api/user/stats (heavy account)", N, get("/api/user/stats", heavy));
      await run("GET /api/landlords/search", N, get(`/api/landlords/search?query=${encodeURIComponent("landlord 42")}`));
      // Writes: accounts that have not reviewed the landlord yet, signed in first (argon2 is not the path measured).
      const W = Math.min(Number(process.env.GROWTH_WRITES ?? 60), Math.floor(WRITER_ACCOUNTS / 3));
      // One after another: the server refuses a crowd of sign-ins (503) while it hashes.
      const writers: string[] = [];
      for (let i = 0; i < 3 * W + 9; i++) writers.push(await login(`user${size.accounts - i}@growth.test`));
      // Each write names a building of its own (a building's figures are read from its reviews: one street address for every write would make a building of hundreds).
      let written = 0;
      const body = (extra: Record<string, unknown>) =>
        JSON.stringify({ overallRating: 4, responsivenessRating: 4, maintenanceRating: 3, fairnessRating: 5, reviewText: "A review written while the growth bench measures writes.", propertyAddress: `${++written} Bench Road, Apt 3`, lengthOfResidence: "1-2 years", monthlyRent: 1500, rentPeriod: "monthly", utilitiesIncluded: "false", ...extra });
      const post = (cookie: string, extra: Record<string, unknown>) => fetch(`${base}/api/reviews`, { method: "POST", headers: { "content-type": "application/json", cookie, origin: base }, body: body(extra) });
      // Each writer once (the warm-up's three included): i < 0 are the warm-up's.
      const writer = (group: number, i: number) => writers[group * (W + 3) + (i < 0 ? W - 1 - i : i)]!;
      // The write paths are measured warm, as a server in service runs (issue 32): right after the
      // start JavaScriptCore is still compiling the write path on its JIT threads (~4 ms of CPU a
      // write there against ~2 warm). GROWTH_WARM_WRITES writes first, not measured, by accounts of
      // the writers' block's far end (none of the measured ones): each reviews the ordinary landlords
      // in turn, one write in two naming a new landlord instead, so the new-landlord and the
      // ordinary paths are both warm; the hot one shares all its code with the ordinary one.
      const WARM = Number(process.env.GROWTH_WARM_WRITES ?? 300);
      const perWarmer = 2 * (ordinaryIds.length - 1);
      const warmers: string[] = [];
      for (let j = 0; j < Math.ceil(WARM / perWarmer); j++) warmers.push(await login(`user${size.accounts - (WRITER_ACCOUNTS - 1) + j}@growth.test`));
      if (3 * W + 9 + warmers.length > WRITER_ACCOUNTS) throw new Error(`GROWTH_WRITES ${W} with ${WARM} warm-up writes needs more than ${WRITER_ACCOUNTS} writer accounts`);
      for (let i = 0; i < WARM; i++) {
        const cookie = warmers[Math.floor(i / perWarmer)]!;
        const k = i % perWarmer;
        const res = await post(cookie, k % 2 ? { landlordData: { name: `Warm-up Landlord ${size.name} ${i}`, type: "company", location: "Austin, TX" } } : { landlordId: ordinaryIds[1 + k / 2]! });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`warm-up POST /api/reviews: ${res.status}`);
      }
      await Bun.sleep(500); // what the warm-up left (the building search's re-read, the fan-out) settles first
      await run("POST /api/reviews (new landlord)", W, (i) => post(writer(0, i), { landlordData: { name: `Fresh Landlord ${size.name} ${i + 3}`, type: "company", location: "Austin, TX" } }), false);
      // Ordinary: a review of a landlord of the spread, another for each write.
      await run("POST /api/reviews (ordinary landlord)", W, (i) => post(writer(1, i), { landlordId: ordinaryIds[1 + ((i + 3) % (ordinaryIds.length - 1))]! }), false);
      await run(`POST /api/reviews (landlord of ${size.hot.at(-1)!.toLocaleString("en-US")})`, W, (i) => post(writer(2, i), { landlordId: big }), false);
      const writesPerSecond = figures.at(-2)!.perSecond;
      // The sustained rate: WRITERS_AT_ONCE renters writing together, each one review after another.
      // The new-landlord writers (group 0) have reviewed no ordinary landlord: each reviews
      // PER_WRITER of them, so no account reviews a landlord twice.
      const PER_WRITER = 4;
      const atOnceCount = (W + 3) * PER_WRITER;
      const atOnce = await measureAtOnce(server.pid, `POST /api/reviews (ordinary landlord, ${WRITERS_AT_ONCE} writers at once)`, atOnceCount, WRITERS_AT_ONCE, (i) =>
        post(writers[Math.floor(i / PER_WRITER)]!, { landlordId: ordinaryIds[1 + ((Math.floor(i / PER_WRITER) + (i % PER_WRITER) * 17) % (ordinaryIds.length - 1))]! }),
      );
      figures.push(atOnce);
      log(`  ${atOnce.path.padEnd(50)} p50 ${atOnce.p50.toFixed(2)} ms  p99 ${atOnce.p99.toFixed(2)} ms  ${atOnce.perSecond.toFixed(0)}/s  CPU ${atOnce.cpuMs.toFixed(3)} ms/req (${atOnce.requests})`);
      // Bare: SQLite's own insert of a review row (its own transaction, with the triggers), on the same file.
      const bare = bareReviewInserts(join(dir, "rentfair.db"), big).perSecond;
      log(`  bare SQLite review insert: ${bare.toFixed(0)}/s; ordinary POST /api/reviews ${writesPerSecond.toFixed(0)}/s one after another (${((writesPerSecond / bare) * 100).toFixed(0)}% of bare), ${atOnce.perSecond.toFixed(0)}/s with ${WRITERS_AT_ONCE} writers at once (${((atOnce.perSecond / bare) * 100).toFixed(0)}%); writes measured after ${WARM} unmeasured ones`);

      // Work the writes left behind (search indexes re-reading what changed) is finished first: the
      // server's CPU quiet for a second (at most 3 minutes of waiting), so the visitor's waits are the long operation's.
      await untilQuiet(server.pid);
      // Long operations while another visitor reads: the two largest hot landlords merged, then the heavy account deleted.
      const visitor = (i: number) => fetch(`${base}/api/landlords/${ordinaryId}${i % 2 ? "/reviews" : ""}`);
      const long: DuringFigure[] = [];
      const report = (d: DuringFigure) => {
        long.push(d);
        log(`  ${d.operation}: ${d.finished ? "" : "NOT FINISHED after "}${d.ms.toFixed(0)} ms; visitor meanwhile ${d.requests} requests, p50 ${d.p50.toFixed(1)} ms, p99 ${d.p99.toFixed(1)} ms, max ${d.max.toFixed(1)} ms, ${d.over100} over 100 ms (alone: max ${d.aloneMax.toFixed(1)} ms)`);
      };
      // The merge first: a deletion still running at the cap is left to the server, which is stopped after it.
      const [from, into] = [hotIds.at(-2)!, hotIds.at(-1)!];
      report(
        await during(
          `merge: ${size.hot.at(-2)!.toLocaleString("en-US")} reviews into ${size.hot.at(-1)!.toLocaleString("en-US")}`,
          (signal) => fetch(`${base}/api/admin/landlords/${from}/merge`, { method: "POST", signal, headers: { "content-type": "application/json", cookie: admin, origin: base }, body: JSON.stringify({ intoId: into, reason: "growth bench" }) }),
          visitor,
        ),
      );
      report(
        await during(
          `DELETE /api/user (${size.heavy.toLocaleString("en-US")} reviews)`,
          (signal) => fetch(`${base}/api/user`, { method: "DELETE", signal, headers: { "content-type": "application/json", cookie: heavy, origin: base }, body: JSON.stringify({ password: PASSWORD, reviews: "delete" }) }),
          visitor,
        ),
      );
      result = { size, firstStartMs: first.ms, firstRssMb: first.rssMb, startMs, rssMb, figures, during: long, bareInsertsPerSecond: bare, writesPerSecond, writesAtOncePerSecond: atOnce.perSecond, loadAverage: loadavg() };
    } finally {
      server.kill();
      // A clean stop waits for requests in flight: a deletion left running at the cap is cut short instead.
      if ((await Promise.race([server.exited, Bun.sleep(15_000).then(() => "waiting")])) === "waiting") server.kill("SIGKILL");
      await server.exited;
    }
    // After the writes, the deletion and the merge: every kept figure still equals its recount.
    const db = openDatabase(join(dir, "rentfair.db"));
    try {
      const check = checkFigures(db);
      if (check.differing) throw new Error(`growth ${size.name}: after the bench ${check.differing} figure(s) differ from their recount: ${JSON.stringify(check.mismatches.slice(0, 5))}`);
      log("  rentfair check after the writes, deletion and merge: every kept figure equals its recount");
    } finally {
      db.$client.close();
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bare insert of a review row: its id, landlord and moment (twice) bound (bench/bare-at-once.ts runs it too). */
export const BARE_INSERT_SQL = `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, monthly_rent, rent_period, created_at, updated_at)
     VALUES (?, ?, NULL, 4, 4, 3, 5, 'A bare insert of the growth bench.', '12 Bench Road', '1-2 years', 1500, 'monthly', ?, ?)`;

/**
 * SQLite's own insert of a review row, each in its own transaction (triggers included), `n` times on
 * `file` (rolled back after): reviews a second, and the CPU of one in ms (bench/write-cpu.ts).
 */
export function bareReviewInserts(file: string, landlordId: string, n = 500, pragma?: string): { perSecond: number; cpuMs: number } {
  const db = new Database(file);
  db.exec("PRAGMA busy_timeout = 5000");
  // `pragma`: a setting beside SQLite's defaults, to tell what it is worth to the insert alone (write-cpu.ts).
  if (pragma) db.exec(pragma);
  const insert = db.query(BARE_INSERT_SQL);
  const ids: string[] = [];
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const id = crypto.randomUUID();
    ids.push(id);
    const at = new Date().toISOString();
    db.transaction(() => insert.run(id, landlordId, at, at)).immediate();
  }
  const used = process.cpuUsage(cpu0);
  const perSecond = (n / (performance.now() - t0)) * 1000;
  db.transaction(() => {
    for (const id of ids) db.query("DELETE FROM reviews WHERE id = ?").run(id);
  })();
  db.close();
  return { perSecond, cpuMs: (used.user + used.system) / 1000 / n };
}

/** The growth runs as markdown: one table per size, then the ratio of the largest to the smallest and the issue's checks. */
export function growthTable(runs: GrowthRun[]): string {
  const f = (n: number, d = 2) => n.toFixed(d);
  const out: string[] = [];
  const strip = (path: string) => path.replace(/ of [\d,]+/, "");
  for (const r of runs) {
    const s = r.size;
    out.push(
      `### Size ${s.name}: ${s.landlords.toLocaleString("en-US")} landlords, ${s.reviews.toLocaleString("en-US")} reviews, ${s.accounts.toLocaleString("en-US")} accounts, ${s.votes.toLocaleString("en-US")} votes drawn, ${s.reports.toLocaleString("en-US")} reports, hot landlords of ${s.hot.map((h) => h.toLocaleString("en-US")).join("/")}, a heavy author of ${s.heavy.toLocaleString("en-US")} reviews`,
      "",
      `Load average after the run ${r.loadAverage.map((x) => f(x, 1)).join(" / ")} (1/5/15 min). First start (no index snapshot) ${f(r.firstStartMs, 0)} ms, RSS after it ${f(r.firstRssMb, 0)} MB; second start (index snapshots) ${f(r.startMs, 0)} ms, RSS after it ${f(r.rssMb, 0)} MB. Ordinary review writes ${f(r.writesPerSecond, 0)}/s over HTTP one after another, ${f(r.writesAtOncePerSecond, 0)}/s with ${WRITERS_AT_ONCE} writers at once, against SQLite's own review insert at ${f(r.bareInsertsPerSecond, 0)}/s on the same file: ${f((r.writesPerSecond / r.bareInsertsPerSecond) * 100, 0)}% and ${f((r.writesAtOncePerSecond / r.bareInsertsPerSecond) * 100, 0)}%.`,
      "",
      "| Path | requests | p50 ms | p99 ms | req/s | server CPU ms/req |",
      "|---|---:|---:|---:|---:|---:|",
      ...r.figures.map((x) => `| ${x.path} | ${x.requests} | ${f(x.p50)} | ${f(x.p99)} | ${f(x.perSecond, 0)} | ${f(x.cpuMs, 3)} |`),
      "",
      "| Long operation | its time | visitor requests meanwhile | p50 ms | p99 ms | max ms | over 100 ms | visitor alone, max ms |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      ...r.during.map((d) => `| ${d.operation} | ${d.finished ? "" : "not finished after "}${f(d.ms, 0)} ms | ${d.requests} | ${f(d.p50, 1)} | ${f(d.p99, 1)} | ${f(d.max, 1)} | ${d.over100} | ${f(d.aloneMax, 1)} |`),
      "",
    );
  }
  if (runs.length > 1) {
    const first = runs[0]!;
    const last = runs.at(-1)!;
    out.push(`### Ratio ${last.size.name}/${first.size.name}`, "", "| Path | server CPU ratio | p50 ratio |", "|---|---:|---:|");
    for (const x of last.figures) {
      const a = first.figures.find((y) => strip(y.path) === strip(x.path));
      if (a) out.push(`| ${x.path} | ${f(x.cpuMs / Math.max(a.cpuMs, 0.001))} | ${f(x.p50 / Math.max(a.p50, 0.001))} |`);
    }
    out.push("");
  }
  // Issue 32's "Done when", checked on the largest size run.
  const last = runs.at(-1)!;
  const first = runs[0]!;
  const cpu = (r: GrowthRun, path: string) => r.figures.find((x) => strip(x.path) === path)?.cpuMs ?? NaN;
  const reads = last.figures.filter((x) => x.path.startsWith("GET"));
  const worst = reads.map((x) => ({ path: x.path, ratio: x.cpuMs / Math.max(cpu(first, strip(x.path)), 0.001) })).sort((a, b) => b.ratio - a.ratio)[0];
  const hotWrite = cpu(last, "POST /api/reviews (landlord)");
  const newWrite = cpu(last, "POST /api/reviews (new landlord)");
  const longest = Math.max(...last.during.map((d) => d.max));
  const share = last.writesPerSecond / last.bareInsertsPerSecond;
  const sustained = last.writesAtOncePerSecond / last.bareInsertsPerSecond;
  out.push(
    `### Issue 32's checks at size ${last.size.name}`,
    "",
    "| Check | Figure | Target |",
    "|---|---|---|",
    ...(runs.length > 1 && worst ? [`| Read paths' server CPU per request, ${last.size.name}/${first.size.name} | largest ${f(worst.ratio)} (${worst.path}) | at most 2: ${worst.ratio <= 2 ? "met" : "not met"} |`] : []),
    `| A write to the landlord of ${last.size.hot.at(-1)!.toLocaleString("en-US")} reviews against one to a new landlord (server CPU) | ${f(hotWrite)} ms against ${f(newWrite)} ms: ${f(hotWrite / newWrite)}x | at most 2x: ${hotWrite <= 2 * newWrite ? "met" : "not met"} |`,
    `| Another visitor's longest wait during the deletion and the merge | ${f(longest, 1)} ms (${last.during.map((d) => `${d.over100} of ${d.requests} over 100 ms`).join(", ")}) | under 100 ms: ${longest < 100 ? "met" : "not met"} |`,
    `| Ordinary review writes against SQLite's own insert, one writer after another | ${f(share * 100, 0)}% (${f(last.writesPerSecond, 0)}/s of ${f(last.bareInsertsPerSecond, 0)}/s) | at least 50%: ${share >= 0.5 ? "met" : "not met"} |`,
    `| Ordinary review writes against SQLite's own insert, ${WRITERS_AT_ONCE} writers at once (the server's sustained rate) | ${f(sustained * 100, 0)}% (${f(last.writesAtOncePerSecond, 0)}/s of ${f(last.bareInsertsPerSecond, 0)}/s) | at least 50%: ${sustained >= 0.5 ? "met" : "not met"} |`,
    "",
  );
  return out.join("\n");
}

if (import.meta.main) {
  const names = (process.env.GROWTH_SIZES ?? "a").split(",").map((s) => s.trim()).filter(Boolean);
  const runs: GrowthRun[] = [];
  for (const name of names) {
    const size = SIZES[name];
    if (!size) throw new Error(`unknown size ${name} (a, b or c)`);
    if (process.env.GROWTH_GENERATE_ONLY) {
      // Fills the cache only (a later run copies it).
      const dir = mkdtempSync(join(tmpdir(), `rentfair-growth-${size.name}-`));
      await generated(join(dir, "rentfair.db"), size, console.log).finally(() => rmSync(dir, { recursive: true, force: true }));
      continue;
    }
    runs.push(await growthRun(size));
  }
  if (!runs.length) process.exit(0);
  const table = growthTable(runs);
  console.log(table);
  if (process.env.GROWTH_WRITE) await Bun.write(process.env.GROWTH_WRITE, table);
}
