// Headers and guards that apply to every request, errors included (they are set in onRequest,
// before anything can fail): CSP that allows only our own scripts, nosniff, referrer policy,
// HSTS behind https, no-store on API JSON, the 64 KiB body limit and the cross-site Origin check.
import { Elysia } from "elysia";
import type { Config } from "../config";
import { HttpError, forbidden } from "../http";

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

/**
 * A path the URL parser leaves as it is: no dot segments, escapes, backslashes or characters it
 * would percent-encode (every character here is one WHATWG's path state copies unchanged).
 */
const PLAIN_PATH = /^\/[A-Za-z0-9\/_~!$&'()*+,;=:@-]*$/;

/**
 * `new URL(url).pathname`, without building a URL for the usual absolute `http://host/path?query`
 * whose path is plain: that is nearly every request, and the parser costs about a microsecond.
 */
export function pathnameOf(url: string): string {
  const scheme = url.indexOf("://");
  if (scheme > 0) {
    // The path starts at the first "/" after the authority, unless "?", "#" or "\\" come first.
    let start = scheme + 3;
    while (start < url.length && !"/?#\\".includes(url[start]!)) start++;
    if (url[start] === "/") {
      let end = start;
      while (end < url.length && url[end] !== "?" && url[end] !== "#") end++;
      const path = url.slice(start, end);
      if (PLAIN_PATH.test(path)) return path;
    }
  }
  return new URL(url).pathname;
}

export function securityPlugin(config: Config) {
  const hsts = config.publicUrl?.startsWith("https://") ?? false;
  return new Elysia({ name: "security" }).onRequest(({ request, set }) => {
    set.headers["content-security-policy"] = CSP;
    set.headers["x-content-type-options"] = "nosniff";
    set.headers["referrer-policy"] = "same-origin";
    set.headers["x-frame-options"] = "DENY";
    set.headers["cross-origin-opener-policy"] = "same-origin";
    if (hsts) set.headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
    const path = pathnameOf(request.url);
    if (path.startsWith("/api/") || path === "/api") set.headers["cache-control"] = "no-store";

    const length = Number(request.headers.get("content-length") ?? 0);
    if (length > BODY_LIMIT_BYTES) throw new HttpError(413, "Request body too large");
    if (isCrossSite(request, config.publicUrl)) throw forbidden("Cross-site request refused");
  });
}
