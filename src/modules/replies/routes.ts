// PUT/DELETE /api/reviews/{id}/reply (the landlord's verified owner) and DELETE
// /api/admin/replies/{replyId} (admins remove a reported reply; the report queue shows its text as
// the report's target, reports/repository.ts), docs/product-rules.md#verification-badges-and-replies. One reply per review: a second PUT
// replaces the first (see service.ts).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import { replySchema } from "../../contract/schemas";
import { uuidParams } from "../../contract/query";
import { sessionPlugin } from "../../plugins/session";
import { reviewNotFound } from "../reviews/errors";
import { replyNotFound } from "./errors";
import { createRepliesService } from "./service";

export function replyRoutes(deps: AppDeps) {
  const replies = createRepliesService(deps);
  const params = pathParams(uuidParams(), reviewNotFound);

  return new Elysia({ name: "reply-routes" })
    .use(sessionPlugin(deps))
    .put("/api/reviews/:id/reply", ({ params, body, user }) => replies.put(user, params.id, body), { auth: "user", params, body: replySchema })
    .delete(
      "/api/reviews/:id/reply",
      async ({ params, user, set }) => {
        await replies.remove(user, params.id);
        set.status = 204;
      },
      { auth: "user", params },
    )
    .delete(
      "/api/admin/replies/:id",
      async ({ params, user, set }) => {
        await replies.adminRemove(user, params.id);
        set.status = 204;
      },
      { auth: "admin", params: pathParams(uuidParams(), replyNotFound) },
    );
}
