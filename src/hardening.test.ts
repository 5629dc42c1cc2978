// docs/product-rules.md#the-api and docs/product-rules.md#limits through the app (issue 10): sign-in limits that hold under concurrent bursts,
// the rightmost forwarded address, the bounded sign-in queue, JSON-only bodies, capped bodies.
import { describe, expect, test } from "bun:test";
import { ADMIN_EMAIL, createScenario, createTestApp, reviewBody, runScenarios, type ApiScenario, type Scenario, type TestClient } from "./test/harness";

const statuses = (answers: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
};

describe("the per-e-mail sign-in limit counts an attempt when it starts", () => {
  test("200 concurrent wrong passwords for one e-mail: 10 reach a hash (401), the other 190 get 429 with Retry-After", async () => {
    const t = createTestApp();
    await t.client().register({ email: "target@example.test" });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => t.client().post("/api/login", { email: "target@example.test", password: "wrong password" })),
    );
    expect(statuses(answers)).toEqual({ 401: 10, 429: 190 });
    for (const a of answers.filter((a) => a.status === 429)) expect(Number(a.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 30_000);

  test("39 wrong and then the right password sent together: the right one is the 40th attempt and gets 429", async () => {
    const t = createTestApp();
    await t.client().register({ email: "victim@example.test", password: "the right one" });
    const wrong = Array.from({ length: 39 }, () => t.client().post("/api/login", { email: "victim@example.test", password: "guess" }));
    const right = t.client().post("/api/login", { email: "victim@example.test", password: "the right one" });
    const answers = await Promise.all([...wrong, right]);
    expect(statuses(answers)).toEqual({ 401: 10, 429: 30 });
    expect((await right).status).toBe(429);
    expect((await right).headers.get("set-cookie")).toBeNull();
  }, 30_000);
});

describe("client addresses behind a proxy", () => {
  test("with TRUST_PROXY=1 the rightmost X-Forwarded-For entry counts, so a client-written entry cannot dodge the limit", async () => {
    const t = createTestApp({}, { TRUST_PROXY: "1", RATE_LIMIT_PER_MINUTE: "3" });
    const tryFrom = (xff: string) => t.client({ "x-forwarded-for": xff }).post("/api/login", { email: "nobody@example.test", password: "whatever" });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await tryFrom(`10.9.8.${i}, 203.0.113.7`)).status);
    expect(answers).toEqual([401, 401, 401, 429, 429]);
    // Another client, as our proxy saw it, has its own count.
    expect((await tryFrom("10.9.8.1, 198.51.100.2")).status).toBe(401);
  }, 30_000);
});

describe("the sign-in queue is bounded", () => {
  test("a burst past the queue gets 503 with Retry-After at once, the rest are answered, and sign-in works after", async () => {
    const t = createTestApp();
    await t.client().register({ email: "calm@example.test", password: "calm password" });
    const started = performance.now();
    const timed = (i: number) =>
      t
        .client()
        .post("/api/login", { email: `burst${i}@example.test`, password: "wrong password" })
        .then((r) => ({ ...r, ms: performance.now() - started }));
    const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => timed(i)));
    const counts = statuses(answers);
    expect(counts[503]).toBeGreaterThan(0);
    expect((counts[401] ?? 0) + (counts[503] ?? 0)).toBe(80);
    const busy = answers.filter((a) => a.status === 503);
    for (const a of busy) {
      expect(a.headers.get("retry-after")).toBe("1");
      expect(a.body.message).toContain("busy");
    }
    // Refused at once: every 503 came back before the slowest hashed answer.
    const slowest = Math.max(...answers.filter((a) => a.status === 401).map((a) => a.ms));
    expect(Math.max(...busy.map((a) => a.ms))).toBeLessThan(slowest);
    // A refusal for a full queue is not a failed attempt of that e-mail.
    expect((await t.client().post("/api/login", { email: "calm@example.test", password: "calm password" })).status).toBe(200);
  }, 30_000);
});

// One row per body the JSON API refuses or reads (runScenarios, test/harness.ts); each on a fresh app.
const onlyTheAdminSignedUp = (_res: unknown, { t }: { t: Scenario }) =>
  expect(t.deps.db.$client.query("SELECT email FROM users").all()).toEqual([{ email: ADMIN_EMAIL }]);
