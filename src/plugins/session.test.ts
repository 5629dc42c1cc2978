import { describe, expect, test } from "bun:test";
import { parseCookie } from "elysia/cookies";
import { createHmac } from "node:crypto";
import { sessionCookie, SESSION_COOKIE } from "./session";
import { createTestApp } from "../test/harness";

const SECRET = "test-secret-0123456789";
const sign = (v: string, secret = SECRET) => `${v}.${createHmac("sha256", secret).update(v).digest("base64").replace(/=+$/, "")}`;

/** What Elysia's own cookie parser makes of the session cookie: its value, or the error it throws. */
async function elysiaReading(header: string): Promise<unknown> {
  try {
    const jar = await parseCookie({ headers: {} } as Parameters<typeof parseCookie>[0], header, { secrets: SECRET, sign: [SESSION_COOKIE] });
    return { value: jar[SESSION_COOKIE]?.value };
  } catch (e) {
    return { error: (e as { code?: string }).code };
  }
}
function ourReading(header: string): unknown {
  try {
    return { value: sessionCookie(header, SECRET) };
  } catch (e) {
    return { error: (e as { code?: string }).code };
  }
}

describe("sessionCookie reads the session cookie exactly as Elysia's parseCookie", () => {
  const good = sign("abc123");
  const headers = [
    "",
    "theme=dark",
    "xrentfair_sid=1",
    `${SESSION_COOKIE}=${good}`,
    `${SESSION_COOKIE}=${encodeURIComponent(good)}`,
    `${SESSION_COOKIE}=${encodeURIComponent(encodeURIComponent(good))}`,
    `other=1; ${SESSION_COOKIE}=${good}; x=2`,
    `  ${SESSION_COOKIE}  =  ${good}  `,
    `\t${SESSION_COOKIE}=${good}\t;`,
    `${SESSION_COOKIE}=${good}; ${SESSION_COOKIE}=forged`,
    `${SESSION_COOKIE}=forged; ${SESSION_COOKIE}=${good}`,
    `${SESSION_COOKIE}=`,
    `${SESSION_COOKIE}`,
    `${SESSION_COOKIE}=abc`,
    `${SESSION_COOKIE}=abc.not-a-signature`,
    `${SESSION_COOKIE}=${sign("abc123", "another-secret-0123456789")}`,
    `${SESSION_COOKIE}=%E0%A4%A`,
    `${SESSION_COOKIE}=${encodeURIComponent(sign("%E0%A4%A"))}`,
    `${SESSION_COOKIE}=${encodeURIComponent(sign('{"a":1}'))}`,
    `${SESSION_COOKIE}=${encodeURIComponent(sign("[1,2"))}`,
    `${SESSION_COOKIE}=${encodeURIComponent(sign("caf\u00e9 \ud83c\udfe0"))}`,
    `${SESSION_COOKIE}="${good}"`,
    `a;b=; ${SESSION_COOKIE}=${good}`,
    `noequals; ${SESSION_COOKIE}=${good}`,
    `a=b=c; ${SESSION_COOKIE}=${good}=x`,
    `${SESSION_COOKIE}=${good};`,
    `${SESSION_COOKIE.toUpperCase()}=${good}`,
  ];
  for (const header of headers) {
    test(JSON.stringify(header).slice(0, 90), async () => {
      expect(ourReading(header)).toEqual(await elysiaReading(header));
    });
  }

  test("random headers built from cookie-ish pieces agree too", async () => {
    let seed = 7; // mulberry32
    const rand = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return (((x ^ (x >>> 14)) >>> 0) % n);
    };
    const pieces = [SESSION_COOKIE, `${SESSION_COOKIE}=`, "=", ";", "; ", " ", "\t", ".", "%", "%2", "%41", "%E0%A4%A", '"', "{", "}", "[", "]", "a", good, sign("x"), sign('{"a":1}'), encodeURIComponent(good), encodeURIComponent(sign("[1]")), "é"];
    for (let i = 0; i < 2000; i++) {
      let h = "";
      for (let j = rand(8); j >= 0; j--) h += pieces[rand(pieces.length)];
      if (rand(2)) h = `${SESSION_COOKIE}=${h}`;
      if (rand(3) === 0) h = `${SESSION_COOKIE}=${pieces[18 + rand(6)]}${rand(2) ? "" : pieces[rand(pieces.length)]}; ${h}`;
      expect({ header: h, reading: ourReading(h) }).toEqual({ header: h, reading: await elysiaReading(h) });
    }
  });
});

describe("the session cookie's signature is checked on every route", () => {
  test("a forged session cookie is a 401 that clears it, on public routes too; other cookies are ignored", async () => {
    const t = createTestApp();
    for (const path of ["/api/health", "/api/landlords/search?query=x", "/api/landlords/00000000-0000-4000-8000-000000000000", "/"]) {
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
