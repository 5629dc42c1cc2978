// Moderation calls (docs/product-rules.md#routes, docs/product-rules.md#moderation): the report queue (paged by reported item, with
// the total; each report carries its target), status changes one or many at once, the admin
// deletes, the duplicate-landlord merge, accounts and their suspensions, and the contact inbox.
// How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { AccountRecord, ReviewVersion, AdminAppeal, AdminUserReview, AdminUserSummary, Appeal, ContactMessage, Landlord, QueuedReport, Report, Suspension, Warning } from "@contract/types";
import type { AppealDecisionInput, HideInput, LandlordMergeInput, ReportUpdateInput, SuspendInput, WarnInput } from "@contract/schemas";
import type { AppealStatus, ReportStatus, ReportType } from "@contract/constants";
import { apiRequest, fetchPage, mutation, type Page } from "../../lib/api";
import { keys } from "../../lib/keys";

const enc = encodeURIComponent;
export const QUEUE_PAGE_SIZE = 25;
export const MESSAGES_PAGE_SIZE = 25;
const adminUsers = "/api/admin/users";
const adminMessages = "/api/admin/messages";

export interface QueueFilter {
  status?: ReportStatus;
  type?: ReportType;
  category?: string;
}

function queueQuery(f: QueueFilter, limit: number, offset: number): string {
  const q = new URLSearchParams({ group: "target", limit: String(limit), offset: String(offset) });
  if (f.status) q.set("status", f.status);
  if (f.type) q.set("type", f.type);
  if (f.category) q.set("category", f.category);
  return `${keys.reports}?${q}`;
}

/** One page of the queue: QUEUE_PAGE_SIZE reported items (each with all its reports) and how many items in all. */
export const useReportQueue = (enabled: boolean, f: QueueFilter, page: number) =>
  useSWR<Page<QueuedReport>>(enabled ? queueQuery(f, QUEUE_PAGE_SIZE, page * QUEUE_PAGE_SIZE) : null, fetchPage);

/** How many reported items a tab holds (its count in the tab's label). */
export const useQueueCount = (enabled: boolean, status?: ReportStatus) =>
  useSWR<Page<QueuedReport>>(enabled ? queueQuery({ status }, 1, 0) : null, fetchPage);

export const updateReport = mutation(
  (id: number, input: ReportUpdateInput) => apiRequest<Report>("PATCH", `/api/reports/${id}`, input),
  [keys.reports],
);

/** Many reports at once (the selection, or a reported item's reports); all or nothing. */
export const updateReports = mutation(
  (ids: readonly number[], input: ReportUpdateInput) => apiRequest<Report[]>("PATCH", keys.reports, { ids, ...input }),
  [keys.reports, adminUsers],
);

/** Deletes any review; the server resolves the pending reports on it. */
export const adminDeleteReview = mutation(
  (reviewId: string) => apiRequest<void>("DELETE", `/api/admin/reviews/${enc(reviewId)}`),
  [keys.reports, keys.reviews, keys.landlords, keys.userStats, keys.userReviews, adminUsers],
);

/** Deletes a landlord with its reviews and their votes. */
export const adminDeleteLandlord = mutation(
  (landlordId: string) => apiRequest<void>("DELETE", `/api/admin/landlords/${enc(landlordId)}`),
  [keys.reports, keys.reviews, keys.landlords, keys.userStats, keys.userReviews, adminUsers],
);

/** Merges the duplicate into the landlord to keep; answers the kept landlord. */
export const mergeLandlord = mutation(
  (duplicateId: string, input: LandlordMergeInput) => apiRequest<Landlord>("POST", `/api/admin/landlords/${enc(duplicateId)}/merge`, input),
  [keys.reports, keys.reviews, keys.landlords, keys.userStats, keys.userReviews],
);

