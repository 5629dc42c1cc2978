// Landlords in SQLite. Every function takes an executor (the database or an open transaction) so
// that a store can put a landlord, its review and its figures in one transaction; the landlords
// store (`createLandlordsStore`, at the bottom) is what the rest of the code sees.
import { reviewIsVisible } from "./visibility";
import { deleteLandlordFollows, moveLandlordFollows } from "./follows";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { landlordKey } from "../../contract/names";
import type { Db, Executor, Tx } from "./connection";
import { landlords, reviews, verificationRequests, type LandlordRow } from "./schema";
import type { Landlord } from "../../contract/types";
import type { LandlordCreateInput } from "../../contract/schemas";
import { nowIso } from "../../http";
import { batchCommit, isUniqueViolation, write, writeTx, type Raise, type SqliteContext } from "./tx";
import type { LandlordMergeOptions, LandlordsStore } from "../landlords";
import { landlordExists, landlordNotFound } from "../../modules/landlords/errors";
import { keptLandlordNotFound, mergeIntoItself, mergeOwnersDiffer, reportNotAboutEither } from "../../modules/admin/errors";
import { reportAlready, reportIdNotFound } from "../../modules/reports/errors";
import { reportById, resolvePendingOnReviews, retarget, updateReport } from "./reports";
import { logModeration } from "./moderation-log";
import { deleteReview } from "./reviews";
import { assignBuildings } from "./buildings";
import { applyReviewToFigures, clientOf, meanOf, moveAddresses, recountAddresses } from "./figures";

export { toLandlord, type PublicLandlordRow } from "../../modules/landlords/public";
import { toLandlord } from "../../modules/landlords/public";

/** The duplicate rule (src/contract/names.ts): same name in the same location, as a renter reads them. */
export const dedupeKey = landlordKey;

export function landlordById(ex: Executor, id: string): LandlordRow | undefined {
  return ex.select().from(landlords).where(eq(landlords.id, id)).get();
}

export function landlordByKey(ex: Executor, name: string, location: string): LandlordRow | undefined {
  return ex.select().from(landlords).where(eq(landlords.dedupeKey, dedupeKey(name, location))).get();
}

/** Inserts a landlord; a UNIQUE violation on the dedupe key means it exists (the caller decides). */
export function insertLandlord(ex: Executor, input: LandlordCreateInput): LandlordRow {
  return ex
    .insert(landlords)
    .values({
      id: crypto.randomUUID(),
      name: input.name,
      type: input.type,
      location: input.location,
      dedupeKey: dedupeKey(input.name, input.location),
      createdAt: nowIso(),
    })
    .returning()
    .get();
}

/**
 * insertLandlord for many rows in one transaction (`rentfair import`): the statement is built and
 * prepared once, which makes a row ~20 times cheaper than building the query each time. Returns
 * the new id; a UNIQUE violation on the dedupe key throws, as insertLandlord's does.
 */
export function prepareInsertLandlord(ex: Executor): (input: LandlordCreateInput) => string {
  const statement = landlordInsertStatement(ex);
  return (input) => runLandlordInsert(statement, input);
}

/** insertLandlord's row (a new landlord has no owner) as a statement prepared once: `rentfair import` and the review write (reviews.ts) keep one each. */
export function landlordInsertStatement(ex: Executor) {
  return ex
    .insert(landlords)
    .values({
      id: sql.placeholder("id"),
      name: sql.placeholder("name"),
      type: sql.placeholder("type"),
      location: sql.placeholder("location"),
      dedupeKey: sql.placeholder("dedupeKey"),
      createdAt: sql.placeholder("createdAt"),
    })
    .prepare();
}

/** Inserts `input` with `statement` (landlordInsertStatement); returns the new id. */
export function runLandlordInsert(statement: ReturnType<typeof landlordInsertStatement>, input: LandlordCreateInput): string {
  const id = crypto.randomUUID();
  statement.run({ id, name: input.name, type: input.type, location: input.location, dedupeKey: dedupeKey(input.name, input.location), createdAt: nowIso() });
  return id;
}

