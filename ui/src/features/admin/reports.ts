// Pure helpers of the reports screen: tab filters, counts and labels (docs/product-rules.md#pages and docs/product-rules.md#states).
import type { QueuedReport, Report } from "@contract/types";
import { t } from "@lingui/core/macro";

export type ReportTab = "pending" | "all" | "resolved" | "dismissed";

export function filterReports<R extends Report>(reports: readonly R[], tab: ReportTab): R[] {
  return tab === "all" ? [...reports] : reports.filter((r) => r.status === tab);
}

export const EMPTY_STATE: Record<ReportTab, { title: string; text: string }> = {
  pending: { get title() { return t`All caught up!`; }, get text() { return t`There are no pending reports to review.`; } },
  all: { get title() { return t`No reports`; }, get text() { return t`Nobody has reported any content yet.`; } },
  resolved: { get title() { return t`No resolved reports`; }, get text() { return t`Reports you resolve will be listed here.`; } },
  dismissed: { get title() { return t`No dismissed reports`; }, get text() { return t`Reports you dismiss will be listed here.`; } },
};

export const STATUS_LABEL: Record<Report["status"], string> = {
  get pending() { return t`Pending`; },
  get reviewed() { return t`Reviewed`; },
  get resolved() { return t`Resolved`; },
  get dismissed() { return t`Dismissed`; },
};

export const STATUS_BADGE: Record<Report["status"], string> = {
  pending: "badge badge-warning",
  reviewed: "badge badge-outline",
  resolved: "badge badge-success",
  dismissed: "badge badge-secondary",
};

export const TYPE_LABEL: Record<Report["reportType"], string> = { get review() { return t`Review`; }, get landlord() { return t`Landlord`; }, get reply() { return t`Reply`; } };

/** Existing notes kept, the new ones added below them. */
export function combineNotes(existing: string | null, added: string): string | null {
  const parts = [existing?.trim(), added.trim()].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join("\n\n") : null;
}

/** One reported item of the queue: its target and every report on it, newest first. */
export interface ReportGroup {
  key: string;
  reportType: Report["reportType"];
  targetId: string;
  target: QueuedReport["target"];
  reports: QueuedReport[];
  /** The ids of its reports still pending: what Dismiss and Resolve act on. */
  pendingIds: number[];
}

/**
 * Groups a queue page (already ordered by item, docs/product-rules.md#moderation's `group=target`) by what the
 * reports target: one review reported five times is one item with five reasons.
 */
export function groupReports(reports: readonly QueuedReport[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const r of reports) {
    const key = `${r.reportType}|${r.targetId}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, reportType: r.reportType, targetId: r.targetId, target: r.target, reports: [], pendingIds: [] }));
    g.reports.push(r);
    if (r.status === "pending") g.pendingIds.push(r.id);
  }
  return [...groups.values()];
}

/** The status a group shows: pending while any report on it is, else its newest report's. */
export const groupStatus = (g: ReportGroup): Report["status"] => (g.pendingIds.length ? "pending" : g.reports[0]!.status);

/**
 * The action a reported review's card suggests (contract §7.5): hiding, which the author may
 * appeal, for content reports; the permanent delete for spam and illegal content.
 */
export const DELETE_SUGGESTED_FOR: readonly string[] = ["Spam or promotional content", "Copyright violation"];
export function suggestedAction(categories: readonly string[]): "hide" | "delete" {
  return categories.length > 0 && categories.every((c) => DELETE_SUGGESTED_FOR.includes(c)) ? "delete" : "hide";
}
