// PostgreSQL's migrations against a real cluster (src/test/postgres-cluster.ts): a fresh database gets
// every table and the hand-written triggers; nodes that start together migrate once; a database a
// newer RentFair wrote is refused untouched.
import { afterAll, describe, expect, test } from "bun:test";
import postgres, { type Sql } from "postgres";
import { postgresForTests } from "../../test/postgres-cluster";
import { connectPostgres, openPostgres } from "./connection";
import { embeddedMigrations, migrate, NewerDatabaseError } from "./migrate";

const pg = postgresForTests();
const clients: Sql[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end({ timeout: 5 })));
});

let databases = 0;
/** A client on a database of its own (the file's database is left to the first test). */
async function freshDatabase(): Promise<{ url: string; sql: Sql }> {
  const url = await pg.cluster().createDatabase(`migrate_${++databases}`);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  clients.push(sql);
  return { url, sql };
}

const recorded = async (sql: Sql) => (await sql<{ hash: string; created_at: string }[]>`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`).map((r) => Number(r.created_at));

describe.skipIf(pg.skipReason !== null)("PostgreSQL migrations", () => {
  test("a fresh database gets every table of the schema, each migration recorded once, and a second run applies nothing", async () => {
    const db = await openPostgres(pg.url(), { max: 2 });
    clients.push(db.$client);
    const sql = db.$client;
    const tables = (await sql<{ name: string }[]>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`).map((r) => r.name);
    expect(tables).toEqual(
      expect.arrayContaining(["users", "sessions", "landlords", "reviews", "helpful_votes", "reports", "oauth_accounts", "review_replies", "verification_requests", "password_resets", "moderation_log", "user_suspensions", "contact_messages", "landlord_changes"]),
    );
    expect(await recorded(sql)).toEqual(embeddedMigrations().map((m) => m.folderMillis));
    expect(await migrate(sql)).toEqual([]);
    expect((await recorded(sql)).length).toBe(embeddedMigrations().length);
  });

  test("the rules of the SQLite schema hold: usernames unique in any case, the moderation log append-only, landlord changes counted", async () => {
    const { sql } = await freshDatabase();
    await migrate(sql);
    await sql`INSERT INTO users (username, email, password, created_at, updated_at) VALUES ('Ann', 'ann@example.test', 'x', 'n', 'n')`;
    await expect(sql`INSERT INTO users (username, email, password, created_at, updated_at) VALUES ('ANN', 'other@example.test', 'x', 'n', 'n')`).rejects.toMatchObject({ code: "23505" });

    await sql`INSERT INTO moderation_log (action, target_type, target_id, created_at) VALUES ('remove', 'review', 'R', 'n')`;
    await expect(sql`UPDATE moderation_log SET reason = 'changed'`).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM moderation_log`).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE moderation_log`).rejects.toThrow(/append-only/);
    expect((await sql`SELECT count(*)::int AS n FROM moderation_log`)[0]!.n).toBe(1);

    const changes = async () => Number((await sql`SELECT changes FROM landlord_changes WHERE id = 1`)[0]!.changes);
    await sql`INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('A', 'a', 'company', 'l', 'a', 'n'), ('B', 'b', 'company', 'l', 'b', 'n')`;
    expect(await changes()).toBe(0);
    await sql`UPDATE landlords SET total_reviews = 1`;
    expect(await changes()).toBe(2);
    await sql`DELETE FROM landlords WHERE id = 'A'`;
    expect(await changes()).toBe(3);
    await sql`UPDATE landlords SET total_reviews = 2 WHERE id = 'nobody'`;
    expect(await changes()).toBe(3);
  });

  test("nodes started together migrate once: concurrent migrate calls apply each migration once, and every one sees the schema", async () => {
    const { url } = await freshDatabase();
    const nodes = [0, 1, 2].map(() => connectPostgres(url, { max: 1 }).$client);
    clients.push(...nodes);
    const applied = await Promise.all(nodes.map((node) => migrate(node)));
    // One node applied everything; the others found nothing left to do.
    expect(applied.map((tags) => tags.length).sort()).toEqual([0, 0, embeddedMigrations().length]);
    expect(await recorded(nodes[0]!)).toEqual(embeddedMigrations().map((m) => m.folderMillis));
    for (const node of nodes) expect((await node`SELECT count(*)::int AS n FROM users`)[0]!.n).toBe(0);
  });

  test("a database holding a migration this version does not know is refused, and nothing is changed", async () => {
    const { url, sql } = await freshDatabase();
    await migrate(sql);
    const newer = Math.max(...embeddedMigrations().map((m) => m.folderMillis)) + 60_000;
    await sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-a-newer-rentfair', ${newer})`;
    await sql`CREATE TABLE from_the_future (id integer)`;
    const before = await recorded(sql);
    await expect(migrate(sql)).rejects.toBeInstanceOf(NewerDatabaseError);
    await expect(openPostgres(url, { max: 1 })).rejects.toThrow(/written by a newer version of RentFair/);
    expect(await recorded(sql)).toEqual(before);
  });

  test("a migration that fails leaves the database as it was: nothing half-applied, nothing recorded", async () => {
    const { sql } = await freshDatabase();
    const broken = [...embeddedMigrations(), { tag: "9999_broken", statements: ["CREATE TABLE half_done (id integer)", "SELECT * FROM no_such_table"], folderMillis: Date.now() + 1e9, hash: "x" }];
    await expect(migrate(sql, broken)).rejects.toThrow(/no_such_table/);
    expect((await sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`)[0]!.n).toBe(0);
    expect(await migrate(sql)).toHaveLength(embeddedMigrations().length);
  });
});
