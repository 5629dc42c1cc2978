// Notifications on PostgreSQL: the twin of src/store/sqlite/notifications.ts (docs/follows.md).
// `addNotification(tx, …)` is how any store notifies a user INSIDE its own write transaction.
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { notifications } from "./schema";
import type { NotificationRow } from "../rows";
import type { Notification } from "../../contract/follows";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import type { PostgresContext } from "./tx";
import type { NotificationInput, NotificationsStore } from "../notifications";

type Executor = PgDb | PgTx;

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  url: row.url,
  createdAt: row.createdAt,
  readAt: row.readAt,
});

/** Notifies a user inside the caller's transaction; the same event to the same user is a no-op the second time. */
export async function addNotification(tx: Executor, input: NotificationInput, createdAt = nowIso()): Promise<void> {
  await tx
    .insert(notifications)
    .values({ id: crypto.randomUUID(), ...input, createdAt, readAt: null })
    .onConflictDoNothing();
}

export async function notificationsOf(ex: Executor, userId: number): Promise<Notification[]> {
  const rows = await ex.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), sql`${notifications.id} COLLATE "C" DESC`);
  return rows.map(toNotification);
}

async function unreadOf(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export function createNotificationsStore(ctx: PostgresContext): NotificationsStore {
  const { db } = ctx;
  return {
    async list(userId, page) {
      return db.transaction(
        async (tx) => {
          const rows = await tx
            .select()
            .from(notifications)
            .where(eq(notifications.userId, userId))
            .orderBy(desc(notifications.createdAt), sql`${notifications.id} COLLATE "C" DESC`)
            .limit(page.limit)
            .offset(page.offset);
          const [total] = await tx.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId));
          return { notifications: rows.map(toNotification), total: total?.n ?? 0, unread: await unreadOf(tx, userId) };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },

    async markRead(userId, input) {
      const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
      await db
        .update(notifications)
        .set({ readAt: nowIso() })
        .where("all" in input ? mine : and(mine, inArray(notifications.id, input.ids)));
    },

    unread: (userId) => unreadOf(db, userId),
  };
}
