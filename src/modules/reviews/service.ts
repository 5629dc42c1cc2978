// Review rules (docs/product-rules.md#reviews): one review per user and landlord; a new landlord from
// `landlordData` (or the existing one it matches) in the same transaction as the review and its
// figures; owners edit, owners or admins delete; an admin's delete resolves pending reports on it.
// Every change raises landlord.changed, which the search module hears after the commit.
import type { AppDeps } from "../../deps";
import type { Review, ReviewCreated } from "../../contract/types";
import type { ReviewFields, LandlordCreateInput } from "../../contract/schemas";
import { isUniqueViolation } from "../../http";
import type { Executor } from "../../store/sqlite/connection";
import { commit } from "../../events";
import type { UserRow } from "../../store/sqlite/schema";
import * as landlordsRepo from "../../store/sqlite/landlords";
import { newestPendingOn, resolvePendingOnReviews } from "../../store/sqlite/reports";
import { logModeration } from "../../store/sqlite/moderation-log";
import { landlordNotFound } from "../landlords/errors";
import { alreadyReviewed, notYourReviewToDelete, notYourReviewToEdit, reviewNotFound } from "./errors";
import * as repo from "../../store/sqlite/reviews";

export type ReviewCreateValues = ReviewFields & { landlordId?: string; landlordData?: LandlordCreateInput };

export function createReviewsService(deps: AppDeps) {
  const { db } = deps;

  /** The review row, or 404. */
  function mustExist(ex: Executor, id: string) {
    const row = repo.reviewRowById(ex, id);
    if (!row) throw reviewNotFound();
    return row;
  }

  return {
    create(user: Pick<UserRow, "id">, input: ReviewCreateValues, opts: { createdAt?: string } = {}): ReviewCreated {
      const { landlordId: givenId, landlordData, ...fields } = input;
      const run = () =>
        commit(deps, (tx, raise) => {
          let landlordId: string;
          if (givenId) {
            const landlord = landlordsRepo.landlordById(tx, givenId);
            if (!landlord) throw landlordNotFound();
            landlordId = landlord.id;
          } else {
            const data = landlordData!;
            landlordId = (landlordsRepo.landlordByKey(tx, data.name, data.location) ?? landlordsRepo.insertLandlord(tx, data)).id;
          }
          if (repo.hasReviewed(tx, user.id, landlordId)) throw alreadyReviewed();
          const isFirstReview = repo.countReviewsBy(tx, user.id) === 0;
          const row = repo.insertReview(tx, { ...fields, landlordId, userId: user.id, createdAt: opts.createdAt });
          landlordsRepo.recomputeFigures(tx, raise, landlordId);
          return { review: repo.reviewById(tx, row.id, user.id)!, landlordId, isFirstReview };
        });
      let created: ReviewCreated;
      try {
        created = run();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race: either the same user's second click (the review index decides: 409) or a
        // concurrent create of the same new landlord (then it exists now, and a retry reuses it).
        if (isUniqueViolation(error, "reviews")) throw alreadyReviewed();
        created = run();
      }
      return created;
    },

    /** PUT: the owner only. rentPeriod is kept when the body leaves it out. */
    update(user: Pick<UserRow, "id">, reviewId: string, fields: Partial<ReviewFields>): Review {
      // Looked up inside the write transaction, so a concurrent delete cannot slip in between.
      return commit(deps, (tx, raise) => {
        const row = mustExist(tx, reviewId);
        if (row.userId !== user.id) throw notYourReviewToEdit();
        repo.updateReview(tx, row.id, fields);
        landlordsRepo.recomputeFigures(tx, raise, row.landlordId);
        return repo.reviewById(tx, row.id, user.id)!;
      });
    },

    /** DELETE: the owner or an admin. An admin's delete also resolves pending reports on the review. */
    remove(user: Pick<UserRow, "id" | "isAdmin">, reviewId: string): void {
      const isAdmin = user.isAdmin === 1;
      commit(deps, (tx, raise) => {
        const row = mustExist(tx, reviewId);
        if (row.userId !== user.id && !isAdmin) throw notYourReviewToDelete();
        if (isAdmin && row.userId !== user.id) {
          // A moderator removing someone's review: logged, answering the newest pending report on it.
          const report = newestPendingOn(tx, row.id);
          logModeration(tx, { actorId: user.id, action: "review.deleted", targetType: "review", targetId: row.id, reportId: report?.id, category: report?.reportCategory });
        }
        if (isAdmin) resolvePendingOnReviews(tx, [row.id], user.id);
        repo.deleteReview(tx, row.id);
        landlordsRepo.recomputeFigures(tx, raise, row.landlordId);
      });
    },

    recent: (limit: number, viewer: repo.ViewerId) => repo.recentReviews(db, limit, viewer),
    ofUser: (userId: number) => repo.reviewsOfUser(db, userId),
  };
}
