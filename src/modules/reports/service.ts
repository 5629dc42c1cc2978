// Reports and their moderation (docs/product-rules.md#reports; docs/product-rules.md#moderation): the target must
// exist, one pending report per user and target; admins page through the queue (grouped by target
// if they ask), see the reported content on each report, and settle one or many at once. Every
// status change writes its moderation-log row in the same transaction (docs/moderation.md); the
// rules that need the data are kept by the store (src/store/reports.ts).
import type { AppDeps } from "../../deps";
import type { QueuedReport, Report } from "../../contract/types";
import type { ReportCreateInput, ReportUpdateInput } from "../../contract/schemas";
import type { ReportQuery } from "../../store/reports";

export type { ReportQuery } from "../../store/reports";

export function createReportsService(deps: AppDeps) {
  const { reports } = deps.store;
  return {
    /** `input.targetId` is well formed: the route's schema answered a malformed one with the target's 404. */
    create: (userId: number, input: ReportCreateInput): Promise<Report> => reports.create(userId, input),

    /** The queue, newest first (or grouped by target), one page, each report with its target. */
    list: (q: ReportQuery): Promise<{ reports: QueuedReport[]; total: number }> => reports.list(q),

    /** resolved/dismissed stamp resolvedAt and resolvedBy; pending/reviewed clear them. adminNotes change only when sent. */
    update: (adminId: number, reportId: number, input: ReportUpdateInput): Promise<Report> => reports.update(adminId, reportId, input),

    /** PATCH /api/reports: all or nothing; an unknown id is 404 and one already in that status 409, and then nothing changes. */
    updateMany: (adminId: number, ids: readonly number[], input: ReportUpdateInput): Promise<Report[]> => reports.updateMany(adminId, ids, input),
  };
}
