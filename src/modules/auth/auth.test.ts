import { describe, expect, test } from "bun:test";
import { createTestApp } from "../../test/harness";

const valid = { username: "maria", email: "Maria@Example.test", password: "s3cret-pass", firstName: "Maria" };

describe("registration", () => {
  test("creates the account, signs it in with a safe cookie and never returns the password", async () => {
    const t = createTestApp();
    const c = t.client();
    const res = await c.post("/api/register", valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: "maria", email: "maria@example.test", firstName: "Maria", lastName: null, isAdmin: 0 });
    expect(Object.keys(res.body).sort()).toEqual(["createdAt", "email", "firstName", "id", "isAdmin", "lastName", "profileImageUrl", "username"]);
    expect(res.text).not.toContain("s3cret");
    expect(res.text).not.toContain("argon2");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const me = await c.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
  });

  test("stores an argon2id hash, not the password", async () => {
    const t = createTestApp();
    await t.client().post("/api/register", valid);
    const row = t.deps.db.$client.query("SELECT password FROM users").get() as { password: string };
    expect(row.password).toStartWith("$argon2id$");
  });

  test.each([
    [{ ...valid, username: "ab" }, "username", "Username must be at least 3 characters"],
    [{ ...valid, username: "a".repeat(51) }, "username", "Username must be less than 50 characters"],
    [{ ...valid, email: "not-an-email" }, "email", "Invalid email address"],
    [{ ...valid, password: "12345" }, "password", "Password must be at least 6 characters"],
    [{ ...valid, firstName: "x".repeat(101) }, "firstName", "First name must be less than 100 characters"],
    [{ ...valid, lastName: "x".repeat(101) }, "lastName", "Last name must be less than 100 characters"],
    [{ email: valid.email, password: valid.password }, "username", "Username must be at least 3 characters"],
  ])("rejects bad input with the product's message at the field (%#)", async (body, field, message) => {
    const res = await createTestApp().client().post("/api/register", body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(typeof res.body.message).toBe("string");
  });

  test("refuses a taken username (ignoring case) and a taken e-mail (ignoring case) with 409", async () => {
    const t = createTestApp();
    await t.client().post("/api/register", valid);
    const sameName = await t.client().post("/api/register", { ...valid, username: "MARIA", email: "other@example.test" });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe("Username already taken");
    const sameEmail = await t.client().post("/api/register", { ...valid, username: "maria2", email: "MARIA@example.TEST" });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe("Email already registered");
  });

  test("ignores isAdmin and other fields a client should not set", async () => {
    const res = await createTestApp().client().post("/api/register", { ...valid, isAdmin: 1, id: 99, createdAt: "2000-01-01" });
    expect(res.status).toBe(201);
    expect(res.body.isAdmin).toBe(0);
    expect(res.body.id).not.toBe(99);
    expect(res.body.createdAt).not.toBe("2000-01-01");
  });

  test("makes an ADMIN_EMAILS account an admin as it registers", async () => {
    const t = createTestApp({}, { ADMIN_EMAILS: "boss@example.test, other@example.test" });
    const res = await t.client().post("/api/register", { ...valid, email: "Boss@example.test" });
    expect(res.body.isAdmin).toBe(1);
  });
});

