// Review rules (contract §4): one review per user and landlord; a new landlord from
// `landlordData` (or the existing one it matches) in the same transaction as the review and its
// figures; owners edit, owners or admins delete; an admin's delete resolves pending reports on it.
// The search index hears of every change after the commit.
import type { AppDeps } from "../../deps";
import type { Review, ReviewCreated } from "../../contract/types";
import type { ReviewFields, LandlordCreateInput } from "../../contract/schemas";
import { conflict, forbidden, isUniqueViolation, notFound, parseUuid } from "../../http";
import { writeTx } from "../../db/connection";
import type { UserRow } from "../../db/schema";
import * as landlordsRepo from "../landlords/repository";
import { resolvePendingOn } from "../reports/repository";
import * as repo from "./repository";

export const REVIEW_NOT_FOUND = "Review not found";
const ALREADY_REVIEWED = "You have already reviewed this landlord";

export type ReviewCreateValues = ReviewFields & { landlordId?: string; landlordData?: LandlordCreateInput };

export function createReviewsService(deps: AppDeps) {
  const { db } = deps;

  /** The review row, or 404. */
  function mustExist(ex: landlordsRepo.Executor, id: string) {
    const row = repo.reviewRowById(ex, id);
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    return row;
  }

  return {
    create(user: Pick<UserRow, "id">, input: ReviewCreateValues, opts: { createdAt?: string } = {}): ReviewCreated {
      const { landlordId: givenId, landlordData, ...fields } = input;
      const run = () =>
        writeTx(db, (tx) => {
          let landlordId: string;
          if (givenId) {
            const landlord = landlordsRepo.landlordById(tx, parseUuid(givenId, "Landlord"));
            if (!landlord) throw notFound("Landlord not found");
            landlordId = landlord.id;
          } else {
            const data = landlordData!;
            landlordId = (landlordsRepo.landlordByKey(tx, data.name, data.location) ?? landlordsRepo.insertLandlord(tx, data)).id;
          }
          if (repo.hasReviewed(tx, user.id, landlordId)) throw conflict(ALREADY_REVIEWED);
          const isFirstReview = repo.countReviewsBy(tx, user.id) === 0;
          const row = repo.insertReview(tx, { ...fields, landlordId, userId: user.id, createdAt: opts.createdAt });
          landlordsRepo.recomputeFigures(tx, landlordId);
          return { review: repo.reviewById(tx, row.id, user.id)!, landlordId, isFirstReview };
        });
      let created: ReviewCreated;
      try {
        created = run();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race: either the same user's second click (the review index decides: 409) or a
        // concurrent create of the same new landlord (then it exists now, and a retry reuses it).
        if (/reviews/.test(String(error))) throw conflict(ALREADY_REVIEWED);
        created = run();
      }
      deps.search.landlordChanged(created.landlordId);
      return created;
    },

    /** PUT: the owner only. rentPeriod is kept when the body leaves it out. */
    update(user: Pick<UserRow, "id">, id: string, fields: Partial<ReviewFields>): Review {
      const reviewId = parseUuid(id, "Review");
      // Looked up inside the write transaction, so a concurrent delete cannot slip in between.
      const review = writeTx(db, (tx) => {
        const row = mustExist(tx, reviewId);
        if (row.userId !== user.id) throw forbidden("You can only edit your own reviews");
        repo.updateReview(tx, row.id, fields);
        landlordsRepo.recomputeFigures(tx, row.landlordId);
        return repo.reviewById(tx, row.id, user.id)!;
      });
      deps.search.landlordChanged(review.landlordId);
      return review;
    },

    /** DELETE: the owner or an admin. An admin's delete also resolves pending reports on the review. */
    remove(user: Pick<UserRow, "id" | "isAdmin">, id: string): void {
      const reviewId = parseUuid(id, "Review");
      const isAdmin = user.isAdmin === 1;
      const landlordId = writeTx(db, (tx) => {
        const row = mustExist(tx, reviewId);
        if (row.userId !== user.id && !isAdmin) throw forbidden("You can only delete your own reviews");
        if (isAdmin) resolvePendingOn(tx, [row.id], user.id);
        repo.deleteReview(tx, row.id);
        landlordsRepo.recomputeFigures(tx, row.landlordId);
        return row.landlordId;
      });
      deps.search.landlordChanged(landlordId);
    },

    /** One review, for links to it (a moderator opening a report). */
    get(id: string, viewer: repo.ViewerId): Review {
      const review = repo.reviewById(db, parseUuid(id, "Review"), viewer);
      if (!review) throw notFound(REVIEW_NOT_FOUND);
      return review;
    },

    recent: (limit: number, viewer: repo.ViewerId) => repo.recentReviews(db, limit, viewer),
    ofUser: (userId: number) => repo.reviewsOfUser(db, userId),
  };
}
