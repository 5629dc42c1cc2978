// Moderation calls (product.md §7, contract §6.2): the report queue (each report carries its
// target, so the queue links to the content without a request per report), status updates with
// notes, and the admin deletes. How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { QueuedReport, Report } from "@contract/types";
import type { ReportUpdateInput } from "@contract/schemas";
import { apiRequest, mutation } from "../../lib/api";
import { keys } from "../../lib/keys";

const enc = encodeURIComponent;

export const useReports = (enabled: boolean) => useSWR<QueuedReport[]>(enabled ? keys.reports : null);

export const updateReport = mutation(
  (id: number, input: ReportUpdateInput) => apiRequest<Report>("PATCH", `/api/reports/${id}`, input),
  [keys.reports],
);

/** Deletes any review; the server resolves the pending reports on it. */
export const adminDeleteReview = mutation(
  (reviewId: string) => apiRequest<void>("DELETE", `/api/admin/reviews/${enc(reviewId)}`),
  [keys.reports, keys.reviews, keys.landlords, keys.userStats, keys.userReviews],
);

/** Deletes a landlord with its reviews and their votes. */
export const adminDeleteLandlord = mutation(
  (landlordId: string) => apiRequest<void>("DELETE", `/api/admin/landlords/${enc(landlordId)}`),
  [keys.reports, keys.reviews, keys.landlords, keys.userStats, keys.userReviews],
);
