// The votes store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/votes.ts `createVotesStore`.

export interface VotesStore {
  /**
   * `userId` marks the review helpful (docs/product-rules.md#helpful-votes): 404 reviewNotFound, 403
   * ownReview, 409 alreadyVoted (however many clicks arrive together: the unique index decides).
   * Answers the review's count, recounted from its votes in the same transaction. `createdAt`
   * backdates the vote (seed only).
   */
  vote(userId: number, reviewId: string, opts?: { createdAt?: string }): Promise<{ helpfulCount: number }>;
}
