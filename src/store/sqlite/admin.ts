// The admin store on SQLite (docs/architecture.md, "Stores"; src/store/admin.ts): an admin's
// delete of a landlord, composed from the landlords, reports and moderation-log functions inside
// one `write`, which announces the removal after the commit (src/store/sqlite/tx.ts).
import { eq } from "drizzle-orm";
import { reviews } from "./schema";
import type { Executor } from "./connection";
import { deleteLandlord, landlordById } from "./landlords";
import { newestPendingOn, resolvePendingOnReviews } from "./reports";
import { logModeration } from "./moderation-log";
import { write, type SqliteContext } from "./tx";
import type { AdminStore } from "../admin";
import { landlordNotFound } from "../../modules/landlords/errors";

/** The ids of the landlord's reviews. */
export function reviewIdsOfLandlord(ex: Executor, landlordId: string): string[] {
  return ex.select({ id: reviews.id }).from(reviews).where(eq(reviews.landlordId, landlordId)).all().map((r) => r.id);
}

/** The admin store on SQLite (src/store/admin.ts). */
export function createAdminStore(ctx: SqliteContext): AdminStore {
  return {
    async deleteLandlord(adminId, landlordId) {
      write(ctx, (tx, raise) => {
        if (!landlordById(tx, landlordId)) throw landlordNotFound();
        const reviewIds = reviewIdsOfLandlord(tx, landlordId);
        const report = newestPendingOn(tx, landlordId);
        logModeration(tx, { actorId: adminId, action: "landlord.deleted", targetType: "landlord", targetId: landlordId, reportId: report?.id, category: report?.reportCategory });
        resolvePendingOnReviews(tx, reviewIds, adminId, [landlordId]);
        // Its reviews, their votes and replies go with it (ON DELETE CASCADE).
        deleteLandlord(tx, landlordId);
        // Gone from search results once committed.
        raise("landlord.removed", { landlordId });
      });
    },
  };
}
