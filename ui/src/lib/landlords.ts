// Landlord reads and the landlord create that several pages share (docs/product-rules.md#routes):
// search (the search page, the write-review duplicate check, the verification form's profile claim),
// the list and a city's (the recommendations), one landlord, and the words landlords are shown with.
// The profile's own reads are features/landlords/api.ts. How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { Landlord } from "@contract/types";
import type { LandlordCreateInput } from "@contract/schemas";
import { apiRequest, fetchPage, mutation, type Page } from "./api";
import { keys } from "./keys";
import { plural, t } from "@lingui/core/macro";

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

/** Search answers come 50 at a time (contract §7.7: the API's default and maximum). */
export const SEARCH_PAGE_SIZE = 50;

/** Page `page` (from 0) of a search, or null when both query and location are empty: its own key (the items and X-Total-Count). */
export function landlordSearchPageKey(params: { query: string; location: string; type: SearchType }, page: number): string | null {
  const key = landlordSearchKey(params);
  return key && `${key}&offset=${page * SEARCH_PAGE_SIZE}&limit=${SEARCH_PAGE_SIZE}`;
}

/** One page of a search with the number of all matches (the search page's "Showing 1-50 of N"). */
export function useLandlordSearchPage(
  params: { query: string; location: string; type: SearchType },
  page: number,
  options: { onError?: (error: Error) => void } = {},
) {
  const key = landlordSearchPageKey(params, page);
  const swr = useSWR<Page<Landlord>>(key, fetchPage<Landlord>, { keepPreviousData: page === 0, onError: options.onError });
  return { ...swr, key, results: key ? swr.data : undefined };
}

/** GET /api/landlords: the most-reviewed first (the recommendations panel). */
export const useLandlordList = () => useSWR<Landlord[]>(keys.landlords);

export const useLandlord = (id: string | undefined) => useSWR<Landlord>(id ? keys.landlord(id) : null);

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

export const LANDLORD_TYPE_LABEL: Record<Landlord["type"], string> = { get company() { return t`Company`; }, get individual() { return t`Individual`; } };

/** "1 review", "12 reviews". */
export function reviewCount(n: number): string {
  return plural(n, { one: "# review", other: "# reviews" });
}
