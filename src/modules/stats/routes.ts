// GET /api/user/stats (docs/product-rules.md#dashboard).
import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { sessionPlugin } from "../../plugins/session";
import { createStatsService } from "./service";

export function statsRoutes(deps: AppDeps) {
  const stats = createStatsService(deps);
  return new Elysia({ name: "stats-routes" })
    .use(sessionPlugin(deps))
    .get("/api/user/stats", ({ user }) => stats.forUser(user), { auth: "user" });
}