/** Most-reviewed first; `location` narrows to locations containing it (case-insensitive). */
export function listLandlords(ex: Executor, opts: { location?: string; limit: number }): LandlordRow[] {
  const location = opts.location?.trim();
  const where = location ? sql`lower(${landlords.location}) LIKE ${"%" + escapeLike(location.toLowerCase()) + "%"} ESCAPE '\\'` : undefined;
  return ex.select().from(landlords).where(where).orderBy(desc(landlords.totalReviews), desc(landlords.averageRating), landlords.name).limit(opts.limit).all();
}

// A landlord page read outside the search index (inside a transaction, or a landlord another
// process just added) skips drizzle's query builder for bun:sqlite's cached statement. Otherwise
// the search index answers it (modules/search/service.ts).
const PUBLIC_COLUMNS =
  "id, name, type, location, average_rating AS averageRating, total_reviews AS totalReviews, responsiveness_rating AS responsivenessRating, " +
  "maintenance_rating AS maintenanceRating, fairness_rating AS fairnessRating, owner_user_id AS ownerUserId";
type PublicRow = Parameters<typeof toLandlord>[0];

/** The public landlord by id, read from SQLite. */
export function readPublicLandlord(db: Db, id: string): Landlord | null {
  const row = db.$client.query<PublicRow, [string]>(`SELECT ${PUBLIC_COLUMNS} FROM landlords WHERE id = ?`).get(id);
  return row ? toLandlord(row) : null;
}

/** Landlords at any of `locations` (exact stored values), most-reviewed first. */
export function landlordsAt(ex: Executor, locations: readonly string[], limit: number, offset = 0): LandlordRow[] {
  if (!locations.length) return [];
  return ex.select().from(landlords).where(inArray(landlords.location, locations)).orderBy(desc(landlords.totalReviews), landlords.name, landlords.id).limit(limit).offset(offset).all();
}

/**
 * Recomputes averageRating (mean overall rating, one decimal, 0 with none), totalReviews and
 * the address counts (landlord_addresses: the building-level addresses address search indexes) from the reviews
 * themselves: called inside every transaction that adds, changes, moves or removes a review, so
 * the figures can never drift from the rows. It raises `landlord.changed` itself: figures that
 * changed and a search that did not hear of it cannot happen.
 */
export function recomputeFigures(ex: Executor, raise: Raise, landlordId: string): void {
  raise("landlord.changed", { landlordId });
  // Its reviews' buildings (contract §7.2), in the same transaction (src/store/sqlite/buildings.ts).
  assignBuildings(ex, landlordId, undefined, raise);
  const agg = recountLandlord(ex, landlordId);
  ex.update(landlords).set(agg).where(eq(landlords.id, landlordId)).run();
  recountAddresses(ex, landlordId);
}

/**
 * The landlord's figures counted from its reviews (recomputeFigures writes them; `rentfair check`
 * compares them with the kept ones). Issue 32: every ordinary write keeps them by deltas instead
 * (figures.ts `applyReviewToFigures`); this recount is for bulk loads, merges and maintenance.
 */
