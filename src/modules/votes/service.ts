// One helpful vote per user and review, none on one's own (docs/product-rules.md#helpful-votes).
import type { AppDeps } from "../../deps";
import { isUniqueViolation } from "../../http";
import { writeTx } from "../../store/sqlite/connection";
import { reviewRowById } from "../../store/sqlite/reviews";
import { reviewNotFound } from "../reviews/errors";
import { alreadyVoted, ownReview } from "./errors";
import { insertVote, recountHelpful } from "../../store/sqlite/votes";

export function createVotesService(deps: AppDeps) {
  return {
    vote(userId: number, reviewId: string, opts: { createdAt?: string } = {}): { helpfulCount: number } {
      try {
        return writeTx(deps.db, (tx) => {
          const review = reviewRowById(tx, reviewId);
          if (!review) throw reviewNotFound();
          if (review.userId === userId) throw ownReview();
          insertVote(tx, reviewId, userId, opts.createdAt);
          return { helpfulCount: recountHelpful(tx, reviewId) };
        });
      } catch (error) {
        if (isUniqueViolation(error, "helpful_votes")) throw alreadyVoted();
        throw error;
      }
    },
  };
}
