// The figures of GET /api/user/stats: the account's kept figures (issue 32: users.review_count,
// rating_sum, helpful_received, kept by deltas, figures.ts), and its newest activity by index.
import { and, avg, count, desc, eq, sql } from "drizzle-orm";
import { helpfulVotes, landlords, reviews, users } from "./schema";
import type { ActivityItem } from "../../contract/types";
import type { Executor } from "./connection";
import type { SqliteContext } from "./tx";
import type { StatsStore } from "../stats";

export function reviewFigures(ex: Executor, userId: number): { written: number; averageRating: number } {
  const row = ex.select({ n: count(), avg: avg(reviews.overallRating) }).from(reviews).where(eq(reviews.userId, userId)).get();
  return { written: row?.n ?? 0, averageRating: row?.avg == null ? 0 : Number(row.avg) };
}

/** Votes the user's reviews received (counted from the votes, not from helpful_count). */
export function votesReceived(ex: Executor, userId: number): number {
  return (
    ex
      .select({ n: count() })
      .from(helpfulVotes)
      .innerJoin(reviews, eq(reviews.id, helpfulVotes.reviewId))
      .where(eq(reviews.userId, userId))
      .get()?.n ?? 0
  );
}

/** The user's reviews and the helpful votes the user cast, newest first, at most `limit`. */
export function recentActivity(ex: Executor, userId: number, limit: number): ActivityItem[] {
  const written = ex
    .select({ id: reviews.id, landlordName: landlords.name, date: reviews.createdAt, rating: reviews.overallRating })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), sql`${reviews}.rowid DESC`)
    .limit(limit)
    .all();
  const voted = ex
    .select({ id: helpfulVotes.id, landlordName: landlords.name, date: helpfulVotes.createdAt })
    .from(helpfulVotes)
    .innerJoin(reviews, eq(reviews.id, helpfulVotes.reviewId))
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(and(eq(helpfulVotes.userId, userId)))
    .orderBy(desc(helpfulVotes.createdAt), desc(helpfulVotes.id))
    .limit(limit)
    .all();
  const items: ActivityItem[] = [
    ...written.map((r) => ({ id: r.id, type: "review" as const, landlordName: r.landlordName, date: r.date, rating: r.rating })),
    ...voted.map((v) => ({ id: String(v.id), type: "helpful_vote" as const, landlordName: v.landlordName, date: v.date })),
  ];
  // Stable sort: at equal times reviews stay before votes, each newest first as queried.
  return items.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, limit);
}

/** The stats store on SQLite (src/store/stats.ts). */
export function createStatsStore(ctx: SqliteContext): StatsStore {
  const { db } = ctx;
  return {
    async ofUser(userId, recentLimit) {
      // One read transaction: the figures and the activity are one moment's.
      return db.transaction((tx) => {
        const kept = tx.select({ n: users.reviewCount, sum: users.ratingSum, helpful: users.helpfulReceived }).from(users).where(eq(users.id, userId)).get();
        const n = kept?.n ?? 0;
        return {
          reviewsWritten: n,
          averageRating: n > 0 ? kept!.sum / n : 0,
          helpfulVotesReceived: kept?.helpful ?? 0,
          recentActivity: recentActivity(tx, userId, recentLimit),
        };
      });
    },
  };
}
