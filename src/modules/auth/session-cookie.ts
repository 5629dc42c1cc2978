// Starting a session: one server-side row and the signed cookie that names it (docs/product-rules.md#limits as
// docs/product-rules.md "Accounts" states it). Password sign-in, sign-up and outside sign-in
// (modules/oauth) all start sessions here, and sign-out and account deletion end them here, so
// the cookie's flags are set in one place.
import type { AppDeps } from "../../deps";
import { SESSION_COOKIE } from "../../plugins/session";
import { SESSION_TTL_MS } from "../../store/sessions";

type CookieJar = Record<string, { set(v: object): unknown }>;

export const cookieIsSecure = (deps: AppDeps) => deps.config.publicUrl?.startsWith("https://") ?? false;

export async function startSession(deps: AppDeps, userId: number, cookie: CookieJar): Promise<void> {
  const { sid } = await deps.store.sessions.create(userId);
  cookie[SESSION_COOKIE]!.set({
    value: sid,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: cookieIsSecure(deps),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

/** Ends the session the request's cookie names, if any (sign-out; a sign-in replacing it). */
export async function endSession(deps: AppDeps, sid: unknown): Promise<void> {
  if (typeof sid === "string" && sid) await deps.store.sessions.delete(sid);
}

/** Forgets the session cookie in this answer (sign-out, account deletion). */
export function endSessionCookie(deps: AppDeps, cookie: CookieJar): void {
  cookie[SESSION_COOKIE]?.set({ value: "", httpOnly: true, sameSite: "lax", path: "/", secure: cookieIsSecure(deps), maxAge: 0 });
}
