// Headers and guards that apply to every request, errors included (they are set in onRequest,
// before anything can fail): CSP that allows only our own scripts, nosniff, referrer policy,
// HSTS behind https, no-store on API JSON, the 64 KiB body limit, the cross-site Origin check and
// the session cookie's signature.
import { Elysia } from "elysia";
import type { AppDeps } from "../deps";
import { clientAddress } from "../lib/client-address";
import { isJsonType } from "../lib/media-type";
import { requestPath } from "../lib/request-path";
import { adminAction, securityEvent } from "../lib/security-log";
import { HttpError, bodyTooLarge, crossSiteRefused, malformedRequest as malformedHttp, unsupportedMediaType } from "../http";
import { adminAtStart, CLEARED_SESSION_COOKIE, lookUpSession, mayCarrySession, verifiedSessionId, verifySessionCookie } from "./session";

export const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * A page's Markdown may be 50,000 characters (contract §7.6), up to 4 bytes each in UTF-8: the
 * page-saving route alone takes bodies that large, so the 400 names the text's length instead
 * of a 413 refusing a valid Spanish page.
 */
const PAGE_BODY_LIMIT_BYTES = 256 * 1024;
export const bodyLimitFor = (path: string): number => (path.startsWith("/api/admin/pages/") ? PAGE_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES);

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The requests that may make their own session an administrator's (ADMIN_EMAILS promotion, src/modules/auth/service.ts). */
const PROMOTING = new Set(["/api/login", "/api/register"]);
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
// A host name or IPv4 address, or a bracketed IPv6 address, then an optional port.
const HOST_RE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Why a request is not well-formed HTTP we serve, or null (docs/product-rules.md#the-api: a JSON 400). Bun hands
 * such requests on (HTTP/1.0 without Host gives a relative `request.url`, CONNECT an authority):
 * caught here, before any code builds a URL from them.
 */
export function malformedRequest(request: Request): string | null {
  if (!SERVED_METHODS.has(request.method)) return `Method ${request.method} is not supported`;
  // Without a Host (or with an empty one) Bun leaves `request.url` relative. In-process tests
  // (app.handle) send absolute URLs and no Host header, which is well-formed.
  const host = request.headers.get("host");
  if (host !== null && !HOST_RE.test(host)) return "Malformed Host header";
  try {
    new URL(request.url);
  } catch {
    return "Missing Host header";
  }
  return null;
}

/** Whether a state-changing request comes from another site (docs/product-rules.md#the-api: 403). */
export function isCrossSite(request: Request, publicUrl: string | null): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false; // curl, the CLI, same-origin navigations of old browsers
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return true; // "null" and other opaque origins
  }
  const allowed = new Set<string>();
  const host = request.headers.get("host");
  if (host) allowed.add(host.toLowerCase());
  allowed.add(new URL(request.url).host.toLowerCase());
  if (publicUrl) allowed.add(new URL(publicUrl).host.toLowerCase());
  return !allowed.has(originHost);
}

/**
 * docs/product-rules.md#the-api: state-changing /api calls take JSON bodies only. A form or multipart body gets 415
 * before anything parses it (Elysia would otherwise parse it and hand the route an object), and a
 * body without any Content-Type is refused too. Calls without a body (sign-out, a vote) pass.
 */
export function unsupportedBody(request: Request, path: string): boolean {
  if (!STATE_CHANGING.has(request.method) || !(path.startsWith("/api/") || path === "/api")) return false;
  const type = request.headers.get("content-type");
  if (type !== null) return !isJsonType(type);
  const length = request.headers.get("content-length");
  return (length !== null && length.trim() !== "0") || request.headers.has("transfer-encoding");
}

/** The status a request was answered with, as seen after the response. */
function answeredStatus(context: { responseValue?: unknown; error?: unknown; set: { status?: unknown } }): number {
  if (context.responseValue instanceof Response) return context.responseValue.status;
  const errorStatus = (context.error as { status?: unknown } | undefined)?.status;
  if (typeof errorStatus === "number") return errorStatus;
  return typeof context.set.status === "number" ? context.set.status : 200;
}

