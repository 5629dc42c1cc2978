// Reports in SQLite. A report names its target by id only (a review, a landlord or a reply); it
// outlives the content and is resolved, not deleted, with it. The sync functions are composed by
// the other stores' writes (a deletion resolves the reports on what it deletes); the store at the
// bottom is the reports module's (src/store/reports.ts).
import { addNotification } from "./notifications";
import { notices } from "../alert-rules";
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { landlords, reportCounts, reportGroupCounts, reports, reviewReplies, reviews, type ReportRow } from "./schema";
import type { QueuedReport, ReportTarget } from "../../contract/types";
import { LIMITS } from "../../contract/constants";
import type { ReportCreateInput, ReportUpdateInput } from "../../contract/schemas";
import type { ModerationAction, ReportStatus } from "../../contract/constants";
import { nowIso } from "../../http";
import type { Executor, Tx } from "./connection";
import { replyById, replyIdsOf } from "./replies";
import { landlordById } from "./landlords";
import { reviewRowById } from "./reviews";
import { logModeration } from "./moderation-log";
import { REMOVED_WITH_ACCOUNT } from "./migrate";
import { writeTx, type SqliteContext } from "./tx";
import type { ReportFilter, ReportsStore } from "../reports";
import { alreadyReported, reportAlready, reportIdNotFound, reportNotFound } from "../../modules/reports/errors";
import { reviewNotFound } from "../../modules/reviews/errors";
import { landlordNotFound } from "../../modules/landlords/errors";
import { replyNotFound } from "../../modules/replies/errors";
import { toReport } from "../shapes";
import { ReportGroupWalk } from "../report-pages";
export { toReport, toFiledReport } from "../shapes";

export type { ReportFilter } from "../reports";


export function insertReport(ex: Executor, input: ReportCreateInput & { reportedByUserId: number; createdAt?: string }): ReportRow {
  return ex
    .insert(reports)
    .values({ ...input, status: "pending", createdAt: input.createdAt ?? nowIso() })
    .returning()
    .get();
}

export function reportById(ex: Executor, id: number): ReportRow | undefined {
  return ex.select().from(reports).where(eq(reports.id, id)).get();
}

export function hasPendingReport(ex: Executor, userId: number, targetId: string): boolean {
  return !!ex
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reportedByUserId, userId), eq(reports.targetId, targetId), eq(reports.status, "pending")))
    .get();
}

function filterWhere(f: ReportFilter): SQL | undefined {
  return and(
    f.status ? eq(reports.status, f.status) : undefined,
    f.type ? eq(reports.reportType, f.type) : undefined,
    f.category ? eq(reports.reportCategory, f.category) : undefined,
  );
}

const NEWEST_FIRST = [desc(reports.createdAt), desc(reports.id)] as const;

/** How many reports match the filter: a sum of the kept counts (report_counts, kept by triggers; issue 32), not a count of the reports. */
export function keptReportCount(ex: Executor, f: ReportFilter): number {
  const where = and(
    f.status ? eq(reportCounts.status, f.status) : undefined,
    f.type ? eq(reportCounts.reportType, f.type) : undefined,
    f.category ? eq(reportCounts.reportCategory, f.category) : undefined,
  );
  return Number(ex.select({ n: sql<number>`coalesce(sum(${reportCounts.n}), 0)` }).from(reportCounts).where(where).get()?.n ?? 0);
}

/**
 * How many targets have reports matching the filter: a sum of the kept group counts
 * (report_group_counts, kept by triggers with report_targets; issue 32), not a grouping of the reports.
 */
export function keptGroupCount(ex: Executor, f: ReportFilter): number {
  const where = and(
    eq(reportGroupCounts.statusKey, f.status ?? "*"),
    eq(reportGroupCounts.categoryKey, f.category ?? "*"),
    f.type ? eq(reportGroupCounts.reportType, f.type) : undefined,
  );
  return Number(ex.select({ n: sql<number>`coalesce(sum(${reportGroupCounts.groups}), 0)` }).from(reportGroupCounts).where(where).get()?.n ?? 0);
}

/** Newest first, narrowed by the filter, one page of it with the total. */
export function pageReports(ex: Executor, f: ReportFilter, page: { limit: number; offset: number }): { rows: ReportRow[]; total: number } {
  const where = filterWhere(f);
  const rows = ex.select().from(reports).where(where).orderBy(...NEWEST_FIRST).limit(page.limit).offset(page.offset).all();
  return { rows, total: keptReportCount(ex, f) };
}

/**
 * Paged by what the reports target, not by report: one review reported five times is one item
 * of the queue (docs/moderation.md). A page holds `limit` targets, most recently reported first,
 * with every report on them that matches the filter; the total counts targets.
 */
