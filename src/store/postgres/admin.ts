// The admin store on PostgreSQL: the twin of src/store/sqlite/admin.ts, an admin's delete of a
// landlord composed from the landlords and moderation-log functions inside one `write`, which
// announces the removal after the commit (tx.ts).
//
// The landlord's row is locked FOR UPDATE first, the lock its DELETE takes anyway. Here, unlike a
// figures' recount, the strong lock is the right one up front: a review being inserted takes KEY SHARE
// on its landlord (its foreign key), which FOR UPDATE makes wait. Taking only FOR NO KEY UPDATE would
// let such a review in, whose recount would then wait for our lock while our DELETE waited for its
// KEY SHARE: a deadlock. Reviews already in flight finish first (their recount takes its own stronger
// lock as a holder of the row, which PostgreSQL lets past a waiting FOR UPDATE), then the delete runs.
import { eq } from "drizzle-orm";
import { landlords, reviews } from "./schema";
import type { PgDb, PgTx } from "./connection";
import { deleteLandlord } from "./landlords";
import { logModeration, newestPendingOn, resolvePendingOnReviews } from "./moderation-log";
import { write, type PostgresContext } from "./tx";
import type { AdminStore } from "../admin";
import { landlordNotFound } from "../../modules/landlords/errors";

/** The ids of the landlord's reviews. */
export async function reviewIdsOfLandlord(ex: PgDb | PgTx, landlordId: string): Promise<string[]> {
  return (await ex.select({ id: reviews.id }).from(reviews).where(eq(reviews.landlordId, landlordId))).map((r) => r.id);
}

/** The admin store on PostgreSQL (src/store/admin.ts). */
export function createAdminStore(ctx: PostgresContext): AdminStore {
  return {
    async deleteLandlord(adminId, landlordId) {
      await write(ctx, async (tx, raise) => {
        const [landlord] = await tx.select({ id: landlords.id }).from(landlords).where(eq(landlords.id, landlordId)).for("update");
        if (!landlord) throw landlordNotFound();
        const reviewIds = await reviewIdsOfLandlord(tx, landlordId);
        const report = await newestPendingOn(tx, landlordId);
        await logModeration(tx, { actorId: adminId, action: "landlord.deleted", targetType: "landlord", targetId: landlordId, reportId: report?.id, category: report?.reportCategory });
        await resolvePendingOnReviews(tx, reviewIds, adminId, [landlordId]);
        // Its reviews, their votes and replies go with it (ON DELETE CASCADE).
        await deleteLandlord(tx, landlordId);
        // Gone from search results once committed.
        raise("landlord.removed", { landlordId });
      });
    },
  };
}
