// Landlords on PostgreSQL: the twin of src/store/sqlite/landlords.ts, its functions taking an
// executor (the pool or an open transaction) so that the reviews store composes one transaction of
// them; `createLandlordsStore` (at the bottom) is the landlords store (src/store/landlords.ts).
// Names are ordered by `COLLATE "C"` (byte order), as SQLite's BINARY collation orders them, whatever
// the cluster's locale.
import { reviewIsVisible } from "./visibility";
import { deleteLandlordFollows, moveLandlordFollows } from "./follows";
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { landlordKey } from "../../contract/names";
import type { LandlordCreateInput } from "../../contract/schemas";
import { nowIso } from "../../http";
import { landlords, reviews, verificationRequests } from "./schema";
import type { PgDb, PgTx } from "./connection";
import { isUniqueViolation, write, type PostgresContext, type Raise } from "./tx";
import type { LandlordRow } from "../rows";
import type { LandlordMergeOptions, LandlordsStore } from "../landlords";
import { landlordExists, landlordNotFound } from "../../modules/landlords/errors";
import { keptLandlordNotFound, mergeIntoItself, mergeOwnersDiffer, reportNotAboutEither } from "../../modules/admin/errors";
import { reportAlready, reportIdNotFound } from "../../modules/reports/errors";
import { logModeration, reportById, resolvePendingOnReviews, retarget, updateReport } from "./moderation-log";
import type { ReportRow } from "../rows";
import { assignBuildings } from "./buildings";
import { applyReviewToFigures, meanOf, moveAddresses, recountAddresses } from "./figures";

type Executor = PgDb | PgTx;

/** The duplicate rule (src/contract/names.ts): same name in the same location, as a renter reads them. */
export const dedupeKey = landlordKey;

/** Names in byte order, as SQLite's BINARY collation sorts them. */
export const byName = sql`${landlords.name} COLLATE "C"`;

export async function landlordById(ex: Executor, id: string): Promise<LandlordRow | undefined> {
  const [row] = await ex.select().from(landlords).where(eq(landlords.id, id));
  return row;
}

/**
 * The landlord's row locked FOR NO KEY UPDATE until the transaction ends: what SQLite's one writer
 * gave a check and its write. Writers that change this landlord queue here; reviews being inserted
 * (whose foreign key takes KEY SHARE) do not.
 */
export async function lockLandlord(tx: PgTx, id: string): Promise<LandlordRow | undefined> {
  const [row] = await tx.select().from(landlords).where(eq(landlords.id, id)).for("no key update");
  return row;
}

export async function landlordByKey(ex: Executor, name: string, location: string): Promise<LandlordRow | undefined> {
  const [row] = await ex.select().from(landlords).where(eq(landlords.dedupeKey, dedupeKey(name, location)));
  return row;
}

/** Inserts a landlord; a unique violation on the dedupe key means it exists (the caller decides). */
export async function insertLandlord(ex: Executor, input: LandlordCreateInput): Promise<LandlordRow> {
  const [row] = await ex
    .insert(landlords)
    .values({
      id: crypto.randomUUID(),
      name: input.name,
      type: input.type,
      location: input.location,
      dedupeKey: dedupeKey(input.name, input.location),
      createdAt: nowIso(),
    })
    .returning();
  return row!;
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => "\\" + c);
}

/** Most-reviewed first, then best rated, then by name; `location` narrows to locations containing it (case-insensitive). */
export async function listLandlords(ex: Executor, opts: { location?: string | undefined; limit: number }): Promise<LandlordRow[]> {
  const location = opts.location?.trim();
  const where = location ? sql`lower(${landlords.location}) LIKE ${"%" + escapeLike(location.toLowerCase()) + "%"} ESCAPE '\\'` : undefined;
  return ex.select().from(landlords).where(where).orderBy(desc(landlords.totalReviews), desc(landlords.averageRating), byName).limit(opts.limit);
}

/** Landlords at any of `locations` (exact stored values), most-reviewed first, then by name. */
export async function landlordsAt(ex: Executor, locations: readonly string[], limit: number, offset = 0): Promise<LandlordRow[]> {
  if (!locations.length) return [];
  return ex.select().from(landlords).where(inArray(landlords.location, [...locations])).orderBy(desc(landlords.totalReviews), byName, landlords.id).limit(limit).offset(offset);
}

export async function setLandlordOwner(ex: Executor, landlordId: string, userId: number | null): Promise<void> {
  await ex.update(landlords).set({ ownerUserId: userId }).where(eq(landlords.id, landlordId));
}

