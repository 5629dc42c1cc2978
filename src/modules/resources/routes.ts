// GET /api/resources?location=&kind= (anyone); POST /api/admin/resources, PUT and DELETE
// /api/admin/resources/{id} (admins): the directory of help (contract §7.6). A website that is
// not http(s) is a 400 naming `website`; an unknown or malformed id is 404.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import { intIdParams } from "../../contract/query";
import { resourceListQuery, resourceSchema } from "../../contract/local-pages";
import { sessionPlugin } from "../../plugins/session";
import { resourceNotFound } from "./errors";
import { createResourcesService } from "./service";

export function resourcesRoutes(deps: AppDeps) {
  const resources = createResourcesService(deps);
  return new Elysia({ name: "resources-routes" })
    .use(sessionPlugin(deps))
    .get("/api/resources", ({ query }) => resources.list(query), { query: resourceListQuery })
    .post(
      "/api/admin/resources",
      async ({ body, set }) => {
        const created = await resources.create(body);
        set.status = 201;
        return created;
      },
      { auth: "admin", body: resourceSchema },
    )
    .put("/api/admin/resources/:id", ({ params, body }) => resources.update(params.id, body), {
      auth: "admin",
      params: pathParams(intIdParams(), resourceNotFound),
      body: resourceSchema,
    })
    .delete(
      "/api/admin/resources/:id",
      async ({ params, set }) => {
        await resources.remove(params.id);
        set.status = 204;
      },
      { auth: "admin", params: pathParams(intIdParams(), resourceNotFound) },
    );
}
