// Reports and their moderation (contract §4, product.md §9's categories): the target must exist,
// one pending report per user and target, admins list and settle them.
import type { AppDeps } from "../../deps";
import type { Report } from "../../contract/types";
import type { ReportCreateInput, ReportUpdateInput } from "../../contract/schemas";
import type { ReportStatus } from "../../contract/constants";
import { conflict, notFound, nowIso, parseIntId, parseUuid } from "../../http";
import { writeTx } from "../../db/connection";
import { landlordById } from "../landlords/repository";
import { reviewRowById } from "../reviews/repository";
import * as repo from "./repository";

export function createReportsService(deps: AppDeps) {
  const { db } = deps;
  return {
    create(userId: number, input: ReportCreateInput, opts: { createdAt?: string } = {}): Report {
      const what = input.reportType === "review" ? "Review" : "Landlord";
      const targetId = parseUuid(input.targetId, what);
      return writeTx(db, (tx) => {
        const exists = input.reportType === "review" ? reviewRowById(tx, targetId) : landlordById(tx, targetId);
        if (!exists) throw notFound(`${what} not found`);
        // Checked inside BEGIN IMMEDIATE: two identical reports cannot both pass.
        if (repo.hasPendingReport(tx, userId, targetId)) throw conflict("You have already reported this content");
        return repo.toReport(repo.insertReport(tx, { ...input, targetId, reportedByUserId: userId, createdAt: opts.createdAt }));
      });
    },

    list(status?: ReportStatus): Report[] {
      return repo.listReports(db, status).map(repo.toReport);
    },

    /** resolved/dismissed stamp resolvedAt and resolvedBy; pending/reviewed clear them. adminNotes change only when sent. */
    update(adminId: number, id: string, input: ReportUpdateInput): Report {
      const reportId = parseIntId(id, "Report");
      const settled = input.status === "resolved" || input.status === "dismissed";
      const row = writeTx(db, (tx) => {
        const current = repo.reportById(tx, reportId);
        if (!current) throw notFound("Report not found");
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
