// Helpful votes. The unique index (review_id, user_id) is what makes a vote count once, however
// many clicks arrive together; helpful_count and its author's helpful votes received move by one with
// each vote's row (triggers of migration 0009, store/sqlite/figures.ts).
import { count, eq } from "drizzle-orm";
import { helpfulVotes, reviews } from "./schema";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { isUniqueViolation, writeTx, type SqliteContext } from "./tx";
import type { VotesStore } from "../votes";
import { reviewRowById } from "./reviews";
import { reviewNotFound } from "../../modules/reviews/errors";
import { alreadyVoted, ownReview } from "../../modules/votes/errors";

/** Inserts the vote; throws a UNIQUE violation on a second vote by the same user. */
export function insertVote(ex: Executor, reviewId: string, userId: number, createdAt = nowIso()): void {
  ex.insert(helpfulVotes).values({ reviewId, userId, createdAt }).run();
}

/** Sets the review's helpful_count from its votes and returns it: the exact recount (bulk loads, `rentfair check`). */
export function recountHelpful(ex: Executor, reviewId: string): number {
  const n = ex.select({ n: count() }).from(helpfulVotes).where(eq(helpfulVotes.reviewId, reviewId)).get()?.n ?? 0;
  ex.update(reviews).set({ helpfulCount: n }).where(eq(reviews.id, reviewId)).run();
  return n;
}

/** The votes store on SQLite (src/store/votes.ts). */
export function createVotesStore(ctx: SqliteContext): VotesStore {
  const { db } = ctx;
  return {
    // helpful_count is no part of a landlord's search document: no change event (tx.ts `writeTx`).
    async vote(userId, reviewId, opts = {}) {
      try {
        return writeTx(db, (tx) => {
          const review = reviewRowById(tx, reviewId);
          // A hidden review is not there for voters (contract §7.5).
          if (!review || review.hiddenAt) throw reviewNotFound();
          if (review.userId === userId) throw ownReview();
          insertVote(tx, reviewId, userId, opts.createdAt);
          // The vote counted itself in (a trigger, figures.ts): read, not recounted.
          return { helpfulCount: reviewRowById(tx, reviewId)!.helpfulCount };
        });
      } catch (error) {
        if (isUniqueViolation(error, "helpful_votes")) throw alreadyVoted();
        throw error;
      }
    },
  };
}
