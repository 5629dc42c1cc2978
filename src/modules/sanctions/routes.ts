// GET /api/admin/users, GET /api/admin/users/{id}/reviews (its reported or moderated reviews only), POST and DELETE
// /api/admin/users/{id}/suspend (docs/product-rules.md#moderation): admins only, declared on each route.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import { suspendSchema } from "../../contract/schemas";
import { adminUsersQuery, intIdParams } from "../../contract/query";
import { sessionPlugin } from "../../plugins/session";
import { clientAddress } from "../../lib/client-address";
import { suspensionEvent } from "../../lib/security-log";
import { userNotFound } from "./errors";
import { createSanctionsService } from "./service";

export function sanctionsRoutes(deps: AppDeps) {
  const sanctions = createSanctionsService(deps);
  const userId = () => pathParams(intIdParams(), userNotFound);
  return new Elysia({ name: "sanctions-routes" })
    .use(sessionPlugin(deps))
    .get("/api/user/suspension", async ({ user }) => ({ suspension: await sanctions.current(user.id) }), { auth: "user" })
    .get("/api/admin/users", ({ query }) => sanctions.list(query.query), { auth: "admin", query: adminUsersQuery })
    .get("/api/admin/users/:id/reviews", ({ params, user }) => sanctions.reviewsOf(user, params.id), { auth: "admin", params: userId() })
    .post(
      "/api/admin/users/:id/suspend",
      async ({ params, body, user, set, request, server }) => {
        const suspension = await sanctions.suspend(user, params.id, body);
        suspensionEvent(deps.log, clientAddress(request, server, deps.config.trustProxy), { userId: params.id, adminId: user.id, suspended: true, until: suspension.until, reason: body.reason });
        set.status = 201;
        return suspension;
      },
      { auth: "admin", params: userId(), body: suspendSchema },
    )
    .delete(
      "/api/admin/users/:id/suspend",
      async ({ params, user, set, request, server }) => {
        await sanctions.lift(user, params.id);
        suspensionEvent(deps.log, clientAddress(request, server, deps.config.trustProxy), { userId: params.id, adminId: user.id, suspended: false });
        set.status = 204;
      },
      { auth: "admin", params: userId() },
    );
}
