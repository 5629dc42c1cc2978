// Reviews on PostgreSQL: the twin of src/store/sqlite/reviews.ts, always read together with their
// landlord's id, name and location (contract §3's Review shape). Functions take an executor so that
// stores compose one transaction; `createReviewsStore` (at the bottom) is the reviews store.
//
// Orders: SQLite breaks ties between reviews written in the same millisecond by rowid (insertion
// order); PostgreSQL has no rowid, so ties fall to the id in byte order (`COLLATE "C"`, descending):
// deterministic, the same on every node and locale, but not insertion order (ids are random UUIDs).
//
// Locks, where SQLite's one writer made a check and its write one step: a new review locks its author's
// row and then its landlord's (FOR NO KEY UPDATE: foreign keys' KEY SHARE locks stay free), so a
// double click and a concurrent owner approval or merge are seen; an edit or a delete locks the
// landlord before the review (the order a merge takes them in: landlords, then their reviews), so
// they queue rather than deadlock.
import { authorNotice } from "../alert-rules";
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { appeals, landlords, moderationLog, reports, reviewReplies, reviews, reviewVersions, users } from "./schema";
import { replyIsVisible, reviewIsVisible } from "./visibility";
import { reviewAlreadyHidden, reviewNotHidden } from "../../modules/appeals/errors";
import type { Review, ReviewCreated } from "../../contract/types";
import type { ReviewSort } from "../../contract/constants";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import { isUniqueViolation, write, type PostgresContext } from "./tx";
import type { ReviewPage, ReviewsStore, ViewerId } from "../reviews";
import type { ReviewRow } from "../rows";
import { insertLandlord, landlordByKey, lockLandlord } from "./landlords";
import { applyReviewToFigures } from "./figures";
import { assignBuildings } from "./buildings";
import { logModeration, newestPendingOn, resolvePendingOnReviews } from "./moderation-log";
import { landlordNotFound } from "../../modules/landlords/errors";
import { alreadyReviewed, notYourReviewToDelete, notYourReviewToEdit, ownerCannotReview, reviewNotFound } from "../../modules/reviews/errors";
import { toReview, toReviewVersion, versionFields } from "../shapes";
import { queueFanOut } from "./alerts";
import { addNotification } from "./notifications";
import { notices } from "../alert-rules";
export { toReview } from "../shapes";

type Executor = PgDb | PgTx;


// Newest first; the id (byte order) breaks ties between reviews written in the same millisecond.
const NEWEST_FIRST = [desc(reviews.createdAt), sql`${reviews.id} COLLATE "C" DESC`] as const;
const ORDERS: Record<ReviewSort, readonly SQL[]> = {
  newest: NEWEST_FIRST,
  highest: [desc(reviews.overallRating), ...NEWEST_FIRST],
  lowest: [asc(reviews.overallRating), ...NEWEST_FIRST],
  helpful: [desc(reviews.helpfulCount), ...NEWEST_FIRST],
};

/** Public reads (the default) keep visible reviews and replies only (./visibility.ts); `all` is for the author's own list and admins. */
async function selectReviews(ex: Executor, viewer: ViewerId, where: SQL | undefined, page: ReviewPage = {}, scope: "public" | "all" = "public"): Promise<Review[]> {
  const q = ex
    .select({ review: reviews, landlord: { id: landlords.id, name: landlords.name, location: landlords.location }, reply: reviewReplies })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .leftJoin(reviewReplies, and(eq(reviewReplies.reviewId, reviews.id), scope === "public" ? replyIsVisible() : undefined))
    .where(scope === "public" ? and(where, reviewIsVisible()) : where)
    .orderBy(...ORDERS[page.sort ?? "newest"])
    .$dynamic();
  if (page.limit !== undefined) q.limit(page.limit);
  if (page.offset) q.offset(page.offset);
  const rows = await q;
  return rows.map((r) => toReview(r.review, r.landlord, viewer, r.reply));
}

/** Reviews matching `where`, in the order and page asked (the buildings store's pages, postgres/buildings.ts). */
export const selectReviewsWhere = selectReviews;

export async function reviewById(ex: Executor, id: string, viewer: ViewerId): Promise<Review | undefined> {
  return (await selectReviews(ex, viewer, eq(reviews.id, id)))[0];
}

/** The review whatever its state (its author's edit, an admin's Appeals tab). */
export async function anyReviewById(ex: Executor, id: string, viewer: ViewerId): Promise<Review | undefined> {
  return (await selectReviews(ex, viewer, eq(reviews.id, id), {}, "all"))[0];
}

