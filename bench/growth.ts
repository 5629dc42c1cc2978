// The growth run of issue 32: the same paths measured at several sizes of data, on a server process
// (src/cli.ts serve) over a database a generator writes straight into (no API calls: volume in
// seconds, not hours). Per path and size: p50/p99 latency, requests per second (one client after
// another, so the figure is the server's own time per request) and the server's CPU per request
// (its /proc utime+stime over the requests); then the ratio of the largest size to the smallest.
//
//   bun bench/growth.ts                     sizes from GROWTH_SIZES (default "a")
//   GROWTH_SIZES=a,b,c bun bench/growth.ts  the three sizes (c needs ~4 GB of disk and minutes)
//   npm run bench with BENCH_GROWTH=a,b     bench/run.ts runs it after its own figures
//
// Sizes (issue 32): a 10k landlords / 50k reviews; b 100k / 500k; c 100k landlords, 2M reviews,
// 200k accounts, 7.6M votes, 400k reports, hot landlords of 5k/25k/100k reviews.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "bun:sqlite";
import { openDatabase } from "../src/store/sqlite/connection";
import { publicAddress } from "../src/contract/address";

export interface GrowthSize {
  name: string;
  landlords: number;
  reviews: number;
  accounts: number;
  votes: number;
  reports: number;
  /** Landlords with this many reviews each (their reviews are part of `reviews`). */
  hot: number[];
}

export const SIZES: Record<string, GrowthSize> = {
  a: { name: "a", landlords: 10_000, reviews: 50_000, accounts: 10_000, votes: 190_000, reports: 10_000, hot: [5_000] },
  b: { name: "b", landlords: 100_000, reviews: 500_000, accounts: 50_000, votes: 1_900_000, reports: 100_000, hot: [5_000, 25_000] },
  c: { name: "c", landlords: 100_000, reviews: 2_000_000, accounts: 200_000, votes: 7_600_000, reports: 400_000, hot: [5_000, 25_000, 100_000] },
};

const CITIES = ["Austin, TX", "Denver, CO", "Portland, OR", "Chicago, IL", "Boston, MA", "Seattle, WA", "Atlanta, GA", "Miami, FL", "Phoenix, AZ", "Dallas, TX"];
const CATEGORIES = ["Spam", "Harassment", "False information", "Inappropriate content", "Other"];
const PASSWORD = "growth bench password";
const HEAVY_REVIEWS = 2_000;

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

