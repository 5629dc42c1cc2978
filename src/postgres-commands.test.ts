// Commands on PostgreSQL (contract §7.1: every command behaves the same on both databases), as real
// processes on the test's private cluster (src/test/postgres-cluster.ts): `rentfair seed --demo`
// gives the same counts and figures as on SQLite, equal to a recount; `rentfair import` adds, skips
// duplicates, and a running node finds the new landlords through the outbox within 2 s; scheduled
// backups are pg_dump files named .dump, pruned among themselves, which `rentfair restore` takes.
import { afterEach, describe, expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { cli, startServer, stopAll } from "./test/process";
import { postgresForTests } from "./test/postgres-cluster";
import { backupFileName } from "./commands/scheduled-backups";

const pg = postgresForTests();
afterEach(stopAll);

const tempDir = () => mkdtempSync(join(tmpdir(), "rentfair-bulk-"));
let databases = 0;
const freshDatabase = () => pg.cluster().createDatabase(`bulk_${process.pid}_${++databases}`);

/** Runs the CLI to completion (asynchronously: seeding takes seconds on a busy machine). */
async function rentfair(args: string[], env: Record<string, string>) {
  const proc = Bun.spawn([process.execPath, cli, ...args], { env: { ...process.env, LOG_LEVEL: "warn", RENTFAIR_UI_DIR: "", ...env }, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  return { exitCode: await proc.exited, stdout, stderr };
}

/** What a site's figures are, read the same way from either database. */
const FIGURES_SQL = `SELECT
  (SELECT count(*) FROM users) AS users,
  (SELECT count(*) FROM landlords) AS landlords,
  (SELECT count(*) FROM reviews) AS reviews,
  (SELECT count(*) FROM reviews WHERE building_id IS NOT NULL) AS "reviewsInBuildings",
  (SELECT count(*) FROM buildings) AS buildings,
  (SELECT count(*) FROM helpful_votes) AS votes,
  (SELECT coalesce(sum(helpful_count), 0) FROM reviews) AS "helpfulCounts",
  (SELECT count(*) FROM reports) AS reports,
  (SELECT count(*) FROM moderation_log) AS log,
  (SELECT count(*) FROM contact_messages) AS messages,
  (SELECT count(*) FROM user_suspensions) AS suspensions,
  (SELECT coalesce(sum(total_reviews), 0) FROM landlords) AS "totalReviews",
  (SELECT round(coalesce(sum(average_rating), 0) * 10) FROM landlords) AS "ratingTenths",
  (SELECT count(DISTINCT landlord_id) FROM landlord_addresses) AS "withAddresses"`;

/** Landlords whose stored figures differ from a recount of their visible reviews, and reviews whose helpful count differs from their votes. */
const RECOUNT_SQL = `SELECT
  (SELECT count(*) FROM landlords l WHERE l.total_reviews <> (SELECT count(*) FROM reviews r WHERE r.landlord_id = l.id AND r.hidden_at IS NULL)
     OR round(l.average_rating::numeric * 10) <> round(coalesce((SELECT avg(r.overall_rating::numeric) FROM reviews r WHERE r.landlord_id = l.id AND r.hidden_at IS NULL), 0) * 10)) AS "landlordsOff",
  (SELECT count(*) FROM reviews r WHERE r.helpful_count <> (SELECT count(*) FROM helpful_votes v WHERE v.review_id = r.id)) AS "reviewsOff"`;

const numbers = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));

describe.skipIf(pg.skipReason !== null)("commands on PostgreSQL", () => {
  test("seed --demo on PostgreSQL writes the same counts and figures as on SQLite, equal to a recount, buildings included; a running node finds it within 2 s", async () => {
    const sqliteDir = tempDir();
    const url = await freshDatabase();
    const running = await startServer(tempDir(), { DATABASE_URL: url });
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    /** How long after the PostgreSQL seed ended the running node found its most reviewed landlord, with its figures (through the outbox). */
    const foundAfterSeed = async (): Promise<number> => {
      const seeded = performance.now();
      const [top] = await sql<{ name: string; total_reviews: number }[]>`SELECT name, total_reviews FROM landlords ORDER BY total_reviews DESC, name LIMIT 1`;
      const find = async () =>
        ((await (await fetch(`${running.base}/api/landlords/search?query=${encodeURIComponent(top!.name)}`)).json()) as { name: string; totalReviews: number }[]).find((l) => l.name === top!.name);
      while ((await find())?.totalReviews !== top!.total_reviews && performance.now() - seeded < 5000) await Bun.sleep(25);
      return performance.now() - seeded;
    };
    const [onSqlite, [onPostgres, foundIn]] = await Promise.all([
      rentfair(["seed", "--demo", "--data", sqliteDir], {}),
      rentfair(["seed", "--demo", "--data", tempDir()], { DATABASE_URL: url }).then(async (r) => [r, r.exitCode === 0 ? await foundAfterSeed() : Infinity] as const),
    ]);
    expect(onSqlite.exitCode).toBe(0);
    expect(onPostgres.stderr).not.toContain("error");
    expect(onPostgres.exitCode).toBe(0);
    expect(onPostgres.stdout.match(/seeded \d+ landlords and \d+ reviews/)?.[0]).toBe(onSqlite.stdout.match(/seeded \d+ landlords and \d+ reviews/)![0]);

    const lite = new Database(join(sqliteDir, "rentfair.db"), { readonly: true });
    const sqlite = numbers(lite.query(FIGURES_SQL).get() as Record<string, unknown>);
    lite.close();
    try {
      expect(foundIn).toBeLessThan(2000);
      const [figures] = await sql.unsafe(FIGURES_SQL);
      const [recount] = await sql.unsafe(RECOUNT_SQL);
      expect(sqlite.reviews).toBeGreaterThan(1000);
      expect(sqlite.buildings).toBeGreaterThan(100);
      expect(numbers(figures!)).toEqual(sqlite);
      expect(numbers(recount!)).toEqual({ landlordsOff: 0, reviewsOff: 0 });
      // A second seed is refused, as on SQLite.
      const again = await rentfair(["seed", "--demo", "--data", tempDir()], { DATABASE_URL: url });
      expect(again.exitCode).not.toBe(0);
      expect(again.stderr).toContain("not empty");
    } finally {
      await sql.end();
    }
  }, 120_000);

  test("import of a CSV on PostgreSQL adds its landlords, skips duplicates, and a running node finds them within 2 s", async () => {
    const url = await freshDatabase();
    const n = await startServer(tempDir(), { DATABASE_URL: url });
    const csv = join(tempDir(), "landlords.csv");
    const rows = ["name,type,location", "Quillfeather Homes,company,Boise ID", "Marrowby Rentals,individual,Boise ID", "quillfeather homes,company,Boise  ID", "Tansy Court Partners,company,Reno NV"];
    for (let i = 0; i < 2000; i++) rows.push(`Bulkrow Holdings ${i},company,Reno NV`);
    writeFileSync(csv, rows.join("\n") + "\n");
    const started = performance.now();
    const imported = await rentfair(["import", csv, "--data", tempDir()], { DATABASE_URL: url });
    const done = performance.now();
    expect(imported.stderr).not.toContain("error");
    expect(imported.stdout).toContain("imported 2003 landlord(s), skipped 1 duplicate(s), 0 bad row(s)");
    const search = async (q: string) => (await (await fetch(`${n.base}/api/landlords/search?query=${encodeURIComponent(q)}`)).json()) as { name: string; location: string }[];
    let found: { name: string }[] = [];
    while (performance.now() - done < 2000) {
      found = await search("quillfeather");
      if (found.length) break;
      await Bun.sleep(25);
    }
    expect(found.map((l) => l.name)).toEqual(["Quillfeather Homes"]);
    expect(performance.now() - done).toBeLessThan(2000);
    expect((await search("Bulkrow Holdings 1999")).map((l) => l.name)).toContain("Bulkrow Holdings 1999");
    // 2,004 rows in a few round trips, not one each.
    expect(done - started).toBeLessThan(15_000);
    // Run again: everything is there already.
    const again = await rentfair(["import", csv, "--data", tempDir()], { DATABASE_URL: url });
    expect(again.stdout).toContain("imported 0 landlord(s), skipped 2004 duplicate(s)");
  }, 60_000);

  test("scheduled backups on PostgreSQL are pg_dump files named rentfair-<time>.dump, pruned among themselves, and restore takes them", async () => {
    const url = await freshDatabase();
    const backupDir = tempDir();
    const day = 86_400_000;
    // Three old dumps (the newest a day old: the first run is due at once) and a SQLite backup from before a transfer.
    const oldDumps = [3, 2, 1].map((d) => backupFileName(new Date(Date.now() - d * day), "postgres"));
    for (const name of oldDumps) writeFileSync(join(backupDir, name), "old");
    const sqliteBackup = backupFileName(new Date(Date.now() - 5 * day));
    writeFileSync(join(backupDir, sqliteBackup), "the way back");
    // 0.0005 h = 1.8 s between runs.
    const n = await startServer(tempDir(), { DATABASE_URL: url, BACKUP_DIR: backupDir, BACKUP_EVERY: "0.0005", BACKUP_KEEP: "2", LOG_FORMAT: "json" });
    const registered = await fetch(`${n.base}/api/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username: "kept", email: "kept@example.test", password: "correct horse" }) });
    expect(registered.status).toBe(201);

    const dumps = () => readdirSync(backupDir).filter((f) => /^rentfair-.*\.dump$/.test(f)).sort();
    const fresh = () => dumps().filter((f) => !oldDumps.includes(f));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && !(fresh().length >= 2 && !dumps().some((f) => oldDumps.includes(f)))) await Bun.sleep(100);
    expect(fresh().length).toBeGreaterThanOrEqual(2);
    for (const name of oldDumps) expect(dumps()).not.toContain(name);
    expect(existsSync(join(backupDir, sqliteBackup))).toBe(true); // not of this database: left alone
    const runs = n.log().split("\n").filter((l) => l.startsWith("{")).map((l) => JSON.parse(l) as { event?: string; message: string; level: string }).filter((l) => l.event === "backup");
    expect(runs[0]).toMatchObject({ level: "info" });
    expect(runs[0]!.message).toMatch(/^scheduled backup written to .*\.dump \(\d+ bytes, pg_dump custom format, \d+ ms\)/);

    const newest = join(backupDir, fresh().at(-1)!);
    expect(await Bun.file(newest).slice(0, 5).text()).toBe("PGDMP");
    stopAll();
    const restored = await rentfair(["restore", newest, "--data", tempDir()], { DATABASE_URL: url });
    expect(restored.stderr).toBe("");
    expect(restored.stdout).toMatch(/restored .*\.dump: 0 landlord\(s\), 0 review\(s\), 1 account\(s\)/);
    // Handed to a SQLite site, it is named for what it is.
    const onSqlite = await rentfair(["restore", newest, "--data", tempDir()], {});
    expect(onSqlite.exitCode).toBe(2);
    expect(onSqlite.stderr.trim()).toBe(`rentfair: ${newest} is a PostgreSQL backup (pg_dump custom format): restore it with DATABASE_URL set to the PostgreSQL database`);
  }, 90_000);
});