export function recountLandlord(ex: Executor, landlordId: string) {
  const agg = ex
    .select({
      n: sql<number>`count(*)`,
      overall: sql<number | null>`sum(${reviews.overallRating})`,
      responsiveness: sql<number | null>`sum(${reviews.responsivenessRating})`,
      maintenance: sql<number | null>`sum(${reviews.maintenanceRating})`,
      fairness: sql<number | null>`sum(${reviews.fairnessRating})`,
    })
    .from(reviews)
    // visible reviews only (contract §7.5): a hidden review counts in no figure nor search address.
    .where(and(eq(reviews.landlordId, landlordId), reviewIsVisible()))
    .get();
  const n = agg?.n ?? 0;
  const sums = { overallSum: agg?.overall ?? 0, responsivenessSum: agg?.responsiveness ?? 0, maintenanceSum: agg?.maintenance ?? 0, fairnessSum: agg?.fairness ?? 0 };
  return {
    totalReviews: n,
    ...sums,
    averageRating: meanOf(sums.overallSum, n),
    responsivenessRating: meanOf(sums.responsivenessSum, n),
    maintenanceRating: meanOf(sums.maintenanceSum, n),
    fairnessRating: meanOf(sums.fairnessSum, n),
  };
}

/** The profiles an account owns (docs/product-rules.md#verification-badges-and-replies), most-reviewed first. */
export function landlordsOwnedBy(ex: Executor, userId: number): LandlordRow[] {
  return ex.select().from(landlords).where(eq(landlords.ownerUserId, userId)).orderBy(desc(landlords.totalReviews), landlords.name).all();
}

export function setLandlordOwner(ex: Executor, landlordId: string, userId: number | null): void {
  ex.update(landlords).set({ ownerUserId: userId }).where(eq(landlords.id, landlordId)).run();
}

export function deleteLandlord(ex: Executor, id: string): void {
  // Follows of it name it by id only (a follow's target may be a city or a building too), so they
  // go here. Its reviews first, while the landlord's row (its location) is there for their triggers
  // to count their rents out (figures.ts); their votes go with them through ON DELETE CASCADE.
  deleteLandlordFollows(ex, id);
  ex.delete(reviews).where(eq(reviews.landlordId, id)).run();
  ex.delete(landlords).where(eq(landlords.id, id)).run();
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => "\\" + c);
}

/**
 * The merge of src/store/landlords.ts `merge`, inside the caller's transaction (one a store opened
 * with `write`): the duplicate's reviews, reports, owner link and verification claims move to the
 * kept landlord, the duplicate goes, the kept one's figures are recounted and both changes raised.
 * Two different verified owners are refused (409 mergeOwnersDiffer); an owner that moves to the
 * kept profile gets a `landlord.owner_moved` log row of its own.
 */
/** The refusals of a merge (the same before its batches and in its last write): both landlords, their owners, the report it answers. */
function checkMerge(tx: Executor, fromId: string, intoId: string, opts: LandlordMergeOptions) {
  if (fromId === intoId) throw mergeIntoItself();
  const from = landlordById(tx, fromId);
  if (!from) throw landlordNotFound();
  const into = landlordById(tx, intoId);
  if (!into) throw keptLandlordNotFound();
  // Checked inside the write, so an approval decided meanwhile counts.
  if (from.ownerUserId !== null && into.ownerUserId !== null && from.ownerUserId !== into.ownerUserId) throw mergeOwnersDiffer();
  const report = opts.reportId === undefined ? undefined : reportById(tx, opts.reportId);
  if (opts.reportId !== undefined) {
    if (!report) throw reportIdNotFound(opts.reportId);
    if (report.reportType !== "landlord" || (report.targetId !== fromId && report.targetId !== intoId)) throw reportNotAboutEither();
    if (report.status !== "pending") throw reportAlready(report, report.status);
  }
  return { from, into, report };
}

/** Reviews a merge moves per write before its last one: a few milliseconds of the server's one thread. */
export const MERGE_BATCH = 100;
/**
 * And at most this long (ms) per write: a moved review costs a few of its rows' index entries and
 * triggers, a twin's deletion more, and on a busy machine 100 of them took 200-500 ms, which other
 * requests waited for (issue 32: none may wait over 100 ms).
 */
export const MERGE_BATCH_MS = 15;