/** Writes `size` into a fresh database at `file` (schema by the migrations), with every kept figure recounted. */
export async function generate(file: string, size: GrowthSize, log: (s: string) => void): Promise<{ hotIds: string[]; heavyUserId: number; userCount: number }> {
  openDatabase(file).$client.close(); // the schema, by the migrations
  const db = new Database(file);
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF; PRAGMA cache_size = -200000");
  // The triggers keep figures row by row; a bulk load recounts once at the end instead (as bulk.ts).
  const triggers = db.query<{ sql: string }, []>("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND (tbl_name IN ('reviews', 'helpful_votes') OR name LIKE 'reports_%')").all();
  for (const t of db.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'trigger' AND (tbl_name IN ('reviews', 'helpful_votes') OR name LIKE 'reports_%')").all()) db.exec(`DROP TRIGGER ${t.name}`);
  const random = rng(32);
  const hash = await Bun.password.hash(PASSWORD);
  const now = Date.UTC(2026, 10, 1);
  const iso = (ms: number) => new Date(ms).toISOString();
  const started = performance.now();

  db.transaction(() => {
    const user = db.query("INSERT INTO users (id, username, email, password, is_admin, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
    for (let i = 1; i <= size.accounts; i++) user.run(i, `user${i}`, `user${i}@growth.test`, hash, i === 1 ? 1 : 0, iso(now - i * 60_000), iso(now - i * 60_000));
  })();
  log(`  ${size.accounts} accounts`);
  const landlordIds: string[] = [];
  db.transaction(() => {
    const landlord = db.query("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES (?, ?, ?, ?, ?, ?)");
    for (let i = 0; i < size.landlords; i++) {
      const id = crypto.randomUUID();
      landlordIds.push(id);
      const city = CITIES[i % CITIES.length]!;
      landlord.run(id, `Landlord ${i} Properties`, i % 3 ? "company" : "individual", city, `landlord${i}properties|${city.toLowerCase().replace(/\s/g, "")}`, iso(now - i * 1000));
    }
  })();
  log(`  ${size.landlords} landlords`);
  // Reviews: the hot landlords first (each reviewer once per landlord), then spread over the rest;
  // account 2 is the heavy author (HEAVY_REVIEWS reviews).
  const reviewIds: string[] = [];
  const hotIds = landlordIds.slice(0, size.hot.length);
  const insertReviews = (count: number, landlordOf: (k: number) => string, userOf: (k: number) => number, base: number) => {
    const review = db.query(
      `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, monthly_rent, rent_period, helpful_count, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '1-2 years', ?, 'monthly', 0, ?, ?)`,
    );
    for (let from = 0; from < count; from += 50_000) {
      db.transaction(() => {
        for (let k = from; k < Math.min(count, from + 50_000); k++) {
          const id = crypto.randomUUID();
          reviewIds.push(id);
          const at = iso(now - (base + k) * 7_000);
          const r = () => 1 + Math.floor(random() * 5);
          review.run(id, landlordOf(k), userOf(k), r(), r(), r(), r(), "A review written by the growth bench generator, long enough to be a review.", `${1 + Math.floor(random() * 400)} Main St, Apt ${k % 30}`, random() < 0.7 ? 800 + Math.floor(random() * 2400) : null, at, at);
        }
      })();
    }
  };
  let written = 0;
  size.hot.forEach((n, h) => {
    // Accounts 3.. write the hot landlords' reviews: one review per account and landlord.
    insertReviews(n, () => hotIds[h]!, (k) => 3 + (k % (size.accounts - 3)), written);
    written += n;
  });
  insertReviews(HEAVY_REVIEWS, (k) => landlordIds[size.hot.length + k]!, () => 2, written);
  written += HEAVY_REVIEWS;
  const rest = size.reviews - written;
  const spread = size.landlords - size.hot.length;
  // Landlord j of the rest gets reviews from accounts (j + m * spread) mod accounts: distinct for each landlord while m < accounts / spread.
  insertReviews(rest, (k) => landlordIds[size.hot.length + (k % spread)]!, (k) => 3 + ((k % spread) + Math.floor(k / spread) * 7919) % (size.accounts - 3), written);
  log(`  ${reviewIds.length} reviews (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const reviewCount = reviewIds.length;
  for (let from = 0; from < size.votes; from += 200_000) {
    db.transaction(() => {
      const vote = db.query("INSERT OR IGNORE INTO helpful_votes (review_id, user_id, created_at) VALUES (?, ?, ?)");
      for (let k = from; k < Math.min(size.votes, from + 200_000); k++) vote.run(reviewIds[Math.floor(random() ** 2 * reviewCount)]!, 3 + Math.floor(random() * (size.accounts - 3)), iso(now - k * 1000));
    })();
  }
  log(`  ${size.votes} votes (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  db.transaction(() => {
    const report = db.query("INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, status, created_at) VALUES (?, ?, ?, ?, 'Generated report text for the growth bench.', ?, ?)");
    for (let k = 0; k < size.reports; k++) {
      const onReview = random() < 0.8;
      report.run(onReview ? "review" : "landlord", onReview ? reviewIds[Math.floor(random() * reviewCount)]! : landlordIds[Math.floor(random() * size.landlords)]!, 3 + (k % (size.accounts - 3)), CATEGORIES[k % CATEGORIES.length]!, random() < 0.3 ? "pending" : random() < 0.5 ? "resolved" : "dismissed", iso(now - k * 3000));
    }
  })();
  log(`  ${size.reports} reports`);

  // Every kept figure, recounted once (the SQL of migration 0009 and bulk.ts's recounts).
  db.exec(`UPDATE reviews SET helpful_count = v.n FROM (SELECT review_id, count(*) AS n FROM helpful_votes GROUP BY review_id) v WHERE v.review_id = reviews.id`);
  db.exec(`UPDATE landlords SET total_reviews = c.n, overall_sum = c.o, responsiveness_sum = c.r, maintenance_sum = c.m, fairness_sum = c.f,
      average_rating = CAST((c.o * 1.0 / c.n) * 10 + 0.5 AS INTEGER) / 10.0, responsiveness_rating = CAST((c.r * 1.0 / c.n) * 10 + 0.5 AS INTEGER) / 10.0,
      maintenance_rating = CAST((c.m * 1.0 / c.n) * 10 + 0.5 AS INTEGER) / 10.0, fairness_rating = CAST((c.f * 1.0 / c.n) * 10 + 0.5 AS INTEGER) / 10.0
    FROM (SELECT landlord_id, count(*) AS n, sum(overall_rating) AS o, sum(responsiveness_rating) AS r, sum(maintenance_rating) AS m, sum(fairness_rating) AS f FROM reviews GROUP BY landlord_id) c
    WHERE c.landlord_id = landlords.id`);
  db.exec(`UPDATE users SET review_count = c.n, rating_sum = c.s, helpful_received = c.h FROM (SELECT user_id, count(*) AS n, sum(overall_rating) AS s, sum(helpful_count) AS h FROM reviews WHERE user_id IS NOT NULL GROUP BY user_id) c WHERE c.user_id = users.id`);
  db.exec(`UPDATE users SET reported_count = d.n FROM (SELECT r.user_id, count(*) AS n FROM reports p JOIN reviews r ON r.id = p.target_id WHERE p.report_type = 'review' AND r.user_id IS NOT NULL GROUP BY r.user_id) d WHERE d.user_id = users.id`);
  db.exec(`INSERT INTO rent_locations (location, rents, monthly_sum) SELECT l.location, count(*), sum(r.monthly_rent) FROM reviews r JOIN landlords l ON l.id = r.landlord_id WHERE r.monthly_rent IS NOT NULL GROUP BY l.location`);
  db.exec(`INSERT INTO report_counts (report_type, report_category, status, n) SELECT report_type, report_category, status, count(*) FROM reports GROUP BY 1, 2, 3`);
  // Building-level addresses (src/contract/address.ts), as data migration 4 fills them.
  db.transaction(() => {
    const insert = db.query("INSERT INTO landlord_addresses (landlord_id, address, reviews, seq) VALUES (?, ?, ?, ?)");
    const update = db.query("UPDATE landlords SET search_addresses = ? WHERE id = ?");
    let current: string | null = null;
    let counts = new Map<string, number>();
    const flush = () => {
      if (current === null) return;
      let seq = 0;
      for (const [address, n] of counts) insert.run(current, address, n, ++seq);
      update.run([...counts.keys()].join("\n"), current);
    };
    for (const row of db.query<{ l: string; a: string }, []>("SELECT landlord_id AS l, property_address AS a FROM reviews WHERE property_address IS NOT NULL ORDER BY landlord_id").iterate()) {
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
  for (const t of triggers) db.exec(t.sql);
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.exec("ANALYZE");
  db.close();
  log(`  figures recounted (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  return { hotIds, heavyUserId: 2, userCount: size.accounts };
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

function cpuOf(pid: number): number {
  const stat = require("node:fs").readFileSync(`/proc/${pid}/stat`, "utf8") as string;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
function rssOf(pid: number): number {
  const status = require("node:fs").readFileSync(`/proc/${pid}/status`, "utf8") as string;
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Measures `count` requests, one after another (each made by `make(i)`), against the server `pid`. */
async function measure(pid: number, label: string, count: number, make: (i: number) => Promise<Response>): Promise<PathFigure> {
  for (let i = 0; i < Math.min(3, count); i++) await (await make(-1 - i)).arrayBuffer(); // warm up
  const times: number[] = [];
  const cpu0 = cpuOf(pid);
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await make(i);
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`${label}: ${res.status}`);
    times.push(performance.now() - started);
  }
  const elapsed = performance.now() - t0;
  const cpu = cpuOf(pid) - cpu0;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { path: label, requests: count, p50: at(0.5), p99: at(0.99), perSecond: (count / elapsed) * 1000, cpuMs: cpu / count };
}

export interface GrowthRun {
  size: GrowthSize;
  startMs: number;
  rssMb: number;
  figures: PathFigure[];
  bareInsertsPerSecond: number;
}

/** Generates `size`, starts a server on it and measures every path. */
export async function growthRun(size: GrowthSize, log: (s: string) => void = console.log): Promise<GrowthRun> {
  const dir = mkdtempSync(join(tmpdir(), `rentfair-growth-${size.name}-`));
  try {
    log(`growth ${size.name}: generating…`);
    const { hotIds } = await generate(join(dir, "rentfair.db"), size, log);
    const port = 20000 + Math.floor(Math.random() * 20000);
    const cli = join(import.meta.dir, "../src/cli.ts");
    const t0 = performance.now();
    const server = Bun.spawn([process.execPath, cli, "serve", "--data", dir, "--port", String(port)], {
      env: { ...process.env, RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "error", ADMIN_EMAILS: "user1@growth.test", SESSION_SECRET: "growth-bench-secret-0123456789" },
      stdout: "ignore",
      stderr: "inherit",
    });
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* not listening yet */
      }
      await Bun.sleep(10);
    }
    const startMs = performance.now() - t0;
    const rssMb = rssOf(server.pid);
    log(`  started in ${startMs.toFixed(0)} ms, RSS ${rssMb.toFixed(0)} MB`);
    try {
      const login = async (email: string) => {
        const res = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
        if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
        return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      };
      const admin = await login("user1@growth.test");
      const heavy = await login("user2@growth.test");
      const get = (path: string, cookie?: string) => () => fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
      const big = hotIds.at(-1)!;
      const figures: PathFigure[] = [];
      const N = Number(process.env.GROWTH_REQUESTS ?? 200);
      const run = async (label: string, count: number, make: (i: number) => Promise<Response>) => {
        const f = await measure(server.pid, label, count, make);
        figures.push(f);
        log(`  ${label.padEnd(46)} p50 ${f.p50.toFixed(2)} ms  p99 ${f.p99.toFixed(2)} ms  ${f.perSecond.toFixed(0)}/s  CPU ${f.cpuMs.toFixed(2)} ms/req`);
      };
      await run("GET /api/landlords/{id}", N, get(`/api/landlords/${big}`));
      await run("GET /api/landlords/{hot}/reviews", N, get(`/api/landlords/${big}/reviews`));
      await run("GET /api/landlords/{hot}/reviews?sort=helpful", N, get(`/api/landlords/${big}/reviews?sort=helpful`));
      // Deep pages: the 50th page of 20 by keyset (`after`), as the profile's Show more asks.
      const deep = (await (await fetch(`${base}/api/landlords/${big}/reviews?limit=100&offset=900`)).json()) as { id: string }[];
      await run("GET /api/landlords/{hot}/reviews?after= (deep)", N, get(`/api/landlords/${big}/reviews?after=${deep.at(-1)!.id}`));
      await run("GET /api/reviews/recent", N, get("/api/reviews/recent"));
      await run("GET /api/landlords?location=", N, get(`/api/landlords?location=${encodeURIComponent("Austin")}&limit=20`));
      await run("GET /api/rent-analysis/analyze", N, get(`/api/rent-analysis/analyze?rent=1500&location=${encodeURIComponent("Austin, TX")}`));
      await run("GET /api/admin/users", Math.min(N, 100), get("/api/admin/users", admin));
      await run("GET /api/reports", N, get("/api/reports", admin));
      await run("GET /api/reports?status=pending&type=review", N, get("/api/reports?status=pending&type=review", admin));
      await run("GET /api/reports?group=target", Math.min(N, 50), get("/api/reports?group=target", admin));
      await run("GET /api/user/stats (heavy account)", N, get("/api/user/stats", heavy));
      await run("GET /api/landlords/search", N, get(`/api/landlords/search?query=${encodeURIComponent("landlord 42")}`));
      // Writes: accounts that have not reviewed the landlord yet, signed in first (argon2 is not the path measured).
      const W = Math.min(Number(process.env.GROWTH_WRITES ?? 100), 400);
      // One after another: the server refuses a crowd of sign-ins (503) while it hashes.
      const writers: string[] = [];
      for (let i = 0; i < W; i++) writers.push(await login(`user${size.accounts - i}@growth.test`));
      const body = (extra: Record<string, unknown>) =>
        JSON.stringify({ overallRating: 4, responsivenessRating: 4, maintenanceRating: 3, fairnessRating: 5, reviewText: "A review written while the growth bench measures writes.", propertyAddress: "12 Bench Road, Apt 3", lengthOfResidence: "1-2 years", monthlyRent: 1500, rentPeriod: "monthly", utilitiesIncluded: "false", ...extra });
      const post = (cookie: string, extra: Record<string, unknown>) => fetch(`${base}/api/reviews`, { method: "POST", headers: { "content-type": "application/json", cookie, origin: base }, body: body(extra) });
      const half = Math.floor(W / 2);
      await run("POST /api/reviews (new landlord)", half - 3, (i) => post(writers[i + 3]!, { landlordData: { name: `Fresh Landlord ${size.name} ${i + 3}`, type: "company", location: "Austin, TX" } }));
      await run(`POST /api/reviews (landlord of ${size.hot.at(-1)!.toLocaleString("en-US")})`, W - half - 3, (i) => post(writers[half + 3 + i]!, { landlordId: big }));
      // Bare: SQLite's own insert of a review row (its own transaction, with the triggers), on a copy of the same file.
      const bare = bareInsertRate(join(dir, "rentfair.db"), big);
      log(`  bare SQLite review insert: ${bare.toFixed(0)}/s`);
      return { size, startMs, rssMb, figures, bareInsertsPerSecond: bare };
    } finally {
      server.kill();
      await server.exited;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Reviews a second per SQLite insert of one review row in its own transaction (triggers included), rolled back. */
function bareInsertRate(file: string, landlordId: string): number {
  const db = new Database(file);
  db.exec("PRAGMA busy_timeout = 5000");
  const insert = db.query(
    `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, monthly_rent, rent_period, created_at, updated_at)
     VALUES (?, ?, NULL, 4, 4, 3, 5, 'A bare insert of the growth bench.', '12 Bench Road', '1-2 years', 1500, 'monthly', ?, ?)`,
  );
  const ids: string[] = [];
  const n = 500;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const id = crypto.randomUUID();
    ids.push(id);
    const at = new Date().toISOString();
    db.transaction(() => insert.run(id, landlordId, at, at)).immediate();
  }
  const rate = (n / (performance.now() - t0)) * 1000;
  db.transaction(() => {
    for (const id of ids) db.query("DELETE FROM reviews WHERE id = ?").run(id);
  })();
  db.close();
  return rate;
}

/** The growth runs as markdown: one table per size, then the ratio of the largest to the smallest. */
export function growthTable(runs: GrowthRun[]): string {
  const f = (n: number, d = 2) => n.toFixed(d);
  const out: string[] = [];
  for (const r of runs) {
    const s = r.size;
    out.push(
      `### Size ${s.name}: ${s.landlords.toLocaleString("en-US")} landlords, ${s.reviews.toLocaleString("en-US")} reviews, ${s.accounts.toLocaleString("en-US")} accounts, ${s.votes.toLocaleString("en-US")} votes, ${s.reports.toLocaleString("en-US")} reports, hot landlords of ${s.hot.map((h) => h.toLocaleString("en-US")).join("/")}`,
      "",
      `Start ${f(r.startMs, 0)} ms, RSS after start ${f(r.rssMb, 0)} MB; bare SQLite review insert ${f(r.bareInsertsPerSecond, 0)}/s.`,
      "",
      "| Path | p50 ms | p99 ms | req/s | server CPU ms/req |",
      "|---|---:|---:|---:|---:|",
      ...r.figures.map((x) => `| ${x.path} | ${f(x.p50)} | ${f(x.p99)} | ${f(x.perSecond, 0)} | ${f(x.cpuMs)} |`),
      "",
    );
  }
  if (runs.length > 1) {
    const first = runs[0]!;
    const last = runs.at(-1)!;
    out.push(`### Ratio ${last.size.name}/${first.size.name} (server CPU per request)`, "", "| Path | CPU ratio | p50 ratio |", "|---|---:|---:|");
    for (const x of last.figures) {
      const a = first.figures.find((y) => y.path.replace(/of [\d,]+/, "") === x.path.replace(/of [\d,]+/, ""));
      if (a) out.push(`| ${x.path} | ${f(x.cpuMs / Math.max(a.cpuMs, 0.01))} | ${f(x.p50 / Math.max(a.p50, 0.01))} |`);
    }
    out.push("");
  }
  return out.join("\n");
}

if (import.meta.main) {
  const names = (process.env.GROWTH_SIZES ?? "a").split(",").map((s) => s.trim()).filter(Boolean);
  const runs: GrowthRun[] = [];
  for (const name of names) {
    const size = SIZES[name];
    if (!size) throw new Error(`unknown size ${name} (a, b or c)`);
    runs.push(await growthRun(size));
  }
  const table = growthTable(runs);
  console.log(table);
  if (process.env.GROWTH_WRITE) await Bun.write(process.env.GROWTH_WRITE, table);
}