const multipart = new FormData();
multipart.set("username", "multiuser");
multipart.set("email", "multi@example.test");
multipart.set("password", "correct horse");
const bigGzip = Bun.gzipSync(new TextEncoder().encode(JSON.stringify({ username: "x".repeat(70 * 1024) })));
const smallGzip = Bun.gzipSync(new TextEncoder().encode(JSON.stringify({ username: "gzipper", email: "gz@example.test", password: "correct horse" })));

runScenarios("request bodies", [
  {
    name: "a form-encoded body on the JSON API gets 415 that asks for JSON, and creates nothing",
    method: "POST",
    url: "/api/register",
    body: new URLSearchParams({ username: "formuser", email: "form@example.test", password: "correct horse" }),
    expectedStatus: 415,
    after: (res, ctx) => {
      expect(res.body.message).toContain("JSON");
      onlyTheAdminSignedUp(res, ctx);
    },
  },
  { name: "a multipart body gets 415 and creates nothing", method: "POST", url: "/api/register", body: multipart, expectedStatus: 415, after: onlyTheAdminSignedUp },
  {
    name: "a text/plain body gets 415 and creates nothing",
    method: "POST",
    url: "/api/register",
    body: "x",
    headers: { "content-type": "text/plain" },
    expectedStatus: 415,
    after: onlyTheAdminSignedUp,
  },
  { name: "a call without a body still works", method: "POST", url: "/api/logout", expectedStatus: 204 },
  {
    name: "a gzip body that unpacks past 64 KiB gets 413",
    method: "POST",
    url: "/api/register",
    body: bigGzip,
    headers: { "content-type": "application/json", "content-encoding": "gzip" },
    expectedStatus: 413,
    after: () => expect(bigGzip.byteLength).toBeLessThan(2048),
  },
  {
    name: "a small gzip body is read",
    method: "POST",
    url: "/api/register",
    body: smallGzip,
    headers: { "content-type": "application/json", "content-encoding": "gzip" },
    expectedStatus: 201,
    expectedContent: { username: "gzipper" },
  },
  {
    name: "a content-encoding we do not know gets 415",
    method: "POST",
    url: "/api/register",
    body: "{}",
    headers: { "content-type": "application/json", "content-encoding": "zstd-ish" },
    expectedStatus: 415,
  },
]);

