// The write-review screen's calls (docs/product-rules.md#routes): review create and update, and the rent
// analysis (SWR, cached 5 minutes, no retry, only with a location). The landlord reads and the
// landlord create are the landlords feature's (features/landlords/api.ts). How an endpoint is
// declared: lib/api.ts.
import useSWR from "swr";
import type { RentAnalysis, Review, ReviewCreated } from "@contract/types";
import type { ReviewCreateInput, ReviewFieldsInput } from "@contract/schemas";
import { apiRequest, mutation } from "../../lib/api";
import { keys } from "../../lib/keys";

export const RENT_ANALYSIS_CACHE_MS = 5 * 60 * 1000;

/** POST /api/reviews; afterwards landlords, reviews and the user's stats and reviews (§7). */
export const submitReview = mutation(
  (input: ReviewCreateInput) => apiRequest<ReviewCreated>("POST", "/api/reviews", input),
  [keys.landlords, keys.reviews, keys.userStats, keys.userReviews],
);

/** PUT /api/reviews/{id}; afterwards its landlord, reviews and the user's reviews and stats (§7). */
export const updateReview = mutation(
  (id: string, input: ReviewFieldsInput) => apiRequest<Review>("PUT", `/api/reviews/${encodeURIComponent(id)}`, input),
  (review) => [keys.landlord(review.landlordId), keys.reviews, keys.userReviews, keys.userStats],
);

export function rentAnalysisKey(monthlyRent: number | null, location: string): string | null {
  const loc = location.trim();
  if (!loc || monthlyRent === null || !Number.isFinite(monthlyRent) || monthlyRent <= 0) return null;
  return `/api/rent-analysis/analyze?${new URLSearchParams({ rent: String(monthlyRent), location: loc })}`;
}

export function useRentAnalysis(monthlyRent: number | null, location: string, onError: (error: Error) => void) {
  return useSWR<RentAnalysis>(rentAnalysisKey(monthlyRent, location), {
    // Cached 5 minutes: a remount within that window reuses the answer, later ones ask again.
    dedupingInterval: RENT_ANALYSIS_CACHE_MS,
    revalidateIfStale: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError,
  });
}
