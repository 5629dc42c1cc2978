// The figures of GET /api/user/stats on PostgreSQL, each read straight from the rows it counts: the
// twin of src/store/sqlite/stats.ts, the four reads from one snapshot (a read-only REPEATABLE READ
// transaction), as SQLite's one connection gives them.
//
// Recent activity: SQLite breaks ties between reviews of one millisecond by rowid (insertion order);
// here by the review's id in byte order, descending (`COLLATE "C"`): deterministic on every node and
// locale. Votes fall to their id as on SQLite; at equal times reviews come before votes, as there.
import { desc, eq, sql } from "drizzle-orm";
import { helpfulVotes, landlords, reviews, users } from "./schema";
import type { ActivityItem } from "../../contract/types";
import type { PgTx } from "./connection";
import type { PostgresContext } from "./tx";
import type { StatsStore } from "../stats";

async function recentActivity(tx: PgTx, userId: number, limit: number): Promise<ActivityItem[]> {
  const written = await tx
    .select({ id: reviews.id, landlordName: landlords.name, date: reviews.createdAt, rating: reviews.overallRating })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), sql`${reviews.id} COLLATE "C" DESC`)
    .limit(limit);
  const voted = await tx
    .select({ id: helpfulVotes.id, landlordName: landlords.name, date: helpfulVotes.createdAt })
    .from(helpfulVotes)
    .innerJoin(reviews, eq(reviews.id, helpfulVotes.reviewId))
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(eq(helpfulVotes.userId, userId))
    .orderBy(desc(helpfulVotes.createdAt), desc(helpfulVotes.id))
    .limit(limit);
  const items: ActivityItem[] = [
    ...written.map((r) => ({ id: r.id, type: "review" as const, landlordName: r.landlordName, date: r.date, rating: r.rating })),
    ...voted.map((v) => ({ id: String(v.id), type: "helpful_vote" as const, landlordName: v.landlordName, date: v.date })),
  ];
  // Stable sort: at equal times reviews stay before votes, each newest first as queried.
  return items.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, limit);
}

/** The stats store on PostgreSQL (src/store/stats.ts). */
export function createStatsStore(ctx: PostgresContext): StatsStore {
  const { db } = ctx;
  return {
    async ofUser(userId, recentLimit) {
      return db.transaction(
        async (tx) => {
          // The account's kept figures (issue 32, figures.ts), not counts of its rows.
          const [kept] = await tx.select({ n: users.reviewCount, sum: users.ratingSum, helpful: users.helpfulReceived }).from(users).where(eq(users.id, userId));
          const n = kept?.n ?? 0;
          return {
            reviewsWritten: n,
            averageRating: n > 0 ? kept!.sum / n : 0,
            helpfulVotesReceived: kept?.helpful ?? 0,
            recentActivity: await recentActivity(tx, userId, recentLimit),
          };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },
  };
}
