// GET /api/landlords/search (docs/product-rules.md#search): query, location, type (landlord: names; address: the
// property addresses of reviews and the landlord's location). Ranking and bounds live in landlord-index.ts.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { landlordSearchQuery } from "../../contract/query";
import { createLandlordsService } from "../landlords/service";

/**
 * The JSON text of result lists, which are frozen: the rows of a cached search answer come back
 * as the same list until the landlords change (search/service.ts), so their text is written once
 * rather than on every request. Sent with the content type Elysia gives JSON.
 */
const jsonText = new WeakMap<object, string>();
const JSON_TYPE = "application/json;charset=utf-8";

export function searchRoutes(deps: AppDeps) {
  const landlords = createLandlordsService(deps);
  return new Elysia({ name: "search-routes" }).get("/api/landlords/search", ({ query, set }) => {
    const found = landlords.search(query);
    let text = jsonText.get(found);
    if (text === undefined) jsonText.set(found, (text = JSON.stringify(found)));
    set.headers["content-type"] = JSON_TYPE;
    return text;
  }, { query: landlordSearchQuery });
}
