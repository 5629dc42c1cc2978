// Users and sessions in SQLite. Sessions are server-side rows (docs/product-rules.md#limits): a cookie only names one.
import { and, eq, gt, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "./connection";
import { sessions, users, type UserRow } from "./schema";
import { nowIso } from "../../http";
import type { User } from "../../contract/types";
import type { SqliteContext } from "./tx";
import type { UsersStore } from "../users";
import type { SessionsStore } from "../sessions";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The public shape of a user (docs/product-rules.md#shapes): never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    isAdmin: row.isAdmin ? 1 : 0,
    createdAt: row.createdAt,
  };
}

export function createUsersRepository(db: Db) {
  return {
    byEmail(email: string): UserRow | undefined {
      return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
    },
    byId(id: number): UserRow | undefined {
      return db.select().from(users).where(eq(users.id, id)).get();
    },
    usernameTaken(username: string): boolean {
      return !!db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).get();
    },
    /** `ex` lets a caller insert inside its own transaction (an outside sign-in joins the new account in one). */
    insert(
      values: { username: string; email: string; passwordHash: string; firstName?: string | null; lastName?: string | null; isAdmin: 0 | 1 },
      ex: Pick<Db, "insert"> = db,
    ): UserRow {
      const now = nowIso();
      return ex
        .insert(users)
        .values({
          username: values.username,
          email: values.email.toLowerCase(),
          password: values.passwordHash,
          firstName: values.firstName || null,
          lastName: values.lastName || null,
          isAdmin: values.isAdmin,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .get();
    },
    setAdmin(id: number, isAdmin: 0 | 1): UserRow | undefined {
      return db.update(users).set({ isAdmin, updatedAt: nowIso() }).where(eq(users.id, id)).returning().get();
    },
  };
}

export function createSessionsRepository(db: Db) {
  return {
    /** A fresh, unguessable id for every sign-in, so a planted id can never be promoted. */
    create(userId: number, now = Date.now()): { sid: string; expire: number } {
      const sid = randomBytes(32).toString("base64url");
      const expire = now + SESSION_TTL_MS;
      db.insert(sessions).values({ sid, sess: JSON.stringify({ userId }), expire }).run();
      return { sid, expire };
    },
    userFor(sid: string, now = Date.now()): UserRow | undefined {
      const row = db
        .select({ sess: sessions.sess })
        .from(sessions)
        .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
        .get();
      if (!row) return undefined;
      const { userId } = JSON.parse(row.sess) as { userId?: number };
      return typeof userId === "number" ? db.select().from(users).where(eq(users.id, userId)).get() : undefined;
    },
    delete(sid: string): void {
      db.delete(sessions).where(eq(sessions.sid, sid)).run();
    },
    deleteExpired(now = Date.now()): number {
      return db.$client.query("DELETE FROM sessions WHERE expire < ?").run(now).changes;
    },
  };
}

/** The users store on SQLite (src/store/users.ts). */
export function createUsersStore(ctx: SqliteContext): UsersStore {
  void ctx;
  return {};
}

/** The sessions store on SQLite (src/store/sessions.ts). */
export function createSessionsStore(ctx: SqliteContext): SessionsStore {
  void ctx;
  return {};
}
