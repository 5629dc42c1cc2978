// What SQL one ordinary review write runs (issue 32: "an ordinary review write reaches 50% of the
// bare insert rate"), in-process, beside SQLite's own insert of a review row: every statement the
// store's `reviews.create` runs (bun:sqlite's statements wrapped, by text: calls and time per write),
// the write's whole time in the store (its transaction, commit and change events heard by the search
// service, as in the server), and the WAL frames (pages) each commit writes (automatic checkpoints
// off, a checkpoint after each round). Times are medians over rounds; frames and counts are exact and
// survive a busy machine. No HTTP, session or validation: bench/write-cpu.ts measures the server's whole.
//
//   GROWTH_SIZES=a bun bench/write-sql.ts      (GROWTH_CACHE as for growth.ts; WRITE_SQL_ROUNDS, _PER, _WARM)
import { Database, type Statement } from "bun:sqlite";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { generated, SIZES } from "./growth";
import { openDatabase } from "../src/store/sqlite/connection";
import { createSqliteStore } from "../src/store/sqlite/index";
import { createEvents } from "../src/events";
import { createLandlordSearch } from "../src/modules/search/service";
import { reviewCreateSchema } from "../src/contract/schemas";

const ROUNDS = Number(process.env.WRITE_SQL_ROUNDS ?? 10);
const PER = Number(process.env.WRITE_SQL_PER ?? 50);
const WARM = Number(process.env.WRITE_SQL_WARM ?? 200);
const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] ?? NaN;

