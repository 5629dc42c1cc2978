// Moderation calls (product.md §7): the admin report list, status updates with notes, and the
// admin deletes. After an admin delete: reports, reviews, landlords and recent reviews (§7).
import useSWR, { mutate } from "swr";
import type { Report, Review } from "@contract/types";
import type { ReportUpdateInput } from "@contract/schemas";
import { apiRequest } from "../../lib/api";
import { keys } from "../../lib/swr-keys";
import { deleteReview } from "../reviews";

/** Revalidates every cached key that starts with one of the prefixes. */
function refreshKeys(prefixes: readonly string[]): Promise<unknown> {
  return mutate((key) => typeof key === "string" && prefixes.some((p) => key === p || key.startsWith(`${p}/`) || key.startsWith(`${p}?`)));
}

export const useReports = (enabled: boolean) => useSWR<Report[]>(enabled ? keys.reports : null);

/** The 50 newest reviews, to link a review report to its landlord's page when the review is among them. */
export const RECENT_FOR_LINKS = "/api/reviews/recent?limit=50";
export const useRecentReviewsForLinks = (enabled: boolean) => useSWR<Review[]>(enabled ? RECENT_FOR_LINKS : null);

export async function updateReport(id: number, input: ReportUpdateInput): Promise<Report> {
  const report = await apiRequest<Report>("PATCH", `/api/reports/${id}`, input);
  await refreshKeys([keys.reports]);
  return report;
}

export async function adminDeleteReview(reviewId: string): Promise<void> {
  await deleteReview(reviewId, { admin: true });
  await refreshKeys([keys.reports, "/api/reviews", keys.landlords, keys.userStats]);
}

export async function adminDeleteLandlord(landlordId: string): Promise<void> {
  await apiRequest("DELETE", `/api/admin/landlords/${encodeURIComponent(landlordId)}`);
  await refreshKeys([keys.reports, "/api/reviews", keys.landlords, keys.recentReviews, keys.userStats, keys.userReviews]);
}
