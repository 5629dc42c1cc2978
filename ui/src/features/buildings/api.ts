// Buildings, portfolios and cities (contract §7.2): the reads of the building and city pages, the
// search page's building results and the landlord page's buildings. How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { Building, City, Review } from "@contract/types";
import type { REVIEW_SORTS } from "@contract/constants";
import { landlordPortfolioKey } from "../../lib/first-reads";

const enc = encodeURIComponent;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** A building page shows this many reviews at a time, with "Show more", as a landlord's does. */
export const REVIEWS_PAGE_SIZE = 10;

export const buildingKeys = {
  building: (id: string) => `/api/buildings/${enc(id)}`,
  reviewsPage: (id: string, sort: ReviewSort, page: number) =>
    `/api/buildings/${enc(id)}/reviews?${new URLSearchParams({ sort, limit: String(REVIEWS_PAGE_SIZE), offset: String(page * REVIEWS_PAGE_SIZE) }).toString()}`,
  search: (query: string, location: string) => `/api/buildings/search?${new URLSearchParams({ query, location }).toString()}`,
  // Under /api/landlords, so whatever refreshes a landlord's reads refreshes its portfolio too.
  portfolio: landlordPortfolioKey,
  city: (slug: string) => `/api/cities/${enc(slug)}`,
};

export const useBuilding = (id: string | undefined) => useSWR<Building>(id ? buildingKeys.building(id) : null);
export const useBuildingReviewsPage = (id: string, sort: ReviewSort, page: number) => useSWR<Review[]>(buildingKeys.reviewsPage(id, sort, page));
export const useLandlordBuildings = (landlordId: string | undefined) => useSWR<Building[]>(landlordId ? buildingKeys.portfolio(landlordId) : null);
export const useCity = (slug: string | undefined) => useSWR<City>(slug ? buildingKeys.city(slug) : null);

/** Buildings matching an address search (only asked for in Address mode, with a query). */
export function useBuildingSearch(query: string, location: string, enabled: boolean) {
  const q = query.trim();
  return useSWR<Building[]>(enabled && q ? buildingKeys.search(q, location.trim()) : null, { keepPreviousData: true });
}
