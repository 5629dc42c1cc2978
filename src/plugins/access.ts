// The one list of routes anyone may call, signed in or not (docs/architecture.md, "Access").
// Every other route declares `auth: "user"` or `auth: "admin"` (plugins/session.ts), and
// access.test.ts walks every route of the app: one that is neither on this list nor declared
// fails it. Adding a public route means adding it here, with the reason it is public.
import type { Role } from "./session";

export const PUBLIC_ROUTES: Readonly<Record<string, string>> = {
  "GET /api/health": "probes by operators and container runtimes",
  "POST /api/register": "creating an account is how one signs in the first time",
  "POST /api/login": "signing in",
  "POST /api/logout": "harmless signed out; clears a stale cookie",
  "GET /api/landlords/search": "reading reviews needs no account",
  "GET /api/landlords": "reading reviews needs no account",
  "GET /api/landlords/:id": "reading reviews needs no account",
  "GET /api/landlords/:id/reviews": "reading reviews needs no account",
  "GET /api/reviews/recent": "reading reviews needs no account",
  "GET /api/buildings/search": "reading reviews needs no account (contract §7.2)",
  "GET /api/buildings/:id": "reading reviews needs no account",
  "GET /api/buildings/:id/reviews": "reading reviews needs no account",
  "GET /api/landlords/:id/buildings": "reading reviews needs no account",
  "GET /api/cities": "reading reviews needs no account",
  "GET /api/cities/:slug": "reading reviews needs no account",
  "GET /api/rent-analysis/analyze": "the rent check on the review form and the home page",
  "GET /api/auth/providers": "the sign-in page's buttons",
  "GET /api/auth/:provider": "starts a sign-in with an outside account",
  "GET /api/auth/:provider/callback": "ends a sign-in with an outside account (state checked there)",
  "GET /api/openapi.json": "the API's own description (plugins/openapi.ts); it holds no data",
  "POST /api/password-reset/request": "asking for a reset link is for people who cannot sign in",
  "POST /api/password-reset": "the reset link itself is the proof (one-time, hashed, 60 minutes)",
  "POST /api/email-proof": "the mailed link itself is the proof (one-time, hashed, 24 hours), opened on any device",
  "GET /api/site": "the public settings the sign-in, contact and privacy pages word themselves by",
  "GET /api/moderation-log": "moderation is public so people can see it happened (docs/product-rules.md#moderation); it names nobody",
  "GET /api/pages/:slug": "the About and Tenant Rights pages are for everyone (contract §7.6)",
  "GET /api/resources": "the directory of help is for everyone, renters who fear signing up first (contract §7.6)",
  "POST /api/contact": "anyone may write to us, suspended accounts too (appeals); per-address limit",
  "POST /unsubscribe/:token": "a mail's signed link stops that follow's mails without signing in (RFC 8058 one-click); the token is the proof",
  "GET /feeds/landlord/:file": "Atom feeds of public reviews (docs/follows.md); reading reviews needs no account",
  "GET /feeds/building/:file": "Atom feeds of public reviews (docs/follows.md); reading reviews needs no account",
  "GET /feeds/city/:file": "Atom feeds of public reviews (docs/follows.md); reading reviews needs no account",
  "GET /metrics": "guarded by its own Bearer METRICS_TOKEN, for Prometheus (plugins/observability.ts)",
  "ALL /*": "the UI's pages and files (plugins/ui.ts); /api paths there are 404",
};

/** How a route is named on PUBLIC_ROUTES: "GET /api/landlords/:id". */
export const routeKey = (method: string, path: string) => `${method} ${path}`;

/** The role a route declared with the `auth` macro, read from its hooks (see sessionPlugin). */
export function declaredRole(hooks: unknown): Role | undefined {
  const detail = (hooks as { detail?: { "x-auth"?: Role } } | undefined)?.detail;
  return detail?.["x-auth"];
}
