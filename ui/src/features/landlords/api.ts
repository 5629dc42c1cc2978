// The landlord profile's reads (docs/product-rules.md#landlords): its reviews a page at a time in the
// order asked, and the newest ones its side cards are computed from. The landlord reads other
// pages share (search, the list, one landlord, the create) are lib/landlords.ts. How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { Review } from "@contract/types";
import { keys } from "../../lib/keys";
import type { REVIEW_SORTS } from "@contract/constants";
import { t } from "@lingui/core/macro";

/** The profile shows this many reviews at a time, with "Show more" for the next ones. */
export const REVIEWS_PAGE_SIZE = 10;
/** The reviews the side cards' statistics are computed from: the newest, at most the API's page maximum. */
export const STATISTICS_SAMPLE = 100;

export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const SORT_LABELS: Record<ReviewSort, string> = {
  get newest() { return t`Newest`; },
  get highest() { return t`Highest rated`; },
  get lowest() { return t`Lowest rated`; },
  get helpful() { return t`Most helpful`; },
};

/**
 * One page of a landlord's reviews (GET /api/landlords/{id}/reviews with sort, limit, offset, and
 * `after`: the last review of the page before, so the server reads the next page from its index
 * however deep it is; the offset stays as its fallback when that review is gone).
 */
export function landlordReviewsPageKey(id: string, sort: ReviewSort, page: number, after?: string): string {
  const q = new URLSearchParams({ sort, limit: String(REVIEWS_PAGE_SIZE), offset: String(page * REVIEWS_PAGE_SIZE) });
  if (after) q.set("after", after);
  return `${keys.landlordReviews(id)}?${q.toString()}`;
}

/** Page `page` once the page before it is known (`after` its last review); the first page needs none. */
export function useLandlordReviewsPage(id: string, sort: ReviewSort, page: number, after: string | undefined) {
  return useSWR<Review[]>(page === 0 || after ? landlordReviewsPageKey(id, sort, page, after) : null);
}

/** The newest reviews, for the side cards' statistics. */
export const useLandlordReviews = (id: string | undefined) => useSWR<Review[]>(id ? `${keys.landlordReviews(id)}?limit=${STATISTICS_SAMPLE}` : null);
