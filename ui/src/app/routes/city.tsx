// /city/{slug} (contract §7.2): a city's page, or "City Not Found".
import { useParams } from "react-router-dom";
import { useDocumentTitle } from "../../components/DocumentTitle";
import { PageLoadFailure } from "../../components/PageLoadFailure";
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
    return (
      <PageLoadFailure
        error={city.error}
        notFoundTitle={t`City Not Found`}
        notFoundText={t`We have no landlords in this city yet.`}
        backTo={paths.search()}
        failedTitle={t`Could not load this city`}
        onRetry={() => void city.mutate()}
      />
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
