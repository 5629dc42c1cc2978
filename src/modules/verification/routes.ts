// POST /api/verification-requests, GET /api/user/verification-requests, GET /api/user/properties,
// GET /api/admin/verification-requests, PATCH /api/admin/verification-requests/{id} (docs/product-rules.md#verification-badges-and-replies).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { bodyIds, pathParams } from "../../http";
import { verificationDecisionSchema, verificationRequestSchema } from "../../contract/schemas";
import { intIdParams, verificationListQuery } from "../../contract/query";
import { sessionPlugin } from "../../plugins/session";
import { requestNotFound } from "./errors";
import { landlordNotFound } from "../landlords/errors";
import { createVerificationService } from "./service";

export function verificationRoutes(deps: AppDeps) {
  const verification = createVerificationService(deps);
  return new Elysia({ name: "verification-routes" })
    .use(sessionPlugin(deps))
    .post(
      "/api/verification-requests",
      async ({ body, user, set }) => {
        const request = await verification.create(user, body);
        set.status = 201;
        return request;
      },
      { auth: "user", body: bodyIds(verificationRequestSchema, { landlordId: landlordNotFound }) },
    )
    .get("/api/user/verification-requests", ({ user }) => verification.ofUser(user.id), { auth: "user" })
    .get("/api/user/properties", ({ user }) => verification.ownerDashboard(user.id), { auth: "user" })
    .get("/api/admin/verification-requests", ({ query }) => verification.list(query.status), { auth: "admin", query: verificationListQuery })
    .patch("/api/admin/verification-requests/:id", ({ params, body, user }) => verification.decide(user, params.id, body), {
      auth: "admin",
      params: pathParams(intIdParams(), requestNotFound),
      body: verificationDecisionSchema,
    });
}
