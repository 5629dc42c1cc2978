// Who may call a route is part of its declaration (docs/architecture.md, "Adding a route"):
//
//   .use(sessionPlugin(deps))
//   .post("/api/things", ({ user, body }) => things.create(user, body), {
//     auth: "user",              // or "admin"; signed out -> 401, a renter on "admin" -> 403
//     body: thingCreateSchema,   // zod, from src/contract; a bad body -> 400 { message, errors }
//     params: pathParams(uuidParams(), thingNotFound), // src/http.ts: a malformed id -> that 404
//   })
//
// A route without `auth` is public, and then it must be on PUBLIC_ROUTES (plugins/access.ts); the
// route x role test (plugins/access.test.ts) fails for a route that is neither. Public routes that
// show something extra to a signed-in viewer read `viewer.user()` / `viewer.id()`: null when
// signed out, never a 401.
//
// The macro checks access in `transform`, which Elysia runs before it validates params, query
// and body, so a signed-out visitor gets 401 (not 400) whatever it sends; `resolve` then hands
// the route a typed `user`.
//
// Reading the cookie: Elysia parses and verifies the cookies of a request on every route as soon
// as any hook names `cookie`, though most requests (public GETs) carry no session at all. So the
// security plugin calls `verifySessionCookie` first thing, and only a request whose Cookie header
// holds our cookie pays for Elysia's own parser and a signature check as Elysia's (with the app's
// secret); a forged or stale signature throws Elysia's InvalidCookieSignature, a 401 that clears
// the cookie on every route (errors.ts).
//
// Looking the session up: the store is async, and the macro, the viewer, the write limits and the
// page's session are read synchronously in hooks that run on every route. So the security plugin
// awaits `lookUpSession` right after verifying the cookie, in its onRequest (already async): the
// one store read of a request (`sessions.signedIn`, the user and their suspension together).
// Everything after it reads that answer with `sessionUser(request)`.
import { createHmac, timingSafeEqual } from "node:crypto";
import { Elysia, InvalidCookieSignature } from "elysia";
import { parseCookie } from "elysia/cookies";
import type { AppDeps } from "../deps";
import { notAdmin, notSignedIn } from "../http";
import type { UserRow } from "../store/rows";
import type { SignedIn } from "../store/sessions";
import { accountSuspended } from "../modules/sanctions/errors";

export const SESSION_COOKIE = "rentfair_sid";
/**
 * The Set-Cookie value that forgets the session cookie, for answers built as raw headers
 * (security.ts, errors.ts); routes with Elysia's cookie jar use endSessionCookie
 * (modules/auth/session-cookie.ts). A cookie is matched by name and path, so Secure is not needed to clear it.
 */
export const CLEARED_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** Who a route admits: any signed-in account, or administrators only. */
export type Role = "user" | "admin";

/** The signed-in viewer of a public route, who may see something extra (their own reviews' ids). */
export interface Viewer {
  /** The signed-in user, or null. */
  user(): UserRow | null;
  /** The signed-in user's id, or null: what reads of reviews pass on (docs/product-rules.md#privacy). */
  id(): number | null;
}

const verifiedSessionIds = new WeakMap<Request, string>();
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The one write a suspended account may make: appealing its suspension (contract §7.5, src/modules/appeals/routes.ts). */
const OPEN_WHILE_SUSPENDED = new Set(["POST /api/appeals"]);

/** The session id this request's verified cookie names, if any (for the admin-action log, security.ts). */
export const verifiedSessionId = (request: Request): string | undefined => verifiedSessionIds.get(request);

/** Whether a Cookie header may hold our session cookie: the cheap test that spares most requests. */
export const mayCarrySession = (request: Request): boolean => request.headers.get("cookie")?.includes(SESSION_COOKIE) ?? false;

/**
 * Cookie headers already verified, with the session id each names: a signed-in visitor sends the
 * same header request after request, and its verification (an HMAC, its key imported afresh by
 * Elysia each time) was a twentieth of a review write's CPU (issue 32). The answer is a function of
 * the header and the secret alone; only successes are kept, at most VERIFIED_KEPT, forgotten whole when full.
 */
const verifiedHeaders = new Map<string, { secret: string; sid: string }>();
const VERIFIED_KEPT = 512;

/** Whether Elysia's parser would read `value` as JSON (elysia/dist/cookies.mjs: from "{" to "}", or "[" to "]"). */
const looksLikeJson = (value: string): boolean => {
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  return (first === 123 && last === 125) || (first === 91 && last === 93);
};
const jsonOrText = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/**
 * The value Elysia signed as `signed` with `secret`, or false when the signature is not its own:
 * Elysia's `unsignCookie` (elysia/dist/utils.mjs: the value, ".", its HMAC-SHA-256 with the secret in
 * base64 without trailing "=", compared in constant time), computed synchronously by node:crypto.
 * Elysia's goes through WebCrypto, a key imported afresh and two hops to a worker thread per cookie:
 * ~37 µs of CPU against ~15 in a loop, and the wait of the hops on every request a visitor's first
 * (issue 32: the growth bench's writes each come from an account signed in just before).
 */
