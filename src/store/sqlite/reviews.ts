// Reviews in SQLite, always read together with their landlord's id, name and location (contract
// §3's Review shape). Functions take an executor so that stores can compose one transaction; the
// reviews store (`createReviewsStore`, at the bottom) is what the rest of the code sees.
import { authorNotice } from "../alert-rules";
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { appeals, landlords, moderationLog, reports, reviewReplies, reviews, reviewVersions, users, type ReviewRow } from "./schema";
import { replyIsVisible, reviewIsVisible } from "./visibility";
import { reviewAlreadyHidden, reviewNotHidden } from "../../modules/appeals/errors";
import type { Review, ReviewCreated } from "../../contract/types";
import type { ReviewSort } from "../../contract/constants";
import type { LandlordCreateInput, ReviewFields } from "../../contract/schemas";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { prepared } from "./prepared";
import { isUniqueViolation, write, type SqliteContext } from "./tx";
import type { ReviewPage, ReviewsStore, ViewerId } from "../reviews";
import { dedupeKey, landlordById, landlordInsertStatement, runLandlordInsert } from "./landlords";
import { applyReviewToFigures, clientOf } from "./figures";
import { assignBuildings, buildingOfNewReview } from "./buildings";
import { newestPendingOn, resolvePendingOnReviews } from "./reports";
import { logModeration } from "./moderation-log";
import { queueFanOut } from "./alerts";
import { addNotification } from "./notifications";
import { notices } from "../alert-rules";
import { landlordNotFound } from "../../modules/landlords/errors";
import { alreadyReviewed, notYourReviewToDelete, notYourReviewToEdit, ownerCannotReview, reviewNotFound } from "../../modules/reviews/errors";
import { toReview, toReviewVersion, versionFields } from "../shapes";
export { toReview } from "../shapes";

export type { ReviewPage, ViewerId } from "../reviews";



// Newest first; rowid breaks ties between reviews written in the same millisecond.
const NEWEST_FIRST = [desc(reviews.createdAt), sql`${reviews}.rowid DESC`] as const;
/** The orders of GET /api/landlords/{id}/reviews (docs/product-rules.md#verification-badges-and-replies); ties fall back to newest first. */
const ORDERS: Record<ReviewSort, readonly SQL[]> = {
  newest: NEWEST_FIRST,
  highest: [desc(reviews.overallRating), ...NEWEST_FIRST],
  lowest: [asc(reviews.overallRating), ...NEWEST_FIRST],
  helpful: [desc(reviews.helpfulCount), ...NEWEST_FIRST],
};

/**
 * Reviews with their landlord and reply. Public reads (the default) keep visible reviews and
 * replies only (src/store/sqlite/visibility.ts); `all` is for the author's own list and admins.
 */
function selectReviews(ex: Executor, viewer: ViewerId, where: SQL | undefined, page: ReviewPage = {}, scope: "public" | "all" = "public"): Review[] {
  const q = ex
    .select({ review: reviews, landlord: { id: landlords.id, name: landlords.name, location: landlords.location }, reply: reviewReplies })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .leftJoin(reviewReplies, and(eq(reviewReplies.reviewId, reviews.id), scope === "public" ? replyIsVisible() : undefined))
    .where(scope === "public" ? and(where, reviewIsVisible()) : where)
    .orderBy(...ORDERS[page.sort ?? "newest"]);
  // SQLite takes an OFFSET only after a LIMIT (drizzle writes none for a negative one).
  const rows = page.limit === undefined && !page.offset ? q.all() : q.limit(page.limit ?? Number.MAX_SAFE_INTEGER).offset(page.offset ?? 0).all();
  return rows.map((r) => toReview(r.review, r.landlord, viewer, r.reply));
}

/** Reviews matching `where`, in the order and page asked (the buildings store's pages, sqlite/buildings.ts). */
export const selectReviewsWhere = selectReviews;

export function reviewById(ex: Executor, id: string, viewer: ViewerId): Review | undefined {
  return selectReviews(ex, viewer, eq(reviews.id, id))[0];
}


/** The review whatever its state (its author's edit, an admin's Appeals tab). */
export function anyReviewById(ex: Executor, id: string, viewer: ViewerId): Review | undefined {
  return selectReviews(ex, viewer, eq(reviews.id, id), {}, "all")[0];
}

