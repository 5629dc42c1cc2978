// Follows and notifications (contract §7.4, docs/follows.md):
//   POST   /api/follows {targetType, targetId, email?} → 201 Follow (404 unknown target, 409 followed)
//   PATCH  /api/follows/{id} {email} → 200 Follow;  DELETE /api/follows/{id} → 204
//   GET    /api/user/follows → Follow[] (only the follower ever sees a follow)
//   GET    /api/user/notifications?limit&offset → Notification[], X-Total-Count, X-Unread-Count
//   POST   /api/user/notifications/read {ids} | {all: true} → 204
//   POST   /unsubscribe/{token} → 204, public: a mail's signed link (RFC 8058 one-click posts here
//          with a form body, hence outside /api and its JSON-only rule; the UI page /unsubscribe/{token} too)
import { Elysia } from "elysia";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import { followCreateSchema, followUpdateSchema, notificationsQuery, notificationsReadSchema } from "../../contract/follows";
import { uuidParams } from "../../contract/query";
import { sessionPlugin } from "../../plugins/session";
import { followNotFound, unsubscribeLinkInvalid } from "./errors";
import { createFollowsService } from "./service";

export function followRoutes(deps: AppDeps) {
  const follows = createFollowsService(deps);
  return new Elysia({ name: "follow-routes" })
    .use(sessionPlugin(deps))
    .post(
      "/api/follows",
      async ({ user, body, set }) => {
        const follow = await follows.follow(user.id, body);
        set.status = 201;
        return follow;
      },
      { auth: "user", body: followCreateSchema },
    )
    .patch("/api/follows/:id", ({ user, params, body }) => follows.setEmail(user.id, params.id, body.email), {
      auth: "user",
      params: pathParams(uuidParams(), followNotFound),
      body: followUpdateSchema,
    })
    .delete(
      "/api/follows/:id",
      async ({ user, params, set }) => {
        await follows.unfollow(user.id, params.id);
        set.status = 204;
      },
      { auth: "user", params: pathParams(uuidParams(), followNotFound) },
    )
    .get("/api/user/follows", ({ user }) => follows.list(user.id), { auth: "user" })
    .get(
      "/api/user/notifications",
      async ({ user, query, set }) => {
        const page = await follows.notifications(user.id, query);
        set.headers["x-total-count"] = String(page.total);
        set.headers["x-unread-count"] = String(page.unread);
        return page.notifications;
      },
      { auth: "user", query: notificationsQuery },
    )
    .post(
      "/api/user/notifications/read",
      async ({ user, body, set }) => {
        await follows.markRead(user.id, body);
        set.status = 204;
      },
      { auth: "user", body: notificationsReadSchema },
    )
    .post(
      "/unsubscribe/:token",
      async ({ params, set }) => {
        await follows.unsubscribe(params.token);
        set.status = 204;
      },
      { params: pathParams(z.object({ token: z.string().min(1).max(200) }), unsubscribeLinkInvalid) },
    );
}