export async function deleteLandlord(ex: Executor, id: string): Promise<void> {
  // Follows of it name it by id only (a follow's target may be a city or a building too), so they
  // go here. Its reviews first, while the landlord's row (its location) is there for their triggers
  // to count their rents out (figures.ts); their votes go with them through ON DELETE CASCADE.
  await deleteLandlordFollows(ex, id);
  await ex.delete(reviews).where(eq(reviews.landlordId, id));
  await ex.delete(landlords).where(eq(landlords.id, id));
}

/**
 * Recomputes averageRating (mean overall rating, one decimal, 0 with none), totalReviews, the three
 * other means and the address counts (landlord_addresses) from the reviews themselves, inside the transaction that added,
 * changed, moved or removed a review, and raises `landlord.changed`.
 *
 * SQLite runs one writer at a time; here two transactions may change one landlord's reviews at once,
 * and each would count without the other's uncommitted review, the last to write its figures
 * leaving one review out. So the landlord's row is locked before counting: writers to one landlord queue there,
 * and each aggregate, a statement of its own, which under READ COMMITTED sees everything committed
 * before it, counts every review of those ahead in the queue. Writers to other landlords do not wait
 * for this lock, nor for each other: migration 0001's trigger counts the UPDATE in a sequence, which
 * takes no row lock (landlord-changes.test.ts: a second writer to another landlord commits while the
 * first is still open).
 */
export async function recomputeFigures(tx: PgTx, raise: Raise, landlordId: string): Promise<void> {
  raise("landlord.changed", { landlordId });
  // FOR NO KEY UPDATE, the lock the figures' UPDATE takes anyway, taken before counting: it does not
  // conflict with the KEY SHARE lock a review's foreign key took on this row when it was inserted
  // (FOR UPDATE would, and two writers holding KEY SHARE and wanting it would deadlock).
  await tx.select({ id: landlords.id }).from(landlords).where(eq(landlords.id, landlordId)).for("no key update");
  // Its reviews' buildings (contract §7.2), in the same transaction (src/store/postgres/buildings.ts).
  await assignBuildings(tx, landlordId, undefined, raise);
  // Sums, not means (issue 32): the kept sums and the triggers' means are made of them.
  const [agg] = await tx
    .select({
      n: count(),
      overall: sql<number>`coalesce(sum(${reviews.overallRating}), 0)`.mapWith(Number),
      responsiveness: sql<number>`coalesce(sum(${reviews.responsivenessRating}), 0)`.mapWith(Number),
      maintenance: sql<number>`coalesce(sum(${reviews.maintenanceRating}), 0)`.mapWith(Number),
      fairness: sql<number>`coalesce(sum(${reviews.fairnessRating}), 0)`.mapWith(Number),
    })
    .from(reviews)
    // visible reviews only (contract §7.5): a hidden review counts in no figure nor search address.
    .where(and(eq(reviews.landlordId, landlordId), reviewIsVisible()));
  const n = agg?.n ?? 0;
  const sums = { overallSum: agg?.overall ?? 0, responsivenessSum: agg?.responsiveness ?? 0, maintenanceSum: agg?.maintenance ?? 0, fairnessSum: agg?.fairness ?? 0 };
  await tx
    .update(landlords)
    .set({
      totalReviews: n,
      ...sums,
      averageRating: meanOf(sums.overallSum, n),
      responsivenessRating: meanOf(sums.responsivenessSum, n),
      maintenanceRating: meanOf(sums.maintenanceSum, n),
      fairnessRating: meanOf(sums.fairnessSum, n),
    })
    .where(eq(landlords.id, landlordId));
  await recountAddresses(tx, landlordId);
}

/**
 * The twin of src/store/sqlite/landlords.ts `mergeLandlords`, inside the caller's transaction: the
 * same checks, moves, log rows and figures. SQLite's one writer made the checks and the moves one
 * step; here both landlords' rows are locked first (FOR NO KEY UPDATE, in id order, so two merges
 * of the same pair in opposite directions queue rather than deadlock) and the report's row with
 * them, so an approval, a review or a report decision committed meanwhile is seen, and one that
 * comes later waits for the merge (a review written then finds its landlord gone: 404).
 */
