// Contact messages on PostgreSQL (docs/product-rules.md#moderation): the twin of src/store/sqlite/contact.ts.
// Marking one read or archived writes its moderation-log row in the same transaction; the status is
// read with a row lock (FOR UPDATE), so of two admins marking one message at once, one marks it and
// the other is told it already has that status.
import { count, desc, eq, ne, type SQL } from "drizzle-orm";
import { contactMessages } from "./schema";
import type { ContactMessageRow } from "../rows";
import type { ContactMessage } from "../../contract/types";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import { logModeration } from "./moderation-log";
import { writeTx, type PostgresContext } from "./tx";
import type { ContactStore, MessageFilter } from "../contact";
import { messageAlready, messageNotFound } from "../../modules/contact/errors";

const toMessage = (row: ContactMessageRow): ContactMessage => ({ ...row });

async function pageMessages(ex: PgDb | PgTx, filter: MessageFilter | undefined, page: { limit: number; offset: number }): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const where: SQL | undefined = !filter ? undefined : filter === "inbox" ? ne(contactMessages.status, "archived") : eq(contactMessages.status, filter);
  const rows = await ex.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(page.limit).offset(page.offset);
  const [totals] = await ex.select({ n: count() }).from(contactMessages).where(where);
  return { rows, total: totals?.n ?? 0 };
}

export function createContactStore(ctx: PostgresContext): ContactStore {
  const { db } = ctx;
  return {
    async send(input) {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, status: "new", createdAt: nowIso() })
        .returning();
      return toMessage(row!);
    },

    async list(filter, page) {
      // One snapshot for the page and its total, as SQLite's read transaction gives.
      const { rows, total } = await db.transaction((tx) => pageMessages(tx, filter, page), { isolationLevel: "repeatable read", accessMode: "read only" });
      return { messages: rows.map(toMessage), total };
    },

    async setStatus(adminId, messageId, status) {
      return writeTx(db, async (tx) => {
        const [current] = await tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).for("update");
        if (!current) throw messageNotFound();
        if (current.status === status) throw messageAlready(status);
        const [row] = await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, messageId)).returning();
        await logModeration(tx, { actorId: adminId, action: status === "read" ? "message.read" : "message.archived", targetType: "message", targetId: messageId });
        return toMessage(row!);
      });
    },
  };
}
