// Admin deletes (docs/product-rules.md, "Moderation"). Deleting is permanent; pending reports on the deleted content (for
// a landlord: on it and on each of its reviews) become resolved in the same transaction.
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { writeTx } from "../../db/connection";
import { reviews, type UserRow } from "../../db/schema";
import { deleteLandlord, landlordById } from "../landlords/repository";
import { landlordNotFound } from "../landlords/errors";
import { resolvePendingOn } from "../reports/repository";
import { replyIdsOf } from "../replies/repository";
import { createReviewsService } from "../reviews/service";

export function createAdminService(deps: AppDeps) {
  const reviewsService = createReviewsService(deps);
  return {
    /** As DELETE /api/reviews/{id} by an admin: the reviews service resolves the reports. */
    deleteReview(admin: Pick<UserRow, "id" | "isAdmin">, id: string): void {
      reviewsService.remove(admin, id);
    },

    deleteLandlord(admin: Pick<UserRow, "id">, landlordId: string): void {
      writeTx(deps.db, (tx) => {
        if (!landlordById(tx, landlordId)) throw landlordNotFound();
        const reviewIds = tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.landlordId, landlordId)).all().map((r) => r.id);
        resolvePendingOn(tx, [landlordId, ...reviewIds, ...replyIdsOf(tx, reviewIds)], admin.id);
        deleteLandlord(tx, landlordId);
      });
      // Gone from search results at once.
      deps.search.landlordRemoved(landlordId);
    },
  };
}
