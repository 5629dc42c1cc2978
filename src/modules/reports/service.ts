// Reports and their moderation (docs/product-rules.md, "Reports"): the target must exist,
// one pending report per user and target, admins list and settle them.
import type { AppDeps } from "../../deps";
import type { QueuedReport, Report } from "../../contract/types";
import type { ReportCreateInput, ReportUpdateInput } from "../../contract/schemas";
import type { ReportStatus } from "../../contract/constants";
import { nowIso } from "../../http";
import { isUuid } from "../../contract/query";
import { writeTx } from "../../db/connection";
import { landlordById } from "../landlords/repository";
import { reviewRowById } from "../reviews/repository";
import { landlordNotFound } from "../landlords/errors";
import { reviewNotFound } from "../reviews/errors";
import { replyById } from "../replies/repository";
import { replyNotFound } from "../replies/errors";
import { alreadyReported, reportNotFound } from "./errors";
import * as repo from "./repository";

export function createReportsService(deps: AppDeps) {
  const { db } = deps;
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

    /** The queue: each report with its target, read in the same snapshot as the reports. */
    list(status?: ReportStatus): QueuedReport[] {
      return db.transaction((tx) => {
        const rows = repo.listReports(tx, status);
        const targets = repo.reportTargets(tx, rows);
        return rows.map((row) => ({ ...repo.toReport(row), target: targets.get(row.id) ?? null }));
      });
    },

    /** resolved/dismissed stamp resolvedAt and resolvedBy; pending/reviewed clear them. adminNotes change only when sent. */
    update(adminId: number, reportId: number, input: ReportUpdateInput): Report {
      const settled = input.status === "resolved" || input.status === "dismissed";
      const row = writeTx(db, (tx) => {
        const current = repo.reportById(tx, reportId);
        if (!current) throw reportNotFound();
        return repo.updateReport(tx, reportId, {
          status: input.status,
          ...(input.adminNotes !== undefined ? { adminNotes: input.adminNotes || null } : {}),
          resolvedAt: settled ? nowIso() : null,
          resolvedBy: settled ? adminId : null,
        })!;
      });
      return repo.toReport(row);
    },
  };
}
