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

export function CityPage() {
  const { slug } = useParams<{ slug: string }>();
  const city = useCity(slug);
  useDocumentTitle(city.data?.location ?? (city.error ? "City Not Found" : "City"));
  if (city.error) {
    const notFound = city.error instanceof ApiError && city.error.status === 404;
    return notFound ? (
      <div className="page">
        <div className="empty-state card">
          <SearchIcon />
          <h1>City Not Found</h1>
          <p>We have no landlords in this city yet.</p>
          <Link to={paths.search()} role="button">
            Back to Search
          </Link>
        </div>
      </div>
    ) : (
      <div className="page">
        <div className="error-state card" role="alert">
          <AlertIcon />
          <h1>Could not load this city</h1>
          <p>Something went wrong while loading this page. Please try again.</p>
          <button type="button" onClick={() => void city.mutate()}>
            Try again
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