export async function reviewRowById(ex: Executor, id: string): Promise<ReviewRow | undefined> {
  const [row] = await ex.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

async function countOf(ex: Executor, where: SQL): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(reviews).where(where);
  return row?.n ?? 0;
}

/**
 * Where the page after review `afterId` starts in `sort`'s order (issue 32's keyset paging, the twin
 * of SQLite's): the order's key compared as a row value, ties by id in byte order as NEWEST_FIRST
 * has them. Undefined when that review is not the landlord's (then `offset` pages).
 */
async function keysetAfter(ex: Executor, landlordId: string, afterId: string, sort: ReviewSort): Promise<SQL | undefined> {
  const [at] = await ex
    .select({ landlordId: reviews.landlordId, rating: reviews.overallRating, helpful: reviews.helpfulCount, createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.id, afterId));
  if (!at || at.landlordId !== landlordId) return undefined;
  const id = sql`${reviews.id} COLLATE "C"`;
  const at_ = sql`${afterId}::text COLLATE "C"`;
  const newer = sql`(${reviews.createdAt}, ${id}) < (${at.createdAt}, ${at_})`;
  switch (sort) {
    case "newest":
      return newer;
    case "highest":
      return sql`(${reviews.overallRating}, ${reviews.createdAt}, ${id}) < (${at.rating}, ${at.createdAt}, ${at_})`;
    case "helpful":
      return sql`(${reviews.helpfulCount}, ${reviews.createdAt}, ${id}) < (${at.helpful}, ${at.createdAt}, ${at_})`;
    case "lowest":
      return sql`${reviews.overallRating} >= ${at.rating} AND (${reviews.overallRating} > ${at.rating} OR ${newer})`;
  }
}

/** Reviews of any of `landlordIds`, newest first; `unanswered` keeps those without a reply (an owner's dashboard). */
export async function reviewsOfLandlords(ex: Executor, landlordIds: readonly string[], viewer: ViewerId, opts: { limit: number; unanswered?: boolean }): Promise<Review[]> {
  if (!landlordIds.length) return [];
  const where = and(inArray(reviews.landlordId, [...landlordIds]), opts.unanswered ? isNull(reviewReplies.reviewId) : undefined);
  return selectReviews(ex, viewer, where, { limit: opts.limit });
}

/** How many reviews of any of `landlordIds` have no reply. */
export async function countUnanswered(ex: Executor, landlordIds: readonly string[]): Promise<number> {
  if (!landlordIds.length) return 0;
  const [row] = await ex
    .select({ n: count() })
    .from(reviews)
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(and(inArray(reviews.landlordId, [...landlordIds]), isNull(reviewReplies.reviewId), reviewIsVisible()));
  return row?.n ?? 0;
}

/** An account's reviews as someone else (a moderator) reads them: the public shape. */
// Hidden ones included: the author's export and moderators read them all.
export const reviewsByAuthorAs = (ex: Executor, userId: number, viewer: ViewerId) => selectReviews(ex, viewer, eq(reviews.userId, userId), {}, "all");

/**
 * The author's reviews that a report or a moderation-log row names: all an admin may see of an
 * account (the twin of src/store/sqlite/reviews.ts `reportedOrModeratedReviewsOf`, issue 30).
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

/** Sets or clears the review's hidden state (contract §7.5); the caller recomputes figures and logs. */
export async function setReviewHidden(ex: Executor, id: string, hidden: { at: string; reason: string; note: string | null } | null): Promise<void> {
  await ex
    .update(reviews)
    .set(hidden ? { hiddenAt: hidden.at, hiddenReason: hidden.reason, hiddenNote: hidden.note } : { hiddenAt: null, hiddenReason: null, hiddenNote: null })
    .where(eq(reviews.id, id));
}

/** Attaches each hidden review's appeal (its author's list), from the appeals made since its newest hide. */
async function withAppeals(ex: Executor, userId: number, list: Review[]): Promise<Review[]> {
  if (!list.some((r) => r.moderation)) return list;
  const rows = await ex.select().from(appeals).where(and(eq(appeals.userId, userId), eq(appeals.targetType, "review"))).orderBy(desc(appeals.createdAt), desc(appeals.id));
  return list.map((r) => {
    if (!r.moderation) return r;
    const a = rows.find((x) => x.targetId === r.id && x.createdAt >= r.moderation!.at);
    return a ? { ...r, moderation: { ...r.moderation, appeal: { id: a.id, status: a.status, note: a.decisionNote, decidedAt: a.decidedAt } } } : r;
  });
}

/**
 * The review's row, locked with its landlord's (landlord first): 404 when it is gone. A merge may
 * move it to another landlord between the look-up and the lock; then that one is locked too.
 */
