// One helpful vote per user and review, none on one's own (docs/product-rules.md#helpful-votes):
// the votes store (src/store/votes.ts) checks both inside its write and settles double clicks.
import type { AppDeps } from "../../deps";

export function createVotesService(deps: AppDeps) {
  return {
    vote(userId: number, reviewId: string, opts: { createdAt?: string } = {}): Promise<{ helpfulCount: number }> {
      return deps.store.votes.vote(userId, reviewId, opts);
    },
  };
}
