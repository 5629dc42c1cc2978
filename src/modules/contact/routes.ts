// POST /api/contact (anyone; the per-address limit of docs/product-rules.md), GET
// /api/admin/messages and PATCH /api/admin/messages/{id} (admins) — docs/product-rules.md#moderation.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import { contactMessageSchema, contactMessageUpdateSchema } from "../../contract/schemas";
import { adminMessagesQuery, intIdParams } from "../../contract/query";
import { addressLimitPlugin } from "../../plugins/address-limit";
import { sessionPlugin } from "../../plugins/session";
import { messageNotFound } from "./errors";
import { createContactService } from "./service";

export function contactRoutes(deps: AppDeps) {
  const contact = createContactService(deps);
  return new Elysia({ name: "contact-routes" })
    .use(sessionPlugin(deps))
    .use(addressLimitPlugin(deps))
    .post(
      "/api/contact",
      async ({ body, set }) => {
        const message = await contact.send(body);
        set.status = 201;
        return { id: message.id, createdAt: message.createdAt };
      },
      { addressLimit: true, body: contactMessageSchema },
    )
    .get(
      "/api/admin/messages",
      async ({ query, set }) => {
        const { messages, total } = await contact.list(query.status, query);
        set.headers["x-total-count"] = String(total);
        return messages;
      },
      { auth: "admin", query: adminMessagesQuery },
    )
    .patch("/api/admin/messages/:id", ({ params, body, user }) => contact.setStatus(user.id, params.id, body.status), {
      auth: "admin",
      params: pathParams(intIdParams(), messageNotFound),
      body: contactMessageUpdateSchema,
    });
}