export function reviewRowById(ex: Executor, id: string): ReviewRow | undefined {
  return ex.select().from(reviews).where(eq(reviews.id, id)).get();
}

/**
 * Where the page after review `afterId` starts in `sort`'s order (issue 32's keyset paging): the
 * order's own key compared as a row value, so the order's index (schema.ts) is entered right there
 * instead of stepping over every review before it. Undefined when that review is not the landlord's.
 */
function keysetAfter(ex: Executor, landlordId: string, afterId: string, sort: ReviewSort): SQL | undefined {
  const at = ex
    .select({ landlordId: reviews.landlordId, rating: reviews.overallRating, helpful: reviews.helpfulCount, createdAt: reviews.createdAt, rowid: sql<number>`${reviews}.rowid` })
    .from(reviews)
    .where(eq(reviews.id, afterId))
    .get();
  if (!at || at.landlordId !== landlordId) return undefined;
  const newer = sql`(${reviews.createdAt}, ${reviews}.rowid) < (${at.createdAt}, ${at.rowid})`;
  switch (sort) {
    case "newest":
      return newer;
    case "highest":
      return sql`(${reviews.overallRating}, ${reviews.createdAt}, ${reviews}.rowid) < (${at.rating}, ${at.createdAt}, ${at.rowid})`;
    case "helpful":
      return sql`(${reviews.helpfulCount}, ${reviews.createdAt}, ${reviews}.rowid) < (${at.helpful}, ${at.createdAt}, ${at.rowid})`;
    case "lowest":
      // Rating up, then newest first: the range on the rating enters reviews_landlord_rating_low_idx.
      return sql`${reviews.overallRating} >= ${at.rating} AND (${reviews.overallRating} > ${at.rating} OR ${newer})`;
  }
}

export function reviewsOfLandlord(ex: Executor, landlordId: string, viewer: ViewerId, page: ReviewPage = {}): Review[] {
  const after = page.after === undefined ? undefined : keysetAfter(ex, landlordId, page.after, page.sort ?? "newest");
  const where = eq(reviews.landlordId, landlordId);
  return after ? selectReviews(ex, viewer, and(where, after), { ...page, offset: 0 }) : selectReviews(ex, viewer, where, page);
}
/** How many reviews the landlord has: its kept total (issue 32), not a count of its rows. */
export function countReviewsOf(ex: Executor, landlordId: string): number {
  // visible reviews only: the triggers count a review only while hidden_at is null (issue 28).
  return ex.select({ n: landlords.totalReviews }).from(landlords).where(eq(landlords.id, landlordId)).get()?.n ?? 0;
}
/** Reviews of any of `landlordIds`, newest first; `unanswered` keeps those without a reply. */
export function reviewsOfLandlords(ex: Executor, landlordIds: readonly string[], viewer: ViewerId, opts: { limit: number; unanswered?: boolean }): Review[] {
  if (!landlordIds.length) return [];
  const where = and(inArray(reviews.landlordId, [...landlordIds]), opts.unanswered ? isNull(reviewReplies.reviewId) : undefined);
  return selectReviews(ex, viewer, where, { limit: opts.limit });
}
export function countUnanswered(ex: Executor, landlordIds: readonly string[]): number {
  if (!landlordIds.length) return 0;
  return (
    ex
      .select({ n: count() })
      .from(reviews)
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
      .where(and(inArray(reviews.landlordId, [...landlordIds]), isNull(reviewReplies.reviewId), reviewIsVisible()))
      .get()?.n ?? 0
  );
}
/** A user's own reviews, read by that user: they see them as they wrote them. */
export const reviewsOfUser = (ex: Executor, userId: number) => selectReviews(ex, userId, eq(reviews.userId, userId), {}, "all");
/** An account's reviews as someone else (a moderator) reads them: the public shape, no author id, building-level addresses. */
// Hidden ones included: the author's export and moderators read them all.
export const reviewsByAuthorAs = (ex: Executor, userId: number, viewer: ViewerId) => selectReviews(ex, viewer, eq(reviews.userId, userId), {}, "all");
/**
 * The author's reviews that a report or a moderation-log row names: all an admin may see of an
 * account (docs/product-rules.md#moderation). The list of all its reviews would link the author to
 * reviews written anonymously, which the privacy rule forbids in admin answers too (issue 30).
 */
