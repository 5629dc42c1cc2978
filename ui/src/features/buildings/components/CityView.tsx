// /city/{slug} (contract §7.2): the city's figures, a search box narrowed to it, its best and worst
// landlords by the weighted rating, and its most reviewed buildings.
import type { ReactNode } from "react";
import { useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { City, Landlord } from "@contract/types";
import { StarRating, formatRating } from "../../../components/StarRating";
import { MapPinIcon, SearchIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { BuildingCard, reviewCountText } from "./BuildingCard";
import "../buildings.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { formatMoney } from "../../../lib/i18n";

function LandlordList({ landlords, emptyText }: { landlords: readonly Landlord[]; emptyText: string }) {
  if (!landlords.length) return <p className="muted">{emptyText}</p>;
  return (
    <ol className="city-landlords">
      {landlords.map((l) => (
        <li key={l.id}>
          <Link to={paths.landlord(l.id)}>{l.name}</Link>
          <span className="building-result__rating">
            <StarRating value={l.averageRating} size="sm" />
            <strong>{formatRating(l.averageRating)}</strong>
            <span className="muted">({reviewCountText(l.totalReviews)})</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function CitySearch({ location }: { location: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState("");
  const [type, setType] = useState<"address" | "landlord">("address");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!query.trim()) return;
    navigate(paths.search({ query: query.trim(), type, location }));
  };
  return (
    <form className="city-search" onSubmit={submit} role="search" aria-label={t`Search in ${location}`}>
      <label htmlFor={`${id}-q`}>
        <Trans>Search in</Trans> {location}
        <input id={`${id}-q`} value={query} onChange={(e) => setQuery(e.target.value)} placeholder={type === "address" ? t`Property Address` : t`Landlord Name`} />
      </label>
      <label htmlFor={`${id}-t`} style={{ flex: "0 0 9rem" }}>
        <Trans>Search by</Trans>
        <select id={`${id}-t`} value={type} onChange={(e) => setType(e.target.value === "landlord" ? "landlord" : "address")}>
          <option value="address"><Trans>Address</Trans></option>
          <option value="landlord"><Trans>Landlord</Trans></option>
        </select>
      </label>
      <button type="submit" disabled={!query.trim()}>
        <SearchIcon /> <Trans>Search</Trans>
      </button>
    </form>
  );
}

/** `actions` and `after`: what the route adds (the Follow button; local help), from other features. */
export function CityView({ city, actions, after }: { city: City; actions?: ReactNode; after?: ReactNode }) {
  return (
    <div className="page">
      <section className="card stack" aria-labelledby="city-name">
        <h1 id="city-name">
          <MapPinIcon /> {city.location}
        </h1>
        {actions && <div className="building-header__actions">{actions}</div>}
        <dl className="city-stats">
          <div>
            <dt><Trans>Landlords</Trans></dt>
            <dd>{city.landlordCount}</dd>
          </div>
          <div>
            <dt><Trans>Reviews</Trans></dt>
            <dd>{city.reviewCount}</dd>
          </div>
          <div>
            <dt><Trans>Average rating</Trans></dt>
            <dd>{city.reviewCount ? `${formatRating(city.averageRating)} / 5` : t`No rating yet`}</dd>
          </div>
          <div>
            <dt><Trans>Average rent</Trans></dt>
            <dd>{city.averageMonthlyRent === null ? t`Not known yet` : t`${formatMoney(city.averageMonthlyRent)} a month`}</dd>
          </div>
        </dl>
        <CitySearch location={city.location} />
      </section>
      <div className="city-columns">
        <section className="card" aria-labelledby="city-best">
          <h2 id="city-best"><Trans>Best rated landlords</Trans></h2>
          <LandlordList landlords={city.best} emptyText={t`No landlord here has a review yet.`} />
        </section>
        <section className="card" aria-labelledby="city-worst">
          <h2 id="city-worst"><Trans>Lowest rated landlords</Trans></h2>
          <LandlordList landlords={city.worst} emptyText={t`No landlord here has a review yet.`} />
        </section>
      </div>
      <section aria-labelledby="city-buildings" className="stack" style={{ marginTop: "1.5rem" }}>
        <h2 id="city-buildings"><Trans>Most reviewed buildings</Trans></h2>
        {city.buildings.length ? (
          <div className="building-grid">
            {city.buildings.map((b) => (
              <BuildingCard key={b.id} building={b} />
            ))}
          </div>
        ) : (
          <p className="muted"><Trans>No reviews here name an address yet.</Trans></p>
        )}
      </section>
      {after}
    </div>
  );
}

export function CitySkeleton() {
  return (
    <div className="page" aria-busy="true">
      <span className="visually-hidden" role="status">
        <Trans>Loading city…</Trans>
      </span>
      <div className="card" aria-hidden="true">
        <div className="skeleton" style={{ width: "50%", height: "2rem", marginBottom: "1rem" }} />
        <div className="skeleton" style={{ width: "100%", height: "3rem" }} />
      </div>
      <div className="city-columns" aria-hidden="true">
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
