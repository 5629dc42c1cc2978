// What an account owns, read and removed in SQLite (docs/product-rules.md#privacy): the profile, its sessions, its
// reviews, the helpful votes it cast and the reports it filed. Functions take an executor so the
// account store (src/store/account.ts, at the bottom) and the password-reset store make each change one transaction.
import { followsOfUser } from "./follows";
import { notificationsOf } from "./notifications";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import {
  emailProofs,
  helpfulVotes,
  landlords,
  oauthAccounts,
  reports,
  reviewReplies,
  reviews,
  sessions,
  userSuspensions,
  users,
  verificationRequests,
  warnings,
  type UserRow,
} from "./schema";
import { nowIso } from "../../http";
import type { Executor, Tx } from "./connection";
import { batchCommit, isUniqueViolation, write, writeTx, type Raise, type SqliteContext } from "./tx";
import { EMAIL_PROOF_TTL_MS, type AccountStore } from "../account";
import { isUsernameTaken, userById } from "./auth";
import { dropTokensOf } from "./password-reset";
import { applyReviewToFigures } from "./figures";
import { reviewsOfUser } from "./reviews";
import { appealsOfUser } from "./appeals";
import { toFiledReport } from "./reports";
import { REMOVED_WITH_ACCOUNT } from "./migrate";
import { usernameTakenAt } from "../../modules/auth/errors";
import { invalidEmailProofAtToken } from "../../modules/account/errors";

/** Sessions name their user inside the JSON `sess` column ({"userId": n}). */
const sessionOf = (userId: number) => sql`json_extract(${sessions.sess}, '$.userId') = ${userId}`;

export function updateProfile(ex: Executor, userId: number, values: Partial<Pick<UserRow, "username" | "firstName" | "lastName">>): UserRow {
  return ex.update(users).set({ ...values, updatedAt: nowIso() }).where(eq(users.id, userId)).returning().get()!;
}

export function setPasswordHash(ex: Executor, userId: number, passwordHash: string): void {
  ex.update(users).set({ password: passwordHash, updatedAt: nowIso() }).where(eq(users.id, userId)).run();
}

/** Ends every session of the user but `keepSid` (the one asking), or all of them. */
export function endSessions(ex: Executor, userId: number, keepSid?: string): void {
  const where = keepSid ? and(sessionOf(userId), ne(sessions.sid, keepSid)) : sessionOf(userId);
  ex.delete(sessions).where(where).run();
}

export function sessionExpiries(ex: Executor, userId: number): string[] {
  return ex
    .select({ expire: sessions.expire })
    .from(sessions)
    .where(sessionOf(userId))
    .all()
    .map((s) => new Date(s.expire).toISOString());
}

export function votesCast(ex: Executor, userId: number) {
  return ex
    .select({ reviewId: helpfulVotes.reviewId, landlordName: landlords.name, createdAt: helpfulVotes.createdAt })
    .from(helpfulVotes)
    .innerJoin(reviews, eq(reviews.id, helpfulVotes.reviewId))
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(eq(helpfulVotes.userId, userId))
    .orderBy(desc(helpfulVotes.createdAt))
    .all();
}

export function reportsFiled(ex: Executor, userId: number) {
  return ex.select().from(reports).where(eq(reports.reportedByUserId, userId)).orderBy(desc(reports.createdAt)).all();
}

export function repliesWritten(ex: Executor, userId: number) {
  return ex
    .select({ id: reviewReplies.id, reviewId: reviewReplies.reviewId, text: reviewReplies.text, createdAt: reviewReplies.createdAt, updatedAt: reviewReplies.updatedAt })
    .from(reviewReplies)
    .where(eq(reviewReplies.userId, userId))
    .orderBy(desc(reviewReplies.createdAt))
    .all();
}

/** The verification requests the user filed, without who decided them (an admin's id is theirs, not the user's). */
export function verificationRequestsFiled(ex: Executor, userId: number) {
  return ex
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.createdAt))
    .all()
    .map(({ decidedBy: _decidedBy, userId: _userId, ...request }) => request);
}