describe("per-account write limits", () => {
  // The per-address limit is set high so that only the per-account limits speak.
  const limited = () => createScenario({}, { RATE_LIMIT_PER_MINUTE: "10000" });

  test("25 landlords from one account in a minute: 20 are created, then 429 with Retry-After; another account may still write", async () => {
    const s = await limited();
    const c = await s.renter();
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await c.post("/api/landlords", { name: `Flood ${i}`, type: "company", location: "Austin, TX" }));
    expect(answers.map((a) => a.status)).toEqual([...Array(20).fill(201), ...Array(5).fill(429)]);
    const wait = Number(answers[24]!.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(s.deps.db.$client.query("SELECT count(*) AS n FROM landlords").get()).toEqual({ n: 20 });
    const other = await s.renter();
    expect((await other.post("/api/landlords", { name: "Someone Else", type: "company", location: "Austin, TX" })).status).toBe(201);
  });

  test("concurrent creations cannot pass the limit together, and refused writes (409) do not use the budget", async () => {
    const s = await limited();
    const c = await s.renter();
    const first = await c.post("/api/landlords", { name: "Twin Homes", type: "company", location: "Austin, TX" });
    for (let i = 0; i < 5; i++) expect((await c.post("/api/landlords", { name: "Twin Homes", type: "company", location: "Austin, TX" })).status).toBe(409);
    expect(first.status).toBe(201);
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => c.post("/api/landlords", { name: `Burst ${i}`, type: "company", location: "Austin, TX" })));
    expect(statuses(burst)).toEqual({ 201: 19, 429: 11 });
  });

  test("reviews and reports: 20 an hour each", async () => {
    const s = await limited();
    const c = await s.renter();
    const reviews = [];
    for (let i = 0; i < 21; i++) {
      reviews.push(await c.post("/api/reviews", reviewBody({ landlordData: { name: `Reviewed ${i}`, type: "company", location: "Austin, TX" } })));
    }
    expect(reviews.map((r) => r.status)).toEqual([...Array(20).fill(201), 429]);
    const reporter = await s.renter();
    const reports = [];
    for (let i = 0; i < 21; i++) {
      const landlordId = reviews[i]!.body?.landlordId ?? reviews[0]!.body.landlordId;
      const target = i < 20 ? landlordId : reviews[0]!.body.landlordId;
      reports.push(await reporter.post("/api/reports", { reportType: "landlord", targetId: target, reportCategory: "Incorrect information", description: "This landlord does not exist at all." }));
    }
    expect(reports.map((r) => r.status)).toEqual([...Array(20).fill(201), 429]);
  });

  test("helpful votes: 200 an hour, then 429", async () => {
    const s = await limited();
    // 201 reviews to vote on, by 11 authors (each may write 20 an hour).
    const reviewIds: string[] = [];
    for (let a = 0; a < 11; a++) {
      const author = await s.renter();
      for (let i = 0; i < 20 && reviewIds.length < 201; i++) {
        const res = await author.post("/api/reviews", reviewBody({ landlordData: { name: `Voted ${a}-${i}`, type: "company", location: "Austin, TX" } }));
        expect(res.status).toBe(201);
        reviewIds.push(res.body.review.id);
      }
    }
    const voter = await s.renter();
    const answers = [];
    for (const id of reviewIds) answers.push((await voter.post(`/api/reviews/${id}/helpful`)).status);
    expect(answers).toEqual([...Array(200).fill(200), 429]);
  }, 60_000);

  test("RATE_LIMIT_PER_MINUTE=0 turns them off (test servers)", async () => {
    const s = await createScenario({}, { RATE_LIMIT_PER_MINUTE: "0" });
    const c = await s.renter();
    for (let i = 0; i < 25; i++) expect((await c.post("/api/landlords", { name: `Free ${i}`, type: "company", location: "Austin, TX" })).status).toBe(201);
  });
});

