// The reports store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/reports.ts `createReportsStore`. Reports and their moderation
// (docs/product-rules.md#reports, docs/product-rules.md#moderation): every status change writes its
// moderation-log row in the same transaction (docs/moderation.md).
import type { QueuedReport, Report } from "../contract/types";
import type { ReportCreateInput, ReportUpdateInput } from "../contract/schemas";
import type { ReportStatus, ReportType } from "../contract/constants";

/** What the queue may be narrowed by. */
export interface ReportFilter {
  status?: ReportStatus;
  type?: ReportType;
  category?: string;
}

export interface ReportQuery extends ReportFilter {
  limit: number;
  offset: number;
  /** Page by target: each page holds `limit` reported items with all their matching reports. */
  groupByTarget?: boolean;
}

export interface ReportsStore {
  /**
   * A pending report by `userId`. The target must exist (else its own not-found error: review,
   * landlord or reply) and the user may hold one pending report per target (else alreadyReported),
   * both checked inside the write. `targetId` is a well-formed id (the route's schema checks it).
   */
  create(userId: number, input: ReportCreateInput): Promise<Report>;
  /** The queue, newest first (or grouped by target), one page, each report with its target, read in one snapshot. */
  list(query: ReportQuery): Promise<{ reports: QueuedReport[]; total: number }>;
  /**
   * One report's status change and its log row. resolved/dismissed stamp resolvedAt and
   * resolvedBy; pending/reviewed clear them; adminNotes change only when sent. Unknown:
   * reportNotFound; already in that status: reportAlready.
   */
  update(adminId: number, reportId: number, input: ReportUpdateInput): Promise<Report>;
  /** As `update` for each id, all or nothing: an unknown id is reportIdNotFound, and then nothing changes. */
  updateMany(adminId: number, ids: readonly number[], input: ReportUpdateInput): Promise<Report[]>;
}
