// Landlord reads and the landlord create (docs/product-rules.md#routes): search, the list, one landlord, its
// reviews. How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { Landlord, Review } from "@contract/types";
import type { LandlordCreateInput } from "@contract/schemas";
import { apiRequest, mutation } from "../../lib/api";
import { keys } from "../../lib/keys";

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

export const useLandlordReviews = (id: string | undefined) => useSWR<Review[]>(id ? keys.landlordReviews(id) : null);

/** POST /api/landlords; a 409 carries the existing landlord's id (docs/product-rules.md#routes). */
export const createLandlord = mutation((input: LandlordCreateInput) => apiRequest<Landlord>("POST", "/api/landlords", input), [keys.landlords]);
