// Reviews in SQLite, always read together with their landlord's id, name and location (contract
// §3's Review shape). Functions take an executor so that stores can compose one transaction; the
// reviews store (`createReviewsStore`, at the bottom) is what the rest of the code sees.
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { landlords, moderationLog, reports, reviewReplies, reviews, users, type ReviewRow } from "./schema";
import type { Review, ReviewCreated } from "../../contract/types";
import type { ReviewSort } from "../../contract/constants";
import type { ReviewFields } from "../../contract/schemas";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { isUniqueViolation, write, type SqliteContext } from "./tx";
import type { ReviewPage, ReviewsStore, ViewerId } from "../reviews";
import { insertLandlord, landlordById, landlordByKey } from "./landlords";
import { applyReviewToFigures } from "./figures";
import { newestPendingOn, resolvePendingOnReviews } from "./reports";
import { logModeration } from "./moderation-log";
import { landlordNotFound } from "../../modules/landlords/errors";
import { alreadyReviewed, notYourReviewToDelete, notYourReviewToEdit, ownerCannotReview, reviewNotFound } from "../../modules/reviews/errors";
import { toReview } from "../shapes";
export { toReview } from "../shapes";

export type { ReviewPage, ViewerId } from "../reviews";



// Newest first; rowid breaks ties between reviews written in the same millisecond.
const NEWEST_FIRST = [desc(reviews.createdAt), sql`${reviews}.rowid DESC`] as const;
/** The orders of GET /api/landlords/{id}/reviews (docs/product-rules.md#verification-badges-and-replies); ties fall back to newest first. */
const ORDERS: Record<ReviewSort, readonly SQL[]> = {
  newest: NEWEST_FIRST,
  highest: [desc(reviews.overallRating), ...NEWEST_FIRST],
  lowest: [asc(reviews.overallRating), ...NEWEST_FIRST],
  helpful: [desc(reviews.helpfulCount), ...NEWEST_FIRST],
};

function selectReviews(ex: Executor, viewer: ViewerId, where: SQL | undefined, page: ReviewPage = {}): Review[] {
  const q = ex
    .select({ review: reviews, landlord: { id: landlords.id, name: landlords.name, location: landlords.location }, reply: reviewReplies })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(where)
    .orderBy(...ORDERS[page.sort ?? "newest"]);
  // SQLite takes an OFFSET only after a LIMIT (drizzle writes none for a negative one).
  const rows = page.limit === undefined && !page.offset ? q.all() : q.limit(page.limit ?? Number.MAX_SAFE_INTEGER).offset(page.offset ?? 0).all();
  return rows.map((r) => toReview(r.review, r.landlord, viewer, r.reply));
}

export function reviewById(ex: Executor, id: string, viewer: ViewerId): Review | undefined {
  return selectReviews(ex, viewer, eq(reviews.id, id))[0];
}

export function reviewRowById(ex: Executor, id: string): ReviewRow | undefined {
  return ex.select().from(reviews).where(eq(reviews.id, id)).get();
}

/**
 * Where the page after review `afterId` starts in `sort`'s order (issue 32's keyset paging): the
 * order's own key compared as a row value, so the order's index (schema.ts) is entered right there
 * instead of stepping over every review before it. Undefined when that review is not the landlord's.
 */
function keysetAfter(ex: Executor, landlordId: string, afterId: string, sort: ReviewSort): SQL | undefined {
  const at = ex
    .select({ landlordId: reviews.landlordId, rating: reviews.overallRating, helpful: reviews.helpfulCount, createdAt: reviews.createdAt, rowid: sql<number>`${reviews}.rowid` })
    .from(reviews)
    .where(eq(reviews.id, afterId))
    .get();
  if (!at || at.landlordId !== landlordId) return undefined;
  const newer = sql`(${reviews.createdAt}, ${reviews}.rowid) < (${at.createdAt}, ${at.rowid})`;
  switch (sort) {
    case "newest":
      return newer;
    case "highest":
      return sql`(${reviews.overallRating}, ${reviews.createdAt}, ${reviews}.rowid) < (${at.rating}, ${at.createdAt}, ${at.rowid})`;
    case "helpful":
      return sql`(${reviews.helpfulCount}, ${reviews.createdAt}, ${reviews}.rowid) < (${at.helpful}, ${at.createdAt}, ${at.rowid})`;
    case "lowest":
      // Rating up, then newest first: the range on the rating enters reviews_landlord_rating_low_idx.
      return sql`${reviews.overallRating} >= ${at.rating} AND (${reviews.overallRating} > ${at.rating} OR ${newer})`;
  }
}

