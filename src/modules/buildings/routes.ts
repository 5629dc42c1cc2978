// GET /api/buildings/search, /api/buildings/{id}, /api/buildings/{id}/reviews,
// /api/landlords/{id}/buildings, /api/cities, /api/cities/{slug} (contract §7.2).
import { Elysia } from "elysia";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import { buildingSearchQuery, landlordReviewsQuery, uuidParams } from "../../contract/query";
import { sessionPlugin } from "../../plugins/session";
import { landlordNotFound } from "../landlords/errors";
import { buildingNotFound, cityNotFound } from "./errors";
import { createBuildingsService } from "./service";

/** The content type Elysia gives JSON. */
const JSON_TYPE = "application/json;charset=utf-8";

/** A city slug as citySlug writes it: lower-case letters and digits joined by "-" (anything else is no city: 404). */
const slugParams = z.object({ slug: z.string().max(200).regex(/^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u) });

export function buildingRoutes(deps: AppDeps) {
  const buildings = createBuildingsService(deps);
  return new Elysia({ name: "building-routes" })
    // Before the session plugin: a search shows nothing of the viewer (and skips its per-request derive, as landlord search does).
    // The answer is JSON bytes (building-search.ts `body`), sent as they are; lent, given back once the Response is made.
    .get(
      "/api/buildings/search",
      ({ query, set }) => {
        set.headers["content-type"] = JSON_TYPE;
        return buildings.search(query);
      },
      {
        query: buildingSearchQuery,
        afterResponse({ responseValue }) {
          if (responseValue instanceof Uint8Array) buildings.release(responseValue);
        },
      },
    )
    .use(sessionPlugin(deps))
    .get("/api/buildings/:id", ({ params }) => buildings.get(params.id), { params: pathParams(uuidParams(), buildingNotFound) })
    .get(
      "/api/buildings/:id/reviews",
      async ({ params, query, viewer, set }) => {
        const page = await buildings.reviews(params.id, viewer.id(), query);
        set.headers["x-total-count"] = String(page.total);
        return page.reviews;
      },
      { params: pathParams(uuidParams(), buildingNotFound), query: landlordReviewsQuery },
    )
    .get("/api/landlords/:id/buildings", ({ params }) => buildings.ofLandlord(params.id), { params: pathParams(uuidParams(), landlordNotFound) })
    .get("/api/cities", () => buildings.cities())
    .get("/api/cities/:slug", ({ params }) => buildings.city(params.slug), { params: pathParams(slugParams, cityNotFound) });
}
