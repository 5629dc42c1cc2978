import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";

/** 200 once the database is open and migrated; createApp is only called after both. */
export function healthRoutes(deps: AppDeps) {
  return new Elysia({ name: "health" }).get("/api/health", () => {
    deps.db.$client.query("SELECT 1").get();
    return { status: "ok" };
  });
}