export function reviewsOfLandlord(ex: Executor, landlordId: string, viewer: ViewerId, page: ReviewPage = {}): Review[] {
  const after = page.after === undefined ? undefined : keysetAfter(ex, landlordId, page.after, page.sort ?? "newest");
  const where = eq(reviews.landlordId, landlordId);
  return after ? selectReviews(ex, viewer, and(where, after), { ...page, offset: 0 }) : selectReviews(ex, viewer, where, page);
}
/** How many reviews the landlord has: its kept total (issue 32), not a count of its rows. */
export function countReviewsOf(ex: Executor, landlordId: string): number {
  return ex.select({ n: landlords.totalReviews }).from(landlords).where(eq(landlords.id, landlordId)).get()?.n ?? 0;
}
/** Reviews of any of `landlordIds`, newest first; `unanswered` keeps those without a reply. */
export function reviewsOfLandlords(ex: Executor, landlordIds: readonly string[], viewer: ViewerId, opts: { limit: number; unanswered?: boolean }): Review[] {
  if (!landlordIds.length) return [];
  const where = and(inArray(reviews.landlordId, [...landlordIds]), opts.unanswered ? isNull(reviewReplies.reviewId) : undefined);
  return selectReviews(ex, viewer, where, { limit: opts.limit });
}
export function countUnanswered(ex: Executor, landlordIds: readonly string[]): number {
  if (!landlordIds.length) return 0;
  return (
    ex
      .select({ n: count() })
      .from(reviews)
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
      .where(and(inArray(reviews.landlordId, [...landlordIds]), isNull(reviewReplies.reviewId)))
      .get()?.n ?? 0
  );
}
/** A user's own reviews, read by that user: they see them as they wrote them. */
export const reviewsOfUser = (ex: Executor, userId: number) => selectReviews(ex, userId, eq(reviews.userId, userId));
/** An account's reviews as someone else (a moderator) reads them: the public shape, no author id, building-level addresses. */
export const reviewsByAuthorAs = (ex: Executor, userId: number, viewer: ViewerId) => selectReviews(ex, viewer, eq(reviews.userId, userId));
/**
 * The author's reviews that a report or a moderation-log row names: all an admin may see of an
 * account (docs/product-rules.md#moderation). The list of all its reviews would link the author to
 * reviews written anonymously, which the privacy rule forbids in admin answers too (issue 30).
 */
export const reportedOrModeratedReviewsOf = (ex: Executor, userId: number, viewer: ViewerId) =>
  selectReviews(
    ex,
    viewer,
    and(
      eq(reviews.userId, userId),
      sql`(${reviews.id} IN (SELECT ${reports.targetId} FROM ${reports} WHERE ${reports.reportType} = 'review')
        OR ${reviews.id} IN (SELECT ${moderationLog.targetId} FROM ${moderationLog} WHERE ${moderationLog.targetType} = 'review'))`,
    ),
  );
export const recentReviews = (ex: Executor, limit: number, viewer: ViewerId) => selectReviews(ex, viewer, undefined, { limit });

export function hasReviewed(ex: Executor, userId: number, landlordId: string): boolean {
  return !!ex.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.userId, userId), eq(reviews.landlordId, landlordId))).get();
}

/** How many reviews the account wrote: its kept figure (issue 32), not a count of its rows. */
export function countReviewsBy(ex: Executor, userId: number): number {
  return ex.select({ n: users.reviewCount }).from(users).where(eq(users.id, userId)).get()?.n ?? 0;
}

export function insertReview(ex: Executor, values: ReviewFields & { landlordId: string; userId: number | null; createdAt?: string }): ReviewRow {
  const now = values.createdAt ?? nowIso();
  return ex
    .insert(reviews)
    .values({ ...values, id: crypto.randomUUID(), helpfulCount: 0, createdAt: now, updatedAt: now })
    .returning()
    .get();
}

