// The write-review screen's calls (product.md §7): landlord create, review create and update,
// the landlord list for recommendations, and the rent analysis (SWR, cached 5 minutes, no retry,
// only with a location).
import useSWR, { mutate } from "swr";
import type { Landlord, RentAnalysis, Review, ReviewCreated } from "@contract/types";
import type { LandlordCreateInput, ReviewCreateInput, ReviewFieldsInput } from "@contract/schemas";
import { apiRequest } from "../../lib/api";
import { keys } from "../../lib/swr-keys";

export const RENT_ANALYSIS_CACHE_MS = 5 * 60 * 1000;

/** Revalidates every cached key that starts with one of the prefixes. */
export function refreshKeys(prefixes: readonly string[]): Promise<unknown> {
  return mutate((key) => {
    const k = Array.isArray(key) ? String(key[0]) : typeof key === "string" ? key : "";
    return prefixes.some((p) => k === p || k.startsWith(`${p}/`) || k.startsWith(`${p}?`));
  });
}

export function useLandlord(id: string | undefined) {
  return useSWR<Landlord>(id ? keys.landlord(id) : null);
}

export function useLandlordList() {
  return useSWR<Landlord[]>(keys.landlords);
}

export function createLandlord(input: LandlordCreateInput): Promise<Landlord> {
  return apiRequest<Landlord>("POST", "/api/landlords", input);
}

export async function submitReview(input: ReviewCreateInput): Promise<ReviewCreated> {
  const created = await apiRequest<ReviewCreated>("POST", "/api/reviews", input);
  // product.md §7: after submit, landlords, reviews and user stats.
  void refreshKeys(["/api/landlords", "/api/reviews", keys.userStats, keys.userReviews]);
  return created;
}

export async function updateReview(id: string, input: ReviewFieldsInput, landlordId: string): Promise<Review> {
  const review = await apiRequest<Review>("PUT", `/api/reviews/${id}`, input);
  // product.md §7: after update, landlord, review, recent review, user reviews and user stats.
  void refreshKeys([keys.landlord(landlordId), "/api/reviews", keys.userReviews, keys.userStats]);
  return review;
}

export function rentAnalysisKey(monthlyRent: number | null, location: string): string | null {
  const loc = location.trim();
  if (!loc || monthlyRent === null || !Number.isFinite(monthlyRent) || monthlyRent <= 0) return null;
  return `/api/rent-analysis/analyze?${new URLSearchParams({ rent: String(monthlyRent), location: loc })}`;
}

export function useRentAnalysis(monthlyRent: number | null, location: string, onError: () => void) {
  return useSWR<RentAnalysis>(rentAnalysisKey(monthlyRent, location), {
    // Cached 5 minutes: a remount within that window reuses the answer, later ones ask again.
    dedupingInterval: RENT_ANALYSIS_CACHE_MS,
    revalidateIfStale: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError,
  });
}
