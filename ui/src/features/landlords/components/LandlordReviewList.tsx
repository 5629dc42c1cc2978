// The profile's reviews (docs/product-rules.md#landlords): sorted newest, highest, lowest or most helpful, ten at a
// time with "Show more". Each page is its own request (limit 10, after the last review of the page
// before: the server reads it from its index, however deep), so a landlord with
// hundreds of reviews draws ten cards, not a page of many thousand pixels. A link to one review
// (/landlord/{id}#review-{reviewId}, a moderator's "View") loads pages until that review is drawn,
// then scrolls to it (use-review-anchor.ts).
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import type { Landlord, Review } from "@contract/types";
import { REVIEW_SORTS } from "@contract/constants";
import { AlertIcon, MessageIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { ReviewCard } from "../../../components/review/ReviewCard";
import { reviewAnchor, useScrollToReviewAnchor } from "../../../components/review/use-review-anchor";
import { REVIEWS_PAGE_SIZE, SORT_LABELS, useLandlordReviewsPage, type ReviewSort } from "../api";
import { FIRST_REVIEW_SORT } from "../../../lib/first-reads";
import { useDeferredAnswer } from "../../../lib/deferred";
import { Trans } from "@lingui/react/macro";

interface PageProps {
  landlordId: string;
  sort: ReviewSort;
  page: number;
  /** The last review of the page before (none for the first page). */
  after: string | undefined;
  canReply: boolean;
  isLast: boolean;
  onLoaded: (page: number, lastId: string | undefined) => void;
  onEdit?: (review: Review) => void;
}

function ReviewsPage({ landlordId, sort, page, after, canReply, isLast, onLoaded, onEdit }: PageProps) {
  const { data, error, mutate } = useDeferredAnswer(useLandlordReviewsPage(landlordId, sort, page, after));
  const lastId = data?.at(-1)?.id;
  const loaded = data !== undefined;
  useEffect(() => {
    if (loaded) onLoaded(page, lastId);
  }, [loaded, page, lastId, onLoaded]);
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
      <div className="landlord-reviews" aria-busy="true">
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
        <ReviewCard key={r.id} review={r} showOwnerActions canReply={canReply} onEdit={onEdit} />
      ))}
    </>
  );
}

/** `onEdit`: one's own review gets Edit (the page opens the edit dialog with it) beside Delete. */
export function LandlordReviewList({ landlord, canReply, onEdit }: { landlord: Landlord; canReply: boolean; onEdit?: (review: Review) => void }) {
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEW_SORT);
  const [pages, setPages] = useState(1);
  const [loadedPages, setLoadedPages] = useState(0);
  // The last review id of each loaded page: the next page's `after`.
  const [lastIds, setLastIds] = useState<(string | undefined)[]>([]);
  const [anchorShown, setAnchorShown] = useState(false);
  const total = landlord.totalReviews;
  const { hash } = useLocation();
  const anchorId = hash.startsWith("#review-") ? decodeURIComponent(hash.slice("#review-".length)) : null;
  const [onLoaded] = useState(() => (page: number, lastId: string | undefined) => {
    setLoadedPages((n) => Math.max(n, page + 1));
    setLastIds((ids) => (ids[page] === lastId ? ids : Object.assign([...ids], { [page]: lastId })));
  });

  // Show more until the review the URL names is drawn (or every review is).
  useEffect(() => {
    if (!anchorId || loadedPages < pages) return;
    if (document.getElementById(reviewAnchor(anchorId))) setAnchorShown(true);
    else if (pages * REVIEWS_PAGE_SIZE < total) setPages((p) => p + 1);
  }, [anchorId, loadedPages, pages, total]);
  useScrollToReviewAnchor(anchorShown);

  if (total === 0) {
    return (
      <div className="empty-state card">
        <MessageIcon />
        <h2><Trans>No reviews yet</Trans></h2>
        <p><Trans>Be the first to share your experience with {landlord.name}.</Trans></p>
        <Link to={paths.writeReview(landlord.id)} role="button">
          <Trans>Write the First Review</Trans>
        </Link>
      </div>
    );
  }

  const shown = Math.min(total, pages * REVIEWS_PAGE_SIZE);
  return (
    <div className="landlord-reviews">
      <div className="landlord-reviews__toolbar">
        <label>
          <Trans>Sort by</Trans>
          <select
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as ReviewSort);
              setPages(1);
              setLoadedPages(0);
              setLastIds([]);
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
        <ReviewsPage
          key={`${sort}-${page}`}
          landlordId={landlord.id}
          sort={sort}
          page={page}
          after={page === 0 ? undefined : lastIds[page - 1]}
          canReply={canReply}
          isLast={page === pages - 1}
          onLoaded={onLoaded}
          onEdit={onEdit}
        />
      ))}
      {shown < total && (
        <button type="button" className="secondary outline landlord-reviews__more" onClick={() => setPages((p) => p + 1)}>
          <Trans>Show more</Trans>
        </button>
      )}
    </div>
  );
}
