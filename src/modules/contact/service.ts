// Contact messages (docs/product-rules.md#moderation, replacing the simulation of docs/product-rules.md#who-it-is-for): the contact page's
// messages are stored and read by admins in an inbox, newest first. Marking one read or archived
// is an admin action, so it is logged like the others (docs/moderation.md).
import { count, desc, eq, ne, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import type { ContactMessage } from "../../contract/types";
import type { ContactMessageInput } from "../../contract/schemas";
import type { ContactMessageStatus } from "../../contract/constants";
import { nowIso } from "../../http";
import { writeTx } from "../../store/sqlite/connection";
import { contactMessages, type ContactMessageRow } from "../../store/sqlite/schema";
import { logModeration } from "../../store/sqlite/moderation-log";
import { messageAlready, messageNotFound } from "./errors";

/** `inbox`: everything not archived. */
export type MessageFilter = ContactMessageStatus | "inbox";

const toMessage = (row: ContactMessageRow): ContactMessage => ({ ...row });

export function createContactService(deps: AppDeps) {
  const { db } = deps;
  return {
    send(input: ContactMessageInput): ContactMessage {
      return toMessage(
        db
          .insert(contactMessages)
          .values({ ...input, status: "new", createdAt: nowIso() })
          .returning()
          .get(),
      );
    },

    list(filter: MessageFilter | undefined, page: { limit: number; offset: number }): { messages: ContactMessage[]; total: number } {
      const where: SQL | undefined = !filter ? undefined : filter === "inbox" ? ne(contactMessages.status, "archived") : eq(contactMessages.status, filter);
      const rows = db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(page.limit).offset(page.offset).all();
      const total = db.select({ n: count() }).from(contactMessages).where(where).get()?.n ?? 0;
      return { messages: rows.map(toMessage), total };
    },

    setStatus(adminId: number, messageId: number, status: "read" | "archived"): ContactMessage {
      return writeTx(db, (tx) => {
        const current = tx.select().from(contactMessages).where(eq(contactMessages.id, messageId)).get();
        if (!current) throw messageNotFound();
        if (current.status === status) throw messageAlready(status);
        const row = tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, messageId)).returning().get()!;
        logModeration(tx, { actorId: adminId, action: status === "read" ? "message.read" : "message.archived", targetType: "message", targetId: messageId });
        return toMessage(row);
      });
    },
  };
}
