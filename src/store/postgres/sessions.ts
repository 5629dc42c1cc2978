// The sessions store on PostgreSQL (src/store/sessions.ts): the twin of src/store/sqlite/auth.ts
// `createSessionsStore`. Server-side rows (docs/product-rules.md#limits): a cookie only names one.
import { and, eq, gt, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { sessions, userSuspensions, users } from "./schema";
import type { PostgresContext } from "./tx";
import { SESSION_TTL_MS, type SessionsStore } from "../sessions";

export function createSessionsStore(ctx: PostgresContext): SessionsStore {
  const { db } = ctx;
  return {
    async create(userId) {
      // A fresh, unguessable id for every sign-in, so a planted id can never be promoted.
      const sid = randomBytes(32).toString("base64url");
      const expire = Date.now() + SESSION_TTL_MS;
      await db.insert(sessions).values({ sid, sess: JSON.stringify({ userId }), expire });
      return { sid, expire };
    },
    /**
     * The session (by its primary key), its user (the JSON `sess` column's userId, by theirs) and a
     * suspension whose `until` is still ahead, in one statement, as on SQLite.
     */
    async signedIn(sid) {
      const now = Date.now();
      const [row] = await db
        .select({ user: users, until: userSuspensions.until, reason: userSuspensions.reason })
        .from(sessions)
        .innerJoin(users, eq(users.id, sql`(${sessions.sess}::jsonb ->> 'userId')::integer`))
        .leftJoin(userSuspensions, and(eq(userSuspensions.userId, users.id), gt(userSuspensions.until, new Date(now).toISOString())))
        .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)));
      if (!row) return undefined;
      return { user: row.user, suspension: row.until !== null && row.reason !== null ? { until: row.until, reason: row.reason } : null };
    },
    async delete(sid) {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },
    async deleteExpired() {
      const result = await db.$client`DELETE FROM sessions WHERE expire < ${Date.now()}`;
      return result.count;
    },
  };
}
