// GET /api/reviews/recent, POST /api/reviews, PUT/DELETE /api/reviews/{id}, GET /api/user/reviews (contract §4),
// and GET /api/reviews/{id}, a read the contract does not list, so that a report can link to its review.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { validate } from "../../http";
import { reviewCreateSchema, reviewUpdateSchema } from "../../contract/schemas";
import { LIMITS } from "../../contract/constants";
import { sessionPlugin } from "../../plugins/session";
import { parseLimit } from "../params";
import { createReviewsService } from "./service";

export function reviewRoutes(deps: AppDeps) {
  const reviews = createReviewsService(deps);

  return new Elysia({ name: "review-routes" })
    .use(sessionPlugin(deps))
    .get("/api/reviews/recent", ({ query, viewer }) =>
      reviews.recent(parseLimit(query.limit, LIMITS.recentReviewsDefault, LIMITS.recentReviewsMax), viewer.id()),
    )
    .get("/api/reviews/:id", ({ params, viewer }) => reviews.get(params.id, viewer.id()))
    .post("/api/reviews", ({ body, viewer, set }) => {
      const user = viewer.requireUser();
      const created = reviews.create(user, validate(reviewCreateSchema, body));
      set.status = 201;
      return created;
    })
    .put("/api/reviews/:id", ({ params, body, viewer }) => {
      const user = viewer.requireUser();
      return reviews.update(user, params.id, validate(reviewUpdateSchema, body));
    })
    .delete("/api/reviews/:id", ({ params, viewer, set }) => {
      reviews.remove(viewer.requireUser(), params.id);
      set.status = 204;
    })
    .get("/api/user/reviews", ({ viewer }) => reviews.ofUser(viewer.requireUser().id));
}