export function pageReportGroups(ex: Executor, f: ReportFilter, page: { limit: number; offset: number }): { rows: ReportRow[]; total: number } {
  const where = filterWhere(f);
  const walk = new ReportGroupWalk(page);
  const newestFirst = ex.select({ type: reports.reportType, targetId: reports.targetId }).from(reports).where(where).orderBy(...NEWEST_FIRST);
  while (walk.take(newestFirst.limit(walk.step).offset(walk.from).all()));
  const total = keptGroupCount(ex, f);
  if (!walk.groups.length) return { rows: [], total };
  const rows = ex.select().from(reports).where(and(where, inArray(reports.targetId, walk.targetIds()))).orderBy(...NEWEST_FIRST).all();
  return { rows: walk.inGroupOrder(rows), total };
}

export function updateReport(ex: Executor, id: number, values: Partial<Pick<ReportRow, "status" | "adminNotes" | "resolvedAt" | "resolvedBy">>): ReportRow | undefined {
  return ex.update(reports).set(values).where(eq(reports.id, id)).returning().get();
}

/**
 * The target of each report, keyed by report id (docs/product-rules.md#moderation): two queries however many reports,
 * so the queue never fetches its targets one by one. A target deleted since has no entry.
 */
export function reportTargets(ex: Executor, rows: readonly ReportRow[]): Map<number, ReportTarget> {
  const ids = (type: ReportRow["reportType"]) => [...new Set(rows.filter((r) => r.reportType === type).map((r) => r.targetId))];
  const reviewIds = ids("review");
  const landlordIds = ids("landlord");
  const replyIds = ids("reply");
  const byTarget = new Map<string, ReportTarget>();
  if (reviewIds.length) {
    const found = ex
      .select({ id: reviews.id, text: reviews.reviewText, landlordId: landlords.id, landlordName: landlords.name })
      .from(reviews)
      .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
      .where(inArray(reviews.id, reviewIds))
      .all();
    for (const r of found) {
      byTarget.set(`review:${r.id}`, { landlordId: r.landlordId, landlordName: r.landlordName, excerpt: r.text.slice(0, LIMITS.reportExcerptMax) });
    }
  }
  if (replyIds.length) {
    // A reply shows its own text, under the landlord whose review it answers.
    const found = ex
      .select({ id: reviewReplies.id, reviewId: reviewReplies.reviewId, text: reviewReplies.text, landlordId: landlords.id, landlordName: landlords.name })
      .from(reviewReplies)
      .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
      .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
      .where(inArray(reviewReplies.id, replyIds))
      .all();
    for (const r of found) {
      byTarget.set(`reply:${r.id}`, { landlordId: r.landlordId, landlordName: r.landlordName, excerpt: r.text.slice(0, LIMITS.reportExcerptMax), reviewId: r.reviewId });
    }
  }
  if (landlordIds.length) {
    const found = ex.select({ id: landlords.id, name: landlords.name, location: landlords.location }).from(landlords).where(inArray(landlords.id, landlordIds)).all();
    for (const l of found) byTarget.set(`landlord:${l.id}`, { landlordId: l.id, landlordName: l.name, excerpt: `${l.name}, ${l.location}` });
  }
  const targets = new Map<number, ReportTarget>();
  for (const row of rows) {
    const target = byTarget.get(`${row.reportType}:${row.targetId}`);
    if (target) targets.set(row.id, target);
  }
  return targets;
}

/** Pending reports on any of `targetIds` become resolved by `adminId` (the content was deleted). */
export function resolvePendingOn(ex: Executor, targetIds: string[], adminId: number): void {
  if (!targetIds.length) return;
  ex
    .update(reports)
    .set({ status: "resolved", resolvedAt: nowIso(), resolvedBy: adminId, adminNotes: sql`coalesce(${reports.adminNotes}, 'Content deleted')` })
    .where(and(eq(reports.status, "pending"), inArray(reports.targetId, targetIds)))
    .run();
}

/**
 * Resolves the pending reports on `userId`'s reviews and on the replies to them, with no admin
 * named: their content is about to be deleted with the account (the account store's `delete`,
 * src/store/sqlite/account.ts, calls this in the same write, before deleteReviewsOf). Left
 * pending, they stayed in the queue with no target for ever (issue 30).
 */
export function resolvePendingOnReviewsOf(ex: Executor, userId: number): void {
  const reviewIds = ex.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId)).all().map((r) => r.id);
  const targetIds = [...reviewIds, ...replyIdsOf(ex, reviewIds)];
  if (!targetIds.length) return;
  ex
    .update(reports)
    .set({ status: "resolved", resolvedAt: nowIso(), resolvedBy: null, adminNotes: sql`coalesce(${reports.adminNotes}, ${REMOVED_WITH_ACCOUNT})` })
    .where(and(eq(reports.status, "pending"), inArray(reports.targetId, targetIds)))
    .run();
}


