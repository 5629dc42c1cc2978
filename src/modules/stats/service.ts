// GET /api/user/stats exactly as docs/product-rules.md#routes defines each figure.
import type { AppDeps } from "../../deps";
import type { UserStats } from "../../contract/types";
import type { UserRow } from "../../store/sqlite/schema";
import { recentActivity, reviewFigures, votesReceived } from "../../store/sqlite/stats";

export const RECENT_ACTIVITY_MAX = 10;

export function createStatsService(deps: AppDeps) {
  return {
    forUser(user: Pick<UserRow, "id" | "createdAt">): UserStats {
      const { written, averageRating } = reviewFigures(deps.db, user.id);
      return {
        reviewsWritten: written,
        helpfulVotes: votesReceived(deps.db, user.id),
        // The plain mean of the overall ratings the user gave; the dashboard rounds it for display.
        averageRating,
        joinDate: user.createdAt,
        recentActivity: recentActivity(deps.db, user.id, RECENT_ACTIVITY_MAX),
      };
    },
  };
}
