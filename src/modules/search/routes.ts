// GET /api/landlords/search (docs/product-rules.md#search): query, location, type (landlord: names; address: the
// property addresses of reviews and the landlord's location). Ranking and bounds live in search-index.ts; the answer's
// JSON, as UTF-8 bytes, is written by the search service (service.ts `landlordsBody`) into a buffer it lends, given
// back once the Response is made from it (afterResponse runs after that).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { landlordSearchQuery } from "../../contract/query";
import type { SearchPage } from "./service";

/** The content type Elysia gives JSON. */
const JSON_TYPE = "application/json;charset=utf-8";

export function searchRoutes(deps: AppDeps) {
  return new Elysia({ name: "search-routes" }).get("/api/landlords/search", ({ query, set }) => {
    set.headers["content-type"] = JSON_TYPE;
    // A page (contract §7.7): X-Total-Count is the number of all matches, so the page can say "Showing 1-50 of N".
    const send = (page: SearchPage) => {
      set.headers["x-total-count"] = String(page.total);
      return page.body;
    };
    const page = deps.search.landlordsPage(query);
    return page instanceof Promise ? page.then(send) : send(page);
  }, {
    query: landlordSearchQuery,
    afterResponse({ responseValue }) {
      if (responseValue instanceof Uint8Array) deps.search.releaseBody(responseValue);
    },
  });
}
