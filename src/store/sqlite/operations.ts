// The operations store on SQLite (src/store/operations.ts; docs/architecture.md, "Stores"): health,
// sizes, backups, the watch on other processes' commits, closing, and the bulk loads (bulk.ts).
import { statSync } from "node:fs";
import type { SqliteContext } from "./tx";
import { watchDatabase } from "./tx";
import type { OperationsStore } from "../operations";
import { backupSqlite } from "./backup";
import { addLandlords, isEmpty, loadDemo } from "./bulk";
import { checkFigures } from "./figures";
import { commitSyncsOf } from "./commit-syncs";

/** The database's file, or null for an in-memory one (tests). */
function fileOf(ctx: SqliteContext): string | null {
  const file = ctx.db.$client.filename;
  return file && file !== ":memory:" ? file : null;
}

/** The operations store on SQLite (src/store/operations.ts). */
export function createOperationsStore(ctx: SqliteContext): OperationsStore {
  const client = ctx.db.$client;
  return {
    async ping() {
      client.query("SELECT 1").get();
    },
    async sizes() {
      const pages = client.query("PRAGMA page_count").get() as { page_count: number };
      const size = client.query("PRAGMA page_size").get() as { page_size: number };
      let walBytes = 0;
      const file = fileOf(ctx);
      if (file) {
        try {
          walBytes = statSync(`${file}-wal`).size;
        } catch {
          /* no WAL file right now (after a checkpoint on close, or a read-only copy) */
        }
      }
      return { databaseBytes: pages.page_count * size.page_size, walBytes };
    },
    async backupTo(dest) {
      const file = fileOf(ctx);
      if (!file) throw new Error("an in-memory database has no file to back up");
      return backupSqlite(file, dest);
    },
    watchOtherWriters: () => watchDatabase(ctx.db, ctx.events),
    // A serving connection's commits are made durable off its thread (commit-syncs.ts); a command's waited for the disk.
    durably: (handle) => commitSyncsOf(ctx.db)?.durably(handle) ?? handle(),
    async close() {
      client.close();
    },
    isEmpty: async () => isEmpty(ctx.db),
    loadDemo: async (plan, onLandlord) => loadDemo(ctx, plan, onLandlord),
    addLandlords: async (rows) => addLandlords(ctx, rows),
    checkFigures: async (opts) => checkFigures(ctx.db, opts),
  };
}
