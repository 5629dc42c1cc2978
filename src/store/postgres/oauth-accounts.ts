// Outside accounts joined to local ones on PostgreSQL (src/store/oauth-accounts.ts): the twin of
// src/store/sqlite/oauth.ts. The primary key (provider, subject) joins one outside account to one local
// account. SQLite's write lock serialises the check and the insert; here the unique indexes decide a
// race: the loser's insert waits for the winner's commit, then conflicts, and is read again
// (oauth-accounts.test.ts runs the same assertions on both databases, the races among them).
import { and, eq, ne, sql } from "drizzle-orm";
import { oauthAccounts, sessions, users } from "./schema";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import { isUniqueViolation, writeTx, type PostgresContext } from "./tx";
import type { OAuthAccountsStore } from "../oauth-accounts";
import type { UserRow } from "../rows";
import { insertUser } from "./users";

type Executor = PgDb | PgTx;

async function linkedUserIdOf(ex: Executor, provider: string, subject: string): Promise<number | undefined> {
  const [row] = await ex
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)));
  return row?.userId;
}

async function userById(ex: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id));
  return row;
}

async function linkedUserOf(ex: Executor, provider: string, subject: string): Promise<UserRow | undefined> {
  const userId = await linkedUserIdOf(ex, provider, subject);
  return userId === undefined ? undefined : userById(ex, userId);
}

/** Joins them unless the outside account is joined already; whether this call joined it. */
async function link(ex: Executor, provider: string, subject: string, userId: number): Promise<boolean> {
  const inserted = await ex.insert(oauthAccounts).values({ provider, subject, userId, createdAt: nowIso() }).onConflictDoNothing().returning({ userId: oauthAccounts.userId });
  return inserted.length > 0;
}

/** Ends every session of the user but `keepSid`. */
async function endSessions(ex: Executor, userId: number, keepSid?: string): Promise<void> {
  const ofUser = sql`(${sessions.sess}::jsonb ->> 'userId')::integer = ${userId}`;
  await ex.delete(sessions).where(keepSid ? and(ofUser, ne(sessions.sid, keepSid)) : ofUser);
}

/** The oauthAccounts store on PostgreSQL (src/store/oauth-accounts.ts, as issue 30 left it). */
export function createOAuthAccountsStore(ctx: PostgresContext): OAuthAccountsStore {
  const { db } = ctx;
  return {
    linkedUser: (provider, subject) => linkedUserOf(db, provider, subject),
    joinProven: (provider, subject, userId) =>
      writeTx(db, async (tx) => {
        const user = await userById(tx, userId);
        if (!user?.emailVerifiedAt) return undefined;
        await link(tx, provider, subject, userId);
        await endSessions(tx, userId);
        return user;
      }),
    connect: (provider, subject, userId, keepSid) =>
      writeTx(db, async (tx) => {
        const joined = await linkedUserIdOf(tx, provider, subject);
        if (joined !== undefined && joined !== userId) return "taken";
        // A concurrent connect of the same outside account to another account may have won meanwhile:
        // its row is read again (READ COMMITTED sees it once the insert has waited for its commit).
        if (!(await link(tx, provider, subject, userId)) && (await linkedUserIdOf(tx, provider, subject)) !== userId) return "taken";
        await endSessions(tx, userId, keepSid);
        return "connected";
      }),
    async createJoined(values, provider, subject) {
      try {
        return await writeTx(db, async (tx) => {
          const raced = await linkedUserOf(tx, provider, subject);
          if (raced) return raced;
          const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${values.username})`).limit(1);
          if (taken) return null;
          const user = await insertUser(tx, values);
          await tx.insert(oauthAccounts).values({ provider, subject, userId: user.id, createdAt: nowIso() });
          return user;
        });
      } catch (error) {
        // The unique indexes decide what the checks above could not: a concurrent sign-in of the same
        // outside account (its account is answered), a username or e-mail taken meanwhile (null: the
        // caller tries its next username).
        if (!isUniqueViolation(error)) throw error;
        return (await linkedUserOf(db, provider, subject)) ?? null;
      }
    },
  };
}
