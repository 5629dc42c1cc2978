// Admin deletes (docs/product-rules.md#moderation) and the duplicate-landlord merge (contract
// §6.2). Deleting is permanent; pending reports on the deleted content (for a landlord: on it and
// on each of its reviews) become resolved in the same transaction, which also writes the
// moderation-log row (docs/moderation.md). Each is one store operation: a review's delete is the
// reviews store's, a landlord's the admin store's, the merge the landlords store's.
import type { AppDeps } from "../../deps";
import type { LandlordMergeInput } from "../../contract/schemas";
import type { Landlord } from "../../contract/types";
import type { UserRow } from "../../store/rows";
import { toLandlord } from "../landlords/public";
import { createReviewsService } from "../reviews/service";
import { keptLandlordNotFound } from "./errors";

export function createAdminService(deps: AppDeps) {
  const reviewsService = createReviewsService(deps);
  const { store } = deps;
  return {
    /** As DELETE /api/reviews/{id} by an admin: the reviews store resolves the reports and logs it. */
    deleteReview: (admin: Pick<UserRow, "id" | "isAdmin">, id: string): Promise<void> => reviewsService.remove(admin, id),

    deleteLandlord: (admin: Pick<UserRow, "id">, landlordId: string): Promise<void> => store.admin.deleteLandlord(admin.id, landlordId),

    /**
     * Merges the duplicate `fromId` into `input.intoId` (docs/product-rules.md#moderation; a
     * well-formed id, the route's schema checks it) and answers the kept landlord as merged.
     */
    async mergeLandlord(admin: Pick<UserRow, "id">, fromId: string, input: LandlordMergeInput): Promise<Landlord> {
      await store.landlords.merge(fromId, input.intoId, admin, { reportId: input.reportId, reason: input.reason });
      const kept = await store.landlords.byId(input.intoId);
      // Deleted by another connection between the merge's commit and this read.
      if (!kept) throw keptLandlordNotFound();
      return toLandlord(kept);
    },
  };
}