/** Pending reports on any of `targetIds`, newest first. */
/** The newest pending report on a target, if any: what an admin's deletion answers. */
export function newestPendingOn(ex: Executor, targetId: string): ReportRow | undefined {
  return ex
    .select()
    .from(reports)
    .where(and(eq(reports.status, "pending"), eq(reports.targetId, targetId)))
    .orderBy(...NEWEST_FIRST)
    .limit(1)
    .get();
}

/** Resolves the pending reports on these reviews and on the owners' replies to them (their content goes with them). */
export function resolvePendingOnReviews(ex: Executor, reviewIds: readonly string[], adminId: number, alsoIds: readonly string[] = []): void {
  resolvePendingOn(ex, [...alsoIds, ...reviewIds, ...replyIdsOf(ex, reviewIds)], adminId);
}

/** Reports on `fromId` now name `toId` (a merged landlord's reports follow it). */
export function retarget(ex: Executor, fromId: string, toId: string): void {
  ex.update(reports).set({ targetId: toId }).where(eq(reports.targetId, fromId)).run();
}

/** Every report on any of `targetIds`, newest first. */
export function reportsOnTargets(ex: Executor, targetIds: readonly string[]): ReportRow[] {
  if (!targetIds.length) return [];
  return ex.select().from(reports).where(inArray(reports.targetId, [...targetIds])).orderBy(...NEWEST_FIRST).all();
}

const STATUS_ACTION: Record<ReportStatus, ModerationAction> = {
  pending: "report.reopened",
  reviewed: "report.reviewed",
  resolved: "report.resolved",
  dismissed: "report.dismissed",
};

/** One report's status change and its log row, inside the caller's write. */
function changeStatus(tx: Tx, adminId: number, current: ReportRow, input: ReportUpdateInput): ReportRow {
  // Two moderators on one item: the second answer is a conflict, not a silent second log row.
  if (current.status === input.status) throw reportAlready(current, input.status);
  const settled = input.status === "resolved" || input.status === "dismissed";
  const row = updateReport(tx, current.id, {
    status: input.status,
    ...(input.adminNotes !== undefined ? { adminNotes: input.adminNotes || null } : {}),
    resolvedAt: settled ? nowIso() : null,
    resolvedBy: settled ? adminId : null,
  })!;
  logModeration(tx, {
    actorId: adminId,
    action: STATUS_ACTION[input.status],
    targetType: current.reportType,
    targetId: current.targetId,
    reportId: current.id,
    category: current.reportCategory,
  });
  // The one who reported it is told of the decision (never who decided).
  if (settled && current.reportedByUserId !== null) addNotification(tx, notices.reportDecided(current.reportedByUserId, { id: current.id, status: input.status as "resolved" | "dismissed" }));
  return row;
}

const TARGET_NOT_FOUND = { review: reviewNotFound, landlord: landlordNotFound, reply: replyNotFound } as const;

/** The reports store on SQLite (src/store/reports.ts). No listener derives anything from reports: plain write transactions. */
export function createReportsStore(ctx: SqliteContext): ReportsStore {
  const { db } = ctx;
  return {
    async create(userId, input) {
      return writeTx(db, (tx) => {
        const { reportType, targetId } = input;
        const exists = reportType === "review" ? reviewRowById(tx, targetId) : reportType === "reply" ? replyById(tx, targetId) : landlordById(tx, targetId);
        // A hidden review or reply is gone from every public answer (contract §7.5): not reportable either.
        if (!exists || ("hiddenAt" in exists && exists.hiddenAt)) throw TARGET_NOT_FOUND[reportType]();
        // Checked inside BEGIN IMMEDIATE: two identical reports cannot both pass.
        if (hasPendingReport(tx, userId, targetId)) throw alreadyReported();
        return toReport(insertReport(tx, { ...input, reportedByUserId: userId }));
      });
    },

    async list(q) {
      // One read transaction: the page, its total and its targets are one snapshot.
      return db.transaction((tx): { reports: QueuedReport[]; total: number } => {
        const page = { limit: q.limit, offset: q.offset };
        const { rows, total } = q.groupByTarget ? pageReportGroups(tx, q, page) : pageReports(tx, q, page);
        const targets = reportTargets(tx, rows);
        return { reports: rows.map((row) => ({ ...toReport(row), target: targets.get(row.id) ?? null })), total };
      });
    },

    async update(adminId, reportId, input) {
      const row = writeTx(db, (tx) => {
        const current = reportById(tx, reportId);
        if (!current) throw reportNotFound();
        return changeStatus(tx, adminId, current, input);
      });
      return toReport(row);
    },

    async updateMany(adminId, ids, input) {
      const rows = writeTx(db, (tx) =>
        [...new Set(ids)].map((id) => {
          const current = reportById(tx, id);
          if (!current) throw reportIdNotFound(id);
          return changeStatus(tx, adminId, current, input);
        }),
      );
      return rows.map(toReport);
    },
  };
}
