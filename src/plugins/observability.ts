// Every answered request is counted for GET /metrics and written as one log line at info level
// (method, route pattern, path, status, duration in ms, client address), and GET /metrics itself
// when METRICS_TOKEN is set (docs/product-rules.md#running-it; 404 when it is not). Mounted first in createApp, so it sees requests that
// other plugins refuse in onRequest (413, cross-site 403) too.
//
// The status: a Response seen by mapResponse (what a route or errors.ts answered), else a
// handler's `set.status`; for errors raised before any route (unmatched paths, onRequest guards)
// the error's own status, which errors.ts answers with, else 500.
import { Elysia } from "elysia";
import { timingSafeEqual } from "node:crypto";
import type { AppDeps } from "../deps";
import { routeNotFound } from "../http";
import { clientAddress } from "../lib/client-address";
import { requestPath } from "../lib/request-path";
import type { Gauges } from "../lib/metrics";

const SEARCH_ROUTE = "/api/landlords/search";
const SIGN_IN_ROUTE = "/api/login";

interface Started {
  at: number;
  address: string;
  status?: number;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function gauges(deps: AppDeps): Promise<Gauges> {
  const { databaseBytes, walBytes } = await deps.store.operations.sizes();
  return { databaseBytes, walBytes, indexedLandlords: deps.search.size };
}

/** The status an error raised outside any route is answered with (errors.ts answers HttpError and Elysia's errors with their own). */
function statusOf(error: unknown): number | undefined {
  if (error === undefined || error === null) return undefined;
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" ? status : 500;
}

/**
 * Where a request's start is kept: on the request's `set`, one object from onRequest to
 * onAfterResponse (under a symbol, which Elysia's own reading of `set` never sees). A WeakMap keyed
 * by the request cost every request a weak entry for the garbage collector to clear (issue 16: the
 * figures of bench/binary.ts).
 *
 * Every hook here names the parts of the context it reads in its parameter list: Elysia reads
 * hooks' source to decide what each route prepares, and a hook that takes the whole context (or
 * hands it to a function, as `statusOf(context)` did) makes every route parse cookies, copy the
 * headers and define a `server` getter per request: 8 objects, 4 closures, a Proxy and a promise
 * more for every search (counted with bun:jsc heapStats), though no change in bench/binary.ts's
 * figures beyond their noise.
 */
const STARTED = Symbol("request started");
type Timed = { [STARTED]?: Started };

export function observabilityPlugin(deps: AppDeps) {
  const { log, metrics } = deps;
  const token = deps.config.metricsToken;
  // The client's address is read while the connection is open, and only for the log line.
  const logsRequests = log.enabled("info");

  const app = new Elysia({ name: "observability" })
    .onRequest(({ request, set }) => {
      (set as Timed)[STARTED] = { at: performance.now(), address: logsRequests ? clientAddress(request, deps.listening.server, deps.config.trustProxy) : "" };
    })
    .mapResponse({ as: "global" }, ({ responseValue, set }) => {
      if (responseValue instanceof Response) {
        const start = (set as Timed)[STARTED];
        if (start) start.status = responseValue.status;
      }
    })
    .onAfterResponse({ as: "global" }, ({ request, route, set, error }: { request: Request; route: string; set: { status?: unknown }; error?: unknown }) => {
      const start = (set as Timed)[STARTED];
      if (!start) return;
      const seconds = (performance.now() - start.at) / 1000;
      const status = start.status ?? statusOf(error) ?? (typeof set.status === "number" ? set.status : 200);
      // Unmatched paths share one label: the pattern set stays as small as the app's routes.
      const pattern = route || "(unmatched)";
      metrics.recordRequest(request.method, pattern, status, seconds);
      if (pattern === SEARCH_ROUTE && request.method === "GET") metrics.recordSearch(seconds);
      if (pattern === SIGN_IN_ROUTE && request.method === "POST" && status === 401) metrics.recordSignInFailure();
      if (!logsRequests) return;
      const duration = Math.round(seconds * 10_000) / 10;
      log.info(`${request.method} ${pattern} ${status} ${duration}ms`, {
        method: request.method,
        route: pattern,
        path: requestPath(request), // malformed requests get here too (lib/request-path.ts)
        status,
        duration,
        client: start.address,
      });
    });

  // async: this route is composed before errors.ts adds its parser, and with the app's signed
  // cookies Elysia 1.4 writes `await signCookie(...)` into every route's handler even when the
  // route names no cookie; a handler composed as a plain function then fails to compile.
  return app.get("/metrics", async ({ request }) => {
    // Without METRICS_TOKEN the route is absent: the same 404 as any unknown path, never the UI page.
    if (!token) throw routeNotFound();
    const header = request.headers.get("authorization") ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!given || !sameToken(given, token)) {
      return new Response("unauthorized\n", { status: 401, headers: { "content-type": "text/plain; charset=utf-8", "www-authenticate": 'Bearer realm="metrics"' } });
    }
    return new Response(metrics.render(await gauges(deps)), {
      headers: { "content-type": "text/plain; version=0.0.4; charset=utf-8", "cache-control": "no-store" },
    });
  }, { detail: { security: [{ metricsToken: [] }], description: "Prometheus text format; 404 unless METRICS_TOKEN is set" } });
}
