import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";

/** 200 once the database is open and migrated and answers; createApp is only called after the first two. */
export function healthRoutes(deps: AppDeps) {
  return new Elysia({ name: "health" }).get("/api/health", async () => {
    await deps.store.operations.ping();
    return { status: "ok" };
  });
}
