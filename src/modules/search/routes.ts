// GET /api/landlords/search (docs/product-rules.md#search): query, location, type (landlord: names; address: the
// property addresses of reviews and the landlord's location). Ranking and bounds live in search-index.ts; the answer's
// JSON, as UTF-8 bytes, is written by the search service (service.ts `landlordsPage`) into a buffer it lends, given
// back once the Response is made from it (afterResponse runs after that).
//
// Mounted by createApp (src/app.ts) before plugins/input.ts, whose query parse this route does not need: it reads
// its query from the URL itself (search-query.ts) rather than having input.ts parse it again and zod validate it
// (issue 32). It declares no `query` schema, so its OpenAPI parameters are written out below.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import type { SearchPage } from "./service";
import { searchQueryOf } from "./search-query";
import { malformedRequest } from "../../plugins/security";
import { mayCarrySession } from "../../plugins/session";
import { clientAddress } from "../../lib/client-address";
import { requestPath } from "../../lib/request-path";

/** The content type Elysia gives JSON. */
const JSON_TYPE = "application/json;charset=utf-8";

/** What the OpenAPI document said of the query when the route declared its schema (contract/query.ts `landlordSearchQuery`). */
const PARAMETERS = ["query", "offset", "limit", "location", "type"].map((name) => ({ name, in: "query" as const, required: false, schema: { type: "string" as const } }));

/** A page (contract §7.7): X-Total-Count is the number of all matches, so the page can say "Showing 1-50 of N". */
function send(headers: Record<string, string | number>, page: SearchPage): Uint8Array {
  headers["x-total-count"] = String(page.total);
  return page.body;
}

export function searchRoutes(deps: AppDeps) {
  return new Elysia({ name: "search-routes" }).get("/api/landlords/search", ({ request, set }) => {
    const query = searchQueryOf(request.url);
    set.headers["content-type"] = JSON_TYPE;
    const page = deps.search.landlordsPage(query);
    // No closure made for the usual answer, written at once: only one the store or a load makes waits.
    return page instanceof Promise ? page.then((ready) => send(set.headers, ready)) : send(set.headers, page);
  }, {
    detail: { parameters: PARAMETERS },
    afterResponse({ responseValue }) {
      if (responseValue instanceof Uint8Array) deps.search.releaseBody(responseValue);
    },
  });
}

/** The search route's path, as Bun's router is given it (src/app.ts `serve.routes`). */
export const SEARCH_PATH = "/api/landlords/search";
/** Headers of the learned answer that are the request's own, never reused. */
const OWN_HEADERS = new Set(["x-total-count", "set-cookie", "date", "content-length"]);

/**
 * GET /api/landlords/search as Bun.serve's own route (issue 32), in front of the same route in Elysia:
 * an ordinary search (no session cookie, no body, a well-formed request and query) is answered here
 * with what Elysia's way answers it (the same bytes, status and headers, counted in the metrics and
 * logged the same way), without the context, hooks, query parse and response mapping Elysia runs
 * per request: ~10-15 µs of a distinct search's server CPU at a million landlords, where a bare
 * Bun.serve answer costs ~20 µs in all (bench/search-route.ts, bench/RESULTS.md "2026-11-29, h34a").
 * Anything else, and anything that throws, is handed to Elysia (`elysia`): a session to verify, a
 * 400, a 413, a malformed request, an error. The headers are learned from Elysia's own first answer
 * to an ordinary search (plugins/security.ts sets them; HSTS as configured), so they cannot drift
 * from it; until then every search goes to Elysia. `app.handle` (the tests) never comes here.
 */
export function searchServeRoute(deps: AppDeps, elysia: (request: Request) => Response | Promise<Response>): (request: Request) => Response | Promise<Response> {
  const { log, metrics } = deps;
  const logsRequests = log.enabled("info");
  /**
   * The learned headers, and x-total-count, set afresh for each answer just before its Response is
   * made: a Response copies the Headers it is given (the Fetch standard's "fill"), so the next
   * answer's count never reaches an earlier one. Copied from a Headers object rather than from a
   * fresh object of them (`{ ...preset }`) each time: ~2 µs less per search (issue 32).
   */
  let preset: Headers | null = null;

  const learn = async (request: Request): Promise<Response> => {
    const response = await elysia(request);
    if (response.status === 200 && response.headers.get("content-type") === JSON_TYPE && response.headers.has("x-total-count")) {
      const headers = new Headers();
      for (const [name, value] of response.headers) if (!OWN_HEADERS.has(name)) headers.set(name, value);
      preset = headers;
    }
    return response;
  };

  const answer = (request: Request, at: number, address: string, page: SearchPage): Response => {
    const headers = preset!;
    headers.set("x-total-count", String(page.total));
    // A Response copies its bytes and its headers as it is made: the lent buffer goes back at once.
    const response = new Response(page.body as Uint8Array<ArrayBuffer>, { headers });
    deps.search.releaseBody(page.body);
    // As plugins/observability.ts counts and logs a request Elysia answered.
    const seconds = (performance.now() - at) / 1000;
    metrics.recordRequest("GET", SEARCH_PATH, 200, seconds);
    metrics.recordSearch(seconds);
    if (logsRequests) {
      const duration = Math.round(seconds * 10_000) / 10;
      log.info(`GET ${SEARCH_PATH} 200 ${duration}ms`, { method: "GET", route: SEARCH_PATH, path: requestPath(request), status: 200, duration, client: address });
    }
    return response;
  };

  return (request) => {
    if (request.method !== "GET" || mayCarrySession(request) || request.headers.has("content-length") || request.headers.has("transfer-encoding") || malformedRequest(request) !== null) return elysia(request);
    // Learned from an ordinary search only, so nothing a session or an odd request adds is taken for the route's own.
    if (preset === null) return learn(request);
    const at = performance.now();
    const address = logsRequests ? clientAddress(request, deps.listening.server, deps.config.trustProxy) : "";
    try {
      const page = deps.search.landlordsPage(searchQueryOf(request.url));
      return page instanceof Promise ? page.then((ready) => answer(request, at, address, ready), () => elysia(request)) : answer(request, at, address, page);
    } catch {
      // A query refused (its 400 in the request's language) or anything unexpected: Elysia's way answers it.
      return elysia(request);
    }
  };
}
