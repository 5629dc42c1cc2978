// Headers and guards that apply to every request, errors included (they are set in onRequest,
// before anything can fail): CSP that allows only our own scripts, nosniff, referrer policy,
// HSTS behind https, no-store on API JSON, the 64 KiB body limit, the cross-site Origin check and
// the session cookie's signature.
import { Elysia } from "elysia";
import type { Config } from "../config";
import { HttpError, bodyTooLarge, crossSiteRefused, malformedRequest as malformedHttp } from "../http";
import { mayCarrySession, verifySessionCookie } from "./session";

export const BODY_LIMIT_BYTES = 64 * 1024;

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
const SERVED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
// A host name or IPv4 address, or a bracketed IPv6 address, then an optional port.
const HOST_RE = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})?)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Why a request is not well-formed HTTP we serve, or null (contract §2: a JSON 400). Bun hands
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

/** Whether a state-changing request comes from another site (contract §2: 403). */
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

export function securityPlugin(config: Config) {
  const hsts = config.publicUrl?.startsWith("https://") ?? false;
  return new Elysia({ name: "security" }).onRequest(({ request, set }) => {
    const malformed = malformedRequest(request);
    if (malformed) throw new HttpError(malformedHttp, {}, malformed);
    set.headers["content-security-policy"] = CSP;
    set.headers["x-content-type-options"] = "nosniff";
    set.headers["referrer-policy"] = "same-origin";
    set.headers["x-frame-options"] = "DENY";
    set.headers["cross-origin-opener-policy"] = "same-origin";
    if (hsts) set.headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
    const path = new URL(request.url).pathname;
    if (path.startsWith("/api/") || path === "/api") set.headers["cache-control"] = "no-store";

    const length = Number(request.headers.get("content-length") ?? 0);
    if (length > BODY_LIMIT_BYTES) throw bodyTooLarge();
    if (isCrossSite(request, config.publicUrl)) throw crossSiteRefused();
    // A session cookie with a wrong signature: 401 and cleared, whatever the route (session.ts).
    if (mayCarrySession(request)) return verifySessionCookie(request, config.sessionSecret);
  });
}
