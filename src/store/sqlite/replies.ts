// Owners' replies to reviews in SQLite (docs/product-rules.md#verification-badges-and-replies): one row per review at most.
// Replies are no part of a landlord's search document, so their writes raise no change event (tx.ts `writeTx`).
import { eq, inArray } from "drizzle-orm";
import { reviewReplies, type ReviewReplyRow, type ReviewRow } from "./schema";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { writeTx, type SqliteContext } from "./tx";
import type { RepliesStore } from "../replies";
import { landlordById } from "./landlords";
import { reviewById, reviewRowById } from "./reviews";
import { resolvePendingOn } from "./reports";
import { logModeration } from "./moderation-log";
import { addNotification } from "./notifications";
import { authorNotice, notices } from "../alert-rules";
import { reviewNotFound } from "../../modules/reviews/errors";
import { notTheOwner, replyNotFound } from "../../modules/replies/errors";
import { replyAlreadyHidden, replyNotHidden } from "../../modules/appeals/errors";

export function replyOfReview(ex: Executor, reviewId: string): ReviewReplyRow | undefined {
  return ex.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).get();
}

export function replyById(ex: Executor, id: string): ReviewReplyRow | undefined {
  return ex.select().from(reviewReplies).where(eq(reviewReplies.id, id)).get();
}

/** Writes the review's reply, or replaces the text of the one it has (keeping its id and createdAt). */
export function putReply(ex: Executor, reviewId: string, userId: number, text: string): void {
  const now = nowIso();
  ex.insert(reviewReplies)
    .values({ id: crypto.randomUUID(), reviewId, userId, text, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: reviewReplies.reviewId, set: { text, userId, updatedAt: now } })
    .run();
}

export function deleteReply(ex: Executor, reviewId: string): void {
  ex.delete(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).run();
}

/** The ids of the replies to any of `reviewIds`: reports on them are settled with the reviews. */
export function replyIdsOf(ex: Executor, reviewIds: readonly string[]): string[] {
  if (!reviewIds.length) return [];
  return ex.select({ id: reviewReplies.id }).from(reviewReplies).where(inArray(reviewReplies.reviewId, [...reviewIds])).all().map((r) => r.id);
}

/** The review, after checking that `userId` owns its landlord (404 / 403). */
function ownedReview(ex: Executor, userId: number, reviewId: string): ReviewRow {
  const review = reviewRowById(ex, reviewId);
  // A hidden review is not there for its landlord (contract §7.5).
  if (!review || review.hiddenAt) throw reviewNotFound();
  const landlord = landlordById(ex, review.landlordId);
  if (!landlord || landlord.ownerUserId !== userId) throw notTheOwner();
  return review;
}

/** The replies store on SQLite (src/store/replies.ts). */
export function createRepliesStore(ctx: SqliteContext): RepliesStore {
  const { db } = ctx;
  return {
    async put(userId, reviewId, text) {
      return writeTx(db, (tx) => {
        const review = ownedReview(tx, userId, reviewId);
        putReply(tx, review.id, userId, text);
        // The author hears of the first reply (a later edit is the same event: eventKey).
        if (review.userId !== null && review.userId !== userId) addNotification(tx, notices.reply(review.userId, review));
        return reviewById(tx, review.id, userId)!;
      });
    },

    async remove(userId, reviewId) {
      writeTx(db, (tx) => {
        const review = ownedReview(tx, userId, reviewId);
        if (!replyOfReview(tx, review.id)) throw replyNotFound();
        deleteReply(tx, review.id);
      });
    },

    async adminRemove(adminId, replyId) {
      writeTx(db, (tx) => {
        const reply = replyById(tx, replyId);
        if (!reply) throw replyNotFound();
        resolvePendingOn(tx, [reply.id], adminId);
        deleteReply(tx, reply.reviewId);
        logModeration(tx, { actorId: adminId, action: "reply.remove", targetType: "reply", targetId: reply.id });
      });
    },

    async hide(adminId, reviewId, input) {
      writeTx(db, (tx) => {
        if (!reviewRowById(tx, reviewId)) throw reviewNotFound();
        const reply = replyOfReview(tx, reviewId);
        if (!reply) throw replyNotFound();
        if (reply.hiddenAt) throw replyAlreadyHidden();
        const at = nowIso();
        tx.update(reviewReplies).set({ hiddenAt: at, hiddenReason: input.reason }).where(eq(reviewReplies.reviewId, reviewId)).run();
        resolvePendingOn(tx, [reply.id], adminId);
        logModeration(tx, { actorId: adminId, action: "reply.hidden", targetType: "reply", targetId: reply.id, category: input.reason, subjectId: reply.userId, createdAt: at });
        if (reply.userId !== null) addNotification(tx, authorNotice({ userId: reply.userId, kind: "review.hidden", title: "Your reply was hidden by moderators", url: "/dashboard" }));
      });
    },

    async restore(adminId, reviewId) {
      writeTx(db, (tx) => {
        if (!reviewRowById(tx, reviewId)) throw reviewNotFound();
        const reply = replyOfReview(tx, reviewId);
        if (!reply) throw replyNotFound();
        if (!reply.hiddenAt) throw replyNotHidden();
        tx.update(reviewReplies).set({ hiddenAt: null, hiddenReason: null }).where(eq(reviewReplies.reviewId, reviewId)).run();
        logModeration(tx, { actorId: adminId, action: "reply.restored", targetType: "reply", targetId: reply.id, category: reply.hiddenReason, subjectId: reply.userId });
        if (reply.userId !== null) addNotification(tx, authorNotice({ userId: reply.userId, kind: "review.restored", title: "Your reply is visible again", url: "/dashboard" }));
      });
    },
  };
}