describe("look-alike names and control characters", () => {
  // One app for this table: Acme Rentals, added by a renter who then tries to add its twins.
  let app: Promise<Scenario> | undefined;
  let renter: TestClient;
  let acme: { id: string };
  const withAcme = () =>
    (app ??= createScenario().then(async (s) => {
      renter = await s.renter();
      acme = await s.landlord(renter, { name: "Acme Rentals", location: "Austin, TX" });
      return s;
    }));
  const twins: [string, string][] = [
    ["a zero-width joiner", "Acme Ren\u200Dtals"],
    ["a zero-width space, a word joiner and a BOM", "\u200BAcme\u2060 Rentals\uFEFF"],
    ["full-width letters", "\uFF21\uFF43\uFF4D\uFF45 \uFF32\uFF45\uFF4E\uFF54\uFF41\uFF4C\uFF53"],
    ["a Cyrillic capital A", "\u0410cme Rentals"],
    ["a Cyrillic small e", "Acm\u0435 R\u0435ntals"],
    ["a right-to-left override", "\u202EAcme Rentals\u202C"],
    ["case and spacing, as before", "ACME   rentals"],
  ];
  runScenarios(
    "a zero-width joiner, full-width letters, a Cyrillic А or a bidi override do not make a twin landlord",
    [
      ...twins.map(
        ([what, name]): ApiScenario => ({
          name: `${what}: 409 with the existing id`,
          who: () => renter,
          method: "POST",
          url: "/api/landlords",
          body: { name, type: "company", location: "Austin, TX" },
          expectedStatus: 409,
          after: (res) => expect(res.body.landlordId).toBe(acme.id),
        }),
      ),
      {
        name: "through a review's landlordData the existing landlord is reused, not twinned",
        who: () => renter,
        method: "POST",
        url: "/api/reviews",
        body: reviewBody({ landlordData: { name: "\u0410cme Rent\u0430ls", type: "company", location: "\uFF21ustin, TX" } }),
        expectedStatus: 201,
        after: (res, { t }) => {
          expect(res.body.landlordId).toBe(acme.id);
          expect(t.deps.db.$client.query("SELECT count(*) AS n FROM landlords").get()).toEqual({ n: 1 });
        },
      },
      {
        name: "a genuinely different name is still welcome",
        who: () => renter,
        method: "POST",
        url: "/api/landlords",
        body: { name: "Acme Rentals East", type: "company", location: "Austin, TX" },
        expectedStatus: 201,
      },
      {
        name: "a name of invisible characters is no name",
        who: () => renter,
        method: "POST",
        url: "/api/landlords",
        body: { name: "\u200B\u200D\u2060", type: "company", location: "Austin, TX" },
        expectedStatus: 400,
        expectedContent: { errors: { name: "Landlord name is required" } },
      },
    ],
    { app: withAcme },
  );

  test("NUL, ESC and bidi overrides never reach the database in any text field; newlines in a review stay", async () => {
    const s = await createScenario();
    const c = s.client();
    const evil = "\u0000\u001B[31m\u202E\u2066\u0007\u009B";
    const user = await c.register({ username: `evil${evil}user`, firstName: `Eve${evil}`, lastName: `Null${evil}`, password: `pass${evil}word` });
    expect(user.username).toBe("evil[31muser");
    const landlord = await s.landlord(c, { name: `Mallory${evil} Homes`, location: `Reno${evil}, NV` });
    expect(landlord.name).toBe("Mallory[31m Homes");
    const review = await s.review(c, landlord.id, { reviewText: `Line one${evil}\r\nLine two\ttabbed`, propertyAddress: `1 Main${evil} St`, reviewerName: `Eve${evil}`, utilitiesIncluded: `water${evil}` });
    expect(review.reviewText).toBe("Line one[31m\nLine two\ttabbed");
    const reporter = await s.renter();
    const report = await reporter.post("/api/reports", { reportType: "review", targetId: review.id, reportCategory: "Other", description: `Suspicious${evil} content here` });
    expect(report.status).toBe(201);
    expect((await s.admin.patch(`/api/reports/${report.body.id}`, { status: "reviewed", adminNotes: `noted${evil}` })).status).toBe(200);

    // Every text column of every table is clean.
    const db = s.deps.db.$client;
    const tables = (db.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'").all() as { name: string }[]).map((r) => r.name);
    const bad = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/;
    let checked = 0;
    for (const table of tables) {
      for (const row of db.query(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[]) {
        for (const [column, value] of Object.entries(row)) {
          if (typeof value !== "string") continue;
          checked++;
          expect(bad.test(value), `${table}.${column} = ${JSON.stringify(value)}`).toBe(false);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    // The password is hashed as typed: it still signs in.
    expect((await s.client().post("/api/login", { email: user.email, password: `pass${evil}word` })).status).toBe(200);
  });
});

describe("a session cookie that names no session", () => {
  test("is cleared on any path; a sign-in in the same request keeps its new cookie", async () => {
    const t = createTestApp();
    const c = t.client();
    const user = await c.register();
    const stale = c.cookie;
    t.deps.db.$client.exec("DELETE FROM sessions"); // signed out elsewhere, or removed
    for (const path of ["/api/user", "/api/landlords"]) {
      const res = await t.app.handle(new Request(`http://localhost${path}`, { headers: { cookie: stale } }));
      expect(res.headers.getSetCookie(), path).toEqual(["rentfair_sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0"]);
    }
    const login = await t.app.handle(
      new Request("http://localhost/api/login", {
        method: "POST",
        headers: { cookie: stale, "content-type": "application/json" },
        body: JSON.stringify({ email: user.email, password: "correct horse" }),
      }),
    );
    expect(login.status).toBe(200);
    const set = login.headers.getSetCookie();
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(/^rentfair_sid=[^;]+\..+Max-Age=2592000/);
    const fresh = set[0]!.split(";")[0]!;
    const me = await t.app.handle(new Request("http://localhost/api/user", { headers: { cookie: fresh } }));
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie()).toEqual([]);
  });
});
