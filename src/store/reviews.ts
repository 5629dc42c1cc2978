// The reviews store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/reviews.ts `createReviewsStore`. Every write recounts its landlord's figures and
// raises `landlord.changed` inside its one transaction (src/events.ts): a review change the search
// does not hear of cannot happen.
import type { ReviewSort } from "../contract/constants";
import type { HideInput, LandlordCreateInput, ReviewFields } from "../contract/schemas";
import type { Review, ReviewCreated, ReviewVersion } from "../contract/types";

/** Who asks: the signed-in user's id, or null when signed out. Every read of reviews names one (docs/product-rules.md#privacy). */
export type ViewerId = number | null;

/** A page of a landlord's reviews (GET /api/landlords/{id}/reviews); no limit: all of them (stores' own callers only; the route always gives one). */
export interface ReviewPage {
  limit?: number;
  offset?: number;
  sort?: ReviewSort;
  /**
   * Keyset paging (issue 32): the id of the last review of the page before, in the same order; the
   * page starts right after it, read from the order's index however deep it is. A review that no
   * longer exists (or is another landlord's) falls back to `offset`.
   */
  after?: string;
}

/** A new review: of the landlord `landlordId`, or of the one `landlordData` names (found by the duplicate rule, or added). */
export type ReviewCreateInput = ReviewFields & { landlordId?: string; landlordData?: LandlordCreateInput };

export interface ReviewsStore {
  /**
   * Writes `userId`'s review (docs/product-rules.md#reviews) in one transaction: the landlord by
   * id (404 landlordNotFound) or by the duplicate rule from `landlordData`, added when new; one
   * review per user and landlord (409 alreadyReviewed, a double click's race included); the
   * landlord's figures recounted. Its verified owner cannot review it (403 ownerCannotReview).
   * `createdAt` backdates it (seed only).
   */
  create(userId: number, input: ReviewCreateInput, opts?: { createdAt?: string }): Promise<ReviewCreated>;
  /** The author's edit (404 reviewNotFound, 403 notYourReviewToEdit); fields left out are kept. Answers the review as its author reads it. */
  update(userId: number, reviewId: string, fields: Partial<ReviewFields>): Promise<Review>;
  /**
   * Deletes the review: by its author, or by an admin (404 reviewNotFound, 403
   * notYourReviewToDelete). An admin's delete resolves the pending reports on it (and on its
   * reply) and, when it is someone else's review, writes the moderation-log row answering the
   * newest of them, in the same transaction.
   */
  remove(actor: { id: number; isAdmin: boolean }, reviewId: string): Promise<void>;
  /** The review as `viewer` reads it, or null. */
  byId(reviewId: string, viewer: ViewerId): Promise<Review | null>;
  /** A page of the landlord's reviews in the order asked, and how many it has in all. */
  ofLandlord(landlordId: string, viewer: ViewerId, page?: ReviewPage): Promise<{ reviews: Review[]; total: number }>;
  /** The newest reviews of all landlords. */
  recent(limit: number, viewer: ViewerId): Promise<Review[]>;
  /** A user's own reviews, as they wrote them, hidden ones included with their `moderation` (contract §7.5). */
  ofUser(userId: number): Promise<Review[]>;
  /**
   * An admin hides the review (contract §7.5): left out of every public read, its landlord's
   * figures recounted, pending reports on it resolved, one log row, the author told; one
   * transaction. 404 reviewNotFound, 409 reviewAlreadyHidden.
   */
  hide(adminId: number, reviewId: string, input: HideInput): Promise<void>;
  /** Shows a hidden review again, figures recounted and logged. 404 reviewNotFound, 409 reviewNotHidden. */
  restore(adminId: number, reviewId: string): Promise<void>;
  /** The review's earlier versions, newest first (admins). 404 reviewNotFound. */
  history(reviewId: string): Promise<ReviewVersion[]>;
}
