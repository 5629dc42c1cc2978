// GET /api/reviews/recent, POST /api/reviews, PUT/DELETE /api/reviews/{id}, GET /api/user/reviews
// (docs/product-rules.md#reviews).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { bodyIds, pathParams } from "../../http";
import { reviewCreateSchema, reviewUpdateSchema } from "../../contract/schemas";
import { recentReviewsQuery, uuidParams } from "../../contract/query";
import { sessionPlugin } from "../../plugins/session";
import { writeLimitPlugin } from "../../plugins/write-limit";
import { reviewNotFound } from "./errors";
import { landlordNotFound } from "../landlords/errors";
import { createReviewsService } from "./service";
import { compressedJson } from "../../lib/compressed-json";

export function reviewRoutes(deps: AppDeps) {
  const reviews = createReviewsService(deps);
  const params = pathParams(uuidParams(), reviewNotFound);

  return new Elysia({ name: "review-routes" })
    .use(sessionPlugin(deps))
    .use(writeLimitPlugin(deps))
    // Compressed: the landing page reads it on every first visit (src/lib/compressed-json.ts).
    .get("/api/reviews/recent", async ({ query, viewer, request }) => compressedJson(request, await reviews.recent(query.limit, viewer.id())), { query: recentReviewsQuery })
    .post(
      "/api/reviews",
      async ({ body, user, set }) => {
        const created = await reviews.create(user, body);
        set.status = 201;
        return created;
      },
      { auth: "user", body: bodyIds(reviewCreateSchema, { landlordId: landlordNotFound }), writeLimit: "reviews" },
    )
    .put("/api/reviews/:id", ({ params, body, user }) => reviews.update(user, params.id, body), {
      auth: "user",
      params,
      body: reviewUpdateSchema,
      writeLimit: "edits",
    })
    .delete(
      "/api/reviews/:id",
      async ({ params, user, set }) => {
        await reviews.remove(user, params.id);
        set.status = 204;
      },
      { auth: "user", params },
    )
    .get("/api/user/reviews", ({ user }) => reviews.ofUser(user.id), { auth: "user" });
}