function unsign(signed: string, secret: string): string | false {
  const dot = signed.lastIndexOf(".");
  if (dot === -1) return false;
  const value = signed.slice(0, dot);
  const expected = Buffer.from(`${value}.${createHmac("sha256", secret).update(value).digest("base64").replace(/=+$/, "")}`, "utf8");
  const given = Buffer.from(signed, "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given) ? value : false;
}

/**
 * Verifies the session cookie and remembers its id for this request: parsed and decoded by Elysia's
 * own parser, its signature checked as Elysia checks it (`unsign`), a bad one refused with Elysia's
 * own InvalidCookieSignature.
 */
export async function verifySessionCookie(request: Request, secret: string): Promise<void> {
  const header = request.headers.get("cookie");
  const known = header === null ? undefined : verifiedHeaders.get(header);
  if (known && known.secret === secret) return void verifiedSessionIds.set(request, known.sid);
  const jar = await parseCookie({ headers: {} } as Parameters<typeof parseCookie>[0], header, {});
  // The jar answers any name (a cookie not sent has no value): only ours, when sent, is checked.
  const signed: unknown = jar[SESSION_COOKIE]?.value;
  if (signed === undefined) return;
  // As Elysia's parser does for a signed cookie: a value it could not decode, or whose signature is not ours, is refused.
  const value = typeof signed === "string" ? unsign(signed, secret) : false;
  if (value === false) throw new InvalidCookieSignature(SESSION_COOKIE);
  // Elysia reads a value that looks like JSON as JSON: such a cookie names no session.
  const sid = looksLikeJson(value) ? jsonOrText(value) : value;
  if (typeof sid === "string" && sid) {
    verifiedSessionIds.set(request, sid);
    if (header === null) return;
    if (verifiedHeaders.size >= VERIFIED_KEPT) verifiedHeaders.clear();
    verifiedHeaders.set(header, { secret, sid });
  }
}

/** The access decision as a plain function: the user when `role` admits them, else the error. */
export function authorize(role: Role, user: UserRow | null): UserRow {
  if (!user) throw notSignedIn();
  if (role === "admin" && user.isAdmin !== 1) throw notAdmin();
  return user;
}

const requestSessions = new WeakMap<Request, SignedIn | null>();

/**
 * Looks up who this request's verified session cookie signs in (null: none, unknown or expired)
 * and keeps the answer for the request's other hooks. The security plugin awaits it as the
 * request starts (security.ts); a second call answers from what the first kept.
 */
export async function lookUpSession(deps: Pick<AppDeps, "store">, request: Request): Promise<UserRow | null> {
  const sid = verifiedSessionIds.get(request);
  if (!sid) return null;
  let signedIn = requestSessions.get(request);
  if (signedIn === undefined) {
    signedIn = (await deps.store.sessions.signedIn(sid)) ?? null;
    requestSessions.set(request, signedIn);
  }
  return signedIn?.user ?? null;
}

/**
 * Whether this request's session belonged to an administrator as the request started, as
 * `lookUpSession` found it: undefined when it was not looked up (a request the security plugin let
 * through without a cookie, or one refused before the lookup).
 */
export function adminAtStart(request: Request): boolean | undefined {
  const signedIn = requestSessions.get(request);
  return signedIn === undefined ? undefined : signedIn?.user.isAdmin === 1;
}

/** The session `lookUpSession` found for this request; null when it carries no verified cookie. */
function signedInOf(request: Request): SignedIn | null {
  if (!verifiedSessionIds.has(request)) return null;
  const signedIn = requestSessions.get(request);
  // A verified cookie is looked up by security.ts before any route hook runs: reaching here
  // without it is a wiring mistake, which must not pass for "signed out".
  if (signedIn === undefined) throw new Error("the session was read before lookUpSession (plugins/security.ts) looked it up");
  return signedIn;
}

/**
 * The signed-in user of this request, or null, as `lookUpSession` found it at the start of the
 * request (the route's `auth`, the viewer, the write limits, the page's session).
 */
export function sessionUser(request: Request): UserRow | null {
  return signedInOf(request)?.user ?? null;
}

/** `deps`: every module mounts it as `sessionPlugin(deps)`; the session itself is looked up by security.ts. */
export function sessionPlugin(_deps: AppDeps) {
  return new Elysia({ name: "session" })
    .derive({ as: "scoped" }, ({ request }): { viewer: Viewer } => ({
      viewer: { user: () => sessionUser(request), id: () => sessionUser(request)?.id ?? null },
    }))
    .macro({
      auth: (role: Role) => ({
        // Read by the route x role test and by OpenAPI generation: who this route admits.
        detail: { security: [{ session: [] }], "x-auth": role },
        transform({ request }: { request: Request }) {
          authorize(role, sessionUser(request));
          // The one place a suspension is enforced (docs/product-rules.md#moderation, docs/moderation.md): every
          // write that needs an account passes here, so a suspended account reads but cannot write.
          if (WRITES.has(request.method) && !OPEN_WHILE_SUSPENDED.has(`${request.method} ${new URL(request.url).pathname}`)) {
            const suspension = signedInOf(request)?.suspension;
            if (suspension) throw accountSuspended(suspension);
          }
        },
        resolve({ request }: { request: Request }) {
          return { user: authorize(role, sessionUser(request)) };
        },
      }),
    });
}
