// The API reads a page makes as it first draws, from its address alone: the server names them in
// the index.html it sends (`<link rel="preload" as="fetch">`, src/plugins/ui.ts), so on a phone
// they start with the page's code instead of after it has loaded, run and drawn (issue 31: a
// landlord page's reviews used to be asked for five round trips after the HTML). The keys are the
// ones the pages' SWR hooks use (the builders below are theirs), so the browser hands each hook the
// answer already under way. This file is imported by the server too, so it imports nothing with
// React or the DOM.
import { keys } from "./keys";
import { routes, type RouteName } from "./paths";

const enc = encodeURIComponent;

export type SearchType = "landlord" | "address";
export interface SearchParams {
  query: string;
  location: string;
  type: SearchType;
}

/** Search answers come 50 at a time (contract §7.7: the API's default and maximum). */
export const SEARCH_PAGE_SIZE = 50;

/** The search key, or null (no request) when both query and location are empty. */
export function landlordSearchKey(params: SearchParams): string | null {
  const query = params.query.trim();
  const location = params.location.trim();
  if (!query && !location) return null;
  const q = new URLSearchParams({ query, location, type: params.type });
  return `${keys.landlords}/search?${q.toString()}`;
}

/** Page `page` (from 0) of a search, or null when both query and location are empty: its own key (the items and X-Total-Count). */
export function landlordSearchPageKey(params: SearchParams, page: number): string | null {
  const key = landlordSearchKey(params);
  return key && `${key}&offset=${page * SEARCH_PAGE_SIZE}&limit=${SEARCH_PAGE_SIZE}`;
}

/** The search page's fields from its address (app/routes/search.tsx). */
export function searchParamsOf(params: URLSearchParams): SearchParams {
  const type = params.get("type");
  return { query: params.get("query") ?? "", location: params.get("location") ?? "", type: type === "address" ? "address" : "landlord" };
}

/** The landlord profile shows this many reviews at a time, with "Show more" for the next ones. */
export const REVIEWS_PAGE_SIZE = 10;
/** The reviews the profile's side cards' statistics are computed from: the newest, at most the API's page maximum. */
export const STATISTICS_SAMPLE = 100;
/** The landlord profile's first review order (features/landlords/components/LandlordReviewList.tsx). */
export const FIRST_REVIEW_SORT = "newest";

/**
 * One page of a landlord's reviews (GET /api/landlords/{id}/reviews with sort, limit, offset, and
 * `after`: the last review of the page before, so the server reads the next page from its index
 * however deep it is; the offset stays as its fallback when that review is gone).
 */
export function landlordReviewsPageKey(id: string, sort: string, page: number, after?: string): string {
  const q = new URLSearchParams({ sort, limit: String(REVIEWS_PAGE_SIZE), offset: String(page * REVIEWS_PAGE_SIZE) });
  if (after) q.set("after", after);
  return `${keys.landlordReviews(id)}?${q.toString()}`;
}

/** The newest reviews of a landlord, for the side cards' statistics. */
export const landlordStatisticsKey = (id: string) => `${keys.landlordReviews(id)}?limit=${STATISTICS_SAMPLE}`;
/** A landlord's buildings (under /api/landlords, so whatever refreshes a landlord's reads refreshes them too). */
export const landlordPortfolioKey = (id: string) => `/api/landlords/${enc(id)}/buildings`;

/** The recent reviews the landing page shows (features/home/components/RecentReviews.tsx). */
export const RECENT_REVIEWS_SHOWN = 6;

/** The reads a page makes as it first draws, by route and address (signed out or in alike). */
export function firstReads(route: RouteName, params: Record<string, string>, search: URLSearchParams): string[] {
  if (route === "landlord" && params.id) {
    const id = params.id;
    return [keys.landlord(id), landlordStatisticsKey(id), landlordReviewsPageKey(id, FIRST_REVIEW_SORT, 0), landlordPortfolioKey(id)];
  }
  if (route === "search") {
    const key = landlordSearchPageKey(searchParamsOf(search), 0);
    return key ? [key] : [];
  }
  if (route === "home") return [`${keys.recentReviews}?limit=${RECENT_REVIEWS_SHOWN}`];
  return [];
}

/** The route a path is, with its parameters (react-router's matching: lib/paths.ts), or null. */
export function matchRoute(pathname: string): { name: RouteName; params: Record<string, string> } | null {
  for (const name of Object.keys(routes) as RouteName[]) {
    const names: string[] = [];
    const source = routes[name]
      .split("/")
      .map((segment) => {
        if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(segment.slice(1));
        return "([^/]+)";
      })
      .join("/");
    const m = new RegExp(`^${source}/?$`, "i").exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    names.forEach((n, i) => {
      try {
        params[n] = decodeURIComponent(m[i + 1]!);
      } catch {
        params[n] = m[i + 1]!;
      }
    });
    return { name, params };
  }
  return null;
}
