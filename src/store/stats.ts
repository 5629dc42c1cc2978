// The stats store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/stats.ts `createStatsStore`.
import type { ActivityItem } from "../contract/types";

/** The counted figures of GET /api/user/stats (docs/product-rules.md#dashboard), each from the rows it counts. */
export interface UserFigures {
  /** Reviews the user wrote. */
  reviewsWritten: number;
  /** The plain mean of the overall ratings the user gave (0 with none). */
  averageRating: number;
  /** Helpful votes the user's reviews received, counted from the votes. */
  helpfulVotesReceived: number;
  /** The user's reviews and the helpful votes they cast, newest first, at most `recentLimit`. */
  recentActivity: ActivityItem[];
}

export interface StatsStore {
  ofUser(userId: number, recentLimit: number): Promise<UserFigures>;
}
