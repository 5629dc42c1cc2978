// Outside accounts joined to local ones in SQLite (src/store/oauth-accounts.ts; docs/product-rules.md
// "Accounts"). The primary key (provider, subject) joins one outside account to one local account.
import { and, eq } from "drizzle-orm";
import { oauthAccounts, type UserRow } from "./schema";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { isUniqueViolation, writeTx, type SqliteContext } from "./tx";
import { insertUser, isUsernameTaken, userById } from "./auth";
import { endSessions } from "./account";
import type { OAuthAccountsStore } from "../oauth-accounts";

/** The local account an outside account is joined to. */
export function linkedUserOf(ex: Executor, provider: string, subject: string): UserRow | undefined {
  const row = ex
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .get();
  return row ? userById(ex, row.userId) : undefined;
}

export function linkOutsideAccount(ex: Executor, provider: string, subject: string, userId: number): void {
  ex.insert(oauthAccounts).values({ provider, subject, userId, createdAt: nowIso() }).onConflictDoNothing().run();
}

/** The oauthAccounts store on SQLite (src/store/oauth-accounts.ts). */
export function createOAuthAccountsStore(ctx: SqliteContext): OAuthAccountsStore {
  const { db } = ctx;
  return {
    linkedUser: async (provider, subject) => linkedUserOf(db, provider, subject),
    joinProven: async (provider, subject, userId) =>
      writeTx(db, (tx) => {
        const user = userById(tx, userId);
        if (!user?.emailVerifiedAt) return undefined;
        linkOutsideAccount(tx, provider, subject, userId);
        endSessions(tx, userId);
        return user;
      }),
    connect: async (provider, subject, userId, keepSid) =>
      writeTx(db, (tx) => {
        const joined = linkedUserOf(tx, provider, subject);
        if (joined && joined.id !== userId) return "taken";
        linkOutsideAccount(tx, provider, subject, userId);
        endSessions(tx, userId, keepSid);
        return "connected";
      }),
    async createJoined(values, provider, subject) {
      try {
        // BEGIN IMMEDIATE: the checks and the inserts hold the write lock, so a concurrent sign-in
        // of the same outside account, or a sign-up of the same username, has committed or waits.
        return writeTx(db, (tx) => {
          const raced = linkedUserOf(tx, provider, subject);
          if (raced) return raced;
          if (isUsernameTaken(tx, values.username)) return null;
          const user = insertUser(tx, values);
          tx.insert(oauthAccounts).values({ provider, subject, userId: user.id, createdAt: nowIso() }).run();
          return user;
        });
      } catch (error) {
        // The unique indexes decide what the checks above did not look at (the e-mail, registered
        // since the caller looked it up): null, and the caller tries its next username.
        if (!isUniqueViolation(error)) throw error;
        return linkedUserOf(db, provider, subject) ?? null;
      }
    },
  };
}