// Every statement's calls and time, by its text, while `tracing` is on. Statements are wrapped as
// Database.query hands them out (openDatabase routes drizzle's prepare through query, connection.ts);
// `prepare` and `exec`/`run` on the database are counted too.
let tracing = false;
const calls = new Map<string, { n: number; ms: number }>();
const note = (text: string, ms: number) => {
  const key = text.replace(/\s+/g, " ").trim();
  const c = calls.get(key) ?? { n: 0, ms: 0 };
  c.n++;
  c.ms += ms;
  calls.set(key, c);
};
/** `run()`, noted under `label` with its time while tracing. */
const timed = (label: string, run: () => unknown): unknown => {
  if (!tracing) return run();
  const t = performance.now();
  try {
    return run();
  } finally {
    note(label, performance.now() - t);
  }
};
const wrapped = new WeakSet<object>();
function wrap<S extends Statement>(statement: S, text: string): S {
  if (wrapped.has(statement)) return statement;
  wrapped.add(statement);
  for (const method of ["run", "get", "all", "values"] as const) {
    const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
    (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => timed(text, () => original(...args));
  }
  return statement;
}
const proto = Database.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
for (const method of ["query", "prepare"] as const) {
  const original = proto[method]!;
  proto[method] = function (this: Database, text: unknown, ...rest: unknown[]) {
    return wrap(original.call(this, text, ...rest) as Statement, String(text));
  };
}
for (const method of ["exec", "run"] as const) {
  const original = proto[method]!;
  proto[method] = function (this: Database, text: unknown, ...rest: unknown[]) {
    return timed(`${method}: ${String(text)}`, () => original.call(this, text, ...rest));
  };
}

// A transaction's body timed apart from the whole call: what is left is BEGIN and COMMIT (the WAL's write and fsync).
{
  const original = proto.transaction!;
  proto.transaction = function (this: Database, fn: unknown) {
    const body = fn as (...args: unknown[]) => unknown;
    const made = original.call(this, (...args: unknown[]) => timed("(transaction body, statements and JavaScript)", () => body(...args))) as ((...args: unknown[]) => unknown) & Record<string, (...args: unknown[]) => unknown>;
    // Its own properties are read-only: a function of ours carries the timed ones.
    const out = ((...args: unknown[]) => made(...args)) as unknown as Record<string, unknown>;
    for (const kind of ["immediate", "deferred", "exclusive"]) {
      const run = made[kind]!;
      out[kind] = (...args: unknown[]) => timed("(transaction whole: BEGIN, body, COMMIT)", () => run(...args));
    }
    return out;
  };
}

/**
 * The pages the WAL holds (written since it was emptied), by what SQLite's dbstat names them (table
 * or index; "page 1" the header, "free" a page on the freelist), counted once per frame: per write,
 * the pages each of `writes` commits wrote.
 */
function walPagesByName(client: Database, file: string, writes: number): Map<string, number> {
  const wal = readFileSync(`${file}-wal`);
  const pageSize = wal.readUInt32BE(8);
  const names = new Map<number, string>((client.query("SELECT pageno, name FROM dbstat").all() as { pageno: number; name: string }[]).map((r) => [r.pageno, r.name]));
  const out = new Map<string, number>();
  for (let at = 32; at + 24 + pageSize <= wal.length; at += 24 + pageSize) {
    const page = wal.readUInt32BE(at);
    const name = page === 1 ? "page 1 (header)" : (names.get(page) ?? "free");
    out.set(name, (out.get(name) ?? 0) + 1 / writes);
  }
  return new Map([...out].sort((a, b) => b[1] - a[1]));
}
const pagesLine = (pages: Map<string, number>) => [...pages].map(([name, n]) => `${name} ${n.toFixed(2)}`).join(", ");

for (const name of (process.env.GROWTH_SIZES ?? "a").split(",")) {
  const size = SIZES[name.trim()]!;
  const dir = mkdtempSync(join(tmpdir(), `rentfair-write-sql-${size.name}-`));
  try {
    const file = join(dir, "rentfair.db");
    const meta = await generated(file, size, console.log);
    const db = openDatabase(file);
    const events = createEvents();
    const store = createSqliteStore(db, events);
    const search = createLandlordSearch({ store, events });
    await search.loaded();
    const client = db.$client;
    client.exec("PRAGMA wal_autocheckpoint = 0");
    const emptyWal = () => client.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    const walFrames = () => (client.query("PRAGMA wal_checkpoint(PASSIVE)").get() as { log: number }).log;
    // Accounts of its own, each writing one review to each ordinary landlord.
    const first = (client.query("SELECT max(id) AS m FROM users").get() as { m: number }).m + 1;
    const ordinary = meta.ordinaryIds.slice(1);
    const accounts = Math.ceil((WARM + ROUNDS * PER) / ordinary.length) + 2;
    client.transaction(() => {
      const add = client.query("INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (?, ?, ?, 'x', '2026-01-01', '2026-01-01')");
      for (let i = 0; i < accounts; i++) add.run(first + i, `writesql${first + i}`, `writesql${first + i}@bench.test`);
    })();
    let written = 0;
    let k = 0;
    // As bench/write-cpu.ts's ordinary writes: a known landlord, a street address new to it.
    const write = () => {
      const body = reviewCreateSchema.parse({ overallRating: 4, responsivenessRating: 4, maintenanceRating: 3, fairnessRating: 5, reviewText: "A review written while the write-sql bench measures.", propertyAddress: `${++written} Write Sql Road, Apt 3`, lengthOfResidence: "1-2 years", monthlyRent: 1500, rentPeriod: "monthly", utilitiesIncluded: "false", landlordId: ordinary[k % ordinary.length]! });
      const user = first + Math.floor(k++ / ordinary.length);
      return store.reviews.create(user, body);
    };
    for (let i = 0; i < WARM; i++) await write();
    // ROUNDS rounds of PER calls of `one`, each round from an empty WAL: per call, the wall and CPU time
    // of each round, its WAL frames, its statements (as traced), and the last round's pages by b-tree.
    const measured = async (one: () => unknown) => {
      const out = { wallMs: [] as number[], cpuMs: [] as number[], frames: [] as number[], rounds: [] as Map<string, { n: number; ms: number }>[], pages: new Map<string, number>() };
      for (let r = 0; r < ROUNDS; r++) {
        emptyWal();
        calls.clear();
        tracing = true;
        const t = performance.now();
        const c0 = process.cpuUsage();
        for (let i = 0; i < PER; i++) await one();
        const c = process.cpuUsage(c0);
        out.cpuMs.push((c.user + c.system) / 1000 / PER);
        out.wallMs.push((performance.now() - t) / PER);
        tracing = false;
        if (r === ROUNDS - 1) out.pages = walPagesByName(client, file, PER);
        out.frames.push(walFrames() / PER);
        out.rounds.push(new Map(calls));
      }
      return out;
    };
    const writes = await measured(write);
    // The bare insert as growth.ts runs it (bareReviewInserts), statement and commit timed the same way.
    const landlordId = meta.hotIds.at(-1)!;
    const insert = client.query(
      `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, monthly_rent, rent_period, created_at, updated_at)
       VALUES (?, ?, NULL, 4, 4, 3, 5, 'A bare insert of the growth bench.', '12 Bench Road', '1-2 years', 1500, 'monthly', ?, ?)`,
    );
    const bareIds: string[] = [];
    const bareOnce = () => {
      const id = crypto.randomUUID();
      bareIds.push(id);
      const at = new Date().toISOString();
      client.transaction(() => insert.run(id, landlordId, at, at)).immediate();
    };
    for (let i = 0; i < WARM; i++) bareOnce();
    const bare = await measured(bareOnce);
    client.transaction(() => {
      for (const id of bareIds) client.query("DELETE FROM reviews WHERE id = ?").run(id);
    })();

    const table = (rounds: Map<string, { n: number; ms: number }>[]) => {
      const texts = new Set(rounds.flatMap((m) => [...m.keys()]));
      const rows = [...texts].map((text) => ({
        text,
        n: median(rounds.map((m) => (m.get(text)?.n ?? 0) / PER)),
        us: median(rounds.map((m) => ((m.get(text)?.ms ?? 0) / PER) * 1000)),
      }));
      rows.sort((a, b) => Number(b.text.startsWith("(")) - Number(a.text.startsWith("(")) || b.us - a.us);
      for (const row of rows) console.log(`    ${row.us.toFixed(1).padStart(7)} µs ${row.n.toFixed(2).padStart(5)}x  ${row.text.slice(0, 150)}`);
      return rows.reduce((s, r) => s + (r.text.startsWith("(") ? 0 : r.us), 0);
    };
    console.log(`write-sql ${size.name}: ordinary review write (store.reviews.create, in-process), ${ROUNDS} rounds of ${PER} after ${WARM} unmeasured; per write, medians of the rounds:`);
    const inStatements = table(writes.rounds);
    console.log(`  statements ${inStatements.toFixed(1)} µs of ${(median(writes.wallMs) * 1000).toFixed(1)} µs in the store (wall; CPU ${(median(writes.cpuMs) * 1000).toFixed(1)} µs, all threads); WAL frames ${median(writes.frames).toFixed(1)}/write`);
    console.log(`  WAL frames per write by b-tree (last round): ${pagesLine(writes.pages)}`);
    console.log(`write-sql ${size.name}: SQLite's own insert of a review row in its own BEGIN IMMEDIATE transaction (bench/growth.ts bareReviewInserts):`);
    const bareStatements = table(bare.rounds);
    console.log(`  statements ${bareStatements.toFixed(1)} µs of ${(median(bare.wallMs) * 1000).toFixed(1)} µs (wall; CPU ${(median(bare.cpuMs) * 1000).toFixed(1)} µs); WAL frames ${median(bare.frames).toFixed(1)}/insert; load ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
    console.log(`  WAL frames per insert by b-tree (last round): ${pagesLine(bare.pages)}`);
    client.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