/** Keeps the last list while a new search loads, so an account being acted on is never redrawn from scratch. */
export const useAdminUsers = (enabled: boolean, query: string) =>
  useSWR<AdminUserSummary[]>(enabled ? (query ? `${adminUsers}?query=${enc(query)}` : adminUsers) : null, { keepPreviousData: true });

export const useAdminUserReviews = (userId: number | null) => useSWR<AdminUserReview[]>(userId === null ? null : `${adminUsers}/${userId}/reviews`);

export const suspendUser = mutation(
  (userId: number, input: SuspendInput) => apiRequest<Suspension>("POST", `${adminUsers}/${userId}/suspend`, input),
  [adminUsers],
);

export const liftSuspension = mutation((userId: number) => apiRequest<void>("DELETE", `${adminUsers}/${userId}/suspend`), [adminUsers]);

export type MessageFilter = "inbox" | "archived";

export const useMessages = (enabled: boolean, filter: MessageFilter, page: number) =>
  useSWR<Page<ContactMessage>>(
    enabled ? `${adminMessages}?status=${filter}&limit=${MESSAGES_PAGE_SIZE}&offset=${page * MESSAGES_PAGE_SIZE}` : null,
    fetchPage,
  );

export const updateMessage = mutation(
  (id: number, status: "read" | "archived") => apiRequest<ContactMessage>("PATCH", `${adminMessages}/${id}`, { status }),
  [adminMessages],
);

/** Landlords by name, to choose the one a duplicate is merged into. */
export const searchLandlords = (query: string) => apiRequest<Landlord[]>("GET", `${keys.landlords}/search?query=${enc(query)}`);

/** An admin removes a reported reply (by the reply's id, which the report names). */
export const adminRemoveReply = mutation(
  (replyId: string) => apiRequest<void>("DELETE", `/api/admin/replies/${enc(replyId)}`),
  [keys.reports, keys.landlords, keys.reviews],
);

// Contestable moderation (contract §7.5): hide and restore, appeals, warnings and an account's record.
const adminAppeals = "/api/admin/appeals";

/** Hides a review (reversible, unlike a delete): the server resolves the pending reports on it and recounts its landlord. */
export const hideReview = mutation(
  (reviewId: string, input: HideInput) => apiRequest<{ id: string; state: "hidden" }>("POST", `/api/admin/reviews/${enc(reviewId)}/hide`, input),
  [keys.reports, keys.reviews, keys.landlords, keys.userReviews, adminUsers],
);

export const restoreReview = mutation(
  (reviewId: string) => apiRequest<{ id: string; state: "visible" }>("POST", `/api/admin/reviews/${enc(reviewId)}/restore`),
  [keys.reports, keys.reviews, keys.landlords, keys.userReviews, adminUsers],
);

export const useAppeals = (status: AppealStatus) => useSWR<AdminAppeal[]>(`${adminAppeals}?status=${status}`);

export const decideAppeal = mutation(
  (id: number, input: AppealDecisionInput) => apiRequest<Appeal>("PATCH", `${adminAppeals}/${id}`, input),
  [adminAppeals, keys.reviews, keys.landlords, adminUsers],
);

export const warnUser = mutation(
  (userId: number, input: WarnInput) => apiRequest<Warning>("POST", `${adminUsers}/${userId}/warn`, input),
  [adminUsers],
);

export const useAccountRecord = (userId: number | null) => useSWR<AccountRecord>(userId === null ? null : `${adminUsers}/${userId}/record`);

/** Hides an owner's reply, named by its review (contract §7.5). */
export const hideReply = mutation(
  (reviewId: string, input: HideInput) => apiRequest<{ reviewId: string; state: "hidden" }>("POST", `/api/admin/replies/${enc(reviewId)}/hide`, input),
  [keys.reports, keys.reviews, keys.landlords],
);

/** A review's earlier versions, newest first (admins only); asked for when a moderator opens them. */
export const useReviewHistory = (reviewId: string | null) => useSWR<ReviewVersion[]>(reviewId === null ? null : `/api/admin/reviews/${enc(reviewId)}/history`);
