import { describe, expect, test } from "bun:test";
import { SESSION_COOKIE } from "./session";
import { createTestApp } from "../test/harness";

describe("the session cookie's signature is checked on every route", () => {
  test("a forged session cookie is a 401 that clears it, on public API routes too; other cookies are ignored", async () => {
    // Pages of the UI are served instead, the cookie cleared: src/hardening.test.ts.
    const t = createTestApp();
    for (const path of ["/api/health", "/api/landlords/search?query=x", "/api/landlords/00000000-0000-4000-8000-000000000000"]) {
      const res = await t.client({ cookie: `${SESSION_COOKIE}=abc.not-a-signature` }).get(path);
      expect(res.status).toBe(401);
      expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    }
    expect((await t.client({ cookie: "theme=dark; xrentfair_sid=1" }).get("/api/health")).status).toBe(200);
  });

  test("a good session cookie signs the user in beside other cookies", async () => {
    const t = createTestApp();
    const c = t.client();
    const user = await c.register();
    const other = t.client({ cookie: `theme=dark; ${c.cookie}; x=1` });
    expect((await other.get("/api/user")).body.id).toBe(user.id);
  });
});

test("a cookie signed with another secret (a rotated SESSION_SECRET) is refused", async () => {
  const before = createTestApp();
  const c = before.client();
  await c.register();
  const after = createTestApp({ sessionSecret: "a-completely-different-secret" });
  const res = await after.client({ cookie: c.cookie }).get("/api/user");
  expect(res.status).toBe(401);
  expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);
});
