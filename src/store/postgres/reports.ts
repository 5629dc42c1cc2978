// Reports on PostgreSQL: the twin of src/store/sqlite/reports.ts (issue 30's changes included:
// resolvePendingOnReviewsOf for an account's deletion, toFiledReport for its export). A report names
// its target by id only; it outlives the content and is resolved, not deleted, with it. The functions
// taking a transaction are composed by other stores' writes; the store at the bottom is the reports
// module's (src/store/reports.ts).
//
// Where SQLite's write lock serialised a check and its write, this file takes row locks:
// - create: the reporter's user row (FOR NO KEY UPDATE: reports' foreign key to it stays free), so
//   one account's reports queue and "one pending report per target" is checked on what committed
//   before; the target's row FOR KEY SHARE, so it cannot be deleted under the new report.
// - update/updateMany: the reports themselves (FOR NO KEY UPDATE, in id order so two bulk updates
//   cannot deadlock), so a second moderator on one item waits, re-reads it and gets reportAlready.
import { addNotification } from "./notifications";
import { notices } from "../alert-rules";
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { landlords, reportCounts, reportGroupCounts, reports, reviewReplies, reviews, users, type ReportRow } from "./schema";
import type { QueuedReport, ReportTarget } from "../../contract/types";
import { LIMITS } from "../../contract/constants";
import type { ReportCreateInput, ReportUpdateInput } from "../../contract/schemas";
import type { ModerationAction, ReportStatus } from "../../contract/constants";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import { logModeration, replyIdsOf } from "./moderation-log";
import { writeTx, type PostgresContext } from "./tx";
import type { ReportFilter, ReportsStore } from "../reports";
import { alreadyReported, reportAlready, reportIdNotFound, reportNotFound } from "../../modules/reports/errors";
import { reviewNotFound } from "../../modules/reviews/errors";
import { landlordNotFound } from "../../modules/landlords/errors";
import { replyNotFound } from "../../modules/replies/errors";
import { toReport } from "../shapes";
import { ReportGroupWalk } from "../report-pages";
export { toReport, toFiledReport } from "../shapes";

type Ex = PgDb | PgTx;

// The helpers other stores' writes compose (landlords, reviews, replies) live beside the log, where the
// landlords store put them before this file existed: one definition each.
export { newestPendingOn, reportById, resolvePendingOn, resolvePendingOnReviews, retarget, updateReport } from "./moderation-log";

/** The notes of a report closed because its content went with its author's account: src/store/sqlite/migrate.ts REMOVED_WITH_ACCOUNT (reports.test.ts checks they agree). */
export const REMOVED_WITH_ACCOUNT = "Removed with its author's account";



export async function insertReport(ex: Ex, input: ReportCreateInput & { reportedByUserId: number; createdAt?: string }): Promise<ReportRow> {
  const [row] = await ex
    .insert(reports)
    .values({ ...input, status: "pending", createdAt: input.createdAt ?? nowIso() })
    .returning();
  return row!;
}

function filterWhere(f: ReportFilter): SQL | undefined {
  return and(
    f.status ? eq(reports.status, f.status) : undefined,
    f.type ? eq(reports.reportType, f.type) : undefined,
    f.category ? eq(reports.reportCategory, f.category) : undefined,
  );
}

const NEWEST_FIRST = [desc(reports.createdAt), desc(reports.id)] as const;

/** Newest first, narrowed by the filter, one page of it with the total. */
export async function pageReports(ex: Ex, f: ReportFilter, page: { limit: number; offset: number }): Promise<{ rows: ReportRow[]; total: number }> {
  const where = filterWhere(f);
  const rows = await ex.select().from(reports).where(where).orderBy(...NEWEST_FIRST).limit(page.limit).offset(page.offset);
  // A sum of the kept counts (report_counts, kept by triggers; issue 32), not a count of the reports.
  const [totals] = await ex
    .select({ n: sql<number>`coalesce(sum(${reportCounts.n}), 0)`.mapWith(Number) })
    .from(reportCounts)
    .where(
      and(
        f.status ? eq(reportCounts.status, f.status) : undefined,
        f.type ? eq(reportCounts.reportType, f.type) : undefined,
        f.category ? eq(reportCounts.reportCategory, f.category) : undefined,
      ),
    );
  return { rows, total: totals?.n ?? 0 };
}

