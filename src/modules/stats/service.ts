// GET /api/user/stats exactly as docs/product-rules.md#routes defines each figure; the stats store
// (src/store/stats.ts) counts each from the rows it counts.
import type { AppDeps } from "../../deps";
import type { UserStats } from "../../contract/types";
import type { UserRow } from "../../store/rows";

export const RECENT_ACTIVITY_MAX = 10;

export function createStatsService(deps: AppDeps) {
  return {
    async forUser(user: Pick<UserRow, "id" | "createdAt">): Promise<UserStats> {
      const figures = await deps.store.stats.ofUser(user.id, RECENT_ACTIVITY_MAX);
      return {
        reviewsWritten: figures.reviewsWritten,
        helpfulVotes: figures.helpfulVotesReceived,
        // The plain mean of the overall ratings the user gave; the dashboard rounds it for display.
        averageRating: figures.averageRating,
        joinDate: user.createdAt,
        recentActivity: figures.recentActivity,
      };
    },
  };
}
