// What an account owns, read and removed on PostgreSQL: the twin of src/store/sqlite/account.ts
// (docs/product-rules.md#privacy). `record` reads every part in one REPEATABLE READ read-only
// transaction, so the parts are one moment's, as SQLite's read transaction gives. `delete` is one
// `write`: the votes' reviews are locked (FOR NO KEY UPDATE, in id order, as a vote locks its review)
// before their helpful counts are recounted, and every landlord the account reviewed is recounted by
// landlords.ts `recomputeFigures`, every landlord it touches locked first, in one order (see `delete`).
import { followsOfUser } from "./follows";
import { notificationsOf } from "./notifications";
import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import { emailProofs, helpfulVotes, landlords, oauthAccounts, passwordResets, reports, reviewReplies, reviews, sessions, userSuspensions, users, verificationRequests, warnings } from "./schema";
import type { UserRow } from "../rows";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import { isUniqueViolation, write, writeTx, type PostgresContext } from "./tx";
import { EMAIL_PROOF_TTL_MS, type AccountStore } from "../account";
import { applyReviewToFigures } from "./figures";
import { reviewsByAuthorAs } from "./reviews";
import { appealsOfUser } from "./appeals";
import { reportsFiledBy, resolvePendingOnReviewsOf, toFiledReport } from "./reports";
import { usernameTakenAt } from "../../modules/auth/errors";
import { invalidEmailProofAtToken } from "../../modules/account/errors";

type Ex = PgDb | PgTx;

/** Sessions name their user inside the JSON `sess` column ({"userId": n}). */
const sessionOf = (userId: number) => sql`(${sessions.sess}::jsonb ->> 'userId')::integer = ${userId}`;

/** Proof tokens are 32 random bytes, so a plain SHA-256 is enough to store. */
const proofHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

async function userById(ex: Ex, id: number): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id));
  return row;
}

/** Ends every session of the user but `keepSid` (the one asking), or all of them. */
async function endSessions(ex: Ex, userId: number, keepSid?: string): Promise<void> {
  await ex.delete(sessions).where(keepSid ? and(sessionOf(userId), ne(sessions.sid, keepSid)) : sessionOf(userId));
}

