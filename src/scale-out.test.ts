// Several nodes on one PostgreSQL database (issue 24, contract §7.1), as real processes: `rentfair
// serve` with DATABASE_URL on the test's private cluster (src/test/postgres-cluster.ts).
import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { runCli, startServer, stopAll, type ServerProcess } from "./test/process";
import { reviewBody } from "./test/harness";
import { postgresForTests } from "./test/postgres-cluster";
import { embeddedMigrations } from "./store/postgres/migrate";

const pg = postgresForTests();
afterEach(stopAll);

const tempDir = () => mkdtempSync(join(tmpdir(), "rentfair-nodes-"));
let databases = 0;
/** A fresh database on the cluster, so each test starts from an empty site. */
const freshDatabase = () => pg.cluster().createDatabase(`nodes_${process.pid}_${++databases}`);
const node = (url: string, env: Record<string, string> = {}) => startServer(tempDir(), { DATABASE_URL: url, ...env });

const json = { "content-type": "application/json" };
async function call(n: ServerProcess, method: string, path: string, body?: unknown, cookie?: string) {
  const res = await fetch(`${n.base}${path}`, { method, headers: { ...json, ...(cookie ? { cookie } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {}
  return { status: res.status, data: data as any, cookie: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
}
async function register(n: ServerProcess, name: string) {
  const res = await call(n, "POST", "/api/register", { username: name, email: `${name}@example.test`, password: "correct horse" });
  expect(res.status).toBe(201);
  return res.cookie;
}

/** Waits (polling, at most `ms`) until `check` holds; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < ms) {
    if (await check()) return performance.now() - start;
    await Bun.sleep(25);
  }
  throw new Error(`not within ${ms} ms`);
}

describe.skipIf(pg.skipReason !== null)("several nodes on one PostgreSQL database", () => {
  test("nodes started together on an empty database migrate once and all become healthy; a session made on one works on the other", async () => {
    const url = await freshDatabase();
    const [a, b, c] = await Promise.all([node(url), node(url), node(url)]);
    for (const n of [a!, b!, c!]) expect((await call(n, "GET", "/api/health")).status).toBe(200);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`;
    const [{ tables }] = await sql<{ tables: number }[]>`SELECT count(*)::int AS tables FROM pg_tables WHERE tablename = 'landlords'`;
    await sql.end();
    expect(tables).toBe(1);
    expect(n).toBe(embeddedMigrations().length); // each recorded once
    const cookie = await register(a!, "everywhere");
    for (const n of [b!, c!]) {
      const me = await call(n, "GET", "/api/user", undefined, cookie);
      expect(me.status).toBe(200);
      expect(me.data.username ?? me.data.user?.username).toBe("everywhere");
    }
  }, 60_000);

  test("a change made on one node is searchable on the other within 2 s, and a review's figures reach its search row there", async () => {
    const url = await freshDatabase();
    const [a, b] = await Promise.all([node(url), node(url)]);
    const cookie = await register(a!, "writer");
    const landlord = await call(a!, "POST", "/api/landlords", { name: "Crosswise Lettings", type: "company", location: "Austin, TX" }, cookie);
    expect(landlord.status).toBe(201);
    const found = () => call(b!, "GET", "/api/landlords/search?query=crosswise");
    await within(2000, async () => (await found()).data.length === 1);
    expect((await call(a!, "POST", "/api/reviews", { landlordId: landlord.data.id, ...reviewBody({ overallRating: 2 }) }, cookie)).status).toBe(201);
    await within(2000, async () => (await found()).data[0]?.totalReviews === 1);
    expect((await found()).data[0].averageRating).toBe(2);
  }, 60_000);

  test("a node whose listener is cut (no NOTIFY arrives) is caught up by its poll within 2 s", async () => {
    const url = await freshDatabase();
    const [a, b] = await Promise.all([node(url), node(url)]);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    // No wake-up ever again: the trigger that notifies is gone, and the listening connections are cut.
    await sql`DROP TRIGGER change_outbox_notify ON change_outbox`;
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query ILIKE 'listen%' AND pid <> pg_backend_pid()`;
    await sql.end();
    const cookie = await register(a!, "quiet");
    for (const name of ["Silent Row Homes", "Silent Row Flats"]) {
      expect((await call(a!, "POST", "/api/landlords", { name, type: "company", location: "Austin, TX" }, cookie)).status).toBe(201);
    }
    await within(2000, async () => (await call(b!, "GET", "/api/landlords/search?query=silent%20row")).data.length === 2);
  }, 60_000);

  test("10 failed sign-ins spread over two nodes make the 11th 429 on either; 50 concurrent duplicate votes over two nodes count 1", async () => {
    const url = await freshDatabase();
    const [a, b] = await Promise.all([node(url), node(url)]);
    const cookie = await register(a!, "target");
    const wrong = { email: "target@example.test", password: "not the password" };
    for (let i = 0; i < 10; i++) expect((await call(i % 2 ? b! : a!, "POST", "/api/login", wrong)).status).toBe(401);
    for (const n of [a!, b!]) expect((await call(n, "POST", "/api/login", wrong)).status).toBe(429);
    expect((await call(b!, "POST", "/api/login", { ...wrong, password: "correct horse" })).status).toBe(429);

    const author = await register(b!, "author");
    const landlord = await call(a!, "POST", "/api/landlords", { name: "Vote Court", type: "company", location: "Austin, TX" }, author);
    const review = await call(a!, "POST", "/api/reviews", { landlordId: landlord.data.id, ...reviewBody() }, author);
    expect(review.status).toBe(201);
    const votes = await Promise.all(Array.from({ length: 50 }, (_, i) => call(i % 2 ? b! : a!, "POST", `/api/reviews/${review.data.review.id}/helpful`, {}, cookie)));
    expect(votes.filter((v) => v.status < 300).length, JSON.stringify(votes.slice(0, 3))).toBeGreaterThanOrEqual(1);
    expect(votes.every((v) => v.status < 500)).toBe(true);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const [row] = await sql<{ helpful: number; votes: number }[]>`SELECT helpful_count AS helpful, (SELECT count(*)::int FROM helpful_votes) AS votes FROM reviews WHERE id = ${review.data.review.id}`;
    await sql.end();
    expect(row).toEqual({ helpful: 1, votes: 1 });
  }, 60_000);

  test("200 concurrent reviews of one landlord through two nodes leave its figures equal to a recount", async () => {
    const url = await freshDatabase();
    const [a, b] = await Promise.all([node(url), node(url)]);
    const cookies: string[] = [];
    for (let wave = 0; wave < 25; wave++) {
      cookies.push(...(await Promise.all(Array.from({ length: 8 }, (_, i) => register(i % 2 ? b! : a!, `renter${wave * 8 + i}`)))));
    }
    const landlord = await call(a!, "POST", "/api/landlords", { name: "Crowded House", type: "company", location: "Austin, TX" }, cookies[0]);
    const answers = await Promise.all(
      cookies.map((cookie, i) => call(i % 2 ? b! : a!, "POST", "/api/reviews", { landlordId: landlord.data.id, ...reviewBody({ overallRating: 1 + (i % 5), propertyAddress: `${i} Main St` }) }, cookie)),
    );
    expect(answers.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const [row] = await sql<{ total: number; average: number; count: number; recount: number }[]>`
      SELECT l.total_reviews AS total, l.average_rating AS average, r.count::int AS count, round(r.avg::numeric, 1)::float8 AS recount
      FROM landlords l, (SELECT count(*), avg(overall_rating) FROM reviews WHERE landlord_id = ${landlord.data.id}) r WHERE l.id = ${landlord.data.id}`;
    await sql.end();
    expect(row!.count).toBe(200);
    expect(row!.total).toBe(200);
    expect(row!.average).toBe(row!.recount);
    // And both nodes' search rows say so, within 2 s.
    for (const n of [a!, b!]) await within(2000, async () => (await call(n, "GET", "/api/landlords/search?query=crowded")).data[0]?.totalReviews === 200);
  }, 120_000);

  test("a node killed with -9 during 1,000 writes catches up when restarted", async () => {
    const url = await freshDatabase();
    const [a, b] = await Promise.all([node(url), node(url)]);
    const cookie = await register(a!, "busy");
    let done = 0;
    const writeAll = async (lane: number) => {
      for (let i = lane; i < 1000; i += 8) {
        const res = await call(a!, "POST", "/api/landlords", { name: `Kill Test ${i} Lettings`, type: "company", location: "Austin, TX" }, cookie);
        expect(res.status).toBe(201);
        done++;
      }
    };
    const writing = Promise.all(Array.from({ length: 8 }, (_, lane) => writeAll(lane)));
    await within(30_000, async () => done >= 300);
    b!.proc.kill("SIGKILL");
    await b!.proc.exited;
    await within(30_000, async () => done >= 600);
    const again = await node(url);
    await writing;
    const count = async (n: ServerProcess) => (await call(n, "GET", "/api/landlords/search?query=kill%20test&limit=50")).data.length;
    await within(2000, async () => (await count(again)) === 50);
    // Every one of them: the last written is found by its own name.
    for (const i of [0, 499, 998, 999]) await within(2000, async () => (await call(again, "GET", `/api/landlords/search?query=${encodeURIComponent(`Kill Test ${i} Lettings`)}`)).data[0]?.name === `Kill Test ${i} Lettings`);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const [{ n }] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM landlords`;
    await sql.end();
    expect(n).toBe(1000);
  }, 120_000);

  test("while the database is down health answers 503 and requests 503 JSON; after it returns the nodes serve again without a restart, and no acknowledged write is lost", async () => {
    const url = await freshDatabase();
    const [a, b] = await Promise.all([node(url), node(url)]);
    const cookie = await register(a!, "steady");
    const acknowledged: string[] = [];
    const failures = new Set<number>();
    let writing = true;
    const writer = async (lane: number, n: ServerProcess) => {
      for (let i = 0; writing; i++) {
        const name = `Restart ${lane}-${i} Homes`;
        const res = await call(n, "POST", "/api/landlords", { name, type: "company", location: "Austin, TX" }, cookie).catch(() => ({ status: 0, data: null }));
        if (res.status === 201) acknowledged.push(name);
        else failures.add(res.status);
        if (res.status !== 201) await Bun.sleep(50);
      }
    };
    const lanes = Promise.all([0, 1, 2, 3].map((lane) => writer(lane, lane % 2 ? b! : a!)));
    await within(10_000, async () => acknowledged.length >= 40);
    pg.cluster().down();
    for (const n of [a!, b!]) {
      await within(10_000, async () => (await call(n, "GET", "/api/health")).status === 503);
      const refused = await call(n, "GET", "/api/landlords/search?query=restart", undefined);
      // Search answers from memory; a read of the database is refused with JSON.
      expect(refused.status).toBe(200);
      const read = await call(n, "GET", "/api/user", undefined, cookie);
      expect(read.status).toBe(503);
      expect(read.data.code).toBe("server.database_unavailable");
    }
    await pg.cluster().up();
    for (const n of [a!, b!]) await within(15_000, async () => (await call(n, "GET", "/api/health")).status === 200);
    const before = acknowledged.length;
    await within(15_000, async () => acknowledged.length >= before + 40);
    writing = false;
    await lanes;
    expect([...failures].filter((s) => s !== 503)).toEqual([]);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const stored = new Set((await sql<{ name: string }[]>`SELECT name FROM landlords`).map((r) => r.name));
    await sql.end();
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    // Both nodes' search knows every acknowledged landlord within 2 s.
    const last = acknowledged.at(-1)!;
    for (const n of [a!, b!]) await within(2000, async () => (await call(n, "GET", `/api/landlords/search?query=${encodeURIComponent(last)}`)).data[0]?.name === last).catch((e) => {
        console.error(n.log().split("\n").filter((l) => /outbox|ERROR/.test(l)).join("\n"));
        throw e;
      });
  }, 120_000);

  test("a transfer moves a SQLite site into an empty PostgreSQL database: every answer and session is kept; a non-empty one is refused", async () => {
    const dataDir = tempDir();
    const sqliteNode = await startServer(dataDir);
    const cookie = await register(sqliteNode, "mover");
    const voter = await register(sqliteNode, "voter");
    const landlord = await call(sqliteNode, "POST", "/api/landlords", { name: "Moving Day Lettings", type: "company", location: "Austin, TX" }, cookie);
    const review = await call(sqliteNode, "POST", "/api/reviews", { landlordId: landlord.data.id, ...reviewBody({ overallRating: 3 }) }, cookie);
    expect((await call(sqliteNode, "POST", `/api/reviews/${review.data.review.id}/helpful`, {}, voter)).status).toBe(200);
    const paths = [`/api/landlords/${landlord.data.id}`, "/api/landlords/search?query=moving", "/api/reviews/recent", "/api/landlords"];
    const before = await Promise.all(paths.map((p) => call(sqliteNode, "GET", p, undefined, cookie)));
    const me = await call(sqliteNode, "GET", "/api/user", undefined, cookie);
    sqliteNode.proc.kill("SIGTERM");
    await sqliteNode.proc.exited;

    const url = await freshDatabase();
    const moved = runCli(["transfer", "--to", url, "--data", dataDir]);
    expect(moved.stderr).toBe("");
    expect(moved.exitCode).toBe(0);
    expect(moved.stdout).toMatch(/landlords\s+1\n/);
    expect(moved.stdout).toMatch(/figures equal on both and to a recount: 1 landlord\(s\), 1 review\(s\)/);
    const again = runCli(["transfer", "--to", url, "--data", dataDir]);
    expect(again.exitCode).toBe(2);
    expect(again.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^rentfair: the PostgreSQL database is not empty/)]);

    const pgNode = await node(url);
    const after = await Promise.all(paths.map((p) => call(pgNode, "GET", p, undefined, cookie)));
    expect(after.map((r) => [r.status, r.data])).toEqual(before.map((r) => [r.status, r.data]));
    const meAfter = await call(pgNode, "GET", "/api/user", undefined, cookie);
    expect(meAfter.status).toBe(200);
    expect(meAfter.data).toEqual(me.data);
    // New rows continue after the moved ids.
    const another = await register(pgNode, "newcomer");
    expect((await call(pgNode, "GET", "/api/user", undefined, another)).data.id).toBeGreaterThan(me.data.id);
  }, 60_000);

  test("backup and restore on PostgreSQL go through pg_dump and pg_restore; without them, one line and exit 2", async () => {
    const url = await freshDatabase();
    const a = await node(url);
    const cookie = await register(a, "keeper");
    expect((await call(a, "POST", "/api/landlords", { name: "Before Backup Homes", type: "company", location: "Austin, TX" }, cookie)).status).toBe(201);
    const dataDir = tempDir();
    const file = join(tempDir(), "site.dump");
    const backup = runCli(["backup", file, "--data", dataDir], { DATABASE_URL: url });
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/^backup written to .*site\.dump \(\d+ bytes, pg_dump custom format\)/);
    expect(await Bun.file(file).slice(0, 5).text()).toBe("PGDMP");
    expect((await call(a, "POST", "/api/landlords", { name: "After Backup Homes", type: "company", location: "Austin, TX" }, cookie)).status).toBe(201);
    a.proc.kill("SIGTERM");
    await a.proc.exited;
    const restored = runCli(["restore", file, "--data", dataDir], { DATABASE_URL: url });
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/restored .*: 1 landlord\(s\), 0 review\(s\), 1 account\(s\)/);
    const b = await node(url);
    expect((await call(b, "GET", "/api/landlords/search?query=backup")).data.map((l: { name: string }) => l.name)).toEqual(["Before Backup Homes"]);
    expect((await call(b, "GET", "/api/user", undefined, cookie)).status).toBe(200);
    // No PostgreSQL tools on PATH (nor under /usr/lib/postgresql, hidden by the test's env): one line, exit 2.
    const bare = runCli(["backup", join(tempDir(), "x.dump"), "--data", dataDir], { DATABASE_URL: url, PATH: "/nonexistent", RENTFAIR_PG_TOOLS: "/nonexistent" });
    expect(bare.exitCode).toBe(2);
    expect(bare.stderr.trim().split("\n")).toEqual(["rentfair: pg_dump is not installed: install PostgreSQL's client tools (Debian: postgresql-client) to back up a PostgreSQL database"]);
  }, 60_000);
});
