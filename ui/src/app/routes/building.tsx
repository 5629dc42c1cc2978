// /building/{id} (contract §7.2): the building's address and rating, its rating breakdown, the
// landlords its reviewers named, rent by year, and its reviews with the same sort and paging as a
// landlord's; loading skeletons and "Building Not Found".
import { Link, useParams } from "react-router-dom";
import { AlertIcon, SearchIcon } from "../../components/icons";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { ApiError } from "../../lib/api";
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
    const notFound = building.error instanceof ApiError && building.error.status === 404;
    return notFound ? (
      <div className="page">
        <div className="empty-state card">
          <SearchIcon />
          <h1><Trans>Building Not Found</Trans></h1>
          <p><Trans>The building you're looking for doesn't exist or has no reviews any more.</Trans></p>
          <Link to={paths.search({ type: "address" })} role="button">
            <Trans>Back to Search</Trans>
          </Link>
        </div>
      </div>
    ) : (
      <div className="page">
        <div className="error-state card" role="alert">
          <AlertIcon />
          <h1><Trans>Could not load this building</Trans></h1>
          <p><Trans>Something went wrong while loading this page. Please try again.</Trans></p>
          <button type="button" onClick={() => void building.mutate()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      </div>
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
