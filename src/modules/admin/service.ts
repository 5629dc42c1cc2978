// Admin deletes (docs/product-rules.md#moderation) and the duplicate-landlord merge (contract
// §6.2). Deleting is permanent; pending reports on the deleted content (for a landlord: on it and
// on each of its reviews) become resolved in the same transaction, which also writes the
// moderation-log row (docs/moderation.md).
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { AppDeps } from "../../deps";
import { nowIso } from "../../http";
import { commit } from "../../events";
import { landlords, reviews, verificationRequests, type UserRow } from "../../store/sqlite/schema";
import type { LandlordMergeInput } from "../../contract/schemas";
import type { Landlord } from "../../contract/types";
import { isUuid } from "../../contract/query";
import { deleteLandlord, landlordById, recomputeFigures } from "../../store/sqlite/landlords";
import { landlordNotFound } from "../landlords/errors";
import { newestPendingOn, reportById, resolvePendingOnReviews, retarget, updateReport } from "../../store/sqlite/reports";
import { reportAlready, reportIdNotFound } from "../reports/errors";
import { deleteReview } from "../../store/sqlite/reviews";
import { createReviewsService } from "../reviews/service";
import { logModeration } from "../../store/sqlite/moderation-log";
import { keptLandlordNotFound, mergeIntoItself, reportNotAboutEither } from "./errors";

export function createAdminService(deps: AppDeps) {
  const reviewsService = createReviewsService(deps);
  return {
    /** As DELETE /api/reviews/{id} by an admin: the reviews service resolves the reports and logs it. */
    deleteReview(admin: Pick<UserRow, "id" | "isAdmin">, id: string): void {
      reviewsService.remove(admin, id);
    },

    deleteLandlord(admin: Pick<UserRow, "id">, landlordId: string): void {
      commit(deps, (tx, raise) => {
        if (!landlordById(tx, landlordId)) throw landlordNotFound();
        const reviewIds = tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.landlordId, landlordId)).all().map((r) => r.id);
        const report = newestPendingOn(tx, landlordId);
        logModeration(tx, { actorId: admin.id, action: "landlord.deleted", targetType: "landlord", targetId: landlordId, reportId: report?.id, category: report?.reportCategory });
        resolvePendingOnReviews(tx, reviewIds, admin.id, [landlordId]);
        deleteLandlord(tx, landlordId);
        // Gone from search results at once.
        raise("landlord.removed", { landlordId });
      });
    },

    /**
     * Merges the duplicate `fromId` into `input.intoId` (docs/product-rules.md#moderation): its reviews and the
     * reports on it move to the kept landlord; when one user reviewed both, the newer review stays
     * and the older goes (with its votes; pending reports on it are resolved). The duplicate is
     * removed, the kept landlord's figures recomputed, the answering report (if any) resolved, and
     * one log row written, all in one transaction.
     */
    mergeLandlord(admin: Pick<UserRow, "id">, fromId: string, input: LandlordMergeInput): Landlord {
      if (!isUuid(input.intoId)) throw keptLandlordNotFound();
      const intoId = input.intoId.toLowerCase();
      if (fromId === intoId) throw mergeIntoItself();
      commit(deps, (tx, raise) => {
        if (!landlordById(tx, fromId)) throw landlordNotFound();
        if (!landlordById(tx, intoId)) throw keptLandlordNotFound();
        const report = input.reportId === undefined ? undefined : reportById(tx, input.reportId);
        if (input.reportId !== undefined) {
          if (!report) throw reportIdNotFound(input.reportId);
          if (report.reportType !== "landlord" || (report.targetId !== fromId && report.targetId !== intoId)) throw reportNotAboutEither();
          if (report.status !== "pending") throw reportAlready(report, report.status);
        }

        // One review per user and landlord: where both have one by the same user, the newer stays.
        const moving = tx.select().from(reviews).where(and(eq(reviews.landlordId, fromId), isNotNull(reviews.userId))).all();
        const userIds = moving.map((r) => r.userId!);
        const kept = userIds.length ? tx.select().from(reviews).where(and(eq(reviews.landlordId, intoId), inArray(reviews.userId, userIds))).all() : [];
        const keptByUser = new Map(kept.map((r) => [r.userId!, r]));
        const dropped: string[] = [];
        for (const review of moving) {
          const other = keptByUser.get(review.userId!);
          if (other) dropped.push(review.createdAt > other.createdAt ? other.id : review.id);
        }
        resolvePendingOnReviews(tx, dropped, admin.id);
        for (const reviewId of dropped) deleteReview(tx, reviewId);
        tx.update(reviews).set({ landlordId: intoId }).where(eq(reviews.landlordId, fromId)).run();

        logModeration(tx, {
          actorId: admin.id,
          action: "landlord.merged",
          targetType: "landlord",
          targetId: fromId,
          reportId: report?.id,
          category: report?.reportCategory ?? "Duplicate profile",
          reason: input.reason,
        });
        if (report) updateReport(tx, report.id, { status: "resolved", resolvedAt: nowIso(), resolvedBy: admin.id });
        retarget(tx, fromId, intoId);
        // The owner link and verification claims (docs/product-rules.md#verification-badges-and-replies) follow the profile; an owner the kept
        // profile already has stays.
        const from = landlordById(tx, fromId)!;
        const into = landlordById(tx, intoId)!;
        if (from.ownerUserId !== null && into.ownerUserId === null) {
          tx.update(landlords).set({ ownerUserId: from.ownerUserId }).where(eq(landlords.id, intoId)).run();
        }
        tx.update(verificationRequests).set({ landlordId: intoId }).where(eq(verificationRequests.landlordId, fromId)).run();
        deleteLandlord(tx, fromId);
        recomputeFigures(tx, raise, intoId);
        raise("landlord.removed", { landlordId: fromId });
      });
      return deps.search.landlord(intoId)!;
    },
  };
}
