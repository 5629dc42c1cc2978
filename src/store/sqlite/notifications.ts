// Notifications in SQLite (docs/follows.md). `addNotification(tx, …)` is how any store notifies a
// user INSIDE its own write transaction (the reply, the report decided, the suspension; issue 28's
// hide, restore and appeal decisions): the notification exists exactly when its cause committed.
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { notifications, type NotificationRow } from "./schema";
import type { Notification } from "../../contract/follows";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { writeTx, type SqliteContext } from "./tx";
import type { NotificationInput, NotificationsStore } from "../notifications";

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  url: row.url,
  createdAt: row.createdAt,
  readAt: row.readAt,
});

/**
 * Notifies a user inside the caller's transaction (tx of `write`/`writeTx`). The same event
 * (`eventKey`) to the same user is a no-op the second time, so a retried fan-out never doubles one.
 */
export function addNotification(tx: Executor, input: NotificationInput, createdAt = nowIso()): void {
  tx.insert(notifications)
    .values({ id: crypto.randomUUID(), ...input, createdAt, readAt: null })
    .onConflictDoNothing()
    .run();
}

export function notificationsOf(ex: Executor, userId: number): Notification[] {
  return ex.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).all().map(toNotification);
}

function unreadOf(ex: Executor, userId: number): number {
  return ex.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt))).get()?.n ?? 0;
}

/** The notifications store on SQLite (src/store/notifications.ts). */
export function createNotificationsStore(ctx: SqliteContext): NotificationsStore {
  const { db } = ctx;
  return {
    async list(userId, page) {
      return db.transaction((tx) => {
        const rows = tx
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), sql`${notifications}.rowid DESC`)
          .limit(page.limit)
          .offset(page.offset)
          .all();
        const total = tx.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)).get()?.n ?? 0;
        return { notifications: rows.map(toNotification), total, unread: unreadOf(tx, userId) };
      });
    },

    async markRead(userId, input) {
      const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
      writeTx(db, (tx) => {
        tx.update(notifications)
          .set({ readAt: nowIso() })
          .where("all" in input ? mine : and(mine, inArray(notifications.id, input.ids)))
          .run();
      });
    },

    async unread(userId) {
      return unreadOf(db, userId);
    },
  };
}
