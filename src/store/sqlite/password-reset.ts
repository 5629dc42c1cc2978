// One-time reset tokens (docs/product-rules.md#privacy): the token travels in the link, only its SHA-256 is
// stored. A token is 32 random bytes, so a plain hash is enough: there is nothing to guess.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import { passwordResets } from "./schema";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { writeTx, type SqliteContext } from "./tx";
import { RESET_TTL_MS, type PasswordResetsStore } from "../password-resets";
import { endSessions, setPasswordHash } from "./account";
import { userById } from "./auth";
import { invalidResetLinkAtToken } from "../../modules/password-reset/errors";


const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new token for the user; returns the token itself (shown once, never stored). */
export function issueToken(ex: Executor, userId: number, now = Date.now()): string {
  const token = randomBytes(32).toString("base64url");
  ex.delete(passwordResets).where(lte(passwordResets.expiresAt, now)).run();
  ex.insert(passwordResets).values({ tokenHash: hashOf(token), userId, expiresAt: now + RESET_TTL_MS, createdAt: nowIso() }).run();
  return token;
}

/** The user a live token belongs to, or undefined (unknown, used or expired). */
export function userOfToken(ex: Executor, token: string, now = Date.now()): number | undefined {
  return ex
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashOf(token)), gt(passwordResets.expiresAt, now)))
    .get()?.userId;
}

/** Uses the token up; the user it belonged to, or undefined when another request used it first (or it is unknown or expired). */
export function takeToken(ex: Executor, token: string, now = Date.now()): number | undefined {
  return ex
    .delete(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashOf(token)), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId })
    .get()?.userId;
}

/** Uses the token up; false when another request used it first. */
export function consumeToken(ex: Executor, token: string, now = Date.now()): boolean {
  return takeToken(ex, token, now) !== undefined;
}

/** Every outstanding link of the user stops working (after any password change). */
export function dropTokensOf(ex: Executor, userId: number): void {
  ex.delete(passwordResets).where(eq(passwordResets.userId, userId)).run();
}

/** The passwordResets store on SQLite (src/store/password-resets.ts). */
export function createPasswordResetsStore(ctx: SqliteContext): PasswordResetsStore {
  const { db } = ctx;
  return {
    issue: async (userId) => writeTx(db, (tx) => issueToken(tx, userId)),
    userOf: async (token) => userOfToken(db, token),
    async reset(token, passwordHash) {
      return writeTx(db, (tx) => {
        // Checked again as it is used: of two requests with one link, one wins.
        const userId = takeToken(tx, token);
        if (userId === undefined) throw invalidResetLinkAtToken();
        setPasswordHash(tx, userId, passwordHash);
        dropTokensOf(tx, userId);
        endSessions(tx, userId);
        return { userId, email: userById(tx, userId)?.email ?? "" };
      });
    },
  };
}
