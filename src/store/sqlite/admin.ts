// The admin store on SQLite (docs/architecture.md, "Stores").
import type { SqliteContext } from "./tx";
import type { AdminStore } from "../admin";

/** The admin store on SQLite (src/store/admin.ts). */
export function createAdminStore(ctx: SqliteContext): AdminStore {
  void ctx;
  return {};
}
