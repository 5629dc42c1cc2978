// One-time reset tokens on PostgreSQL (src/store/password-resets.ts): the twin of
// src/store/sqlite/password-reset.ts. Only the token's SHA-256 is stored (docs/product-rules.md#privacy).
// Of two requests with one link, the first DELETE ... RETURNING takes the row; the second waits on
// its lock and, once the first commits, finds nothing (READ COMMITTED re-reads the row): one wins.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { passwordResets, sessions, users } from "./schema";
import { nowIso } from "../../http";
import { writeTx, type PostgresContext } from "./tx";
import { RESET_TTL_MS, type PasswordResetsStore } from "../password-resets";
import { invalidResetLinkAtToken } from "../../modules/password-reset/errors";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

export function createPasswordResetsStore(ctx: PostgresContext): PasswordResetsStore {
  const { db } = ctx;
  return {
    async issue(userId) {
      const token = randomBytes(32).toString("base64url");
      const now = Date.now();
      await writeTx(db, async (tx) => {
        await tx.delete(passwordResets).where(lte(passwordResets.expiresAt, now));
        await tx.insert(passwordResets).values({ tokenHash: hashOf(token), userId, expiresAt: now + RESET_TTL_MS, createdAt: nowIso() });
      });
      return token;
    },
    async userOf(token) {
      const [row] = await db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(and(eq(passwordResets.tokenHash, hashOf(token)), gt(passwordResets.expiresAt, Date.now())));
      return row?.userId;
    },
    async reset(token, passwordHash) {
      return writeTx(db, async (tx) => {
        // Checked again as it is used: of two requests with one link, one wins.
        const [taken] = await tx
          .delete(passwordResets)
          .where(and(eq(passwordResets.tokenHash, hashOf(token)), gt(passwordResets.expiresAt, Date.now())))
          .returning({ userId: passwordResets.userId });
        if (!taken) throw invalidResetLinkAtToken();
        const { userId } = taken;
        const [user] = await tx.update(users).set({ password: passwordHash, updatedAt: nowIso() }).where(eq(users.id, userId)).returning({ email: users.email });
        // Every other link of the account stops working, and every session of it ends.
        await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
        await tx.delete(sessions).where(sql`(${sessions.sess}::jsonb ->> 'userId')::integer = ${userId}`);
        return { userId, email: user?.email ?? "" };
      });
    },
  };
}
