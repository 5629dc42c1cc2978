// Review actions: helpful votes, deletes and reports, with the cache refreshes of product.md §7
// done through SWR's global mutate on the keys of lib/swr-keys.ts (keys are API paths, so a
// prefix names every cached variant: "/api/landlords" covers a landlord, its reviews, searches).
import { mutate as globalMutate } from "swr";
import type { Report } from "@contract/types";
import type { ReportCreateInput } from "@contract/schemas";
import { apiRequest } from "../../lib/api";
import { keys } from "../../lib/swr-keys";

/** Revalidates every cached key that starts with one of the given paths. */
export function refreshKeys(prefixes: readonly string[]): Promise<unknown> {
  return globalMutate(
    (key) => {
      // Array keys are fetched as their parts joined by "/" (lib/api.ts swrFetcher): match that path.
      const path = typeof key === "string" ? key : Array.isArray(key) ? key.join("/") : null;
      return path !== null && prefixes.some((p) => path === p || path.startsWith(p + "/") || path.startsWith(p + "?"));
    },
    undefined,
    { revalidate: true },
  );
}

/** POST /api/reviews/{id}/helpful: one vote per user and review; answers the new count. */
export async function voteHelpful(reviewId: string): Promise<{ helpfulCount: number }> {
  const result = await apiRequest<{ helpfulCount: number }>("POST", `/api/reviews/${encodeURIComponent(reviewId)}/helpful`);
  // The author's helpful-vote total and the voter's activity list changed.
  void refreshKeys([keys.userStats]);
  return result;
}

/**
 * Deletes a review: the owner's route, or the admin's (which also resolves pending reports on it).
 * Afterwards: reviews, user stats and landlords (§7); an admin's delete also reports and recent
 * reviews. The user's own list is refreshed too, so a dashboard drops the card.
 */
export async function deleteReview(reviewId: string, { admin = false }: { admin?: boolean } = {}): Promise<void> {
  const id = encodeURIComponent(reviewId);
  await apiRequest("DELETE", admin ? `/api/admin/reviews/${id}` : `/api/reviews/${id}`);
  await refreshKeys(
    admin
      ? ["/api/reviews", keys.reports, keys.landlords, keys.recentReviews, keys.userStats, keys.userReviews]
      : ["/api/reviews", keys.userStats, keys.userReviews, keys.landlords],
  );
}

/** POST /api/reports. */
export async function submitReport(input: ReportCreateInput): Promise<Report> {
  const report = await apiRequest<Report>("POST", "/api/reports", input);
  void refreshKeys([keys.reports]);
  return report;
}
