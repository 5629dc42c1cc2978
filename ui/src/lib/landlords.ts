// Landlord reads and the landlord create that several pages share (docs/product-rules.md#routes):
// search (the search page, the write-review duplicate check, the verification form's profile claim),
// the list and a city's (the recommendations), one landlord, and the words landlords are shown with.
// The profile's own reads are features/landlords/api.ts. How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { Landlord } from "@contract/types";
import type { LandlordCreateInput } from "@contract/schemas";
import { apiRequest, fetchPage, mutation, type Page } from "./api";
import { keys } from "./keys";
import { landlordSearchKey, landlordSearchPageKey, type SearchType } from "./first-reads";
import { plural, t } from "@lingui/core/macro";

// The search keys are built where the server builds its preloads too (lib/first-reads.ts).
export { landlordSearchKey, landlordSearchPageKey, SEARCH_PAGE_SIZE, type SearchType } from "./first-reads";

export function useLandlordSearch(
  params: { query: string; location: string; type: SearchType },
  options: { onError?: (error: Error) => void } = {},
) {
  const key = landlordSearchKey(params);
  const swr = useSWR<Landlord[]>(key, { keepPreviousData: true, onError: options.onError });
  return { ...swr, key, results: key ? swr.data : undefined };
}

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
