// Reviews in SQLite, always read together with their landlord's id, name and location (contract
// §3's Review shape). Functions take an executor so services can compose one transaction.
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { landlords, reviews, type ReviewRow } from "../../db/schema";
import type { Review } from "../../contract/types";
import type { ReviewFields } from "../../contract/schemas";
import { publicAddress } from "../../contract/address";
import { nowIso } from "../../http";
import type { Executor } from "../landlords/repository";

type LandlordRef = Review["landlord"];

/** Who asks: the signed-in user's id, or null when signed out. Every read of reviews names one. */
export type ViewerId = number | null;

/**
 * The answer's shape: every field of product.md §3 and the landlord, under contract §3's privacy
 * rule. Only the author sees their own id and the address as typed; everyone else (admins too)
 * gets userId null and the building-level address, so no answer tells which reviews share an
 * author or which unit wrote one.
 */
export function toReview(row: ReviewRow, landlord: LandlordRef, viewer: ViewerId): Review {
  const mine = viewer !== null && row.userId === viewer;
  return {
    id: row.id,
    landlordId: row.landlordId,
    userId: mine ? row.userId : null,
    reviewerName: row.reviewerName,
    overallRating: row.overallRating,
    responsivenessRating: row.responsivenessRating,
    maintenanceRating: row.maintenanceRating,
    fairnessRating: row.fairnessRating,
    reviewText: row.reviewText,
    propertyAddress: mine ? row.propertyAddress : publicAddress(row.propertyAddress),
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

function selectReviews(ex: Executor, viewer: ViewerId, where: SQL | undefined, limit?: number): Review[] {
  const q = ex
    .select({ review: reviews, landlord: { id: landlords.id, name: landlords.name, location: landlords.location } })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(where)
    .orderBy(...NEWEST_FIRST);
  const rows = limit === undefined ? q.all() : q.limit(limit).all();
  return rows.map((r) => toReview(r.review, r.landlord, viewer));
}

export function reviewById(ex: Executor, id: string, viewer: ViewerId): Review | undefined {
  return selectReviews(ex, viewer, eq(reviews.id, id))[0];
}

export function reviewRowById(ex: Executor, id: string): ReviewRow | undefined {
  return ex.select().from(reviews).where(eq(reviews.id, id)).get();
}

export const reviewsOfLandlord = (ex: Executor, landlordId: string, viewer: ViewerId) =>
  selectReviews(ex, viewer, eq(reviews.landlordId, landlordId));
/** A user's own reviews, read by that user: they see them as they wrote them. */
export const reviewsOfUser = (ex: Executor, userId: number) => selectReviews(ex, userId, eq(reviews.userId, userId));
export const recentReviews = (ex: Executor, limit: number, viewer: ViewerId) => selectReviews(ex, viewer, undefined, limit);

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
