// The landlord profile's reads (docs/product-rules.md#landlords): its reviews a page at a time in the
// order asked, and the newest ones its side cards are computed from. The landlord reads other
// pages share (search, the list, one landlord, the create) are lib/landlords.ts. How an endpoint is declared: lib/api.ts.
import useSWR from "swr";
import type { Review } from "@contract/types";
import { landlordReviewsPageKey, landlordStatisticsKey } from "../../lib/first-reads";
import type { REVIEW_SORTS } from "@contract/constants";
import { t } from "@lingui/core/macro";

// The page sizes and keys are built where the server builds its preloads too (lib/first-reads.ts).
export { REVIEWS_PAGE_SIZE, STATISTICS_SAMPLE, landlordReviewsPageKey } from "../../lib/first-reads";

export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const SORT_LABELS: Record<ReviewSort, string> = {
  get newest() { return t`Newest`; },
  get highest() { return t`Highest rated`; },
  get lowest() { return t`Lowest rated`; },
  get helpful() { return t`Most helpful`; },
};

/** Page `page` once the page before it is known (`after` its last review); the first page needs none. */
export function useLandlordReviewsPage(id: string, sort: ReviewSort, page: number, after: string | undefined) {
  return useSWR<Review[]>(page === 0 || after ? landlordReviewsPageKey(id, sort, page, after) : null);
}

/** The newest reviews, for the side cards' statistics. */
export const useLandlordReviews = (id: string | undefined) => useSWR<Review[]>(id ? landlordStatisticsKey(id) : null);