/** Paged by what the reports target (docs/moderation.md), as SQLite's pageReportGroups. */
export async function pageReportGroups(ex: Ex, f: ReportFilter, page: { limit: number; offset: number }): Promise<{ rows: ReportRow[]; total: number }> {
  const where = filterWhere(f);
  const walk = new ReportGroupWalk(page);
  while (walk.take(await ex.select({ type: reports.reportType, targetId: reports.targetId }).from(reports).where(where).orderBy(...NEWEST_FIRST).limit(walk.step).offset(walk.from)));
  // A sum of the kept group counts (report_group_counts, kept by triggers with report_targets), not a grouping of the reports.
  const [totals] = await ex
    .select({ n: sql<number>`coalesce(sum(${reportGroupCounts.groups}), 0)`.mapWith(Number) })
    .from(reportGroupCounts)
    .where(
      and(
        eq(reportGroupCounts.statusKey, f.status ?? "*"),
        eq(reportGroupCounts.categoryKey, f.category ?? "*"),
        f.type ? eq(reportGroupCounts.reportType, f.type) : undefined,
      ),
    );
  const total = totals?.n ?? 0;
  if (!walk.groups.length) return { rows: [], total };
  const rows = await ex.select().from(reports).where(and(where, inArray(reports.targetId, walk.targetIds()))).orderBy(...NEWEST_FIRST);
  return { rows: walk.inGroupOrder(rows), total };
}

/** The target of each report, keyed by report id: three queries at most however many reports. A target deleted since has no entry. */
export async function reportTargets(ex: Ex, rows: readonly ReportRow[]): Promise<Map<number, ReportTarget>> {
  const ids = (type: ReportRow["reportType"]) => [...new Set(rows.filter((r) => r.reportType === type).map((r) => r.targetId))];
  const reviewIds = ids("review");
  const landlordIds = ids("landlord");
  const replyIds = ids("reply");
  const byTarget = new Map<string, ReportTarget>();
  if (reviewIds.length) {
    const found = await ex
      .select({ id: reviews.id, text: reviews.reviewText, landlordId: landlords.id, landlordName: landlords.name })
      .from(reviews)
      .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
      .where(inArray(reviews.id, reviewIds));
    for (const r of found) byTarget.set(`review:${r.id}`, { landlordId: r.landlordId, landlordName: r.landlordName, excerpt: r.text.slice(0, LIMITS.reportExcerptMax) });
  }
  if (replyIds.length) {
    // A reply shows its own text, under the landlord whose review it answers.
    const found = await ex
      .select({ id: reviewReplies.id, reviewId: reviewReplies.reviewId, text: reviewReplies.text, landlordId: landlords.id, landlordName: landlords.name })
      .from(reviewReplies)
      .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
      .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
      .where(inArray(reviewReplies.id, replyIds));
    for (const r of found) byTarget.set(`reply:${r.id}`, { landlordId: r.landlordId, landlordName: r.landlordName, excerpt: r.text.slice(0, LIMITS.reportExcerptMax), reviewId: r.reviewId });
  }
  if (landlordIds.length) {
    const found = await ex.select({ id: landlords.id, name: landlords.name, location: landlords.location }).from(landlords).where(inArray(landlords.id, landlordIds));
    for (const l of found) byTarget.set(`landlord:${l.id}`, { landlordId: l.id, landlordName: l.name, excerpt: `${l.name}, ${l.location}` });
  }
  const targets = new Map<number, ReportTarget>();
  for (const row of rows) {
    const target = byTarget.get(`${row.reportType}:${row.targetId}`);
    if (target) targets.set(row.id, target);
  }
  return targets;
}

/**
 * Resolves the pending reports on `userId`'s reviews and on the replies to them, with no admin named:
 * their content is about to be deleted with the account (the account store's `delete` calls this in
 * the same write, before deleting the reviews). Left pending, they stayed in the queue with no target (issue 30).
 */
export async function resolvePendingOnReviewsOf(ex: Ex, userId: number): Promise<void> {
  const reviewIds = (await ex.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId))).map((r) => r.id);
  const targetIds = [...reviewIds, ...(await replyIdsOf(ex, reviewIds))];
  if (!targetIds.length) return;
  await ex
    .update(reports)
    .set({ status: "resolved", resolvedAt: nowIso(), resolvedBy: null, adminNotes: sql`coalesce(${reports.adminNotes}, ${REMOVED_WITH_ACCOUNT})` })
    .where(and(eq(reports.status, "pending"), inArray(reports.targetId, targetIds)));
}

/** Every report on any of `targetIds`, newest first. */
export async function reportsOnTargets(ex: Ex, targetIds: readonly string[]): Promise<ReportRow[]> {
  if (!targetIds.length) return [];
  return ex.select().from(reports).where(inArray(reports.targetId, [...targetIds])).orderBy(...NEWEST_FIRST);
}

/** Every report `userId` filed, newest first (the account's export). */
export async function reportsFiledBy(ex: Ex, userId: number): Promise<ReportRow[]> {
  return ex.select().from(reports).where(eq(reports.reportedByUserId, userId)).orderBy(...NEWEST_FIRST);
}

