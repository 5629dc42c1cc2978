// A building in a list (search results in Address mode, a city's most reviewed buildings, a
// landlord's portfolio): its address linking to /building/{id}, its location linking to its city,
// its rating and review count, and the landlords its reviewers named.
import { Link } from "react-router-dom";
import type { Building } from "@contract/types";
import { citySlug } from "@contract/address";
import { StarRating, formatRating } from "../../../components/StarRating";
import { BuildingIcon, MapPinIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import "../buildings.css";
import { Trans } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";

export const reviewCountText = (n: number) => plural(n, { one: "# review", other: "# reviews" });

export function BuildingCard({ building, headingLevel = 3 }: { building: Building; headingLevel?: 2 | 3 }) {
  const headingId = `building-result-${building.id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const named = building.landlords.slice(0, 3);
  return (
    <article className="building-result card" aria-labelledby={headingId} data-testid="building-result">
      <Heading id={headingId} className="building-result__title">
        <BuildingIcon /> <Link to={paths.building(building.id)}>{building.address}</Link>
      </Heading>
      <p className="building-result__meta">
        <MapPinIcon /> <Link to={paths.city(citySlug(building.location))}>{building.location}</Link>
      </p>
      <p className="building-result__rating">
        <StarRating value={building.averageRating} size="sm" />
        <strong>{formatRating(building.averageRating)}</strong>
        <span className="muted">({reviewCountText(building.totalReviews)})</span>
      </p>
      {named.length > 0 && (
        <p className="building-result__landlords muted">
          <Trans>Landlords named:</Trans>{" "}
          {named.map((l, i) => (
            <span key={l.id}>
              {i > 0 && ", "}
              <Link to={paths.landlord(l.id)}>{l.name}</Link>
            </span>
          ))}
        </p>
      )}
    </article>
  );
}

export function BuildingCardSkeleton() {
  return (
    <div className="building-result card" aria-hidden="true">
      <div className="skeleton" style={{ width: "70%", height: "1.3rem" }} />
      <div className="skeleton" style={{ width: "45%", height: "0.9rem" }} />
      <div className="skeleton" style={{ width: "55%", height: "0.9rem" }} />
    </div>
  );
}

/** The landlord page's side card: the buildings its reviews name, most reviewed first. */
export function LandlordBuildingsCard({ buildings }: { buildings: readonly Building[] | undefined }) {
  return (
    <section className="card side-card building-portfolio" aria-labelledby="portfolio-title" data-testid="landlord-buildings">
      <h2 id="portfolio-title"><Trans>Buildings</Trans></h2>
      {!buildings ? (
        <div aria-hidden="true">
          <div className="skeleton" style={{ width: "80%", height: "1rem", marginBottom: "0.5rem" }} />
          <div className="skeleton" style={{ width: "60%", height: "1rem" }} />
        </div>
      ) : buildings.length === 0 ? (
        <p className="muted"><Trans>No reviews name an address yet.</Trans></p>
      ) : (
        <ul className="building-portfolio__list">
          {buildings.map((b) => (
            <li key={b.id}>
              <Link to={paths.building(b.id)}>{b.address}</Link>
              <span className="muted text-sm">{reviewCountText(b.totalReviews)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
