// A building's reviews (contract §7.2): the same sorts and paging as a landlord's (ten at a time,
// "Show more"), each page its own request with X-Total-Count known from the building's figures.
import { useState } from "react";
import type { Building } from "@contract/types";
import { REVIEW_SORTS } from "@contract/constants";
import { AlertIcon } from "../../../components/icons";
import { ReviewCard } from "../../../components/review/ReviewCard";
import { REVIEWS_PAGE_SIZE, useBuildingReviewsPage, type ReviewSort } from "../api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

const SORT_LABELS: Record<ReviewSort, string> = {
  get newest() { return t`Newest`; },
  get highest() { return t`Highest rated`; },
  get lowest() { return t`Lowest rated`; },
  get helpful() { return t`Most helpful`; },
};

function ReviewsPage({ buildingId, sort, page, isLast }: { buildingId: string; sort: ReviewSort; page: number; isLast: boolean }) {
  const { data, error, mutate } = useBuildingReviewsPage(buildingId, sort, page);
  if (error) {
    return (
      <div className="error-state card" role="alert">
        <AlertIcon />
        <h2><Trans>Could not load reviews</Trans></h2>
        <p><Trans>Please try again.</Trans></p>
        <button type="button" onClick={() => void mutate()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="building-reviews" aria-busy="true">
        {isLast && (
          <span className="visually-hidden" role="status">
            <Trans>Loading reviews…</Trans>
          </span>
        )}
        {[0, 1].map((i) => (
          <div key={i} className="card" aria-hidden="true">
            <div className="skeleton" style={{ width: "35%", height: "1rem", marginBottom: "1rem" }} />
            <div className="skeleton" style={{ width: "100%", height: "4rem" }} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <>
      {data.map((r) => (
        <ReviewCard key={r.id} review={r} showOwnerActions={false} />
      ))}
    </>
  );
}

export function BuildingReviewList({ building }: { building: Building }) {
  const [sort, setSort] = useState<ReviewSort>("newest");
  const [pages, setPages] = useState(1);
  const total = building.totalReviews;
  const shown = Math.min(total, pages * REVIEWS_PAGE_SIZE);
  return (
    <section className="building-reviews" aria-labelledby="building-reviews-title">
      <div className="building-reviews__toolbar">
        <h2 id="building-reviews-title"><Trans>Reviews ({total})</Trans></h2>
        <label>
          <Trans>Sort by</Trans>
          <select
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as ReviewSort);
              setPages(1);
            }}
            data-testid="review-sort"
          >
            {REVIEW_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <span className="muted text-sm" data-testid="reviews-shown">
          <Trans>Showing {shown} of {total} reviews</Trans>
        </span>
      </div>
      {Array.from({ length: pages }, (_, page) => (
        <ReviewsPage key={`${sort}-${page}`} buildingId={building.id} sort={sort} page={page} isLast={page === pages - 1} />
      ))}
      {shown < total && (
        <button type="button" className="secondary outline" onClick={() => setPages((p) => p + 1)}>
          <Trans>Show more</Trans>
        </button>
      )}
    </section>
  );
}
