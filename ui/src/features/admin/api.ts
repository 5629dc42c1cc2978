// Moderation calls (product.md §7): the admin report list, status updates with notes, and the
// admin deletes. After an admin delete: reports, reviews, landlords and recent reviews (§7).
import useSWR, { mutate } from "swr";
import type { Report, Review } from "@contract/types";
import type { ReportUpdateInput } from "@contract/schemas";
import { ApiError, apiRequest } from "../../lib/api";
import { keys } from "../../lib/swr-keys";
import { deleteReview } from "../reviews";

/** Revalidates every cached key that starts with one of the prefixes. */
function refreshKeys(prefixes: readonly string[]): Promise<unknown> {
  return mutate((key) => typeof key === "string" && prefixes.some((p) => key === p || key.startsWith(`${p}/`) || key.startsWith(`${p}?`)));
}

export const useReports = (enabled: boolean) => useSWR<Report[]>(enabled ? keys.reports : null);

/**
 * The landlord of each reported review, so a review report can link to the page it is on.
 * A review deleted since it was reported maps to null (its 404 is expected, not an error).
 */
export function useReviewLandlords(reviewIds: readonly string[]) {
  const ids = [...new Set(reviewIds)].sort();
  return useSWR<Map<string, string | null>>(ids.length ? ["review-landlords", ...ids] : null, async () => {
    const pairs = await Promise.all(
      ids.map(async (id): Promise<[string, string | null]> => {
        try {
          const review = await apiRequest<Review>("GET", `/api/reviews/${encodeURIComponent(id)}`);
          return [id, review.landlordId];
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return [id, null];
          throw error;
        }
      }),
    );
    return new Map(pairs);
  });
}

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
