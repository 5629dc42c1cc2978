// The session as a named plugin: every route that uses it gets `viewer`, whose methods look the
// signed cookie's session up once per request and decide access (401 / 403) as plain functions.
import { Elysia } from "elysia";
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
  return new Elysia({ name: "session" }).derive({ as: "scoped" }, ({ cookie }) => {
    let resolved: UserRow | null | undefined;
    const user = (): UserRow | null => {
      if (resolved === undefined) {
        const sid = cookie[SESSION_COOKIE]?.value;
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