/**
 * Moves up to MERGE_BATCH of `fromId`'s reviews to `intoId` in the caller's write (issue 32's merge in
 * batches), by the rule of mergeLandlords: where both have one by the same user, the newer stays.
 * Each review moves its figures by trigger and its address by applyReviewToFigures. Answers whether
 * reviews may be left (a full batch, or one cut at MERGE_BATCH_MS).
 */
export function moveReviewsBatch(tx: Tx, raise: Raise, fromId: string, intoId: string, actor: { id: number }): boolean {
  const started = performance.now();
  const client = clientOf(tx);
  const batch = client
    .query<{ id: string; userId: number | null; createdAt: string; landlordId: string; propertyAddress: string | null; hiddenAt: string | null; buildingId: string | null }, [string, number]>(
      "SELECT id, user_id AS userId, created_at AS createdAt, landlord_id AS landlordId, property_address AS propertyAddress, hidden_at AS hiddenAt, building_id AS buildingId FROM reviews WHERE landlord_id = ? LIMIT ?",
    )
    .all(fromId, MERGE_BATCH);
  const twinOf = client.query<{ id: string; createdAt: string; landlordId: string; propertyAddress: string | null; hiddenAt: string | null; buildingId: string | null }, [number, string]>(
    "SELECT id, created_at AS createdAt, landlord_id AS landlordId, property_address AS propertyAddress, hidden_at AS hiddenAt, building_id AS buildingId FROM reviews WHERE user_id = ? AND landlord_id = ?",
  );
  const move = client.query("UPDATE reviews SET landlord_id = ? WHERE id = ?");
  for (const [i, review] of batch.entries()) {
    if (i > 0 && performance.now() - started > MERGE_BATCH_MS) return true; // at least one moves: the merge always advances
    const twin = review.userId === null ? null : twinOf.get(review.userId, intoId);
    if (twin) {
      const drop = review.createdAt > twin.createdAt ? twin : review;
      resolvePendingOnReviews(tx, [drop.id], actor.id);
      deleteReview(tx, drop.id);
      applyReviewToFigures(tx, raise, drop, -1);
      if (drop === review) continue;
    }
    move.run(intoId, review.id);
    applyReviewToFigures(tx, raise, review, -1);
    applyReviewToFigures(tx, raise, { landlordId: intoId, propertyAddress: review.propertyAddress, hiddenAt: review.hiddenAt, buildingId: review.buildingId }, 1);
    // Its building in the kept landlord's location (contract §7.2).
    assignBuildings(tx, intoId, review.id, raise);
  }
  return batch.length === MERGE_BATCH;
}

