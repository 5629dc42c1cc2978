// Pure helpers of the reports screen: tab filters, counts and labels (product.md §2, §4).
import type { Report } from "@contract/types";

export type ReportTab = "pending" | "all" | "resolved" | "dismissed";

export function filterReports<R extends Report>(reports: readonly R[], tab: ReportTab): R[] {
  return tab === "all" ? [...reports] : reports.filter((r) => r.status === tab);
}

export const EMPTY_STATE: Record<ReportTab, { title: string; text: string }> = {
  pending: { title: "All caught up!", text: "There are no pending reports to review." },
  all: { title: "No reports", text: "Nobody has reported any content yet." },
  resolved: { title: "No resolved reports", text: "Reports you resolve will be listed here." },
  dismissed: { title: "No dismissed reports", text: "Reports you dismiss will be listed here." },
};

export const STATUS_LABEL: Record<Report["status"], string> = {
  pending: "Pending",
  reviewed: "Reviewed",
  resolved: "Resolved",
  dismissed: "Dismissed",
};

export const STATUS_BADGE: Record<Report["status"], string> = {
  pending: "badge badge-warning",
  reviewed: "badge badge-outline",
  resolved: "badge badge-success",
  dismissed: "badge badge-secondary",
};

export const TYPE_LABEL: Record<Report["reportType"], string> = { review: "Review", landlord: "Landlord", reply: "Reply" };

/** Existing notes kept, the new ones added below them. */
export function combineNotes(existing: string | null, added: string): string | null {
  const parts = [existing?.trim(), added.trim()].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join("\n\n") : null;
}
