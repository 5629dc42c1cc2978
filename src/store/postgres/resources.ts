// The directory of help on PostgreSQL: the twin of src/store/sqlite/resources.ts. Names are
// ordered as SQLite orders them (byte order, "C" collation), so both list the same way.
import { asc, eq, sql } from "drizzle-orm";
import { helpResources } from "./schema";
import { nowIso } from "../../http";
import { writeTx, type PostgresContext } from "./tx";
import { toResource, type ResourcesStore } from "../resources";
import { resourceNotFound } from "../../modules/resources/errors";

export function createResourcesStore(ctx: PostgresContext): ResourcesStore {
  const { db } = ctx;
  return {
    async list(kind) {
      const rows = await db
        .select()
        .from(helpResources)
        .where(kind ? eq(helpResources.kind, kind) : undefined)
        .orderBy(sql`${helpResources.name} collate "C"`, asc(helpResources.id));
      return rows.map(toResource);
    },

    async create(input) {
      const now = nowIso();
      const [row] = await db.insert(helpResources).values({ ...input, createdAt: now, updatedAt: now }).returning();
      return toResource(row!);
    },

    async update(id, input) {
      return writeTx(db, async (tx) => {
        const [row] = await tx.update(helpResources).set({ ...input, updatedAt: nowIso() }).where(eq(helpResources.id, id)).returning();
        if (!row) throw resourceNotFound();
        return toResource(row);
      });
    },

    async remove(id) {
      const removed = await writeTx(db, (tx) => tx.delete(helpResources).where(eq(helpResources.id, id)).returning());
      if (removed.length === 0) throw resourceNotFound();
    },
  };
}