export function mergeLandlords(tx: Tx, raise: Raise, fromId: string, intoId: string, actor: { id: number }, opts: LandlordMergeOptions = {}): void {
  const { from, into, report } = checkMerge(tx, fromId, intoId, opts);

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
  resolvePendingOnReviews(tx, dropped, actor.id);
  for (const reviewId of dropped) {
    const row = tx
      .select({ landlordId: reviews.landlordId, propertyAddress: reviews.propertyAddress, hiddenAt: reviews.hiddenAt, buildingId: reviews.buildingId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .get();
    deleteReview(tx, reviewId);
    if (row) applyReviewToFigures(tx, raise, row, -1);
  }
  // Each moved review moves its figures and rent from one landlord to the other (triggers,
  // figures.ts); their addresses join the kept landlord's (issue 32: no recount of either).
  const moved = tx.select({ id: reviews.id, buildingId: reviews.buildingId }).from(reviews).where(eq(reviews.landlordId, fromId)).all();
  tx.update(reviews).set({ landlordId: intoId }).where(eq(reviews.landlordId, fromId)).run();
  moveAddresses(tx, fromId, intoId);
  // Their buildings in the kept landlord's location (contract §7.2): the few the batches left.
  // Each one's building names the kept landlord now, not the removed one (and one it moves to, the new building).
  for (const { id, buildingId } of moved) {
    raise("landlord.changed", { landlordId: intoId, building: buildingId });
    assignBuildings(tx, intoId, id, raise);
  }

  logModeration(tx, {
    actorId: actor.id,
    action: "landlord.merged",
    targetType: "landlord",
    targetId: fromId,
    reportId: report?.id,
    category: report?.reportCategory ?? "Duplicate profile",
    reason: opts.reason,
  });
  if (report) updateReport(tx, report.id, { status: "resolved", resolvedAt: nowIso(), resolvedBy: actor.id });
  retarget(tx, fromId, intoId);
  // The owner link and verification claims (docs/product-rules.md#verification-badges-and-replies)
  // follow the profile (two different owners were refused above). A move is never silent: its own
  // log row says the kept profile got the removed one's owner (the log names nobody).
  if (from.ownerUserId !== null && into.ownerUserId === null) {
    setLandlordOwner(tx, intoId, from.ownerUserId);
    logModeration(tx, {
      actorId: actor.id,
      action: "landlord.owner_moved",
      targetType: "landlord",
      targetId: intoId,
      reportId: report?.id,
      category: report?.reportCategory ?? "Duplicate profile",
      reason: opts.reason,
    });
  }
  tx.update(verificationRequests).set({ landlordId: intoId }).where(eq(verificationRequests.landlordId, fromId)).run();
  moveLandlordFollows(tx, fromId, intoId);
  deleteLandlord(tx, fromId);
  // Every building a review left or joined is named above; the kept landlord's name is unchanged.
  raise("landlord.changed", { landlordId: intoId, building: null });
  raise("landlord.removed", { landlordId: fromId });
}

/** The landlords store on SQLite (src/store/landlords.ts). */
export function createLandlordsStore(ctx: SqliteContext): LandlordsStore {
  const { db } = ctx;
  return {
    async list(opts) {
      return listLandlords(db, opts);
    },

    async byId(id) {
      return landlordById(db, id) ?? null;
    },

    async create(input) {
      try {
        return write(ctx, (tx, raise) => {
          const existing = landlordByKey(tx, input.name, input.location);
          if (existing) throw landlordExists({ landlordId: existing.id });
          const inserted = insertLandlord(tx, input);
          raise("landlord.changed", { landlordId: inserted.id, building: null });
          return inserted;
        });
      } catch (error) {
        // A concurrent create (another connection: a command, a second server) won the race
        // between the look-up and the insert; the unique index on the dedupe key decided.
        if (isUniqueViolation(error, "landlords")) {
          const existing = landlordByKey(db, input.name, input.location);
          if (existing) throw landlordExists({ landlordId: existing.id });
        }
        throw error;
      }
    },

    async merge(fromId, intoId, actor, opts = {}) {
      // Issue 32: the reviews move in batches, each its own write, yielding between them so other
      // requests are answered (bun:sqlite is synchronous on the server's one thread); the last write
      // checks again, moves what is left, and records the merge with its report, owner and claims.
      // A merge cut short leaves both profiles with every review on one or the other, and no log row:
      // asking again finishes it.
      // The batches raise nothing: the search hears of the merge once, from the last write
      // (changed for the kept profile, removed for the other), which names every building the
      // batches' reviews left or joined (the building search re-reads those only).
      checkMerge(db, fromId, intoId, opts);
      const touched = new Set<string>();
      const note: Raise = (name, payload) => {
        if (name === "landlord.changed" && "building" in payload && payload.building) touched.add(payload.building);
      };
      // Each batch commits without waiting for the disk (tx.ts batchCommit); the last write makes them durable.
      while (batchCommit(db, () => writeTx(db, (tx) => (checkMerge(tx, fromId, intoId, opts), moveReviewsBatch(tx, note, fromId, intoId, actor))))) {
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      write(ctx, (tx, raise) => {
        for (const building of touched) raise("landlord.changed", { landlordId: intoId, building });
        mergeLandlords(tx, raise, fromId, intoId, actor, opts);
      });
    },
  };
}