export function updateReview(ex: Executor, id: string, fields: Partial<ReviewFields>): void {
  ex.update(reviews).set({ ...fields, updatedAt: nowIso() }).where(eq(reviews.id, id)).run();
}

export function deleteReview(ex: Executor, id: string): void {
  // Its helpful votes go with it through ON DELETE CASCADE.
  ex.delete(reviews).where(eq(reviews.id, id)).run();
}

/** The review's row, or 404. */
function mustExist(ex: Executor, id: string): ReviewRow {
  const row = reviewRowById(ex, id);
  if (!row) throw reviewNotFound();
  return row;
}

/** The reviews store on SQLite (src/store/reviews.ts). */
export function createReviewsStore(ctx: SqliteContext): ReviewsStore {
  const { db } = ctx;
  return {
    async create(userId, input, opts = {}) {
      const { landlordId: givenId, landlordData, ...fields } = input;
      const run = (): ReviewCreated =>
        write(ctx, (tx, raise) => {
          let landlord;
          if (givenId) {
            landlord = landlordById(tx, givenId);
            if (!landlord) throw landlordNotFound();
          } else {
            // The body schema (src/contract/schemas.ts) asks for one of landlordId and landlordData.
            if (!landlordData) throw landlordNotFound();
            landlord = landlordByKey(tx, landlordData.name, landlordData.location) ?? insertLandlord(tx, landlordData);
          }
          const landlordId = landlord.id;
          // Checked inside the write: an approval that made them the owner a moment ago counts.
          if (landlord.ownerUserId === userId) throw ownerCannotReview();
          if (hasReviewed(tx, userId, landlordId)) throw alreadyReviewed();
          const isFirstReview = countReviewsBy(tx, userId) === 0;
          const row = insertReview(tx, { ...fields, landlordId, userId, createdAt: opts.createdAt });
          applyReviewToFigures(tx, raise, row, 1);
          return { review: reviewById(tx, row.id, userId)!, landlordId, isFirstReview };
        });
      try {
        return run();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race to another connection: either the same user's second click (the review
        // index decides: 409) or a concurrent create of the same new landlord (then it exists
        // now, and a retry reuses it).
        if (isUniqueViolation(error, "reviews")) throw alreadyReviewed();
        return run();
      }
    },

    async update(userId, reviewId, fields) {
      // Looked up inside the write transaction, so a concurrent delete cannot slip in between.
      return write(ctx, (tx, raise) => {
        const row = mustExist(tx, reviewId);
        if (row.userId !== userId) throw notYourReviewToEdit();
        updateReview(tx, row.id, fields);
        applyReviewToFigures(tx, raise, row, -1);
        applyReviewToFigures(tx, raise, reviewRowById(tx, row.id)!, 1);
        return reviewById(tx, row.id, userId)!;
      });
    },

    async remove(actor, reviewId) {
      write(ctx, (tx, raise) => {
        const row = mustExist(tx, reviewId);
        if (row.userId !== actor.id && !actor.isAdmin) throw notYourReviewToDelete();
        if (actor.isAdmin && row.userId !== actor.id) {
          // A moderator removing someone's review: logged, answering the newest pending report on it.
          const report = newestPendingOn(tx, row.id);
          logModeration(tx, { actorId: actor.id, action: "review.deleted", targetType: "review", targetId: row.id, reportId: report?.id, category: report?.reportCategory });
        }
        if (actor.isAdmin) resolvePendingOnReviews(tx, [row.id], actor.id);
        deleteReview(tx, row.id);
        applyReviewToFigures(tx, raise, row, -1);
      });
    },

    async byId(reviewId, viewer) {
      return reviewById(db, reviewId, viewer) ?? null;
    },

    async ofLandlord(landlordId, viewer, page = {}) {
      return { reviews: reviewsOfLandlord(db, landlordId, viewer, page), total: countReviewsOf(db, landlordId) };
    },

    async recent(limit, viewer) {
      return recentReviews(db, limit, viewer);
    },

    async ofUser(userId) {
      return reviewsOfUser(db, userId);
    },
  };
}
