// The building page's parts (contract §7.2): its header (address, location linking to the city,
// rating, review count), the rating breakdown, the landlords its reviewers named, rent by year,
// and the loading skeleton.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { Building } from "@contract/types";
import { citySlug } from "@contract/address";
import { StarRating, formatRating } from "../../../components/StarRating";
import { BuildingIcon, MapPinIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { RentChart } from "./RentChart";
import { reviewCountText } from "./BuildingCard";
import "../buildings.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

/** `actions`: what the page adds beside the rating (the Follow button, composed by the route). */
export function BuildingHeader({ building, actions }: { building: Building; actions?: ReactNode }) {
  return (
    <section className="card building-header" aria-labelledby="building-address">
      <h1 id="building-address">
        <BuildingIcon /> {building.address}
      </h1>
      <p className="building-header__meta">
        <span>
          <MapPinIcon /> <Link to={paths.city(citySlug(building.location))}>{building.location}</Link>
        </span>
        <span className="building-header__rating">
          <StarRating value={building.averageRating} size="sm" />
          <strong>{formatRating(building.averageRating)}</strong>
          <span className="muted">({reviewCountText(building.totalReviews)})</span>
        </span>
      </p>
      {actions && <div className="building-header__actions">{actions}</div>}
    </section>
  );
}

export function BuildingBreakdownCard({ building }: { building: Building }) {
  const r = building.ratings;
  const rows: [string, number][] = [
    [t`Overall`, r.overall],
    [t`Responsiveness`, r.responsiveness],
    [t`Maintenance`, r.maintenance],
    [t`Fairness`, r.fairness],
  ];
  return (
    <section className="card side-card" aria-labelledby="building-breakdown-title" data-testid="building-breakdown">
      <h2 id="building-breakdown-title"><Trans>Rating Breakdown</Trans></h2>
      <ul className="building-breakdown">
        {rows.map(([label, value]) => (
          <li key={label}>
            <span className="building-breakdown__row">
              <span>{label}</span>
              <strong>{formatRating(value)} / 5</strong>
            </span>
            <span className="building-meter" aria-hidden="true">
              <span style={{ width: `${(value / 5) * 100}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BuildingLandlordsCard({ building }: { building: Building }) {
  return (
    <section className="card side-card" aria-labelledby="building-landlords-title" data-testid="building-landlords">
      <h2 id="building-landlords-title"><Trans>Landlords named</Trans></h2>
      <ul className="building-portfolio__list">
        {building.landlords.map((l) => (
          <li key={l.id}>
            <Link to={paths.landlord(l.id)}>{l.name}</Link>
            <span className="muted text-sm">{reviewCountText(l.reviewCount)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BuildingRentCard({ building }: { building: Building }) {
  return (
    <section className="card side-card" aria-labelledby="building-rent-title" data-testid="building-rent">
      <h2 id="building-rent-title"><Trans>Rent by year</Trans></h2>
      <RentChart rent={building.rent} headingId="building-rent-title" />
    </section>
  );
}

export function BuildingSkeleton() {
  return (
    <div className="page" aria-busy="true">
      <span className="visually-hidden" role="status">
        <Trans>Loading building…</Trans>
      </span>
      <div className="card" aria-hidden="true">
        <div className="skeleton" style={{ width: "60%", height: "2rem", marginBottom: "1rem" }} />
        <div className="skeleton" style={{ width: "40%", height: "1rem" }} />
      </div>
      <div className="building-layout" aria-hidden="true">
        <div className="card">
          <div className="skeleton" style={{ width: "100%", height: "8rem" }} />
        </div>
        <div className="card">
          <div className="skeleton" style={{ width: "100%", height: "8rem" }} />
        </div>
      </div>
    </div>
  );
}
