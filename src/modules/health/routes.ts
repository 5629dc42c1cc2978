import { Elysia } from "elysia";
import type { AppDeps } from "../../deps";
import { databaseUnavailable } from "../../http";

/** How long health waits for the database before it answers 503 (a load balancer's probe must not hang). */
const PING_TIMEOUT_MS = 2_000;

/**
 * 200 once the database is open and migrated and answers; createApp is only called after the first two.
 * 503 (plugins/errors.ts) while it cannot be reached (PostgreSQL down: contract §7.1), 200 again once it is.
 */
export function healthRoutes(deps: AppDeps) {
  return new Elysia({ name: "health" }).get("/api/health", async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(databaseUnavailable()), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([deps.store.operations.ping(), late]);
    } finally {
      clearTimeout(timer);
    }
    return { status: "ok" };
  });
}
