// Reports in SQLite. A report names its target by id only (a review or a landlord); it outlives
// the content and is resolved, not deleted, with it.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { reports, type ReportRow } from "../../db/schema";
import type { Report } from "../../contract/types";
import type { ReportCreateInput } from "../../contract/schemas";
import type { ReportStatus } from "../../contract/constants";
import { nowIso } from "../../http";
import type { Executor } from "../landlords/repository";

export function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    reportType: row.reportType,
    targetId: row.targetId,
    reportedByUserId: row.reportedByUserId,
    reportCategory: row.reportCategory,
    description: row.description,
    status: row.status,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
    resolvedBy: row.resolvedBy,
  };
}

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

/** Newest first; `status` narrows. */
export function listReports(ex: Executor, status?: ReportStatus): ReportRow[] {
  return ex
    .select()
    .from(reports)
    .where(status ? eq(reports.status, status) : undefined)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .all();
}

export function updateReport(ex: Executor, id: number, values: Partial<Pick<ReportRow, "status" | "adminNotes" | "resolvedAt" | "resolvedBy">>): ReportRow | undefined {
  return ex.update(reports).set(values).where(eq(reports.id, id)).returning().get();
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
