// The directory of help on SQLite (src/store/resources.ts, contract §7.6). Nothing derives from
// its rows, so plain write transactions; an unknown id is the module's declared 404.
import { asc, eq } from "drizzle-orm";
import { helpResources } from "./schema";
import { nowIso } from "../../http";
import { writeTx, type SqliteContext } from "./tx";
import { toResource, type ResourcesStore } from "../resources";
import { resourceNotFound } from "../../modules/resources/errors";

export function createResourcesStore(ctx: SqliteContext): ResourcesStore {
  const { db } = ctx;
  return {
    async list(kind) {
      const rows = db
        .select()
        .from(helpResources)
        .where(kind ? eq(helpResources.kind, kind) : undefined)
        .orderBy(asc(helpResources.name), asc(helpResources.id))
        .all();
      return rows.map(toResource);
    },

    async create(input) {
      const now = nowIso();
      return toResource(db.insert(helpResources).values({ ...input, createdAt: now, updatedAt: now }).returning().get());
    },

    async update(id, input) {
      return writeTx(db, (tx) => {
        const row = tx.update(helpResources).set({ ...input, updatedAt: nowIso() }).where(eq(helpResources.id, id)).returning().get();
        if (!row) throw resourceNotFound();
        return toResource(row);
      });
    },

    async remove(id) {
      const removed = writeTx(db, (tx) => tx.delete(helpResources).where(eq(helpResources.id, id)).returning().all());
      if (removed.length === 0) throw resourceNotFound();
    },
  };
}
