// Reports and their moderation (docs/product-rules.md#reports; docs/product-rules.md#moderation): the target must
// exist, one pending report per user and target; admins page through the queue (grouped by target
// if they ask), see the reported content on each report, and settle one or many at once. Every
// status change writes its moderation-log row in the same transaction (docs/moderation.md).
import type { AppDeps } from "../../deps";
import type { QueuedReport, Report } from "../../contract/types";
import type { ReportCreateInput, ReportUpdateInput } from "../../contract/schemas";
import type { ModerationAction, ReportStatus } from "../../contract/constants";
import { nowIso } from "../../http";
import { isUuid } from "../../contract/query";
import { writeTx } from "../../store/sqlite/connection";
import type { ReportRow } from "../../store/sqlite/schema";
import type { Tx } from "../../store/sqlite/connection";
import { logModeration } from "../../store/sqlite/moderation-log";
import { landlordById } from "../../store/sqlite/landlords";
import { reviewRowById } from "../../store/sqlite/reviews";
import { landlordNotFound } from "../landlords/errors";
import { reviewNotFound } from "../reviews/errors";
import { replyById } from "../../store/sqlite/replies";
import { replyNotFound } from "../replies/errors";
import { alreadyReported, reportAlready, reportIdNotFound, reportNotFound } from "./errors";
import * as repo from "../../store/sqlite/reports";

const STATUS_ACTION: Record<ReportStatus, ModerationAction> = {
  pending: "report.reopened",
  reviewed: "report.reviewed",
  resolved: "report.resolved",
  dismissed: "report.dismissed",
};

export interface ReportQuery extends repo.ReportFilter {
  limit: number;
  offset: number;
  /** Page by target: each page holds `limit` reported items with all their matching reports. */
  groupByTarget?: boolean;
}

export function createReportsService(deps: AppDeps) {
  const { db } = deps;

  /** One report's status change and its log row; the caller holds the transaction. */
  function changeStatus(tx: Tx, adminId: number, current: ReportRow, input: ReportUpdateInput): ReportRow {
    // Two moderators on one item: the second answer is a conflict, not a silent second log row.
    if (current.status === input.status) throw reportAlready(current, input.status);
    const settled = input.status === "resolved" || input.status === "dismissed";
    const row = repo.updateReport(tx, current.id, {
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
    return row;
  }

  return {
    create(userId: number, input: ReportCreateInput, opts: { createdAt?: string } = {}): Report {
      const targetNotFound = { review: reviewNotFound, landlord: landlordNotFound, reply: replyNotFound }[input.reportType];
      // A malformed id names nothing: the same 404 as an unknown one.
      if (!isUuid(input.targetId)) throw targetNotFound();
      const targetId = input.targetId.toLowerCase();
      return writeTx(db, (tx) => {
        const exists =
          input.reportType === "review" ? reviewRowById(tx, targetId) : input.reportType === "reply" ? replyById(tx, targetId) : landlordById(tx, targetId);
        if (!exists) throw targetNotFound();
        // Checked inside BEGIN IMMEDIATE: two identical reports cannot both pass.
        if (repo.hasPendingReport(tx, userId, targetId)) throw alreadyReported();
        return repo.toReport(repo.insertReport(tx, { ...input, targetId, reportedByUserId: userId, createdAt: opts.createdAt }));
      });
    },

    /** The queue, newest first (or grouped by target), one page, each report with its target, read in one snapshot. */
    list(q: ReportQuery): { reports: QueuedReport[]; total: number } {
      return db.transaction((tx) => {
        const page = { limit: q.limit, offset: q.offset };
        const { rows, total } = q.groupByTarget ? repo.pageReportGroups(tx, q, page) : repo.pageReports(tx, q, page);
        const targets = repo.reportTargets(tx, rows);
        return { reports: rows.map((row) => ({ ...repo.toReport(row), target: targets.get(row.id) ?? null })), total };
      });
    },

    /** resolved/dismissed stamp resolvedAt and resolvedBy; pending/reviewed clear them. adminNotes change only when sent. */
    update(adminId: number, reportId: number, input: ReportUpdateInput): Report {
      const row = writeTx(db, (tx) => {
        const current = repo.reportById(tx, reportId);
        if (!current) throw reportNotFound();
        return changeStatus(tx, adminId, current, input);
      });
      return repo.toReport(row);
    },

    /** PATCH /api/reports: all or nothing; an unknown id is 404 and one already in that status 409, and then nothing changes. */
    updateMany(adminId: number, ids: readonly number[], input: ReportUpdateInput): Report[] {
      const rows = writeTx(db, (tx) =>
        [...new Set(ids)].map((id) => {
          const current = repo.reportById(tx, id);
          if (!current) throw reportIdNotFound(id);
          return changeStatus(tx, adminId, current, input);
        }),
      );
      return rows.map(repo.toReport);
    },
  };
}
