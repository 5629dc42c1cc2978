// Landlord reads and the landlord create (docs/product-rules.md#routes): search, the list (and a
// city's, for the recommendations), one landlord, its reviews a page at a time in the order asked
// (docs/product-rules.md#landlords). How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { Landlord, Review } from "@contract/types";
import type { LandlordCreateInput } from "@contract/schemas";
import { apiRequest, mutation } from "../../lib/api";
import { keys } from "../../lib/keys";
import type { REVIEW_SORTS } from "@contract/constants";

export type SearchType = "landlord" | "address";

/** The search key, or null (no request) when both query and location are empty. */
export function landlordSearchKey(params: { query: string; location: string; type: SearchType }): string | null {
  const query = params.query.trim();
  const location = params.location.trim();
  if (!query && !location) return null;
  const q = new URLSearchParams({ query, location, type: params.type });
  return `${keys.landlords}/search?${q.toString()}`;
}

export function useLandlordSearch(
  params: { query: string; location: string; type: SearchType },
  options: { onError?: (error: Error) => void } = {},
) {
  const key = landlordSearchKey(params);
  const swr = useSWR<Landlord[]>(key, { keepPreviousData: true, onError: options.onError });
  return { ...swr, key, results: key ? swr.data : undefined };
}

/** GET /api/landlords: the most-reviewed first (the recommendations panel). */
export const useLandlordList = () => useSWR<Landlord[]>(keys.landlords);

export const useLandlord = (id: string | undefined) => useSWR<Landlord>(id ? keys.landlord(id) : null);

/** The profile shows this many reviews at a time, with "Show more" for the next ones. */
export const REVIEWS_PAGE_SIZE = 10;
/** The reviews the side cards' statistics are computed from: the newest, at most the API's page maximum. */
export const STATISTICS_SAMPLE = 100;

export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const SORT_LABELS: Record<ReviewSort, string> = {
  newest: "Newest",
  highest: "Highest rated",
  lowest: "Lowest rated",
  helpful: "Most helpful",
};

/** One page of a landlord's reviews (GET /api/landlords/{id}/reviews with sort, limit, offset). */
export function landlordReviewsPageKey(id: string, sort: ReviewSort, page: number): string {
  const q = new URLSearchParams({ sort, limit: String(REVIEWS_PAGE_SIZE), offset: String(page * REVIEWS_PAGE_SIZE) });
  return `${keys.landlordReviews(id)}?${q.toString()}`;
}

export function useLandlordReviewsPage(id: string, sort: ReviewSort, page: number) {
  return useSWR<Review[]>(landlordReviewsPageKey(id, sort, page));
}

/** The newest reviews, for the side cards' statistics. */
export const useLandlordReviews = (id: string | undefined) => useSWR<Review[]>(id ? `${keys.landlordReviews(id)}?limit=${STATISTICS_SAMPLE}` : null);

/** The city part of "San Antonio, TX". */
export const cityOf = (location: string) => (location.split(",")[0] ?? "").trim();

/**
 * Landlords in the city of `location` (GET /api/landlords?location=): the site-wide list holds
 * only the most-reviewed, which may have none of the reviewed landlord's neighbours.
 */
export function useLandlordsNear(location: string) {
  const city = cityOf(location);
  return useSWR<Landlord[]>(city ? `${keys.landlords}?${new URLSearchParams({ location: city, limit: "100" }).toString()}` : null);
}

/** POST /api/landlords; a 409 carries the existing landlord's id (docs/product-rules.md#routes). */
export const createLandlord = mutation((input: LandlordCreateInput) => apiRequest<Landlord>("POST", "/api/landlords", input), [keys.landlords]);
