// GET /api/landlords/search (docs/product-rules.md#search): query, location, type (landlord: names; address: the
// property addresses of reviews and the landlord's location). Ranking and bounds live in landlord-index.ts;
// the answer's JSON, as UTF-8 bytes, is written and kept by the search service (service.ts `landlordsBody`).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { landlordSearchQuery } from "../../contract/query";
import { createLandlordsService } from "../landlords/service";

/** The content type Elysia gives JSON. */
const JSON_TYPE = "application/json;charset=utf-8";

export function searchRoutes(deps: AppDeps) {
  const landlords = createLandlordsService(deps);
  return new Elysia({ name: "search-routes" }).get("/api/landlords/search", ({ query, set }) => {
    set.headers["content-type"] = JSON_TYPE;
    return landlords.searchBody(query);
  }, { query: landlordSearchQuery });
}
