// Users and sessions in SQLite (src/store/users.ts, src/store/sessions.ts). Sessions are
// server-side rows (docs/product-rules.md#limits): a cookie only names one.
import { and, eq, getTableColumns, gt, ne, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db, Executor } from "./connection";
import { sessions, users, type UserRow } from "./schema";
import { nowIso } from "../../http";
import { clientOf } from "./figures";
import { isUniqueViolation, writeTx, type SqliteContext } from "./tx";
import type { NewUser, UsersStore } from "../users";
import { SESSION_TTL_MS, type SessionsStore, type SignedIn } from "../sessions";
import { emailTakenAt, usernameTakenAt } from "../../modules/auth/errors";


export function userById(ex: Executor, id: number): UserRow | undefined {
  return ex.select().from(users).where(eq(users.id, id)).get();
}

export function userByEmail(ex: Executor, email: string): UserRow | undefined {
  return ex.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

/** Whether an account (other than `exceptUserId`) has the username, whatever its case (the unique index is on lower(username)). */
export function isUsernameTaken(ex: Executor, username: string, exceptUserId?: number): boolean {
  const sameName = sql`lower(${users.username}) = lower(${username})`;
  const where = exceptUserId === undefined ? sameName : and(sameName, ne(users.id, exceptUserId));
  return !!ex.select({ id: users.id }).from(users).where(where).get();
}

export function insertUser(ex: Executor, values: NewUser): UserRow {
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
      emailVerifiedAt: values.emailVerifiedAt ?? null,
      locale: values.locale ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
}

export function setAdminFlag(ex: Executor, id: number, isAdmin: 0 | 1): UserRow | undefined {
  return ex.update(users).set({ isAdmin, updatedAt: nowIso() }).where(eq(users.id, id)).returning().get();
}

/** A fresh, unguessable id for every sign-in, so a planted id can never be promoted. */
export function insertSession(ex: Executor, userId: number, now = Date.now()): { sid: string; expire: number } {
  const sid = randomBytes(32).toString("base64url");
  const expire = now + SESSION_TTL_MS;
  ex.insert(sessions).values({ sid, sess: JSON.stringify({ userId }), expire }).run();
  return { sid, expire };
}

/** The user a live session names, or undefined. */
export function sessionUserOf(ex: Executor, sid: string, now = Date.now()): UserRow | undefined {
  const row = ex
    .select({ sess: sessions.sess })
    .from(sessions)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .get();
  if (!row) return undefined;
  const { userId } = JSON.parse(row.sess) as { userId?: number };
  return typeof userId === "number" ? userById(ex, userId) : undefined;
}

/**
 * The user a live session names and their suspension in force, in one statement: the user whose id
 * the session (by its primary key) holds in its JSON `sess` column's userId, and a suspension
 * whose `until` is still ahead (the rule of sanctions.ts `activeSuspension`), by theirs.
 * The session's user id as a scalar subquery: SQLite ran the same lookup written as a join of
 * sessions and users in ~100 µs, this in ~15 (issue 32). Every signed-in request asks it, so it is a
 * cached bun:sqlite statement naming the row's columns as UserRow does (USER_COLUMNS), not a drizzle query: drizzle's
 * prepared query filled its placeholders and mapped the joined row into objects column by column,
 * 24-26 against 11-15 µs a lookup in a loop of 20,000 (issue 32).
 */
// The users row's columns as UserRow names them, from the schema itself: a column added there comes along.
const USER_COLUMNS = Object.entries(getTableColumns(users))
  .map(([key, column]) => `u."${column.name}" AS "${key}"`)
  .join(", ");
const SIGNED_IN_SQL = `SELECT ${USER_COLUMNS}, s.until AS suspendedUntil, s.reason AS suspendedFor
  FROM users u LEFT JOIN user_suspensions s ON s.user_id = u.id AND s.until > ?3
  WHERE u.id = (SELECT json_extract(sess, '$.userId') FROM sessions WHERE sid = ?1 AND expire > ?2)`;
type SignedInRow = UserRow & { suspendedUntil: string | null; suspendedFor: string | null };

export function signedInBy(ex: Executor, sid: string, now = Date.now()): SignedIn | undefined {
  const row = clientOf(ex).query<SignedInRow, [string, number, string]>(SIGNED_IN_SQL).get(sid, now, new Date(now).toISOString());
  if (!row) return undefined;
  const { suspendedUntil: until, suspendedFor: reason, ...user } = row;
  return { user, suspension: until !== null && reason !== null ? { until, reason } : null };
}

export function deleteSession(ex: Executor, sid: string): void {
  ex.delete(sessions).where(eq(sessions.sid, sid)).run();
}

export function deleteExpiredSessions(db: Db, now = Date.now()): number {
  return db.$client.query("DELETE FROM sessions WHERE expire < ?").run(now).changes;
}

/** The users store on SQLite (src/store/users.ts). */
export function createUsersStore(ctx: SqliteContext): UsersStore {
  const { db } = ctx;
  return {
    byId: async (id) => userById(db, id),
    byEmail: async (email) => userByEmail(db, email),
    usernameTaken: async (username) => isUsernameTaken(db, username),
    async create(values) {
      try {
        return writeTx(db, (tx) => insertUser(tx, values));
      } catch (error) {
        // Two sign-ups raced past the caller's checks; the unique indexes decide.
        if (isUniqueViolation(error, "users.email")) throw emailTakenAt();
        if (isUniqueViolation(error)) throw usernameTakenAt();
        throw error;
      }
    },
    setAdmin: async (id, isAdmin) => writeTx(db, (tx) => setAdminFlag(tx, id, isAdmin)),
    async setLocale(id, locale) {
      writeTx(db, (tx) => tx.update(users).set({ locale, updatedAt: nowIso() }).where(eq(users.id, id)).run());
    },
  };
}

/** The sessions store on SQLite (src/store/sessions.ts). */
export function createSessionsStore(ctx: SqliteContext): SessionsStore {
  const { db } = ctx;
  return {
    // Their writes in writeTx, as every store's: a serving connection's answer then waits for its
    // own request's commits only; a commit outside it (a statement of its own) made every request
    // being handled meanwhile, a reader's too, wait for the fsync of everything (commit-syncs.ts).
    create: async (userId) => writeTx(db, (tx) => insertSession(tx, userId)),
    signedIn: async (sid) => signedInBy(db, sid),
    delete: async (sid) => writeTx(db, (tx) => deleteSession(tx, sid)),
    deleteExpired: async () => writeTx(db, () => deleteExpiredSessions(db)),
  };
}
