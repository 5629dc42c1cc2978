// One helpful vote per user and review, none on one's own (contract §4).
import type { AppDeps } from "../../deps";
import { conflict, forbidden, isUniqueViolation, notFound, parseUuid } from "../../http";
import { writeTx } from "../../db/connection";
import { reviewRowById } from "../reviews/repository";
import { REVIEW_NOT_FOUND } from "../reviews/service";
import { insertVote, recountHelpful } from "./repository";

const ALREADY_VOTED = "You have already marked this review as helpful";

export function createVotesService(deps: AppDeps) {
  return {
    vote(userId: number, id: string, opts: { createdAt?: string } = {}): { helpfulCount: number } {
      const reviewId = parseUuid(id, "Review");
      try {
        return writeTx(deps.db, (tx) => {
          const review = reviewRowById(tx, reviewId);
          if (!review) throw notFound(REVIEW_NOT_FOUND);
          if (review.userId === userId) throw forbidden("You cannot vote for your own review");
          insertVote(tx, reviewId, userId, opts.createdAt);
          return { helpfulCount: recountHelpful(tx, reviewId) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ALREADY_VOTED);
        throw error;
      }
    },
  };
}
