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
