// /city/{slug} (contract §7.2): a city's page, or "City Not Found".
import { Link, useParams } from "react-router-dom";
import { AlertIcon, SearchIcon } from "../../components/icons";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { ApiError } from "../../lib/api";
import { paths } from "../../lib/paths";
import { useCity } from "../../features/buildings/api";
import { CitySkeleton, CityView } from "../../features/buildings/components/CityView";
import { FollowButton } from "../../features/follows/components/FollowButton";
import { LocalHelp } from "../../components/LocalHelp";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function CityPage() {
  const { slug } = useParams<{ slug: string }>();
  const city = useCity(slug);
  useDocumentTitle(city.data?.location ?? (city.error ? t`City Not Found` : t`City`));
  if (city.error) {
    const notFound = city.error instanceof ApiError && city.error.status === 404;
    return notFound ? (
      <div className="page">
        <div className="empty-state card">
          <SearchIcon />
          <h1><Trans>City Not Found</Trans></h1>
          <p><Trans>We have no landlords in this city yet.</Trans></p>
          <Link to={paths.search()} role="button">
            <Trans>Back to Search</Trans>
          </Link>
        </div>
      </div>
    ) : (
      <div className="page">
        <div className="error-state card" role="alert">
          <AlertIcon />
          <h1><Trans>Could not load this city</Trans></h1>
          <p><Trans>Something went wrong while loading this page. Please try again.</Trans></p>
          <button type="button" onClick={() => void city.mutate()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      </div>
    );
  }
  if (!city.data) return <CitySkeleton />;
  const c = city.data;
  return (
    <CityView
      city={c}
      actions={<FollowButton targetType="city" targetId={c.slug} name={c.location} />}
      after={<LocalHelp location={c.location} className="landlord-local-help" />}
    />
  );
}
