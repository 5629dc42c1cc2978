// GET /api/moderation-log (docs/product-rules.md#moderation): anyone may see that moderation happened, what was
// done, to what kind of content, for which category or reason and when; never by whom or on
// whose report. Public, so it is on PUBLIC_ROUTES (plugins/access.ts).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { moderationLogQuery } from "../../contract/query";

export function moderationRoutes(deps: AppDeps) {
  return new Elysia({ name: "moderation-routes" }).get(
    "/api/moderation-log",
    async ({ query, set }) => {
      const { entries, total } = await deps.store.moderation.publicLog(query);
      set.headers["x-total-count"] = String(total);
      return entries;
    },
    { query: moderationLogQuery },
  );
}
