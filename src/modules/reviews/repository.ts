// Reviews in SQLite, always read together with their landlord's id, name and location (contract
// §3's Review shape). Functions take an executor so services can compose one transaction.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { landlords, reviews, type ReviewRow } from "../../db/schema";
import type { Review } from "../../contract/types";
import type { ReviewFields } from "../../contract/schemas";
import { nowIso } from "../../http";
import type { Executor } from "../landlords/repository";

type LandlordRef = Review["landlord"];

/** The public shape: every field of product.md §3 and the landlord; userId but nothing else of the author. */
export function toReview(row: ReviewRow, landlord: LandlordRef): Review {
  return {
    id: row.id,
    landlordId: row.landlordId,
    userId: row.userId,
    reviewerName: row.reviewerName,
    overallRating: row.overallRating,
    responsivenessRating: row.responsivenessRating,
    maintenanceRating: row.maintenanceRating,
    fairnessRating: row.fairnessRating,
    reviewText: row.reviewText,
    propertyAddress: row.propertyAddress,
    lengthOfResidence: row.lengthOfResidence,
    monthlyRent: row.monthlyRent,
    rentPeriod: row.rentPeriod as Review["rentPeriod"],
    utilitiesIncluded: row.utilitiesIncluded,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt,
    landlord,
  };
}

// Newest first; rowid breaks ties between reviews written in the same millisecond.
const NEWEST_FIRST = [desc(reviews.createdAt), sql`${reviews}.rowid DESC`] as const;

function selectReviews(ex: Executor, where: SQL | undefined, limit?: number): Review[] {
  const q = ex
    .select({ review: reviews, landlord: { id: landlords.id, name: landlords.name, location: landlords.location } })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(where)
    .orderBy(...NEWEST_FIRST);
  const rows = limit === undefined ? q.all() : q.limit(limit).all();
  return rows.map((r) => toReview(r.review, r.landlord));
}

export function reviewById(ex: Executor, id: string): Review | undefined {
  return selectReviews(ex, eq(reviews.id, id))[0];
}

export function reviewRowById(ex: Executor, id: string): ReviewRow | undefined {
  return ex.select().from(reviews).where(eq(reviews.id, id)).get();
}

export const reviewsOfLandlord = (ex: Executor, landlordId: string) => selectReviews(ex, eq(reviews.landlordId, landlordId));
export const reviewsOfUser = (ex: Executor, userId: number) => selectReviews(ex, eq(reviews.userId, userId));
export const recentReviews = (ex: Executor, limit: number) => selectReviews(ex, undefined, limit);

export function hasReviewed(ex: Executor, userId: number, landlordId: string): boolean {
  return !!ex.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.userId, userId), eq(reviews.landlordId, landlordId))).get();
}

export function countReviewsBy(ex: Executor, userId: number): number {
  return ex.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId)).get()?.n ?? 0;
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