export function suspensionOf(ex: Executor, userId: number) {
  return ex.select({ until: userSuspensions.until, reason: userSuspensions.reason, createdAt: userSuspensions.createdAt }).from(userSuspensions).where(eq(userSuspensions.userId, userId)).get() ?? null;
}

export function linkedAccounts(ex: Executor, userId: number) {
  return ex.select({ provider: oauthAccounts.provider, createdAt: oauthAccounts.createdAt }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId)).all();
}

/** The landlords the user reviewed: their figures change when the reviews go. */
export function landlordsReviewedBy(ex: Executor, userId: number): string[] {
  return ex.selectDistinct({ id: reviews.landlordId }).from(reviews).where(eq(reviews.userId, userId)).all().map((r) => r.id);
}

/** Landlords the user is the verified owner of: deleting the account clears the link (ON DELETE SET NULL) and their badge. */
export function landlordsOwnedBy(ex: Executor, userId: number): string[] {
  return ex.select({ id: landlords.id }).from(landlords).where(eq(landlords.ownerUserId, userId)).all().map((r) => r.id);
}

/** Deletes the user's reviews (their votes go with them through ON DELETE CASCADE). */
export function deleteReviewsOf(ex: Executor, userId: number): void {
  ex.delete(reviews).where(eq(reviews.userId, userId)).run();
}

/**
 * Keeps the user's reviews with no link to anyone: no user id, and no reviewer name (a name the
 * author typed may be their own). They show as "Anonymous" from now on.
 */
export function anonymizeReviewsOf(ex: Executor, userId: number): void {
  ex.update(reviews).set({ userId: null, reviewerName: null, updatedAt: nowIso() }).where(eq(reviews.userId, userId)).run();
}

/** Removes the votes the user cast; each counts itself out of its review's helpful figure (a trigger, figures.ts). */
export function deleteVotesOf(ex: Executor, userId: number): void {
  ex.delete(helpfulVotes).where(eq(helpfulVotes.userId, userId)).run();
}

export function deleteReportsOf(ex: Executor, userId: number): void {
  ex.delete(reports).where(eq(reports.reportedByUserId, userId)).run();
}

/** The account row itself; password resets and outside accounts go with it (ON DELETE CASCADE). */
export function deleteUser(ex: Executor, userId: number): void {
  ex.delete(users).where(eq(users.id, userId)).run();
}

/** The account store on SQLite (src/store/account.ts). */
/** Proof tokens are 32 random bytes, so a plain SHA-256 is enough to store (as password-reset.ts does). */
const proofHashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new proof token for the user's `email`; the token itself (shown once, never stored). */
export function issueEmailProof(ex: Executor, userId: number, email: string, now = Date.now()): string {
  const token = randomBytes(32).toString("base64url");
  ex.delete(emailProofs).where(lte(emailProofs.expiresAt, now)).run();
  ex.insert(emailProofs).values({ tokenHash: proofHashOf(token), userId, email: email.toLowerCase(), expiresAt: now + EMAIL_PROOF_TTL_MS, createdAt: nowIso() }).run();
  return token;
}

/** Uses the proof token up; the account it proves, or undefined (unknown, used, expired, or the address changed since). */
export function takeEmailProof(ex: Executor, token: string, now = Date.now()): UserRow | undefined {
  const proof = ex
    .delete(emailProofs)
    .where(and(eq(emailProofs.tokenHash, proofHashOf(token)), gt(emailProofs.expiresAt, now)))
    .returning({ userId: emailProofs.userId, email: emailProofs.email })
    .get();
  if (!proof) return undefined;
  const user = userById(ex, proof.userId);
  if (!user || user.email !== proof.email) return undefined;
  return ex.update(users).set({ emailVerifiedAt: user.emailVerifiedAt ?? nowIso() }).where(eq(users.id, user.id)).returning().get();
}

