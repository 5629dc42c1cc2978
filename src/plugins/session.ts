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
// the route a typed `user`. The session is looked up at most once per request.
//
// Reading the cookie: Elysia parses and verifies the cookies of a request on every route as soon
// as any hook names `cookie`, though most requests (public GETs) carry no session at all. So the
// security plugin calls `verifySessionCookie` first thing, and only a request whose Cookie header
// holds our cookie pays for Elysia's own parser and signature check (parseCookie with the app's
// secret); a forged or stale signature throws Elysia's InvalidCookieSignature, a 401 that clears
// the cookie on every route (errors.ts). The lookups below read the verified id back.
import { Elysia } from "elysia";
import { parseCookie } from "elysia/cookies";
import type { AppDeps } from "../deps";
import { notAdmin, notSignedIn } from "../http";
import type { UserRow } from "../store/sqlite/schema";
import { activeSuspension } from "../store/sqlite/sanctions";
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

/** The session id this request's verified cookie names, if any (for the admin-action log, security.ts). */
export const verifiedSessionId = (request: Request): string | undefined => verifiedSessionIds.get(request);

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

/** The access decision as a plain function: the user when `role` admits them, else the error. */
export function authorize(role: Role, user: UserRow | null): UserRow {
  if (!user) throw notSignedIn();
  if (role === "admin" && user.isAdmin !== 1) throw notAdmin();
  return user;
}

const requestUsers = new WeakMap<Request, UserRow | null>();

/**
 * The signed-in user of this request, or null: looked up once per request, whoever asks first
 * (security.ts's stale-cookie check, a route's `auth`, the write limits, the page's session).
 */
export function sessionUser(deps: Pick<AppDeps, "sessions">, request: Request): UserRow | null {
  let user = requestUsers.get(request);
  if (user === undefined) {
    const sid = verifiedSessionIds.get(request);
    user = sid ? (deps.sessions.userFor(sid) ?? null) : null;
    requestUsers.set(request, user);
  }
  return user;
}

export function sessionPlugin(deps: AppDeps) {
  const userOf = (request: Request): UserRow | null => sessionUser(deps, request);

  return new Elysia({ name: "session" })
    .derive({ as: "scoped" }, ({ request }): { viewer: Viewer } => ({
      viewer: { user: () => userOf(request), id: () => userOf(request)?.id ?? null },
    }))
    .macro({
      auth: (role: Role) => ({
        // Read by the route x role test and by OpenAPI generation: who this route admits.
        detail: { security: [{ session: [] }], "x-auth": role },
        transform({ request }: { request: Request }) {
          const user = authorize(role, userOf(request));
          // The one place a suspension is enforced (docs/product-rules.md#moderation, docs/moderation.md): every
          // write that needs an account passes here, so a suspended account reads but cannot write.
          if (WRITES.has(request.method)) {
            const suspension = activeSuspension(deps.db, user.id);
            if (suspension) throw accountSuspended(suspension);
          }
        },
        resolve({ request }: { request: Request }) {
          return { user: authorize(role, userOf(request)) };
        },
      }),
    });
}
