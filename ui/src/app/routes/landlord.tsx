// /landlord/{id}: the landlord profile of docs/product-rules.md#pages. Header (type badge, location, rating,
// review count, Write Review, Report), Reviews and Overview tabs, Rating Breakdown and Review
// Statistics computed from the loaded reviews, loading skeletons, "Landlord Not Found".
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { useUser } from "../../lib/auth";
import { MergeDialog } from "../../features/admin/components/MergeDialog";
import { Tabs, TabPanel } from "../../components/Tabs";
import { AlertIcon, FlagIcon, MessageIcon, SearchIcon } from "../../components/icons";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { ApiError } from "../../lib/api";
import { paths } from "../../lib/paths";
import { useLandlord, useLandlordReviews } from "../../features/landlords/api";
import {
  LandlordHeader,
  LandlordOverview,
  LandlordProfileSkeleton,
  RatingBreakdownCard,
  ReviewStatisticsCard,
} from "../../features/landlords/components/LandlordProfile";
import { ReviewCard } from "../../features/reviews/components/ReviewCard";
import { ReportDialog } from "../../features/reviews/components/ReportDialog";
import { useScrollToReviewAnchor } from "../../features/reviews/components/use-review-anchor";

export function LandlordPage() {
  const { id } = useParams<{ id: string }>();
  const landlord = useLandlord(id);
  const reviews = useLandlordReviews(id);
  const [tab, setTab] = useState<"reviews" | "overview">("reviews");
  const { isAdmin } = useUser();
  const [merging, setMerging] = useState(false);
  const navigate = useNavigate();
  useDocumentTitle(landlord.data?.name ?? (landlord.error ? "Landlord Not Found" : "Landlord"));
  useScrollToReviewAnchor(Boolean(landlord.data && reviews.data));

  if (landlord.error) {
    const notFound = landlord.error instanceof ApiError && landlord.error.status === 404;
    return notFound ? (
      <div className="page">
        <div className="empty-state card">
          <SearchIcon />
          <h1>Landlord Not Found</h1>
          <p>The landlord you're looking for doesn't exist or has been removed.</p>
          <Link to={paths.search()} role="button">
            Back to Search
          </Link>
        </div>
      </div>
    ) : (
      <div className="page">
        <div className="error-state card" role="alert">
          <AlertIcon />
          <h1>Could not load this landlord</h1>
          <p>Something went wrong while loading this page. Please try again.</p>
          <button type="button" onClick={() => void landlord.mutate()}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  if (!landlord.data) return <LandlordProfileSkeleton />;

  const l = landlord.data;
  const list = reviews.data ?? [];
  const count = reviews.data ? reviews.data.length : l.totalReviews;

  return (
    <div className="page">
      <LandlordHeader
        landlord={l}
        reportButton={
          <>
            <ReportDialog
              reportType="landlord"
              targetId={l.id}
              trigger={(open) => (
                <button type="button" className="secondary outline" onClick={open}>
                  <FlagIcon /> Report
                </button>
              )}
            />
            {/* docs/product-rules.md#moderation: an admin merges a duplicate profile from its page too. */}
            {isAdmin && (
              <button type="button" className="secondary outline" onClick={() => setMerging(true)}>
                Merge
              </button>
            )}
          </>
        }
      />
      {merging && (
        <MergeDialog duplicate={{ id: l.id, name: l.name }} onClose={() => setMerging(false)} onMerged={(kept) => navigate(paths.landlord(kept.id))} />
      )}

      <div className="landlord-layout">
        <div className="stack">
          <Tabs
            id="landlord-tabs"
            label="Landlord details"
            value={tab}
            onChange={setTab}
            tabs={[
              { value: "reviews", label: `Reviews (${count})` },
              { value: "overview", label: "Overview" },
            ]}
          />
          <TabPanel id="landlord-tabs" value="reviews" hidden={tab !== "reviews"}>
            {reviews.error ? (
              <div className="error-state card" role="alert">
                <AlertIcon />
                <h2>Could not load reviews</h2>
                <p>Please try again.</p>
                <button type="button" onClick={() => void reviews.mutate()}>
                  Try again
                </button>
              </div>
            ) : !reviews.data ? (
              <div className="landlord-reviews" aria-busy="true">
                <span className="visually-hidden" role="status">
                  Loading reviews…
                </span>
                {[0, 1].map((i) => (
                  <div key={i} className="card" aria-hidden="true">
                    <div className="skeleton" style={{ width: "35%", height: "1rem", marginBottom: "1rem" }} />
                    <div className="skeleton" style={{ width: "100%", height: "4rem" }} />
                  </div>
                ))}
              </div>
            ) : list.length === 0 ? (
              <div className="empty-state card">
                <MessageIcon />
                <h2>No reviews yet</h2>
                <p>Be the first to share your experience with {l.name}.</p>
                <Link to={paths.writeReview(l.id)} role="button">
                  Write the First Review
                </Link>
              </div>
            ) : (
              <div className="landlord-reviews">
                {list.map((r) => (
                  <ReviewCard key={r.id} review={r} showOwnerActions />
                ))}
              </div>
            )}
          </TabPanel>
          <TabPanel id="landlord-tabs" value="overview" hidden={tab !== "overview"}>
            <LandlordOverview landlord={l} />
          </TabPanel>
        </div>
        <aside aria-label="Ratings and statistics">
          {reviews.data ? (
            <>
              <RatingBreakdownCard reviews={list} />
              <ReviewStatisticsCard reviews={list} />
            </>
          ) : (
            <div className="card" aria-hidden="true">
              <div className="skeleton" style={{ width: "100%", height: "10rem" }} />
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}