/** Rows an account's deletion removes per transaction: a few milliseconds of the server's one thread. */
export const SWEEP_BATCH = 100;
/** And at most this long (ms) per transaction for its reviews (each deletion fires triggers and cascades; 100 took 100-300 ms on a busy machine). */
export const SWEEP_BATCH_MS = 15;
/** Lets the requests waiting be answered: bun:sqlite is synchronous on the server's one thread. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The mark of an account's deletion: the choice for its reviews kept on the row, its sessions, reset
 * links, e-mail proofs and outside sign-ins gone, its username and e-mail replaced, so that nobody
 * signs in to it again and both are free at once. False when there is no such account.
 */
export function markLeaving(tx: Executor, userId: number, reviewsChoice: "delete" | "anonymize"): boolean {
  const row = tx
    .update(users)
    .set({ deleting: reviewsChoice, username: `leaving-${userId}`, email: `leaving-${userId}@invalid`, password: "", updatedAt: nowIso() })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
    .get();
  if (!row) return false;
  endSessions(tx, userId);
  dropTokensOf(tx, userId);
  tx.delete(emailProofs).where(eq(emailProofs.userId, userId)).run();
  tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId)).run();
  return true;
}

/**
 * Removes a marked account's rows in batches of SWEEP_BATCH, each its own write with its events,
 * yielding between them: its reviews (deleted, pending reports on them and their replies resolved,
 * or kept with no link to anyone), the votes it cast, the reports it filed, then the account itself
 * (owned landlords announced: their badge goes). Each review counts itself out of the figures at a
 * fixed cost (triggers and figures.ts), so no landlord is ever recounted.
 */
export async function sweepAccount(ctx: SqliteContext, userId: number): Promise<void> {
  const { db } = ctx;
  const choice = db.select({ deleting: users.deleting }).from(users).where(eq(users.id, userId)).get()?.deleting;
  if (!choice) return;
  // bun:sqlite's cached statements, one row each: building a drizzle query of 250 ids costs more than running it.
  const client = db.$client;
  // hiddenAt: a hidden review is in no search address to count it out of (figures.ts).
  const batchOf = client.query<{ id: string; landlordId: string; propertyAddress: string | null; hiddenAt: string | null; buildingId: string | null }, [number, number]>(
    "SELECT id, landlord_id AS landlordId, property_address AS propertyAddress, hidden_at AS hiddenAt, building_id AS buildingId FROM reviews WHERE user_id = ? LIMIT ?",
  );
  // Reports on reviews that go, and on their replies, would wait in the queue with nothing to look at.
  const resolve = client.query(
    `UPDATE reports SET status = 'resolved', resolved_at = ?2, resolved_by = NULL, admin_notes = coalesce(admin_notes, ?3)
     WHERE status = 'pending' AND (target_id = ?1 OR target_id = (SELECT id FROM review_replies WHERE review_id = ?1))`,
  );
  const remove = client.query("DELETE FROM reviews WHERE id = ?");
  const anonymize = client.query("UPDATE reviews SET user_id = NULL, reviewer_name = NULL, updated_at = ? WHERE id = ?");
  // One batch: at most SWEEP_BATCH reviews and SWEEP_BATCH_MS; whether reviews may be left.
  const sweepBatch = (tx: Tx, raise: Raise): boolean => {
    const started = performance.now();
    const batch = batchOf.all(userId, SWEEP_BATCH);
    const now = nowIso();
    for (const [i, review] of batch.entries()) {
      if (i > 0 && performance.now() - started > SWEEP_BATCH_MS) return true; // at least one goes: the sweep always advances
      if (choice === "delete") {
        resolve.run(review.id, now, REMOVED_WITH_ACCOUNT);
        remove.run(review.id);
        applyReviewToFigures(tx, raise, review, -1);
      } else {
        anonymize.run(now, review.id);
        // A building's answer names no author: no building changes.
        raise("landlord.changed", { landlordId: review.landlordId, building: null });
      }
    }
    return batch.length === SWEEP_BATCH;
  };
  for (;;) {
    // Each batch commits without waiting for the disk (tx.ts batchCommit); the last write (the account row) makes them durable.
    const more = write(ctx, sweepBatch, { batch: true });
    if (!more) break;
    await yieldToOthers();
  }
  const inBatches = async (statement: string) => {
    const query = db.$client.query(statement);
    while (batchCommit(db, () => writeTx(db, () => query.run(userId, SWEEP_BATCH).changes)) >= SWEEP_BATCH) await yieldToOthers();
  };
  // Each vote counts itself out of its review's helpful figure (a trigger, figures.ts).
  await inBatches("DELETE FROM helpful_votes WHERE id IN (SELECT id FROM helpful_votes WHERE user_id = ?1 LIMIT ?2)");
  await inBatches("DELETE FROM reports WHERE id IN (SELECT id FROM reports WHERE reported_by_user_id = ?1 LIMIT ?2)");
  write(ctx, (tx, raise) => {
    const owned = landlordsOwnedBy(tx, userId);
    endSessions(tx, userId);
    deleteUser(tx, userId);
    // Their "verified" badge goes with the owner (the foreign key clears the link).
    for (const landlordId of owned) raise("landlord.changed", { landlordId, building: null });
  });
}

