// The session as a named plugin: every route that uses it gets `viewer`, whose methods look the
// signed cookie's session up once per request and decide access (401 / 403) as plain functions.
//
// Reading the cookie: Elysia parses and verifies the cookies of a request, in an async step
// before anything else, on every route as soon as any hook names `cookie`, even though most
// requests (public GETs) carry no session at all. So the derive below does not name `cookie`;
// `sessionCookie` reads the header itself, exactly as Elysia's parseCookie would read the one
// signed cookie (cookie@1's parse, URI decoding, HMAC-SHA256 signature, JSON values), and costs
// nothing when the header has no session cookie. The security plugin calls it first thing for
// every request, so a forged or stale signature is still a 401 everywhere (errors.ts), before any
// body is read, as before. session.test.ts holds it to parseCookie's answers.
import { createHmac, timingSafeEqual } from "node:crypto";
import { Elysia, InvalidCookieSignature } from "elysia";
import type { AppDeps } from "../deps";
import { forbidden, unauthorized } from "../http";
import type { UserRow } from "../db/schema";

export const SESSION_COOKIE = "rentfair_sid";

export interface Viewer {
  /** The signed-in user, or null. */
  user(): UserRow | null;
  /** The signed-in user, or a 401. */
  requireUser(): UserRow;
  /** The signed-in admin, or a 401 / 403. */
  requireAdmin(): UserRow;
}

/** The raw value of the first cookie named `name` in a Cookie header, as cookie@1's `parse` finds it. */
function rawCookie(header: string, name: string): string | undefined {
  const len = header.length;
  if (len < 2) return undefined;
  let index = 0;
  do {
    const eq = header.indexOf("=", index);
    if (eq === -1 || eq >= len) break;
    const semi = header.indexOf(";", index);
    const end = semi === -1 ? len : semi;
    if (eq > end) {
      index = header.lastIndexOf(";", eq - 1) + 1;
      continue;
    }
    if (trimmed(header, index, eq) === name) {
      const v = trimmed(header, eq + 1, end);
      if (v.indexOf("%") === -1) return v;
      try {
        return decodeURIComponent(v);
      } catch {
        return v;
      }
    }
    index = end + 1;
  } while (index < len);
  return undefined;
}

/** `s.slice(start, end)` without leading and trailing spaces and tabs. */
function trimmed(s: string, start: number, end: number): string {
  while (start < end && (s.charCodeAt(start) === 0x20 || s.charCodeAt(start) === 0x09)) start++;
  while (end > start && (s.charCodeAt(end - 1) === 0x20 || s.charCodeAt(end - 1) === 0x09)) end--;
  return s.slice(start, end);
}

/**
 * The verified value of the session cookie in a Cookie header, undefined when there is none.
 * Throws Elysia's InvalidCookieSignature (a 401 through errors.ts) when its signature is wrong.
 */
export function sessionCookie(header: string | null, secret: string): unknown {
  if (!header || !header.includes(SESSION_COOKIE)) return undefined; // cookie names are never decoded
  const raw = rawCookie(header, SESSION_COOKIE);
  if (raw === undefined) return undefined;
  // Elysia decodes once more (fast-decode-uri-component: null when malformed), then unsigns.
  let value: string | null;
  try {
    value = raw.indexOf("%") === -1 ? raw : decodeURIComponent(raw);
  } catch {
    value = null;
  }
  if (typeof value !== "string") throw new InvalidCookieSignature(SESSION_COOKIE);
  const dot = value.lastIndexOf(".");
  if (dot === -1) throw new InvalidCookieSignature(SESSION_COOKIE);
  const unsigned = value.slice(0, dot);
  const expected = Buffer.from(`${unsigned}.${createHmac("sha256", secret).update(unsigned).digest("base64").replace(/=+$/, "")}`, "utf8");
  const given = Buffer.from(value, "utf8");
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new InvalidCookieSignature(SESSION_COOKIE);
  const first = unsigned.charCodeAt(0);
  const last = unsigned.charCodeAt(unsigned.length - 1);
  if ((first === 123 && last === 125) || (first === 91 && last === 93)) {
    try {
      return JSON.parse(unsigned);
    } catch {
      /* not JSON after all: the text */
    }
  }
  return unsigned;
}

export function sessionPlugin(deps: AppDeps) {
  return new Elysia({ name: "session" }).derive({ as: "scoped" }, ({ request }) => {
    let resolved: UserRow | null | undefined;
    const user = (): UserRow | null => {
      if (resolved === undefined) {
        const sid = sessionCookie(request.headers.get("cookie"), deps.config.sessionSecret);
        resolved = typeof sid === "string" && sid ? (deps.sessions.userFor(sid) ?? null) : null;
      }
      return resolved;
    };
    const viewer: Viewer = {
      user,
      requireUser() {
        const u = user();
        if (!u) throw unauthorized("You need to be signed in");
        return u;
      },
      requireAdmin() {
        const u = viewer.requireUser();
        if (u.isAdmin !== 1) throw forbidden("You don't have administrator privileges.");
        return u;
      },
    };
    return { viewer };
  });
}
