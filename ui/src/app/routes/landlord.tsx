// /landlord/{id}: the landlord profile of docs/product-rules.md#pages. Header (type badge, badges,
// location, rating, review count, Write Review, Report), Reviews (sorted, ten at a time,
// docs/product-rules.md#landlords) and Overview tabs, Rating Breakdown and Review Statistics,
// loading skeletons, "Landlord Not Found". On a phone the side cards come first (landlords.css).
// A renter who has reviewed this landlord gets "Edit your review" in the header and Edit on their
// card, both opening the write-review feature's edit dialog (composed here, as on the dashboard).
import { lazy, Suspense, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { useUser } from "../../lib/auth";
import { Tabs, TabPanel } from "../../components/Tabs";
import { FlagIcon, MessageIcon } from "../../components/icons";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { PageLoadFailure } from "../../components/PageLoadFailure";
import { paths } from "../../lib/paths";
import { useLandlord } from "../../lib/landlords";
import { useLandlordReviews } from "../../features/landlords/api";
import {
  LandlordHeader,
  LandlordOverview,
  LandlordProfileSkeleton,
  RatingBreakdownCard,
  ReviewStatisticsCard,
} from "../../features/landlords/components/LandlordProfile";
import { LandlordReviewList } from "../../features/landlords/components/LandlordReviewList";
import { useOwnsLandlord } from "../../features/verification/api";
import { ReportDialog } from "../../components/review/ReportDialog";
import { LocalHelp } from "../../components/LocalHelp";
import { useScrollToReviewAnchor } from "../../components/review/use-review-anchor";
import { useOwnReviewOf } from "../../lib/reviews";
import { FollowButton } from "../../features/follows/components/FollowButton";
import type { Review } from "@contract/types";
import { useLandlordBuildings } from "../../features/buildings/api";
import { LandlordBuildingsCard } from "../../features/buildings/components/BuildingCard";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

// The edit and merge dialogs open on a click only: their code (with the review form's zod schemas,
// a third of the page's script and a long task to start on a phone) is fetched then, not with the
// page (issue 31: blocking time).
const EditReviewDialog = lazy(() => import("../../features/write-review/components/EditReviewDialog").then((m) => ({ default: m.EditReviewDialog })));
const MergeDialog = lazy(() => import("../../features/admin/components/MergeDialog").then((m) => ({ default: m.MergeDialog })));

export function LandlordPage() {
  const { id } = useParams<{ id: string }>();
  const landlord = useLandlord(id);
  const reviews = useLandlordReviews(id);
  const portfolio = useLandlordBuildings(id);
  const ownsLandlord = useOwnsLandlord(id);
  const [tab, setTab] = useState<"reviews" | "overview">("reviews");
  const { isAdmin } = useUser();
  const [merging, setMerging] = useState(false);
  const [editing, setEditing] = useState<Review | null>(null);
  const ownReview = useOwnReviewOf(id).review;
  const navigate = useNavigate();
  useDocumentTitle(landlord.data?.name ?? (landlord.error ? t`Landlord Not Found` : t`Landlord`));
  useScrollToReviewAnchor(Boolean(landlord.data && reviews.data));

  if (landlord.error) {
    return (
      <PageLoadFailure
        error={landlord.error}
        notFoundTitle={t`Landlord Not Found`}
        notFoundText={t`The landlord you're looking for doesn't exist or has been removed.`}
        backTo={paths.search()}
        failedTitle={t`Could not load this landlord`}
        onRetry={() => void landlord.mutate()}
      />
    );
  }

  if (!landlord.data) return <LandlordProfileSkeleton />;

  const l = landlord.data;
  const count = l.totalReviews;

  return (
    <div className="page">
      <LandlordHeader
        landlord={l}
        owned={ownsLandlord}
        onEditOwnReview={ownReview ? () => setEditing(ownReview) : undefined}
        reportButton={
          <>
            <FollowButton targetType="landlord" targetId={l.id} name={l.name} />
            <ReportDialog
              reportType="landlord"
              targetId={l.id}
              trigger={(open) => (
                <button type="button" className="secondary outline" onClick={open}>
                  <FlagIcon /> <Trans>Report</Trans>
                </button>
              )}
            />
            {/* docs/product-rules.md#moderation: an admin merges a duplicate profile from its page too. */}
            {isAdmin && (
              <button type="button" className="secondary outline" onClick={() => setMerging(true)}>
                <Trans>Merge</Trans>
              </button>
            )}
          </>
        }
      />
      {editing && (
        <Suspense fallback={null}>
          <EditReviewDialog review={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {merging && (
        <Suspense fallback={null}>
          <MergeDialog duplicate={{ id: l.id, name: l.name }} onClose={() => setMerging(false)} onMerged={(kept) => navigate(paths.landlord(kept.id))} />
        </Suspense>
      )}

      <div className="landlord-layout">
        <div className="stack">
          <Tabs
            id="landlord-tabs"
            label={t`Landlord details`}
            value={tab}
            onChange={setTab}
            tabs={[
              { value: "reviews", label: t`Reviews (${count})` },
              { value: "overview", label: t`Overview` },
            ]}
          />
          <TabPanel id="landlord-tabs" value="reviews" hidden={tab !== "reviews"}>
            <LandlordReviewList landlord={l} canReply={ownsLandlord} onEdit={setEditing} />
          </TabPanel>
          <TabPanel id="landlord-tabs" value="overview" hidden={tab !== "overview"}>
            <LandlordOverview landlord={l} />
          </TabPanel>
        </div>
        <aside aria-label={t`Ratings and statistics`}>
          {/* Drawn at once, the review figures held by placeholders of their size (LandlordProfile.tsx). */}
          <RatingBreakdownCard landlord={l} reviews={reviews.data} />
          <ReviewStatisticsCard landlord={l} reviews={reviews.data} />
          {/* contract §7.2: the buildings its reviews name (its portfolio), linking to their pages. */}
          <LandlordBuildingsCard buildings={portfolio.data} />
        </aside>
      </div>
      <LocalHelp location={l.location} className="landlord-local-help" />
    </div>
  );
}
