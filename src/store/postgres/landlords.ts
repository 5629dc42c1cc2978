// Landlords on PostgreSQL: the pieces the landlords and reviews stores will be composed of (issue 24,
// in progress; the store itself is still SQLite's only). `recomputeFigures` is the twin of
// src/store/sqlite/landlords.ts `recomputeFigures`.
import { and, asc, avg, count, eq, isNotNull } from "drizzle-orm";
import { searchAddresses } from "../../contract/address";
import { landlords, reviews } from "./schema";
import type { PgTx } from "./connection";
import type { Raise } from "./tx";

/**
 * Recomputes averageRating (mean overall rating, one decimal, 0 with none), totalReviews, the three
 * other means and searchAddresses from the reviews themselves, inside the transaction that added,
 * changed, moved or removed a review, and raises `landlord.changed`.
 *
 * SQLite runs one writer at a time; here two transactions may change one landlord's reviews at once,
 * and each would count without the other's uncommitted review, the last to write its figures
 * leaving one review out. So the landlord's row is locked before counting: writers to one landlord queue there,
 * and each aggregate, a statement of its own, which under READ COMMITTED sees everything committed
 * before it, counts every review of those ahead in the queue. Writers to other landlords never wait.
 */
export async function recomputeFigures(tx: PgTx, raise: Raise, landlordId: string): Promise<void> {
  raise("landlord.changed", { landlordId });
  // FOR NO KEY UPDATE, the lock the figures' UPDATE takes anyway, taken before counting: it does not
  // conflict with the KEY SHARE lock a review's foreign key took on this row when it was inserted
  // (FOR UPDATE would, and two writers holding KEY SHARE and wanting it would deadlock).
  await tx.select({ id: landlords.id }).from(landlords).where(eq(landlords.id, landlordId)).for("no key update");
  const [agg] = await tx
    .select({
      n: count(),
      overall: avg(reviews.overallRating),
      responsiveness: avg(reviews.responsivenessRating),
      maintenance: avg(reviews.maintenanceRating),
      fairness: avg(reviews.fairnessRating),
    })
    .from(reviews)
    .where(eq(reviews.landlordId, landlordId));
  const addresses = await tx
    .select({ address: reviews.propertyAddress })
    .from(reviews)
    .where(and(eq(reviews.landlordId, landlordId), isNotNull(reviews.propertyAddress)))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  const n = agg?.n ?? 0;
  // avg() comes back as text (numeric); the rounding is SQLite's store's, in JavaScript.
  const mean = (v: string | null | undefined) => (n && v != null ? Math.round(Number(v) * 10) / 10 : 0);
  await tx
    .update(landlords)
    .set({
      totalReviews: n,
      averageRating: mean(agg?.overall),
      responsivenessRating: mean(agg?.responsiveness),
      maintenanceRating: mean(agg?.maintenance),
      fairnessRating: mean(agg?.fairness),
      searchAddresses: searchAddresses(addresses.map((r) => r.address)),
    })
    .where(eq(landlords.id, landlordId));
}