export const reportedOrModeratedReviewsOf = (ex: Executor, userId: number, viewer: ViewerId) =>
  selectReviews(
    ex,
    viewer,
    and(
      eq(reviews.userId, userId),
      sql`(${reviews.id} IN (SELECT ${reports.targetId} FROM ${reports} WHERE ${reports.reportType} = 'review')
        OR ${reviews.id} IN (SELECT ${moderationLog.targetId} FROM ${moderationLog} WHERE ${moderationLog.targetType} = 'review'))`,
    ),
    {},
    // Moderators see the account's hidden reviews too.
    "all",
  );
export const recentReviews = (ex: Executor, limit: number, viewer: ViewerId) => selectReviews(ex, viewer, undefined, { limit });

/**
 * Whether the account (?2) wrote any review, hidden ones too (users.review_count counts visible ones
 * only): answered from an index on user_id alone, no review's row read.
 */
const WRITTEN_SQL = "EXISTS (SELECT 1 FROM reviews WHERE user_id = ?2)";

/**
 * What a review's write needs of the landlord it names (not its whole row), and whether the writer
 * wrote any review before (`written`), in one statement run on the connection itself as figures.ts
 * runs its statements: it was a statement of its own (issue 32).
 */
type ReviewedLandlord = { id: string; name: string; location: string; ownerUserId: number | null; written: boolean };
const LANDLORD_TO_REVIEW_SQL = `SELECT id, name, location, owner_user_id AS ownerUserId, ${WRITTEN_SQL} AS written FROM landlords WHERE id = ?1`;
function landlordToReview(ex: Executor, id: string, userId: number): ReviewedLandlord | undefined {
  const row = clientOf(ex).query<Omit<ReviewedLandlord, "written"> & { written: number }, [string, number]>(LANDLORD_TO_REVIEW_SQL).get(id, userId);
  return row ? { ...row, written: row.written === 1 } : undefined;
}

/**
 * The landlord a review's `landlordData` names (its dedupe key, as landlordByKey finds it), with
 * what the write needs only, and whether the writer wrote any review before (`written`): one row
 * whether the landlord exists or not (its columns null when not), so that a review naming a new
 * landlord asks both in one statement (issue 32). The lookup and the insert below were drizzle
 * queries built on every call (landlords.ts): a review naming a new landlord cost ~1.2 ms more of
 * the server's thread than an ordinary one, and its JIT threads kept compiling drizzle's query builders.
 */
const LANDLORD_BY_KEY_SQL = `SELECT l.id, l.name, l.location, l.owner_user_id AS ownerUserId, ${WRITTEN_SQL} AS written
  FROM (SELECT 1) LEFT JOIN landlords l ON l.dedupe_key = ?1`;
function landlordToReviewByKey(ex: Executor, name: string, location: string, userId: number): { landlord: ReviewedLandlord | undefined; written: boolean } {
  type Row = { id: string | null; name: string | null; location: string | null; ownerUserId: number | null; written: number };
  const row = clientOf(ex).query<Row, [string, number]>(LANDLORD_BY_KEY_SQL).get(dedupeKey(name, location), userId)!;
  const written = row.written === 1;
  return { landlord: row.id === null ? undefined : { id: row.id, name: row.name!, location: row.location!, ownerUserId: row.ownerUserId, written }, written };
}

/** insertLandlord's row, prepared once; a new landlord has no owner. A UNIQUE violation on the dedupe key throws as insertLandlord's does. */
function insertLandlordToReview(ex: Executor, input: LandlordCreateInput, written: boolean): ReviewedLandlord {
  const id = runLandlordInsert(prepared(ex, "insertLandlordToReview", landlordInsertStatement), input);
  return { id, name: input.name, location: input.location, ownerUserId: null, written };
}

/** How many reviews the account wrote: its kept figure (issue 32), not a count of its rows. */
export function countReviewsBy(ex: Executor, userId: number): number {
  return ex.select({ n: users.reviewCount }).from(users).where(eq(users.id, userId)).get()?.n ?? 0;
}

