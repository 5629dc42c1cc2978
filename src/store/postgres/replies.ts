// Owners' replies to reviews on PostgreSQL (docs/product-rules.md#verification-badges-and-replies):
// the twin of src/store/sqlite/replies.ts, one row per review at most. Replies are no part of a
// landlord's search document, so their writes raise no change event (tx.ts `writeTx`).
//
// The ownership is checked under the landlord's row lock (reviews.ts `lockReview`: the landlord,
// then the review), which an approval or a revocation changing `owner_user_id` also takes: one
// decided meanwhile counts, one deciding later waits. Deletes decide by their own result
// (DELETE ... RETURNING): of two at once, one deletes, the other answers 404.
import { addNotification } from "./notifications";
import { authorNotice, notices } from "../alert-rules";
import { eq } from "drizzle-orm";
import { landlords, reviewReplies } from "./schema";
import { nowIso } from "../../http";
import type { PgTx } from "./connection";
import { writeTx, type PostgresContext } from "./tx";
import type { RepliesStore } from "../replies";
import type { ReviewRow } from "../rows";
import { lockReview, reviewById } from "./reviews";
import { logModeration, resolvePendingOn } from "./moderation-log";
import { notTheOwner, replyNotFound } from "../../modules/replies/errors";
import { reviewNotFound } from "../../modules/reviews/errors";
import { replyAlreadyHidden, replyNotHidden } from "../../modules/appeals/errors";

/** The review, locked with its landlord, after checking that `userId` owns the landlord (404 / 403). */
async function ownedReview(tx: PgTx, userId: number, reviewId: string): Promise<ReviewRow> {
  const review = await lockReview(tx, reviewId);
  // A hidden review is not there for its landlord (contract §7.5).
  if (review.hiddenAt) throw reviewNotFound();
  const [landlord] = await tx.select({ ownerUserId: landlords.ownerUserId }).from(landlords).where(eq(landlords.id, review.landlordId));
  if (!landlord || landlord.ownerUserId !== userId) throw notTheOwner();
  return review;
}

/** The replies store on PostgreSQL (src/store/replies.ts). */
export function createRepliesStore(ctx: PostgresContext): RepliesStore {
  const { db } = ctx;
  return {
    async put(userId, reviewId, text) {
      return writeTx(db, async (tx) => {
        const review = await ownedReview(tx, userId, reviewId);
        const now = nowIso();
        await tx
          .insert(reviewReplies)
          .values({ id: crypto.randomUUID(), reviewId: review.id, userId, text, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: reviewReplies.reviewId, set: { text, userId, updatedAt: now } });
        // The author hears of the first reply (a later edit is the same event: eventKey).
        if (review.userId !== null && review.userId !== userId) await addNotification(tx, notices.reply(review.userId, review));
        return (await reviewById(tx, review.id, userId))!;
      });
    },

    async remove(userId, reviewId) {
      await writeTx(db, async (tx) => {
        const review = await ownedReview(tx, userId, reviewId);
        const deleted = await tx.delete(reviewReplies).where(eq(reviewReplies.reviewId, review.id)).returning({ id: reviewReplies.id });
        if (!deleted.length) throw replyNotFound();
      });
    },

    async adminRemove(adminId, replyId) {
      await writeTx(db, async (tx) => {
        const [reply] = await tx.delete(reviewReplies).where(eq(reviewReplies.id, replyId)).returning({ id: reviewReplies.id });
        if (!reply) throw replyNotFound();
        await resolvePendingOn(tx, [reply.id], adminId);
        await logModeration(tx, { actorId: adminId, action: "reply.remove", targetType: "reply", targetId: reply.id });
      });
    },

    async hide(adminId, reviewId, input) {
      await writeTx(db, async (tx) => {
        await lockReview(tx, reviewId);
        const [reply] = await tx.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).for("update");
        if (!reply) throw replyNotFound();
        if (reply.hiddenAt) throw replyAlreadyHidden();
        const at = nowIso();
        await tx.update(reviewReplies).set({ hiddenAt: at, hiddenReason: input.reason }).where(eq(reviewReplies.reviewId, reviewId));
        await resolvePendingOn(tx, [reply.id], adminId);
        await logModeration(tx, { actorId: adminId, action: "reply.hidden", targetType: "reply", targetId: reply.id, category: input.reason, subjectId: reply.userId, createdAt: at });
        if (reply.userId !== null) await addNotification(tx, authorNotice({ userId: reply.userId, kind: "review.hidden", title: "Your reply was hidden by moderators", url: "/dashboard" }));
      });
    },

    async restore(adminId, reviewId) {
      await writeTx(db, async (tx) => {
        await lockReview(tx, reviewId);
        const [reply] = await tx.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).for("update");
        if (!reply) throw replyNotFound();
        if (!reply.hiddenAt) throw replyNotHidden();
        await tx.update(reviewReplies).set({ hiddenAt: null, hiddenReason: null }).where(eq(reviewReplies.reviewId, reviewId));
        await logModeration(tx, { actorId: adminId, action: "reply.restored", targetType: "reply", targetId: reply.id, category: reply.hiddenReason, subjectId: reply.userId });
        if (reply.userId !== null) await addNotification(tx, authorNotice({ userId: reply.userId, kind: "review.restored", title: "Your reply is visible again", url: "/dashboard" }));
      });
    },
  };
}
