// Helpful votes on PostgreSQL: the twin of src/store/sqlite/votes.ts. The unique index (review_id,
// user_id) makes a vote count once however many clicks arrive together. helpful_count is recounted
// from the votes in the same transaction, after taking the review's row lock (FOR NO KEY UPDATE: the
// lock the count's UPDATE takes anyway, which leaves foreign keys to the row free): voters on one
// review queue there, so each recount (a statement of its own, which under READ COMMITTED sees every
// vote committed before it) counts the votes of those ahead of it, and the figure is exact.
import { count, eq } from "drizzle-orm";
import { helpfulVotes, reviews } from "./schema";
import { nowIso } from "../../http";
import { isUniqueViolation, writeTx, type PostgresContext } from "./tx";
import type { VotesStore } from "../votes";
import { reviewNotFound } from "../../modules/reviews/errors";
import { alreadyVoted, ownReview } from "../../modules/votes/errors";

export function createVotesStore(ctx: PostgresContext): VotesStore {
  const { db } = ctx;
  return {
    // helpful_count is no part of a landlord's search document: no change event (tx.ts `writeTx`).
    async vote(userId, reviewId, opts = {}) {
      try {
        return await writeTx(db, async (tx) => {
          const [review] = await tx.select({ userId: reviews.userId, hiddenAt: reviews.hiddenAt }).from(reviews).where(eq(reviews.id, reviewId)).for("no key update");
          // A hidden review is not there for voters (contract §7.5).
          if (!review || review.hiddenAt) throw reviewNotFound();
          if (review.userId === userId) throw ownReview();
          await tx.insert(helpfulVotes).values({ reviewId, userId, createdAt: opts.createdAt ?? nowIso() });
          // The vote counted itself in (a trigger, figures.ts): read, not recounted (issue 32).
          const [after] = await tx.select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
          return { helpfulCount: after?.helpfulCount ?? 0 };
        });
      } catch (error) {
        if (isUniqueViolation(error, "helpful_votes")) throw alreadyVoted();
        throw error;
      }
    },
  };
}