export async function lockReview(tx: PgTx, id: string): Promise<ReviewRow> {
  for (;;) {
    const seen = await reviewRowById(tx, id);
    if (!seen) throw reviewNotFound();
    await lockLandlord(tx, seen.landlordId);
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("no key update");
    if (!row) throw reviewNotFound();
    if (row.landlordId === seen.landlordId) return row;
  }
}

/** The reviews store on PostgreSQL (src/store/reviews.ts). */
export function createReviewsStore(ctx: PostgresContext): ReviewsStore {
  const { db } = ctx;
  /** Reads that answer a page and its total from one snapshot, as SQLite's one connection does. */
  const snapshot = <T>(fn: (tx: PgTx) => Promise<T>) => db.transaction(fn, { isolationLevel: "repeatable read", accessMode: "read only" });
  return {
    async create(userId, input, opts = {}) {
      const { landlordId: givenId, landlordData, ...fields } = input;
      const run = (): Promise<ReviewCreated> =>
        write(ctx, async (tx, raise) => {
          // The author's reviews queue here: the first-review check and the one-per-landlord check see each other's.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
          let landlord;
          if (givenId) {
            landlord = await lockLandlord(tx, givenId);
            if (!landlord) throw landlordNotFound();
          } else {
            if (!landlordData) throw landlordNotFound();
            const found = await landlordByKey(tx, landlordData.name, landlordData.location);
            // Found but merged away before the lock: its key is free again, so it is added anew.
            landlord = (found && (await lockLandlord(tx, found.id))) || (await insertLandlord(tx, landlordData));
          }
          const landlordId = landlord.id;
          // Checked under the landlord's lock: an approval that made them the owner a moment ago counts.
          if (landlord.ownerUserId === userId) throw ownerCannotReview();
          if (await countOf(tx, and(eq(reviews.userId, userId), eq(reviews.landlordId, landlordId))!)) throw alreadyReviewed();
          const isFirstReview = (await countOf(tx, eq(reviews.userId, userId))) === 0;
          const now = opts.createdAt ?? nowIso();
          const [row] = await tx
            .insert(reviews)
            .values({ ...fields, landlordId, userId, id: crypto.randomUUID(), helpfulCount: 0, createdAt: now, updatedAt: now })
            .returning({ id: reviews.id });
          // Its figures follow its row by trigger; its address and event (figures.ts, issue 32).
          await applyReviewToFigures(tx, raise, { landlordId, propertyAddress: fields.propertyAddress ?? null, buildingId: null }, 1);
          // Its building (contract §7.2): this review's only, not its landlord's others (issue 32).
          await assignBuildings(tx, landlordId, row!.id, raise);
          // Its followers are told after the answer, in batches (docs/follows.md); the job is queued here, so a crash loses none.
          // The change says so (`fanOut`): the fan-out worker looks for jobs only after a write that queued one.
          if (!opts.createdAt && (await queueFanOut(tx, row!.id, userId))) raise("landlord.changed", { landlordId, building: null, addresses: "same", fanOut: true });
          return { review: (await reviewById(tx, row!.id, userId))!, landlordId, isFirstReview };
        });
      try {
        return await run();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The review index (an anonymous import racing is not constrained) or a concurrent create of
        // the same new landlord, which exists now: a retry reuses it.
        if (isUniqueViolation(error, "reviews")) throw alreadyReviewed();
        return run();
      }
    },

    async update(userId, reviewId, fields) {
      return write(ctx, async (tx, raise) => {
        const row = await lockReview(tx, reviewId);
        if (row.userId !== userId) throw notYourReviewToEdit();
        // The version it replaces is kept for moderators, and editedAt set (contract §7.5).
        const now = nowIso();
        await tx.insert(reviewVersions).values({ reviewId: row.id, fields: versionFields(row), writtenAt: row.editedAt ?? row.createdAt, replacedAt: now });
        const [after] = await tx.update(reviews).set({ ...fields, updatedAt: now, editedAt: now }).where(eq(reviews.id, row.id)).returning();
        // A hidden review counts in no figure: applyReviewToFigures skips it (figures.ts).
        await applyReviewToFigures(tx, raise, row, -1);
        await applyReviewToFigures(tx, raise, after!, 1);
        await assignBuildings(tx, row.landlordId, row.id, raise);
        // Its author may edit a hidden review (to appeal with a fixed text): read it whatever its
        // state, with its appeal as the author's own list shows it.
        return (await withAppeals(tx, userId, [(await anyReviewById(tx, row.id, userId))!]))[0]!;
      });
    },

    async remove(actor, reviewId) {
      await write(ctx, async (tx, raise) => {
        const row = await lockReview(tx, reviewId);
        if (row.userId !== actor.id && !actor.isAdmin) throw notYourReviewToDelete();
        if (actor.isAdmin && row.userId !== actor.id) {
          // A moderator removing someone's review: logged, answering the newest pending report on it.
          const report = await newestPendingOn(tx, row.id);
          await logModeration(tx, { actorId: actor.id, action: "review.deleted", targetType: "review", targetId: row.id, subjectId: row.userId, reportId: report?.id, category: report?.reportCategory });
          // Its author is told (never by whom); an anonymised review has no author to tell.
          if (row.userId !== null) {
            const [landlord] = await tx.select({ name: landlords.name }).from(landlords).where(eq(landlords.id, row.landlordId));
            await addNotification(tx, notices.reviewRemoved(row.userId, { id: row.id, landlordName: landlord?.name ?? "a landlord" }));
          }
        }
        if (actor.isAdmin) await resolvePendingOnReviews(tx, [row.id], actor.id);
        // Its helpful votes and reply go with it through ON DELETE CASCADE.
        await tx.delete(reviews).where(eq(reviews.id, row.id));
        await applyReviewToFigures(tx, raise, row, -1);
      });
    },

    async byId(reviewId, viewer) {
      return (await reviewById(db, reviewId, viewer)) ?? null;
    },

    async ofLandlord(landlordId, viewer, page = {}) {
      return snapshot(async (tx) => {
        const after = page.after === undefined ? undefined : await keysetAfter(tx, landlordId, page.after, page.sort ?? "newest");
        const where = eq(reviews.landlordId, landlordId);
        const [kept] = await tx.select({ n: landlords.totalReviews }).from(landlords).where(eq(landlords.id, landlordId));
        return {
          reviews: after ? await selectReviews(tx, viewer, and(where, after), { ...page, offset: 0 }) : await selectReviews(tx, viewer, where, page),
          // The landlord's kept total (issue 32), not a count of its rows; visible reviews only (the
          // triggers count a review only while hidden_at is null, issue 28).
          total: kept?.n ?? 0,
        };
      });
    },

    async recent(limit, viewer) {
      return selectReviews(db, viewer, undefined, { limit });
    },

    async ofUser(userId) {
      return snapshot(async (tx) => withAppeals(tx, userId, await selectReviews(tx, userId, eq(reviews.userId, userId), {}, "all")));
    },

    async hide(adminId, reviewId, input) {
      await write(ctx, async (tx, raise) => {
        const row = await lockReview(tx, reviewId);
        if (row.hiddenAt) throw reviewAlreadyHidden();
        const at = nowIso();
        const report = await newestPendingOn(tx, row.id);
        await setReviewHidden(tx, row.id, { at, reason: input.reason, note: input.note?.trim() || null });
        await resolvePendingOnReviews(tx, [row.id], adminId);
        await logModeration(tx, { actorId: adminId, action: "review.hidden", targetType: "review", targetId: row.id, subjectId: row.userId, reportId: report?.id, category: input.reason, createdAt: at });
        // Out of its landlord's search addresses (the numbers follow hidden_at by trigger).
        await applyReviewToFigures(tx, raise, row, -1);
        if (row.userId !== null) await addNotification(tx, authorNotice({ userId: row.userId, kind: "review.hidden", title: "Your review was hidden by moderators", url: "/dashboard" }));
      });
    },

    async restore(adminId, reviewId) {
      await write(ctx, async (tx, raise) => {
        const row = await lockReview(tx, reviewId);
        if (!row.hiddenAt) throw reviewNotHidden();
        await setReviewHidden(tx, row.id, null);
        await logModeration(tx, { actorId: adminId, action: "review.restored", targetType: "review", targetId: row.id, subjectId: row.userId, category: row.hiddenReason });
        await applyReviewToFigures(tx, raise, { ...row, hiddenAt: null }, 1);
        if (row.userId !== null) await addNotification(tx, authorNotice({ userId: row.userId, kind: "review.restored", title: "Your review is visible again", url: `/landlord/${row.landlordId}` }));
      });
    },

    async history(reviewId) {
      return snapshot(async (tx) => {
        if (!(await reviewRowById(tx, reviewId))) throw reviewNotFound();
        const rows = await tx.select().from(reviewVersions).where(eq(reviewVersions.reviewId, reviewId)).orderBy(desc(reviewVersions.replacedAt), desc(reviewVersions.id));
        return rows.map(toReviewVersion);
      });
    },
  };
}