export function securityPlugin(deps: AppDeps) {
  const { config, log } = deps;
  const hsts = config.publicUrl?.startsWith("https://") ?? false;
  // The client's address of each state-changing request, read as it arrives: after the response
  // the connection may be gone and Bun's requestIP answers null, which logged admin actions as
  // from "unknown" (issue 30). Held per request, let go with it.
  const arrivedFrom = new WeakMap<Request, string>();
  return new Elysia({ name: "security" })
    // Hooks name what they read in their parameters (see observability.ts on Elysia's inference).
    .onAfterResponse({ as: "global" }, async ({ request, responseValue, error, set }: { request: Request; responseValue?: unknown; error?: unknown; set: { status?: unknown } }) => {
      // Every state-changing request an admin account makes is logged, whatever the route
      // (docs/product-rules.md#limits): deletions, report decisions, and the routes later issues add.
      if (!STATE_CHANGING.has(request.method)) return;
      const sid = verifiedSessionId(request);
      if (!sid) return;
      // A session that was no administrator's as the request started stays none (only ADMIN_EMAILS
      // at a sign-in promotes, and an admin's grant acts on another account): not read again. This
      // second read of the session was a tenth of an ordinary review write's CPU (issue 32).
      if (adminAtStart(request) === false && !PROMOTING.has(requestPath(request))) return;
      // Looked up afresh (not sessionUser's answer from the start of the request): an admin who
      // just signed out is not logged as acting.
      let user;
      try {
        user = (await deps.store.sessions.signedIn(sid))?.user;
      } catch (error) {
        // After the answer nothing catches a throw (it ended a node while PostgreSQL restarted).
        log.warn(`${request.method} ${requestPath(request)}: could not tell whether an admin acted (${error instanceof Error ? error.message : String(error)})`);
        return;
      }
      if (user?.isAdmin !== 1) return; // signed out by this very request, or not an admin
      const action = `${request.method} ${requestPath(request)}`;
      const address = arrivedFrom.get(request) ?? clientAddress(request, deps.listening.server, config.trustProxy);
      adminAction(log, address, user.id, action, { status: answeredStatus({ responseValue, error, set }) });
    })
    .onRequest(async ({ request, set }) => {
      const malformed = malformedRequest(request);
      if (malformed) throw new HttpError(malformedHttp, {}, malformed);
      if (STATE_CHANGING.has(request.method) && mayCarrySession(request)) arrivedFrom.set(request, clientAddress(request, deps.listening.server, config.trustProxy));
      set.headers["content-security-policy"] = CSP;
      set.headers["x-content-type-options"] = "nosniff";
      set.headers["referrer-policy"] = "same-origin";
      set.headers["x-frame-options"] = "DENY";
      set.headers["cross-origin-opener-policy"] = "same-origin";
      if (hsts) set.headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
      const path = new URL(request.url).pathname;
      const isApi = path.startsWith("/api/") || path === "/api";
      if (isApi) set.headers["cache-control"] = "no-store";

      const length = Number(request.headers.get("content-length") ?? 0);
      if (length > bodyLimitFor(path)) throw bodyTooLarge();
      if (isCrossSite(request, config.publicUrl)) {
        securityEvent(log, "cross-site request refused", clientAddress(request, deps.listening.server, config.trustProxy), {
          method: request.method,
          path,
          origin: request.headers.get("origin") ?? request.headers.get("sec-fetch-site") ?? undefined,
        });
        throw crossSiteRefused();
      }
      if (unsupportedBody(request, path)) throw unsupportedMediaType();
      if (!mayCarrySession(request)) return;
      // A session cookie with a wrong signature (the secret changed, or it is forged): on /api a 401
      // that clears it (errors.ts); on a page of the UI the cookie is cleared and the page served,
      // signed out, so that a rotated secret never shows visitors a raw JSON error (docs/product-rules.md#limits).
      if (isApi) {
        await verifySessionCookie(request, config.sessionSecret);
      } else {
        try {
          await verifySessionCookie(request, config.sessionSecret);
        } catch {
          set.headers["set-cookie"] = CLEARED_SESSION_COOKIE;
          // Elysia verifies signed cookies again as it builds the route's context; a page needs none.
          request.headers.delete("cookie");
          return;
        }
      }
      // A well-signed cookie that names no session (signed out elsewhere, expired, removed) is
      // cleared too, on every path; a sign-in in the same request sets its new cookie after this.
      if (verifiedSessionId(request) && !(await lookUpSession(deps, request))) set.headers["set-cookie"] = CLEARED_SESSION_COOKIE;
    });
}
