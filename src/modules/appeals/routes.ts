// Contestable moderation (contract §7.5): POST /api/admin/reviews/{id}/hide|restore,
// POST /api/admin/replies/{reviewId}/hide|restore, GET /api/admin/reviews/{id}/history,
// POST /api/appeals, GET /api/admin/appeals, PATCH /api/admin/appeals/{id},
// POST /api/admin/users/{id}/warn, GET /api/admin/users/{id}/record (the Users tab's record) and
// GET /api/user/moderation (the decisions shown on the author's dashboard).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import { appealDecisionSchema, appealSchema, hideSchema, warnSchema } from "../../contract/schemas";
import { adminAppealsQuery, intIdParams, uuidParams } from "../../contract/query";
import { sessionPlugin } from "../../plugins/session";
import { reviewNotFound } from "../reviews/errors";
import { userNotFound } from "../sanctions/errors";
import { appealNotFound } from "./errors";
import { createAppealsService } from "./service";

export function appealRoutes(deps: AppDeps) {
  const service = createAppealsService(deps);
  const review = () => pathParams(uuidParams(), reviewNotFound);
  return (
    new Elysia({ name: "appeal-routes" })
      .use(sessionPlugin(deps))
      .post("/api/admin/reviews/:id/hide", ({ params, body, user }) => service.hideReview(user.id, params.id, body), { auth: "admin", params: review(), body: hideSchema })
      .post("/api/admin/reviews/:id/restore", ({ params, user }) => service.restoreReview(user.id, params.id), { auth: "admin", params: review() })
      .get("/api/admin/reviews/:id/history", ({ params }) => service.history(params.id), { auth: "admin", params: review() })
      // `:id` is the review's id (contract: {reviewId}); named as DELETE /api/admin/replies/:id names its segment.
      .post("/api/admin/replies/:id/hide", ({ params, body, user }) => service.hideReply(user.id, params.id, body), { auth: "admin", params: review(), body: hideSchema })
      .post("/api/admin/replies/:id/restore", ({ params, user }) => service.restoreReply(user.id, params.id), { auth: "admin", params: review() })
      .post(
        "/api/appeals",
        async ({ body, user, set }) => {
          const appeal = await service.appeal(user.id, body);
          set.status = 201;
          return appeal;
        },
        // A suspended account may appeal its suspension: plugins/session.ts lets this one write through.
        { auth: "user", body: appealSchema },
      )
      .get("/api/admin/appeals", ({ query, user }) => service.appeals(user.id, query.status), { auth: "admin", query: adminAppealsQuery })
      .patch("/api/admin/appeals/:id", ({ params, body, user }) => service.decide(user.id, params.id, body), {
        auth: "admin",
        params: pathParams(intIdParams(), appealNotFound),
        body: appealDecisionSchema,
      })
      .post(
        "/api/admin/users/:id/warn",
        async ({ params, body, user, set }) => {
          const warning = await service.warn(user.id, params.id, body);
          set.status = 201;
          return warning;
        },
        { auth: "admin", params: pathParams(intIdParams(), userNotFound), body: warnSchema },
      )
      .get("/api/admin/users/:id/record", ({ params }) => service.record(params.id), { auth: "admin", params: pathParams(intIdParams(), userNotFound) })
      .get("/api/user/moderation", ({ user }) => service.mine(user.id), { auth: "user" })
  );
}