export async function mergeLandlords(tx: PgTx, raise: Raise, fromId: string, intoId: string, actor: { id: number }, opts: LandlordMergeOptions = {}): Promise<void> {
  if (fromId === intoId) throw mergeIntoItself();
  const locked = new Map<string, LandlordRow | undefined>();
  for (const id of [fromId, intoId].sort()) locked.set(id, await lockLandlord(tx, id));
  const from = locked.get(fromId);
  if (!from) throw landlordNotFound();
  const into = locked.get(intoId);
  if (!into) throw keptLandlordNotFound();
  if (from.ownerUserId !== null && into.ownerUserId !== null && from.ownerUserId !== into.ownerUserId) throw mergeOwnersDiffer();
  let report: ReportRow | undefined;
  if (opts.reportId !== undefined) {
    await tx.execute(sql`SELECT id FROM reports WHERE id = ${opts.reportId} FOR NO KEY UPDATE`);
    report = await reportById(tx, opts.reportId);
    if (!report) throw reportIdNotFound(opts.reportId);
    if (report.reportType !== "landlord" || (report.targetId !== fromId && report.targetId !== intoId)) throw reportNotAboutEither();
    if (report.status !== "pending") throw reportAlready(report, report.status);
  }

  // One review per user and landlord: where both have one by the same user, the newer stays.
  const moving = await tx.select().from(reviews).where(and(eq(reviews.landlordId, fromId), isNotNull(reviews.userId)));
  const userIds = moving.map((r) => r.userId!);
  const kept = userIds.length ? await tx.select().from(reviews).where(and(eq(reviews.landlordId, intoId), inArray(reviews.userId, userIds))) : [];
  const keptByUser = new Map(kept.map((r) => [r.userId!, r]));
  const dropped: string[] = [];
  for (const review of moving) {
    const other = keptByUser.get(review.userId!);
    if (other) dropped.push(review.createdAt > other.createdAt ? other.id : review.id);
  }
  await resolvePendingOnReviews(tx, dropped, actor.id);
  if (dropped.length) {
    const gone = await tx.delete(reviews).where(inArray(reviews.id, dropped)).returning({ landlordId: reviews.landlordId, propertyAddress: reviews.propertyAddress, hiddenAt: reviews.hiddenAt, buildingId: reviews.buildingId });
    for (const review of gone) await applyReviewToFigures(tx, raise, review, -1);
  }
  // Moved reviews move their figures and rents by trigger, their addresses here (issue 32, figures.ts).
  const moved = await tx.update(reviews).set({ landlordId: intoId }).where(eq(reviews.landlordId, fromId)).returning({ id: reviews.id, buildingId: reviews.buildingId });
  await moveAddresses(tx, fromId, intoId);
  // Their buildings in the kept landlord's location (contract §7.2); each one's building names the
  // kept landlord now, not the removed one (and one it moves to, the new building).
  for (const { id, buildingId } of moved) {
    raise("landlord.changed", { landlordId: intoId, building: buildingId });
    await assignBuildings(tx, intoId, id, raise);
  }

  await logModeration(tx, {
    actorId: actor.id,
    action: "landlord.merged",
    targetType: "landlord",
    targetId: fromId,
    reportId: report?.id,
    category: report?.reportCategory ?? "Duplicate profile",
    reason: opts.reason,
  });
  if (report) await updateReport(tx, report.id, { status: "resolved", resolvedAt: nowIso(), resolvedBy: actor.id });
  await retarget(tx, fromId, intoId);
  if (from.ownerUserId !== null && into.ownerUserId === null) {
    await setLandlordOwner(tx, intoId, from.ownerUserId);
    await logModeration(tx, {
      actorId: actor.id,
      action: "landlord.owner_moved",
      targetType: "landlord",
      targetId: intoId,
      reportId: report?.id,
      category: report?.reportCategory ?? "Duplicate profile",
      reason: opts.reason,
    });
  }
  await tx.update(verificationRequests).set({ landlordId: intoId }).where(eq(verificationRequests.landlordId, fromId));
  await moveLandlordFollows(tx, fromId, intoId);
  await deleteLandlord(tx, fromId);
  // Every building a review left or joined is named above; the kept landlord's name is unchanged.
  raise("landlord.changed", { landlordId: intoId, building: null });
  raise("landlord.removed", { landlordId: fromId });
}

/** The landlords store on PostgreSQL (src/store/landlords.ts). */
export function createLandlordsStore(ctx: PostgresContext): LandlordsStore {
  const { db } = ctx;
  return {
    async list(opts) {
      return listLandlords(db, opts);
    },

    async byId(id) {
      return (await landlordById(db, id)) ?? null;
    },

    async create(input) {
      try {
        return await write(ctx, async (tx, raise) => {
          const existing = await landlordByKey(tx, input.name, input.location);
          if (existing) throw landlordExists({ landlordId: existing.id });
          const inserted = await insertLandlord(tx, input);
          raise("landlord.changed", { landlordId: inserted.id, building: null });
          return inserted;
        });
      } catch (error) {
        // A concurrent create won the race between the look-up and the insert: the unique index
        // on the dedupe key made this insert wait for its commit and then refused it.
        if (isUniqueViolation(error, "landlords")) {
          const existing = await landlordByKey(db, input.name, input.location);
          if (existing) throw landlordExists({ landlordId: existing.id });
        }
        throw error;
      }
    },

    async merge(fromId, intoId, actor, opts) {
      await write(ctx, (tx, raise) => mergeLandlords(tx, raise, fromId, intoId, actor, opts));
    },
  };
}