export function createAccountStore(ctx: SqliteContext): AccountStore {
  const { db } = ctx;
  return {
    connectedProviders: async (userId) => linkedAccounts(db, userId).map((a) => a.provider),
    issueEmailProof: async (userId, email) => writeTx(db, (tx) => issueEmailProof(tx, userId, email)),
    async proveEmail(token) {
      return writeTx(db, (tx) => {
        const user = takeEmailProof(tx, token);
        if (!user) throw invalidEmailProofAtToken();
        return user;
      });
    },
    async updateProfile(userId, values) {
      try {
        return writeTx(db, (tx) => {
          if (values.username !== undefined && isUsernameTaken(tx, values.username, userId)) throw usernameTakenAt();
          return updateProfile(tx, userId, values);
        });
      } catch (error) {
        // Another process took the name between the check and the write; the unique index decides.
        if (isUniqueViolation(error, "users")) throw usernameTakenAt();
        throw error;
      }
    },

    async changePassword(userId, passwordHash, keepSid) {
      writeTx(db, (tx) => {
        setPasswordHash(tx, userId, passwordHash);
        endSessions(tx, userId, keepSid);
        dropTokensOf(tx, userId);
      });
    },

    // A read (deferred) transaction: the parts are one moment's.
    record: async (userId) =>
      db.transaction((tx) => ({
        user: userById(tx, userId),
        linkedAccounts: linkedAccounts(tx, userId),
        sessions: sessionExpiries(tx, userId).map((expiresAt) => ({ expiresAt })),
        reviews: reviewsOfUser(tx, userId),
        helpfulVotes: votesCast(tx, userId),
        reports: reportsFiled(tx, userId).map(toFiledReport),
        replies: repliesWritten(tx, userId),
        verificationRequests: verificationRequestsFiled(tx, userId),
        suspension: suspensionOf(tx, userId),
        follows: followsOfUser(tx, userId),
        notifications: notificationsOf(tx, userId),
        warnings: tx.select({ id: warnings.id, reason: warnings.reason, createdAt: warnings.createdAt }).from(warnings).where(eq(warnings.userId, userId)).orderBy(desc(warnings.createdAt)).all(),
        appeals: appealsOfUser(tx, userId),
      })),

    async delete(userId, reviewsChoice) {
      // Mark, then sweep (issue 32): one short write makes the account leave at once for its owner
      // (no session, no sign-in, its name and address free again); its rows then go in short
      // batches that let the server answer other requests between them. The answer waits for the
      // sweep, and a sweep cut short by a crash resumes at the next start (`sweepDeletions`).
      const marked = writeTx(db, (tx) => markLeaving(tx, userId, reviewsChoice));
      if (marked) await sweepAccount(ctx, userId);
    },

    async sweepDeletions() {
      const leaving = db.select({ id: users.id }).from(users).where(isNotNull(users.deleting)).all();
      for (const { id } of leaving) await sweepAccount(ctx, id);
      return leaving.length;
    },
  };
}
