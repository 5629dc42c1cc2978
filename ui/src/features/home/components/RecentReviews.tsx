// The Recent Reviews grid of the signed-in home page: review cards from GET /api/reviews/recent,
// with loading skeletons, an empty state and an error state with a retry.
import { Link } from "react-router-dom";
import { ReviewCard } from "../../../components/review/ReviewCard";
import { useRecentReviews } from "../../../lib/reviews";
import { paths } from "../../../lib/paths";
import { RECENT_REVIEWS_SHOWN } from "../../../lib/first-reads";
import { useDeferredAnswer } from "../../../lib/deferred";
import { AlertIcon, MessageIcon } from "../../../components/icons";
import "../home.css";
import { Trans } from "@lingui/react/macro";


export function RecentReviews() {
  const { data, error, isLoading, mutate } = useDeferredAnswer(useRecentReviews(RECENT_REVIEWS_SHOWN));
  const reviews = data ?? [];
  return (
    <section className="section" aria-labelledby="recent-reviews" aria-busy={isLoading || undefined}>
      <div className="cluster cluster-between" style={{ marginBottom: "1.25rem" }}>
        <h2 id="recent-reviews" style={{ margin: 0 }}><Trans>Recent Reviews</Trans></h2>
        <Link to={paths.search()}><Trans>Browse all landlords</Trans></Link>
      </div>
      {isLoading ? (
        <div className="grid-cards" data-testid="recent-reviews-loading">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="card stack-sm" aria-hidden="true">
              <span className="skeleton" style={{ width: "60%", height: "1.2rem" }} />
              <span className="skeleton" style={{ width: "40%", height: "1rem" }} />
              <span className="skeleton" style={{ height: "4rem" }} />
            </div>
          ))}
          <span className="visually-hidden" role="status"><Trans>Loading recent reviews</Trans></span>
        </div>
      ) : error ? (
        <div className="error-state" role="alert">
          <AlertIcon />
          <h3><Trans>Recent reviews could not be loaded</Trans></h3>
          <p><Trans>Please check your connection and try again.</Trans></p>
          <button type="button" className="outline" onClick={() => void mutate()}><Trans>Try again</Trans></button>
        </div>
      ) : reviews.length === 0 ? (
        <div className="empty-state">
          <MessageIcon />
          <h3><Trans>No reviews yet</Trans></h3>
          <p><Trans>Be the first to share what renting from your landlord is like.</Trans></p>
          <Link to={paths.writeReview()} role="button"><Trans>Write a Review</Trans></Link>
        </div>
      ) : (
        <div className="recent-reviews-grid">
          {reviews.slice(0, RECENT_REVIEWS_SHOWN).map((r) => (
            <ReviewCard key={r.id} review={r} showLandlord />
          ))}
        </div>
      )}
    </section>
  );
}
