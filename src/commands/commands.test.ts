import { describe, expect, test } from "bun:test";
import { createTestApp } from "../test/harness";
import { seedDemo, DEMO_PASSWORD } from "./seed";
import { CsvRowReader, importLandlordsCsv, parseCsv } from "./import";

const n = (t: ReturnType<typeof createTestApp>, sql: string) => (t.deps.db.$client.query(sql).get() as { n: number }).n;

describe("seed --demo", () => {
  test("fills an empty database with landlords in 20+ cities, thousands of reviews, votes, reports and an admin who can sign in", async () => {
    const t = createTestApp();
    // How long seeding takes is a benchmark's business (README "Performance"), not a test's.
    const result = await seedDemo(t.deps);
    expect(result.landlords).toBeGreaterThanOrEqual(200);
    expect(result.reviews).toBeGreaterThanOrEqual(2000);
    expect(result.accounts.some((a) => a.role === "admin")).toBe(true);
    expect(n(t, "SELECT count(DISTINCT location) AS n FROM landlords")).toBeGreaterThanOrEqual(20);
    expect(n(t, "SELECT count(DISTINCT type) AS n FROM landlords")).toBe(2);
    expect(n(t, "SELECT count(*) AS n FROM helpful_votes")).toBeGreaterThan(100);
    expect(n(t, "SELECT count(*) AS n FROM reports WHERE status = 'pending'")).toBeGreaterThan(25);
    // Every state of the moderation screens (docs/product-rules.md#moderation): grouped, settled, logged, suspended, inbox.
    expect(n(t, "SELECT count(*) AS n FROM (SELECT target_id FROM reports WHERE status = 'pending' GROUP BY target_id HAVING count(*) > 2)")).toBeGreaterThan(0);
    expect(n(t, "SELECT count(DISTINCT status) AS n FROM reports")).toBe(3);
    expect(n(t, "SELECT count(*) AS n FROM reports WHERE report_category = 'Duplicate profile' AND status = 'pending'")).toBeGreaterThan(0);
    // Every report settled by the demo's moderators has its log row; those a hide settled are logged once, by the hide.
    expect(n(t, "SELECT count(*) AS n FROM moderation_log WHERE action LIKE 'report.%'")).toBe(
      n(t, "SELECT count(*) AS n FROM reports WHERE status != 'pending' AND target_id NOT IN (SELECT target_id FROM moderation_log WHERE action = 'review.hidden')"),
    );
    expect(n(t, "SELECT count(*) AS n FROM moderation_log WHERE action IN ('user.suspended', 'message.read', 'message.archived')")).toBe(1 + 3);
    expect(n(t, "SELECT count(*) AS n FROM moderation_log WHERE action = 'review.hidden'")).toBe(4);
    // Contestable moderation (contract §7.5): hidden reviews, a pending and a decided appeal, a warning.
    expect(n(t, "SELECT count(*) AS n FROM reviews WHERE hidden_at IS NOT NULL")).toBe(3); // four hidden, one restored by its appeal
    expect(n(t, "SELECT count(DISTINCT status) AS n FROM appeals")).toBe(3);
    expect(n(t, "SELECT count(*) AS n FROM warnings")).toBe(2);
    expect(n(t, "SELECT count(*) AS n FROM user_suspensions")).toBe(1);
    expect(n(t, "SELECT count(DISTINCT status) AS n FROM contact_messages")).toBe(3);
    // The directory of help has a few entries, each marked as an example (src/commands/demo-resources.ts).
    expect(n(t, "SELECT count(*) AS n FROM help_resources WHERE name LIKE 'Example: %' AND description LIKE '%example entry%'")).toBe(n(t, "SELECT count(*) AS n FROM help_resources"));
    expect(n(t, "SELECT count(*) AS n FROM help_resources")).toBeGreaterThanOrEqual(3);
    // Figures agree with the rows they summarise.
    expect(n(t, "SELECT count(*) AS n FROM landlords l WHERE total_reviews != (SELECT count(*) FROM reviews WHERE landlord_id = l.id AND hidden_at IS NULL)")).toBe(0);
    expect(n(t, "SELECT count(*) AS n FROM reviews r WHERE helpful_count != (SELECT count(*) FROM helpful_votes WHERE review_id = r.id)")).toBe(0);
    await t.deps.search.loaded(); // the index catches up with a bulk load asynchronously (modules/search/service.ts)
    expect(t.deps.search.size).toBe(result.landlords);

    const admin = result.accounts.find((a) => a.role === "admin")!;
    const c = t.client();
    const login = await c.post("/api/login", { email: admin.email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.isAdmin).toBe(1);
    expect((await c.get("/api/reports?status=pending")).body.length).toBeGreaterThan(0);
    expect((await c.get("/api/landlords/search?query=properties")).body.length).toBeGreaterThan(0);
  }, 30_000);

  test("refuses a database that is not empty", async () => {
    const t = createTestApp();
    await t.client().register();
    await expect(seedDemo(t.deps)).rejects.toThrow(/not empty/);
  }, 120_000);
});

describe("import <file.csv>", () => {
  test("adds good rows, skips duplicates, reports bad rows by line without stopping", async () => {
    const t = createTestApp();
    const csv = [
      "name,type,location",
      "Oak Realty,company,\"Austin, TX\"",
      "Maria Garcia,Individual,\"Denver, CO\"",
      ",company,Boston",
      "\"Quote \"\"Q\"\" Homes\",company,\"Seattle, WA\"",
      "OAK  realty,company,\"austin,tx\"",
      "Someone,alien,Nowhere",
      "",
      "Last One,company,\"Miami, FL\"",
    ].join("\r\n");
    const result = await importLandlordsCsv(t.deps, csv);
    expect(result.added).toBe(4);
    expect(result.skipped).toBe(1);
    expect(result.errors.map((e) => e.line)).toEqual([4, 7]);
    expect(result.errors[0]!.message).toContain("name");
    expect(n(t, "SELECT count(*) AS n FROM landlords")).toBe(4);
    expect(await importLandlordsCsv(t.deps, csv)).toMatchObject({ added: 0, skipped: 5 });
  });

  test("imported landlords are searchable at once", async () => {
    const t = createTestApp();
    await importLandlordsCsv(t.deps, "location,name,type\nRaleigh NC,Keystone Living,company\n");
    expect((await t.client().get("/api/landlords/search?query=keystone")).body[0].name).toBe("Keystone Living");
  });

  test("a file without the three columns is one error on line 1", async () => {
    const t = createTestApp();
    expect(await importLandlordsCsv(t.deps, "foo,bar\n1,2\n")).toEqual({ added: 0, skipped: 0, errors: [{ line: 1, message: expect.stringContaining("header") }] });
  });

  test("quoted fields may hold commas, quotes and newlines; line numbers stay right", () => {
    expect(parseCsv('a,b\n"x, y","multi\nline"\nz,w')).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x, y", "multi\nline"] },
      { line: 4, fields: ["z", "w"] },
    ]);
  });
});

describe("CsvRowReader", () => {
  test("a file read in chunks gives the same rows wherever the chunks end", () => {
    const text = 'a,b\r\n"x, y","multi\r\nline ""q"""\r\n\r\nz,w\n"",\nlast,"one"';
    const whole = parseCsv(text);
    expect(whole).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x, y", 'multi\r\nline "q"'] },
      { line: 5, fields: ["z", "w"] },
      { line: 7, fields: ["last", "one"] },
    ]);
    for (let a = 0; a <= text.length; a++) {
      for (let b = a; b <= text.length; b++) {
        const reader = new CsvRowReader();
        const rows = [...reader.push(text.slice(0, a)), ...reader.push(text.slice(a, b)), ...reader.push(text.slice(b)), ...reader.end()];
        expect(rows).toEqual(whole);
      }
    }
  });
});
