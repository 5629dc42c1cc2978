// GET /api/moderation-log (docs/product-rules.md#moderation): anyone may see that moderation happened, what was
// done, to what kind of content, for which category or reason and when; never by whom or on
// whose report. Public, so it is on PUBLIC_ROUTES (plugins/access.ts).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { moderationLogQuery } from "../../contract/query";
import { listModerationLog, toPublicEntry } from "../../store/sqlite/moderation-log";

export function moderationRoutes(deps: AppDeps) {
  return new Elysia({ name: "moderation-routes" }).get(
    "/api/moderation-log",
    ({ query, set }) => {
      const { rows, total } = listModerationLog(deps.db, query);
      set.headers["x-total-count"] = String(total);
      return rows.map(toPublicEntry);
    },
    { query: moderationLogQuery },
  );
}
