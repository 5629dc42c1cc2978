// The moderation log on PostgreSQL (docs/moderation.md): the twin of src/store/sqlite/moderation-log.ts.
// Every admin action writes exactly one row in the same transaction as the change (`logModeration`,
// composed by each action's store); rows are never changed or removed (the migration's triggers
// refuse it). The store below only reads the public log, which never names who acted or reported.
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { moderationLog, reports, reviewReplies } from "./schema";
import type { ModerationLogRow, ReportRow } from "../rows";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import type { PostgresContext } from "./tx";
import type { ModerationStore } from "../moderation";
import { toPublicEntry, type ModerationEntry } from "../shapes";
export { toPublicEntry, type ModerationEntry } from "../shapes";



/** Writes one log row. Takes a transaction, not the database: the row commits or rolls back with its change. */
export async function logModeration(tx: PgTx, entry: ModerationEntry): Promise<ModerationLogRow> {
  const [row] = await tx
    .insert(moderationLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: String(entry.targetId),
      reportId: entry.reportId ?? null,
      category: entry.category ?? null,
      reason: entry.reason?.trim() || null,
      createdAt: entry.createdAt ?? nowIso(),
    })
    .returning();
  return row!;
}

/** Newest first, with the total for paging; without the contact inbox's bookkeeping (as SQLite's moderation-log.ts). */
async function listModerationLog(ex: PgDb | PgTx, opts: { limit: number; offset: number }): Promise<{ rows: ModerationLogRow[]; total: number }> {
  const shown = ne(moderationLog.targetType, "message");
  const rows = await ex.select().from(moderationLog).where(shown).orderBy(desc(moderationLog.createdAt), desc(moderationLog.id)).limit(opts.limit).offset(opts.offset);
  const [totals] = await ex.select({ n: count() }).from(moderationLog).where(shown);
  return { rows, total: totals?.n ?? 0 };
}

/** The moderation store on PostgreSQL (src/store/moderation.ts): the public log's reads. */
export function createModerationStore(ctx: PostgresContext): ModerationStore {
  return {
    async publicLog(page) {
      // One snapshot for the page and its total, as SQLite's read transaction gives.
      const { rows, total } = await ctx.db.transaction((tx) => listModerationLog(tx, page), { isolationLevel: "repeatable read", accessMode: "read only" });
      return { entries: rows.map(toPublicEntry), total };
    },
  };
}

// The report rows a moderation action settles in its own transaction (the twins of the helpers in
// src/store/sqlite/reports.ts the landlords, reviews and replies stores compose): kept here, with the
// log they are written beside, so those stores need not wait for the reports store on PostgreSQL.

/** The report, or undefined. */
export async function reportById(ex: PgDb | PgTx, id: number): Promise<ReportRow | undefined> {
  const [row] = await ex.select().from(reports).where(eq(reports.id, id));
  return row;
}

export async function updateReport(ex: PgDb | PgTx, id: number, values: Partial<Pick<ReportRow, "status" | "adminNotes" | "resolvedAt" | "resolvedBy">>): Promise<ReportRow | undefined> {
  const [row] = await ex.update(reports).set(values).where(eq(reports.id, id)).returning();
  return row;
}

/** Resolves the pending reports on any of `targetIds` (their content is being deleted by `adminId`). */
export async function resolvePendingOn(ex: PgDb | PgTx, targetIds: readonly string[], adminId: number): Promise<void> {
  if (!targetIds.length) return;
  await ex
    .update(reports)
    .set({ status: "resolved", resolvedAt: nowIso(), resolvedBy: adminId, adminNotes: sql`coalesce(${reports.adminNotes}, 'Content deleted')` })
    .where(and(eq(reports.status, "pending"), inArray(reports.targetId, [...targetIds])));
}

/** The ids of the replies to any of `reviewIds`: reports on them are settled with the reviews. */
export async function replyIdsOf(ex: PgDb | PgTx, reviewIds: readonly string[]): Promise<string[]> {
  if (!reviewIds.length) return [];
  const rows = await ex.select({ id: reviewReplies.id }).from(reviewReplies).where(inArray(reviewReplies.reviewId, [...reviewIds]));
  return rows.map((r) => r.id);
}

/** Resolves the pending reports on these reviews and on the owners' replies to them (their content goes with them). */
export async function resolvePendingOnReviews(ex: PgDb | PgTx, reviewIds: readonly string[], adminId: number, alsoIds: readonly string[] = []): Promise<void> {
  await resolvePendingOn(ex, [...alsoIds, ...reviewIds, ...(await replyIdsOf(ex, reviewIds))], adminId);
}

/** The newest pending report on a target, if any: what an admin's deletion answers. */
export async function newestPendingOn(ex: PgDb | PgTx, targetId: string): Promise<ReportRow | undefined> {
  const [row] = await ex
    .select()
    .from(reports)
    .where(and(eq(reports.status, "pending"), eq(reports.targetId, targetId)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(1);
  return row;
}

/** Reports on `fromId` now name `toId` (a merged landlord's reports follow it). */
export async function retarget(ex: PgDb | PgTx, fromId: string, toId: string): Promise<void> {
  await ex.update(reports).set({ targetId: toId }).where(eq(reports.targetId, fromId));
}
