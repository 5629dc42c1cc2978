// GET /api/pages/{slug}?lang= (anyone), PUT and DELETE /api/admin/pages/{slug} (admins): the
// About and Tenant Rights pages in Markdown, per language (contract §7.6). An unknown slug is 404.
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import { pageLangQuery, pageSlugParams, pageUpdateSchema } from "../../contract/local-pages";
import { sessionPlugin } from "../../plugins/session";
import { pageNotFound } from "./errors";
import { createPagesService } from "./service";

export function pagesRoutes(deps: AppDeps) {
  const pages = createPagesService(deps);
  return new Elysia({ name: "pages-routes" })
    .use(sessionPlugin(deps))
    .get("/api/pages/:slug", ({ params, query }) => pages.get(params.slug, query.lang), {
      params: pathParams(pageSlugParams(), pageNotFound),
      query: pageLangQuery,
    })
    .put("/api/admin/pages/:slug", ({ params, body }) => pages.save(params.slug, body.lang, body.markdown), {
      auth: "admin",
      params: pathParams(pageSlugParams(), pageNotFound),
      body: pageUpdateSchema,
    })
    .delete("/api/admin/pages/:slug", ({ params, query }) => pages.revert(params.slug, query.lang), {
      auth: "admin",
      params: pathParams(pageSlugParams(), pageNotFound),
      query: pageLangQuery,
    });
}