// A new review's row, all its columns given: the row it answers is the one written (no RETURNING,
// no drizzle query to fill and map: issue 32). Columns left out are the hidden and edited ones (null).
const INSERT_NEW_REVIEW_SQL = `INSERT INTO reviews (id, landlord_id, user_id, reviewer_name, overall_rating, responsiveness_rating, maintenance_rating,
    fairness_rating, review_text, property_address, building_id, length_of_residence, monthly_rent, rent_period, utilities_included, helpful_count,
    created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, 0, ?16, ?16)`;
type NewReviewBinds = [string, string, number, string | null, number, number, number, number, string, string | null, string | null, string, number | null, string, string, string];

/** A review write's row (reviews.create): its fields as the body schema gives them, whole. */
function insertNewReview(ex: Executor, values: ReviewFields & { id: string; landlordId: string; userId: number; buildingId: string | null; createdAt?: string }): ReviewRow {
  const now = values.createdAt ?? nowIso();
  const row: ReviewRow = {
    id: values.id,
    landlordId: values.landlordId,
    userId: values.userId,
    reviewerName: values.reviewerName ?? null,
    overallRating: values.overallRating,
    responsivenessRating: values.responsivenessRating,
    maintenanceRating: values.maintenanceRating,
    fairnessRating: values.fairnessRating,
    reviewText: values.reviewText,
    propertyAddress: values.propertyAddress ?? null,
    buildingId: values.buildingId,
    lengthOfResidence: values.lengthOfResidence,
    monthlyRent: values.monthlyRent ?? null,
    rentPeriod: values.rentPeriod,
    utilitiesIncluded: values.utilitiesIncluded,
    helpfulCount: 0,
    createdAt: now,
    updatedAt: now,
    editedAt: null,
    hiddenAt: null,
    hiddenReason: null,
    hiddenNote: null,
  };
  clientOf(ex)
    .query<unknown, NewReviewBinds>(INSERT_NEW_REVIEW_SQL)
    .run(row.id, row.landlordId, values.userId, row.reviewerName, row.overallRating, row.responsivenessRating, row.maintenanceRating, row.fairnessRating, row.reviewText, row.propertyAddress, row.buildingId, row.lengthOfResidence, row.monthlyRent, row.rentPeriod, row.utilitiesIncluded, now);
  return row;
}

/** `id`: the review's id when the caller chose it (a write that gives it its building as it is inserted). */
export function insertReview(
  ex: Executor,
  values: ReviewFields & { landlordId: string; userId: number | null; createdAt?: string; id?: string; buildingId?: string | null },
): ReviewRow {
  const now = values.createdAt ?? nowIso();
  const row: Record<string, unknown> = { ...values, id: values.id ?? crypto.randomUUID(), helpfulCount: 0, createdAt: now, updatedAt: now };
  // Prepared once per set of fields given (prepared.ts): a field left out takes its column's default, as drizzle's insert gives it.
  const given = Object.keys(row).filter((k) => row[k] !== undefined);
  const query = prepared(ex, `insertReview ${given.join(" ")}`, (on) =>
    on
      .insert(reviews)
      // A placeholder per given column (drizzle takes one for any value; its types cannot follow keys chosen at run time).
      .values(Object.fromEntries(given.map((k) => [k, sql.placeholder(k)])) as unknown as typeof reviews.$inferInsert)
      .returning()
      .prepare(),
  );
  return query.get(row)!;
}

/** The author's edit: the version it replaces is kept in review_versions, and editedAt set (contract §7.5). */
export function updateReview(ex: Executor, before: ReviewRow, fields: Partial<ReviewFields>): void {
  const now = nowIso();
  ex.insert(reviewVersions).values({ reviewId: before.id, fields: versionFields(before), writtenAt: before.editedAt ?? before.createdAt, replacedAt: now }).run();
  ex.update(reviews).set({ ...fields, updatedAt: now, editedAt: now }).where(eq(reviews.id, before.id)).run();
}

/** Sets or clears the review's hidden state (contract §7.5); the caller recomputes figures and logs. */
export function setReviewHidden(ex: Executor, id: string, hidden: { at: string; reason: string; note: string | null } | null): void {
  ex.update(reviews)
    .set(hidden ? { hiddenAt: hidden.at, hiddenReason: hidden.reason, hiddenNote: hidden.note } : { hiddenAt: null, hiddenReason: null, hiddenNote: null })
    .where(eq(reviews.id, id))
    .run();
}

