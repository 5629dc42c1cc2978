// DELETE /api/admin/reviews/{id} and /api/admin/landlords/{id}, and
// POST /api/admin/landlords/{id}/merge (docs/product-rules.md#moderation): admins only, declared on each route.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { bodyIds, pathParams } from "../../http";
import { uuidParams } from "../../contract/query";
import { landlordMergeSchema } from "../../contract/schemas";
import { sessionPlugin } from "../../plugins/session";
import { landlordNotFound } from "../landlords/errors";
import { reviewNotFound } from "../reviews/errors";
import { keptLandlordNotFound } from "./errors";
import { createAdminService } from "./service";

export function adminRoutes(deps: AppDeps) {
  const admin = createAdminService(deps);
  return new Elysia({ name: "admin-routes" })
    .use(sessionPlugin(deps))
    .delete(
      "/api/admin/reviews/:id",
      async ({ params, user, set }) => {
        await admin.deleteReview(user, params.id);
        set.status = 204;
      },
      { auth: "admin", params: pathParams(uuidParams(), reviewNotFound) },
    )
    .delete(
      "/api/admin/landlords/:id",
      async ({ params, user, set }) => {
        await admin.deleteLandlord(user, params.id);
        set.status = 204;
      },
      { auth: "admin", params: pathParams(uuidParams(), landlordNotFound) },
    )
    .post("/api/admin/landlords/:id/merge", ({ params, body, user }) => admin.mergeLandlord(user, params.id, body), {
      auth: "admin",
      params: pathParams(uuidParams(), landlordNotFound),
      body: bodyIds(landlordMergeSchema, { intoId: keptLandlordNotFound }),
    });
}
