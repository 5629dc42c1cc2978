// GET /api/landlords/search (contract §4): query, location, type (landlord: names; address: the
// property addresses of reviews and the landlord's location). Ranking and bounds live in landlord-index.ts.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../http";
import { createLandlordsService } from "../landlords/service";
import { textParam } from "../params";

export function searchRoutes(deps: AppDeps) {
  const landlords = createLandlordsService(deps);
  return new Elysia({ name: "search-routes" }).get("/api/landlords/search", ({ query }) => {
    const type = textParam(query.type) ?? "landlord";
    if (type !== "landlord" && type !== "address") {
      throw badRequest("type must be landlord or address", { type: "type must be landlord or address" });
    }
    return landlords.search({ query: textParam(query.query), location: textParam(query.location), type });
  });
}