/** Attaches each hidden review's appeal (its author's list), from the appeals of its newest hide. */
function withAppeals(ex: Executor, userId: number, list: Review[]): Review[] {
  if (!list.some((r) => r.moderation)) return list;
  const rows = ex.select().from(appeals).where(and(eq(appeals.userId, userId), eq(appeals.targetType, "review"))).orderBy(desc(appeals.createdAt), desc(appeals.id)).all();
  return list.map((r) => {
    if (!r.moderation) return r;
    // Appeals of an earlier hide of the same review do not count: only one made since this hide.
    const a = rows.find((x) => x.targetId === r.id && x.createdAt >= r.moderation!.at);
    return a ? { ...r, moderation: { ...r.moderation, appeal: { id: a.id, status: a.status, note: a.decisionNote, decidedAt: a.decidedAt } } } : r;
  });
}

export function deleteReview(ex: Executor, id: string): void {
  // Its helpful votes go with it through ON DELETE CASCADE.
  ex.delete(reviews).where(eq(reviews.id, id)).run();
}

/** The review's row, or 404. */
function mustExist(ex: Executor, id: string): ReviewRow {
  const row = reviewRowById(ex, id);
  if (!row) throw reviewNotFound();
  return row;
}

/** The reviews store on SQLite (src/store/reviews.ts). */
export function createReviewsStore(ctx: SqliteContext): ReviewsStore {
  const { db } = ctx;
  return {
    async create(userId, input, opts = {}) {
      const { landlordId: givenId, landlordData, ...fields } = input;
      const run = (): ReviewCreated =>
        write(ctx, (tx, raise) => {
          let landlord: ReviewedLandlord | undefined;
          if (givenId) {
            landlord = landlordToReview(tx, givenId, userId);
            if (!landlord) throw landlordNotFound();
          } else {
            // The body schema (src/contract/schemas.ts) asks for one of landlordId and landlordData.
            if (!landlordData) throw landlordNotFound();
            const found = landlordToReviewByKey(tx, landlordData.name, landlordData.location, userId);
            landlord = found.landlord ?? insertLandlordToReview(tx, landlordData, found.written);
          }
          const landlordId = landlord.id;
          // Checked inside the write: an approval that made them the owner a moment ago counts.
          if (landlord.ownerUserId === userId) throw ownerCannotReview();
          // A second review of the same landlord is refused by reviews_user_landlord_unique as the
          // row is inserted (409 below, the transaction rolled back), not by a read before it.
          const isFirstReview = !landlord.written;
          // Its building (contract §7.2), this review's only, found before the row is written and
          // inserted with it (issue 32); applyReviewToFigures raises it with the landlord's change.
          const id = crypto.randomUUID();
          const buildingId = buildingOfNewReview(tx, id, fields.propertyAddress, landlord.location);
          const row = insertNewReview(tx, { ...fields, landlordId, userId, createdAt: opts.createdAt, id, buildingId });
          applyReviewToFigures(tx, raise, row, 1);
          // Its followers are told after the answer, in batches (docs/follows.md); the job is queued here, so a crash loses none.
          // The change says so (`fanOut`): the fan-out worker looks for jobs only after a write that queued one.
          if (!opts.createdAt && queueFanOut(tx, row.id, userId, { landlordId, buildingId, location: landlord.location })) raise("landlord.changed", { landlordId, building: null, addresses: "same", fanOut: true });
          // The review as reviewById reads it, from what the write holds: visible, no reply yet, its building.
          const review = toReview(row, { id: landlord.id, name: landlord.name, location: landlord.location }, userId);
          return { review, landlordId, isFirstReview };
        }, { small: true });
      try {
        return run();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race to another connection: either the same user's second click (the review
        // index decides: 409) or a concurrent create of the same new landlord (then it exists
        // now, and a retry reuses it).
        if (isUniqueViolation(error, "reviews")) throw alreadyReviewed();
        return run();
      }
    },

    async update(userId, reviewId, fields) {
      // Looked up inside the write transaction, so a concurrent delete cannot slip in between.
      return write(ctx, (tx, raise) => {
        const row = mustExist(tx, reviewId);
        if (row.userId !== userId) throw notYourReviewToEdit();
        updateReview(tx, row, fields);
        // A hidden review counts in no figure: applyReviewToFigures skips it (figures.ts).
        applyReviewToFigures(tx, raise, row, -1);
        applyReviewToFigures(tx, raise, reviewRowById(tx, row.id)!, 1);
        assignBuildings(tx, row.landlordId, row.id, raise);
        // Its author may edit a hidden review (to appeal with a fixed text): read it whatever its
        // state, with its appeal as the author's own list shows it.
        return withAppeals(tx, userId, [anyReviewById(tx, row.id, userId)!])[0]!;
      }, { small: true });
    },

    async remove(actor, reviewId) {
      write(ctx, (tx, raise) => {
        const row = mustExist(tx, reviewId);
        if (row.userId !== actor.id && !actor.isAdmin) throw notYourReviewToDelete();
        if (actor.isAdmin && row.userId !== actor.id) {
          // A moderator removing someone's review: logged, answering the newest pending report on it.
          const report = newestPendingOn(tx, row.id);
          logModeration(tx, { actorId: actor.id, action: "review.deleted", targetType: "review", targetId: row.id, subjectId: row.userId, reportId: report?.id, category: report?.reportCategory });
          // Its author is told (never by whom); an anonymised review has no author to tell.
          if (row.userId !== null) addNotification(tx, notices.reviewRemoved(row.userId, { id: row.id, landlordName: landlordById(tx, row.landlordId)?.name ?? "a landlord" }));
        }
        if (actor.isAdmin) resolvePendingOnReviews(tx, [row.id], actor.id);
        deleteReview(tx, row.id);
        applyReviewToFigures(tx, raise, row, -1);
      });
    },

    async byId(reviewId, viewer) {
      return reviewById(db, reviewId, viewer) ?? null;
    },

    async ofLandlord(landlordId, viewer, page = {}) {
      return { reviews: reviewsOfLandlord(db, landlordId, viewer, page), total: countReviewsOf(db, landlordId) };
    },

    async recent(limit, viewer) {
      return recentReviews(db, limit, viewer);
    },

    async ofUser(userId) {
      return db.transaction((tx) => withAppeals(tx, userId, reviewsOfUser(tx, userId)));
    },

    async hide(adminId, reviewId, input) {
      write(ctx, (tx, raise) => {
        const row = mustExist(tx, reviewId);
        if (row.hiddenAt) throw reviewAlreadyHidden();
        const at = nowIso();
        // The newest pending report is the one the hide answers in the log; all pending ones are resolved.
        const report = newestPendingOn(tx, row.id);
        setReviewHidden(tx, row.id, { at, reason: input.reason, note: input.note?.trim() || null });
        resolvePendingOnReviews(tx, [row.id], adminId);
        logModeration(tx, { actorId: adminId, action: "review.hidden", targetType: "review", targetId: row.id, subjectId: row.userId, reportId: report?.id, category: input.reason, createdAt: at });
        // Out of its landlord's search addresses (the numbers follow hidden_at by trigger).
        applyReviewToFigures(tx, raise, row, -1);
        if (row.userId !== null) addNotification(tx, authorNotice({ userId: row.userId, kind: "review.hidden", title: "Your review was hidden by moderators", url: "/dashboard" }));
      });
    },

    async restore(adminId, reviewId) {
      write(ctx, (tx, raise) => {
        const row = mustExist(tx, reviewId);
        if (!row.hiddenAt) throw reviewNotHidden();
        setReviewHidden(tx, row.id, null);
        logModeration(tx, { actorId: adminId, action: "review.restored", targetType: "review", targetId: row.id, subjectId: row.userId, category: row.hiddenReason });
        applyReviewToFigures(tx, raise, { ...row, hiddenAt: null }, 1);
        if (row.userId !== null) addNotification(tx, authorNotice({ userId: row.userId, kind: "review.restored", title: "Your review is visible again", url: `/landlord/${row.landlordId}` }));
      });
    },

    async history(reviewId) {
      return db.transaction((tx) => {
        mustExist(tx, reviewId);
        return tx.select().from(reviewVersions).where(eq(reviewVersions.reviewId, reviewId)).orderBy(desc(reviewVersions.replacedAt), desc(reviewVersions.id)).all().map(toReviewVersion);
      });
    },
  };
}