export function createAccountStore(ctx: PostgresContext): AccountStore {
  const { db } = ctx;
  return {
    async connectedProviders(userId) {
      return (await db.select({ provider: oauthAccounts.provider }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId))).map((a) => a.provider);
    },

    async issueEmailProof(userId, email) {
      const token = randomBytes(32).toString("base64url");
      const now = Date.now();
      await writeTx(db, async (tx) => {
        await tx.delete(emailProofs).where(lte(emailProofs.expiresAt, now));
        await tx.insert(emailProofs).values({ tokenHash: proofHashOf(token), userId, email: email.toLowerCase(), expiresAt: now + EMAIL_PROOF_TTL_MS, createdAt: nowIso() });
      });
      return token;
    },

    async proveEmail(token) {
      return writeTx(db, async (tx) => {
        // DELETE ... RETURNING: of two uses at once, one gets the row.
        const [proof] = await tx
          .delete(emailProofs)
          .where(and(eq(emailProofs.tokenHash, proofHashOf(token)), gt(emailProofs.expiresAt, Date.now())))
          .returning({ userId: emailProofs.userId, email: emailProofs.email });
        if (!proof) throw invalidEmailProofAtToken();
        const user = await userById(tx, proof.userId);
        if (!user || user.email !== proof.email) throw invalidEmailProofAtToken();
        const [proven] = await tx.update(users).set({ emailVerifiedAt: user.emailVerifiedAt ?? nowIso() }).where(eq(users.id, user.id)).returning();
        return proven!;
      });
    },

    async updateProfile(userId, values) {
      try {
        return await writeTx(db, async (tx) => {
          if (values.username !== undefined) {
            const [taken] = await tx
              .select({ id: users.id })
              .from(users)
              .where(and(sql`lower(${users.username}) = lower(${values.username})`, ne(users.id, userId)))
              .limit(1);
            if (taken) throw usernameTakenAt();
          }
          const [row] = await tx.update(users).set({ ...values, updatedAt: nowIso() }).where(eq(users.id, userId)).returning();
          return row!;
        });
      } catch (error) {
        // Another request took the name between the check and the write: the unique index on lower(username) decides.
        if (isUniqueViolation(error, "users.username")) throw usernameTakenAt();
        throw error;
      }
    },

    async changePassword(userId, passwordHash, keepSid) {
      await writeTx(db, async (tx) => {
        await tx.update(users).set({ password: passwordHash, updatedAt: nowIso() }).where(eq(users.id, userId));
        await endSessions(tx, userId, keepSid);
        await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
      });
    },

    async record(userId) {
      return db.transaction(
        async (tx) => ({
          user: await userById(tx, userId),
          linkedAccounts: await tx.select({ provider: oauthAccounts.provider, createdAt: oauthAccounts.createdAt }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId)),
          sessions: (await tx.select({ expire: sessions.expire }).from(sessions).where(sessionOf(userId))).map((s) => ({ expiresAt: new Date(s.expire).toISOString() })),
          // As its author reads them: own id, the address as typed.
          reviews: await reviewsByAuthorAs(tx, userId, userId),
          helpfulVotes: await tx
            .select({ reviewId: helpfulVotes.reviewId, landlordName: landlords.name, createdAt: helpfulVotes.createdAt })
            .from(helpfulVotes)
            .innerJoin(reviews, eq(reviews.id, helpfulVotes.reviewId))
            .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
            .where(eq(helpfulVotes.userId, userId))
            .orderBy(desc(helpfulVotes.createdAt)),
          reports: (await reportsFiledBy(tx, userId)).map(toFiledReport),
          replies: await tx
            .select({ id: reviewReplies.id, reviewId: reviewReplies.reviewId, text: reviewReplies.text, createdAt: reviewReplies.createdAt, updatedAt: reviewReplies.updatedAt })
            .from(reviewReplies)
            .where(eq(reviewReplies.userId, userId))
            .orderBy(desc(reviewReplies.createdAt)),
          // Without who decided them (an admin's id is theirs, not the user's).
          verificationRequests: (await tx.select().from(verificationRequests).where(eq(verificationRequests.userId, userId)).orderBy(desc(verificationRequests.createdAt))).map(
            ({ decidedBy: _decidedBy, userId: _userId, ...request }) => request,
          ),
          suspension:
            (await tx.select({ until: userSuspensions.until, reason: userSuspensions.reason, createdAt: userSuspensions.createdAt }).from(userSuspensions).where(eq(userSuspensions.userId, userId)))[0] ?? null,
          follows: await followsOfUser(tx, userId),
          notifications: await notificationsOf(tx, userId),
          warnings: await tx.select({ id: warnings.id, reason: warnings.reason, createdAt: warnings.createdAt }).from(warnings).where(eq(warnings.userId, userId)).orderBy(desc(warnings.createdAt)),
          appeals: await appealsOfUser(tx, userId),
        }),
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },

    // PostgreSQL's transaction runs on the database, not on this process's thread: other requests
    // go on meanwhile, so the deletion stays one transaction here (no mark, nothing to sweep).
    async sweepDeletions() {
      return 0;
    },

    async delete(userId, reviewsChoice) {
      await write(ctx, async (tx, raise) => {
        const reviewed = (await tx.selectDistinct({ id: reviews.landlordId }).from(reviews).where(eq(reviews.userId, userId))).map((r) => r.id).sort();
        const owned = (await tx.select({ id: landlords.id }).from(landlords).where(eq(landlords.ownerUserId, userId))).map((r) => r.id);
        // Every landlord this write will UPDATE (the figures of those reviewed, the owner link of those
        // owned, cleared by the foreign key) is locked now, before the first such UPDATE, in one order
        // (landlords first, docs/architecture.md), so no other writer holding one of them can be waiting
        // for a lock this write holds. (The deadlock first seen here came from migration 0001's one
        // counter row, which every landlord UPDATE held; the counter is a sequence now.)
        const touched = [...new Set([...reviewed, ...owned])];
        if (touched.length) {
          await tx.select({ id: landlords.id }).from(landlords).where(inArray(landlords.id, touched)).orderBy(sql`${landlords.id} COLLATE "C"`).for("no key update");
        }
        if (reviewsChoice === "delete") {
          // Reports on reviews that go would wait in the queue with nothing to look at (issue 30).
          await resolvePendingOnReviewsOf(tx, userId);
          // Their votes and replies go with them (ON DELETE CASCADE); their figures by trigger, their
          // addresses by applyReviewToFigures: a fixed cost per review, no landlord recounted (issue 32).
          const gone = await tx.delete(reviews).where(eq(reviews.userId, userId)).returning({ landlordId: reviews.landlordId, propertyAddress: reviews.propertyAddress, hiddenAt: reviews.hiddenAt, buildingId: reviews.buildingId });
          for (const review of gone) await applyReviewToFigures(tx, raise, review, -1);
        } else {
          // Kept with no link to anyone: no user id, no reviewer name (a name typed may be the author's own).
          await tx.update(reviews).set({ userId: null, reviewerName: null, updatedAt: nowIso() }).where(eq(reviews.userId, userId));
        }
        // The votes it cast go; each review they were on is locked as a vote locks it, then recounted.
        const voted = (await tx.select({ reviewId: helpfulVotes.reviewId }).from(helpfulVotes).where(eq(helpfulVotes.userId, userId))).map((v) => v.reviewId);
        if (voted.length) await tx.select({ id: reviews.id }).from(reviews).where(inArray(reviews.id, voted)).orderBy(asc(reviews.id)).for("no key update");
        // Each vote counts itself out of its review's helpful figure (a trigger, figures.ts).
        await tx.delete(helpfulVotes).where(eq(helpfulVotes.userId, userId));
        await tx.delete(reports).where(eq(reports.reportedByUserId, userId));
        await endSessions(tx, userId);
        // Password resets, e-mail proofs and outside accounts go with the row (ON DELETE CASCADE).
        await tx.delete(users).where(eq(users.id, userId));
        // Deleted reviews named their buildings above; an anonymised one changes no building's answer (it names no author).
        for (const landlordId of reviewed) raise("landlord.changed", { landlordId, building: null });
        // Their "verified" badge goes with the owner (the foreign key clears the link).
        for (const landlordId of owned) if (!reviewed.includes(landlordId)) raise("landlord.changed", { landlordId, building: null });
      });
    },
  };
}