describe("sign-in", () => {
  test("signs in with the right password, case-insensitively by e-mail, with a new session id each time", async () => {
    const t = createTestApp();
    const first = t.client();
    await first.post("/api/register", valid);
    const registeredCookie = first.cookie;
    const res = await first.post("/api/login", { email: "MARIA@example.test", password: valid.password });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe("maria");
    expect(first.cookie).not.toBe(registeredCookie);
    // The session replaced at sign-in no longer works.
    const stale = t.client();
    stale.cookie = registeredCookie;
    expect((await stale.get("/api/user")).status).toBe(401);
    expect((await first.get("/api/user")).status).toBe(200);
  });

  test("answers an unknown e-mail and a wrong password with the same 401, spending a hash on both", async () => {
    const t = createTestApp();
    await t.client().post("/api/register", valid);
    let dummyCalls = 0;
    const original = t.deps.passwords.verifyDummy;
    t.deps.passwords.verifyDummy = (p) => {
      dummyCalls++;
      return original(p);
    };
    const wrong = await t.client().post("/api/login", { email: valid.email, password: "wrong-password" });
    const unknown = await t.client().post("/api/login", { email: "nobody@example.test", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password", code: "auth.invalid_login" });
    expect(unknown.body).toEqual(wrong.body);
    expect(dummyCalls).toBe(1);
  });

  test.each([
    [{ email: "nope", password: "x" }, "email", "Invalid email address"],
    [{ email: "a@b.test", password: "" }, "password", "Password is required"],
    [{ email: "a@b.test" }, "password", "Password is required"],
  ])("rejects bad input with the product's message (%#)", async (body, field, message) => {
    const res = await createTestApp().client().post("/api/login", body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
  });

  test("promotes an account whose e-mail was added to ADMIN_EMAILS when it next signs in", async () => {
    const t = createTestApp();
    await t.client().post("/api/register", valid);
    t.deps.config.adminEmails.push("maria@example.test");
    const res = await t.client().post("/api/login", { email: valid.email, password: valid.password });
    expect(res.body.isAdmin).toBe(1);
  });
});

describe("sign-out and the current user", () => {
  test("GET /api/user is 401 when signed out", async () => {
    const res = await createTestApp().client().get("/api/user");
    expect(res.status).toBe(401);
    expect(typeof res.body.message).toBe("string");
  });

  test("logout deletes the session on the server and clears the cookie", async () => {
    const t = createTestApp();
    const c = t.client();
    await c.post("/api/register", valid);
    const signedIn = c.cookie;
    const res = await c.post("/api/logout");
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    const replay = t.client();
    replay.cookie = signedIn;
    expect((await replay.get("/api/user")).status).toBe(401);
    expect(t.deps.db.$client.query("SELECT count(*) AS n FROM sessions").get()).toEqual({ n: 0 });
  });

  test("logout when signed out still answers 204", async () => {
    expect((await createTestApp().client().post("/api/logout")).status).toBe(204);
  });

  test("a forged or foreign-secret cookie counts as signed out and is cleared", async () => {
    const t = createTestApp();
    const c = t.client();
    c.cookie = "rentfair_sid=abc.not-a-signature";
    const res = await c.get("/api/user");
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
  });

  test("an expired session is signed out", async () => {
    const t = createTestApp();
    const c = t.client();
    await c.post("/api/register", valid);
    t.deps.db.$client.exec("UPDATE sessions SET expire = 1");
    expect((await c.get("/api/user")).status).toBe(401);
    expect(await t.deps.store.sessions.deleteExpired()).toBe(1);
  });

  test("sessions last 30 days", async () => {
    const t = createTestApp();
    const c = t.client();
    const res = await c.post("/api/register", valid);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=2592000/);
    const { expire } = t.deps.db.$client.query("SELECT expire FROM sessions").get() as { expire: number };
    expect(Math.round((expire - Date.now()) / 86_400_000)).toBe(30);
  });
});

describe("rate limits", () => {
  test("after RATE_LIMIT_PER_MINUTE requests from one address, sign-in answers 429 with Retry-After", async () => {
    const t = createTestApp({}, { RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "1" });
    const from = (ip: string) => t.client({ "x-forwarded-for": ip });
    for (let i = 0; i < 3; i++) expect((await from("10.0.0.1").post("/api/login", { email: "a@b.test", password: "x" })).status).toBe(401);
    const limited = await from("10.0.0.1").post("/api/register", valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect((await from("10.0.0.2").post("/api/register", valid)).status).toBe(201);
  });

  test("X-Forwarded-For is ignored without TRUST_PROXY, so it cannot dodge the limit", async () => {
    const t = createTestApp({}, { RATE_LIMIT_PER_MINUTE: "2" });
    for (const ip of ["1.1.1.1", "2.2.2.2"]) await t.client({ "x-forwarded-for": ip }).post("/api/login", { email: "a@b.test", password: "x" });
    expect((await t.client({ "x-forwarded-for": "3.3.3.3" }).post("/api/login", { email: "a@b.test", password: "x" })).status).toBe(429);
  });

  test("10 failed sign-ins for one e-mail lock it for 15 minutes even with the limit off, and the right password too", async () => {
    const t = createTestApp({}, { RATE_LIMIT_PER_MINUTE: "0" });
    await t.client().post("/api/register", valid);
    for (let i = 0; i < 10; i++) expect((await t.client().post("/api/login", { email: valid.email, password: "wrong" })).status).toBe(401);
    const locked = await t.client().post("/api/login", { email: valid.email, password: valid.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    const other = await t.client().post("/api/login", { email: "someone@example.test", password: "wrong" });
    expect(other.status).toBe(401);
  });
});

describe("guards on every request", () => {
  test("a state-changing request whose Origin names another site gets 403", async () => {
    const t = createTestApp();
    const evil = await t.client({ origin: "https://evil.example" }).post("/api/register", valid);
    expect(evil.status).toBe(403);
    const fetchMeta = await t.client({ "sec-fetch-site": "cross-site" }).post("/api/login", { email: valid.email, password: "x" });
    expect(fetchMeta.status).toBe(403);
    const same = await t.client({ origin: "http://localhost" }).post("/api/register", valid);
    expect(same.status).toBe(201);
    // Reads are not state-changing and stay open.
    expect((await t.client({ origin: "https://evil.example" }).get("/api/health")).status).toBe(200);
  });

  test("a body over 64 KiB gets 413, with or without Content-Length", async () => {
    const t = createTestApp();
    const big = JSON.stringify({ ...valid, firstName: "x".repeat(70 * 1024) });
    const declared = await t.client().post("/api/register", big);
    expect(declared.status).toBe(413);
    const chunked = await t.app.handle(
      new Request("http://localhost/api/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: new Blob([big]).stream(),
      }),
    );
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ message: "Request body too large", code: "input.too_large" });
  });

  test("malformed JSON is a 400 with a JSON message, not a stack trace", async () => {
    const res = await createTestApp().client().post("/api/login", "{not json");
    expect(res.status).toBe(400);
    expect(res.body.message).toBeString();
    expect(res.text).not.toContain("at ");
  });

  test("unknown /api paths get a JSON 404", async () => {
    const t = createTestApp();
    for (const [method, path] of [["GET", "/api/nothing"], ["POST", "/api/nothing"], ["GET", "/api"]] as const) {
      const res = await t.client().request(method, path);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.body.message).toBeString();
    }
  });

  test("security headers are on successes and errors alike; API JSON is never cached", async () => {
    const t = createTestApp();
    for (const path of ["/api/health", "/api/user", "/api/nothing"]) {
      const res = await t.client().get(path);
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(res.headers.get("content-security-policy")).toContain("object-src 'none'");
      expect(res.headers.get("content-security-policy")).toContain("base-uri 'none'");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBeTruthy();
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  test("behind an https PUBLIC_URL, cookies are Secure and HSTS is on", async () => {
    const t = createTestApp({}, { PUBLIC_URL: "https://reviews.example.org" });
    const c = t.client();
    const res = await c.post("/api/register", valid);
    expect(res.headers.get("set-cookie")).toMatch(/Secure/);
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    // The public origin counts as same-site even when the Host header is the proxy's.
    const viaProxy = await t.client({ origin: "https://reviews.example.org", host: "127.0.0.1:3000" }).post("/api/login", { email: valid.email, password: valid.password });
    expect(viaProxy.status).toBe(200);
  });
});

test("GET /api/health answers ok", async () => {
  const res = await createTestApp().client().get("/api/health");
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: "ok" });
});
