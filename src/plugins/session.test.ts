import { describe, expect, test } from "bun:test";
import { SESSION_COOKIE, verifiedSessionId, verifySessionCookie } from "./session";
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

/** A cookie value signed as Elysia signs it (elysia/dist/utils.mjs signCookie: WebCrypto HMAC-SHA-256, base64 without "="). */
async function signedAsElysia(value: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(value));
  return `${value}.${Buffer.from(mac).toString("base64").replace(/=+$/, "")}`;
}

describe("the session cookie's signature is checked as Elysia signs it (verifySessionCookie, without WebCrypto)", () => {
  test("a cookie signed with the secret names its session; signed with another, it is refused; a JSON-like value names none", async () => {
    const secret = "a test secret 0123456789";
    const request = (signed: string) => new Request("http://localhost/api/health", { headers: { cookie: `theme=dark; ${SESSION_COOKIE}=${encodeURIComponent(signed)}` } });
    for (const sid of [crypto.randomUUID(), "with.dots.in.it", "é ü;, = +/"]) {
      const good = request(await signedAsElysia(sid, secret));
      await verifySessionCookie(good, secret);
      expect(verifiedSessionId(good)).toBe(sid);
      // The same header again (kept verified), then under another secret: refused, not answered from what was kept.
      const again = request(await signedAsElysia(sid, secret));
      await verifySessionCookie(again, secret);
      expect(verifiedSessionId(again)).toBe(sid);
      await expect(verifySessionCookie(request(await signedAsElysia(sid, secret)), "another secret 0123456789")).rejects.toThrow("invalid cookie signature");
      await expect(verifySessionCookie(request(await signedAsElysia(sid, "another secret 0123456789")), secret)).rejects.toThrow("invalid cookie signature");
    }
    await expect(verifySessionCookie(request("no-signature-at-all"), secret)).rejects.toThrow("invalid cookie signature");
    const json = request(await signedAsElysia(JSON.stringify({ userId: 1 }), secret));
    await verifySessionCookie(json, secret);
    expect(verifiedSessionId(json)).toBeUndefined();
  });
});
