// GET/POST /api/landlords, GET /api/landlords/{id}, /api/landlords/{id}/reviews
// (docs/product-rules.md#landlords).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import { landlordCreateSchema } from "../../contract/schemas";
import { landlordListQuery, landlordReviewsQuery, uuidParams } from "../../contract/query";
import { sessionPlugin } from "../../plugins/session";
import { writeLimitPlugin } from "../../plugins/write-limit";
import { landlordNotFound } from "./errors";
import { createLandlordsService } from "./service";

export function landlordRoutes(deps: AppDeps) {
  const landlords = createLandlordsService(deps);
  const params = pathParams(uuidParams(), landlordNotFound);

  return new Elysia({ name: "landlord-routes" })
    .use(sessionPlugin(deps))
    .use(writeLimitPlugin(deps))
    .get("/api/landlords", ({ query }) => landlords.list(query), { query: landlordListQuery })
    .post(
      "/api/landlords",
      async ({ body, set }) => {
        const landlord = await landlords.create(body);
        set.status = 201;
        return landlord;
      },
      { auth: "user", body: landlordCreateSchema, writeLimit: "landlords" },
    )
    .get("/api/landlords/:id", ({ params }) => landlords.get(params.id), { params })
    .get(
      "/api/landlords/:id/reviews",
      async ({ params, query, viewer, set }) => {
        const page = await landlords.reviews(params.id, viewer.id(), query);
        set.headers["x-total-count"] = String(page.total);
        return page.reviews;
      },
      { params, query: landlordReviewsQuery },
    );
}