const STATUS_ACTION: Record<ReportStatus, ModerationAction> = {
  pending: "report.reopened",
  reviewed: "report.reviewed",
  resolved: "report.resolved",
  dismissed: "report.dismissed",
};

/** One locked report's status change and its log row, inside the caller's write. */
async function changeStatus(tx: PgTx, adminId: number, current: ReportRow, input: ReportUpdateInput): Promise<ReportRow> {
  // Two moderators on one item: the second answer is a conflict, not a silent second log row.
  if (current.status === input.status) throw reportAlready(current, input.status);
  const settled = input.status === "resolved" || input.status === "dismissed";
  const [row] = await tx
    .update(reports)
    .set({
      status: input.status,
      ...(input.adminNotes !== undefined ? { adminNotes: input.adminNotes || null } : {}),
      resolvedAt: settled ? nowIso() : null,
      resolvedBy: settled ? adminId : null,
    })
    .where(eq(reports.id, current.id))
    .returning();
  await logModeration(tx, {
    actorId: adminId,
    action: STATUS_ACTION[input.status],
    targetType: current.reportType,
    targetId: current.targetId,
    reportId: current.id,
    category: current.reportCategory,
  });
  // The one who reported it is told of the decision (never who decided).
  if (settled && current.reportedByUserId !== null) await addNotification(tx, notices.reportDecided(current.reportedByUserId, { id: current.id, status: input.status as "resolved" | "dismissed" }));
  return row!;
}

/** The reports with these ids, locked (in id order: two bulk updates cannot deadlock), by id. */
async function lockReports(tx: PgTx, ids: readonly number[]): Promise<Map<number, ReportRow>> {
  if (!ids.length) return new Map();
  const rows = await tx.select().from(reports).where(inArray(reports.id, [...ids])).orderBy(asc(reports.id)).for("no key update");
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether the target exists, its row held (FOR KEY SHARE) until the report commits. */
async function targetExists(tx: PgTx, type: ReportRow["reportType"], id: string): Promise<boolean> {
  if (type === "landlord") return (await tx.select({ id: landlords.id }).from(landlords).where(eq(landlords.id, id)).for("key share")).length > 0;
  // A hidden review or reply is gone from every public answer (contract §7.5): not reportable either.
  const table = type === "review" ? reviews : reviewReplies;
  const found = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, id), isNull(table.hiddenAt))).for("key share");
  return found.length > 0;
}

const TARGET_NOT_FOUND = { review: reviewNotFound, landlord: landlordNotFound, reply: replyNotFound } as const;

/** The reports store on PostgreSQL (src/store/reports.ts). No listener derives anything from reports: plain transactions. */
export function createReportsStore(ctx: PostgresContext): ReportsStore {
  const { db } = ctx;
  return {
    async create(userId, input) {
      return writeTx(db, async (tx) => {
        const { reportType, targetId } = input;
        if (!(await targetExists(tx, reportType, targetId))) throw TARGET_NOT_FOUND[reportType]();
        // One account's reports queue on its row: the check below sees every report committed before.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        const [pending] = await tx
          .select({ id: reports.id })
          .from(reports)
          .where(and(eq(reports.reportedByUserId, userId), eq(reports.targetId, targetId), eq(reports.status, "pending")))
          .limit(1);
        if (pending) throw alreadyReported();
        return toReport(await insertReport(tx, { ...input, reportedByUserId: userId }));
      });
    },

    async list(q) {
      // One snapshot for the page, its total and its targets, as SQLite's read transaction gives.
      return db.transaction(
        async (tx): Promise<{ reports: QueuedReport[]; total: number }> => {
          const page = { limit: q.limit, offset: q.offset };
          const { rows, total } = q.groupByTarget ? await pageReportGroups(tx, q, page) : await pageReports(tx, q, page);
          const targets = await reportTargets(tx, rows);
          return { reports: rows.map((row) => ({ ...toReport(row), target: targets.get(row.id) ?? null })), total };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },

    async update(adminId, reportId, input) {
      const row = await writeTx(db, async (tx) => {
        const current = (await lockReports(tx, [reportId])).get(reportId);
        if (!current) throw reportNotFound();
        return changeStatus(tx, adminId, current, input);
      });
      return toReport(row);
    },

    async updateMany(adminId, ids, input) {
      const rows = await writeTx(db, async (tx) => {
        const unique = [...new Set(ids)];
        const locked = await lockReports(tx, unique);
        const changed: ReportRow[] = [];
        for (const id of unique) {
          const current = locked.get(id);
          if (!current) throw reportIdNotFound(id);
          changed.push(await changeStatus(tx, adminId, current, input));
        }
        return changed;
      });
      return rows.map(toReport);
    },
  };
}
