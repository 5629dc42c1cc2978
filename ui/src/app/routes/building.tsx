// /building/{id} (contract §7.2): the building's address and rating, its rating breakdown, the
// landlords its reviewers named, rent by year, and its reviews with the same sort and paging as a
// landlord's; loading skeletons and "Building Not Found".
import { useParams } from "react-router-dom";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { PageLoadFailure } from "../../components/PageLoadFailure";
import { paths } from "../../lib/paths";
import { useBuilding } from "../../features/buildings/api";
import {
  BuildingBreakdownCard,
  BuildingHeader,
  BuildingLandlordsCard,
  BuildingRentCard,
  BuildingSkeleton,
} from "../../features/buildings/components/BuildingProfile";
import { BuildingReviewList } from "../../features/buildings/components/BuildingReviewList";
import { FollowButton } from "../../features/follows/components/FollowButton";
import { LocalHelp } from "../../components/LocalHelp";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function BuildingPage() {
  const { id } = useParams<{ id: string }>();
  const building = useBuilding(id);
  useDocumentTitle(building.data?.address ?? (building.error ? t`Building Not Found` : t`Building`));

  if (building.error) {
    return (
      <PageLoadFailure
        error={building.error}
        notFoundTitle={t`Building Not Found`}
        notFoundText={t`The building you're looking for doesn't exist or has no reviews any more.`}
        backTo={paths.search({ type: "address" })}
        failedTitle={t`Could not load this building`}
        onRetry={() => void building.mutate()}
      />
    );
  }
  if (!building.data) return <BuildingSkeleton />;
  const b = building.data;
  return (
    <div className="page">
      <BuildingHeader building={b} actions={<FollowButton targetType="building" targetId={b.id} name={b.address} />} />
      <div className="building-layout">
        <BuildingReviewList building={b} />
        <aside aria-label={t`Ratings, landlords and rent`}>
          <BuildingBreakdownCard building={b} />
          <BuildingLandlordsCard building={b} />
          <BuildingRentCard building={b} />
        </aside>
      </div>
      <LocalHelp location={b.location} className="landlord-local-help" />
    </div>
  );
}
