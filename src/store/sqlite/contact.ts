// Contact messages in SQLite (docs/product-rules.md#moderation): the contact page's messages and
// the admins' inbox. Marking one read or archived writes its moderation-log row in the same
// transaction (docs/moderation.md); no listener derives anything from messages, so plain write
// transactions.
import { count, desc, eq, ne, type SQL } from "drizzle-orm";
import { contactMessages, type ContactMessageRow } from "./schema";
import type { ContactMessage } from "../../contract/types";
import type { ContactMessageInput } from "../../contract/schemas";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { logModeration } from "./moderation-log";
import { writeTx, type SqliteContext } from "./tx";
import type { ContactStore, MessageFilter } from "../contact";
import { messageAlready, messageNotFound } from "../../modules/contact/errors";

const toMessage = (row: ContactMessageRow): ContactMessage => ({ ...row });

export function insertMessage(ex: Executor, input: ContactMessageInput): ContactMessageRow {
  return ex
    .insert(contactMessages)
    .values({ ...input, status: "new", createdAt: nowIso() })
    .returning()
    .get();
}

export function messageById(ex: Executor, id: number): ContactMessageRow | undefined {
  return ex.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
}

/** Newest first, narrowed by `filter` (`inbox`: all but archived), one page with the total. */
export function pageMessages(ex: Executor, filter: MessageFilter | undefined, page: { limit: number; offset: number }): { rows: ContactMessageRow[]; total: number } {
  const where: SQL | undefined = !filter ? undefined : filter === "inbox" ? ne(contactMessages.status, "archived") : eq(contactMessages.status, filter);
  const rows = ex.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(page.limit).offset(page.offset).all();
  const total = ex.select({ n: count() }).from(contactMessages).where(where).get()?.n ?? 0;
  return { rows, total };
}

/** The contact store on SQLite (src/store/contact.ts). */
export function createContactStore(ctx: SqliteContext): ContactStore {
  const { db } = ctx;
  return {
    async send(input) {
      return toMessage(insertMessage(db, input));
    },

    async list(filter, page) {
      // One read transaction: the page and its total are one snapshot.
      const { rows, total } = db.transaction((tx) => pageMessages(tx, filter, page));
      return { messages: rows.map(toMessage), total };
    },

    async setStatus(adminId, messageId, status) {
      return writeTx(db, (tx) => {
        const current = messageById(tx, messageId);
        if (!current) throw messageNotFound();
        if (current.status === status) throw messageAlready(status);
        const row = tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, messageId)).returning().get()!;
        logModeration(tx, { actorId: adminId, action: status === "read" ? "message.read" : "message.archived", targetType: "message", targetId: messageId });
        return toMessage(row);
      });
    },
  };
}
