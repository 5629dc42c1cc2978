// The session as a named plugin: every route that uses it gets `viewer`, whose methods look the
// signed cookie's session up once per request and decide access (401 / 403) as plain functions.
//
// Reading the cookie: Elysia parses and verifies the cookies of a request on every route as soon
// as any hook names `cookie`, though most requests (public GETs) carry no session at all. So the
// security plugin calls `verifySessionCookie` first thing, and only a request whose Cookie header
// holds our cookie pays for Elysia's own parser and signature check (parseCookie with the app's
// secret); a forged or stale signature throws Elysia's InvalidCookieSignature, a 401 that clears
// the cookie on every route (errors.ts). The derive below reads the verified id back.
import { Elysia } from "elysia";
import { parseCookie } from "elysia/cookies";
import type { AppDeps } from "../deps";
import { forbidden, unauthorized } from "../http";
import type { UserRow } from "../db/schema";

export const SESSION_COOKIE = "rentfair_sid";

export interface Viewer {
  /** The signed-in user, or null. */
  user(): UserRow | null;
  /** The signed-in user's id, or null: what reads of reviews pass on (contract §3's privacy rule). */
  id(): number | null;
  /** The signed-in user, or a 401. */
  requireUser(): UserRow;
  /** The signed-in admin, or a 401 / 403. */
  requireAdmin(): UserRow;
}

const verifiedSessionIds = new WeakMap<Request, string>();

/** Whether a Cookie header may hold our session cookie: the cheap test that spares most requests. */
export const mayCarrySession = (request: Request): boolean => request.headers.get("cookie")?.includes(SESSION_COOKIE) ?? false;

/** Verifies the session cookie with Elysia's own parser and remembers its id for this request. */
export async function verifySessionCookie(request: Request, secret: string): Promise<void> {
  const jar = await parseCookie({ headers: {} } as Parameters<typeof parseCookie>[0], request.headers.get("cookie"), {
    secrets: secret,
    sign: [SESSION_COOKIE],
  });
  const sid = jar[SESSION_COOKIE]?.value;
  if (typeof sid === "string" && sid) verifiedSessionIds.set(request, sid);
}

export function sessionPlugin(deps: AppDeps) {
  return new Elysia({ name: "session" }).derive({ as: "scoped" }, ({ request }) => {
    let resolved: UserRow | null | undefined;
    const user = (): UserRow | null => {
      if (resolved === undefined) {
        const sid = verifiedSessionIds.get(request);
        resolved = sid ? (deps.sessions.userFor(sid) ?? null) : null;
      }
      return resolved;
    };
    const viewer: Viewer = {
      user,
      id: () => user()?.id ?? null,
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
