// The session as a named plugin: every route that uses it gets `viewer`, whose methods look the
// signed cookie's session up once per request and decide access (401 / 403) as plain functions.
//
// The derive reads the Cookie header itself rather than Elysia's `cookie`: naming `cookie` makes
// Elysia parse (and verify the signatures of) the cookies of every request to every route of
// the group before anything else, in an async step, though most of those requests (public GETs)
// carry no session at all. Here a request whose Cookie header has no session cookie costs
// nothing; one that has it goes through Elysia's own parseCookie with the app's secret, at the
// start of the request as before, so a forged or stale signature is still a 401 (errors.ts).
import { Elysia } from "elysia";
import { parseCookie } from "elysia/cookies";
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

export function sessionPlugin(deps: AppDeps) {
  // As createApp configures Elysia's cookies: the session cookie is the signed one.
  const cookieOptions = { secrets: deps.config.sessionSecret, sign: [SESSION_COOKIE] };

  const viewerFor = (sid: unknown): Viewer => {
    let resolved: UserRow | null | undefined;
    const user = (): UserRow | null => {
      if (resolved === undefined) resolved = typeof sid === "string" && sid ? (deps.sessions.userFor(sid) ?? null) : null;
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
    return viewer;
  };

  /** The session cookie's verified value (undefined without one); throws InvalidCookieSignature as Elysia does. */
  const sessionId = async (header: string): Promise<unknown> => {
    // A throwaway `set`: the jar is only read here, never written to the response.
    const jar = await parseCookie({ headers: {} } as Parameters<typeof parseCookie>[0], header, cookieOptions);
    return jar[SESSION_COOKIE]?.value;
  };

  return new Elysia({ name: "session" }).derive({ as: "scoped" }, async ({ request }) => {
    const header = request.headers.get("cookie");
    // Cookie names are never decoded, so without this text there is no session cookie to check.
    if (!header || !header.includes(SESSION_COOKIE)) return { viewer: viewerFor(undefined) };
    return { viewer: viewerFor(await sessionId(header)) };
  });
}
