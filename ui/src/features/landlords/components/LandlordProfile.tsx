// Pieces of the landlord profile (docs/product-rules.md#pages "/landlord/{id}"): the header with
// its badges, the Rating Breakdown (the landlord's four means over all its reviews) and Review
// Statistics side cards (counts over all reviews; the rest over the newest reviews loaded), the
// Overview tab and the loading skeleton. The route composes them with the review cards.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { Landlord, Review } from "@contract/types";
import { citySlug } from "@contract/address";
import { StarRating, formatRating } from "../../../components/StarRating";
import { MapPinIcon, PenIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { formatMoney } from "../../../lib/i18n";
import { timeAgo } from "../../../lib/relative-time";
import { ratingBreakdown, reviewStatistics } from "../statistics";
import { LANDLORD_TYPE_LABEL, reviewCount } from "../../../lib/landlords";
import { LandlordTypeBadge } from "./LandlordResultCard";
import { LandlordBadges } from "../../../components/LandlordBadges";
import { STATISTICS_SAMPLE } from "../api";
import "../landlords.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

/** Shown to the verified owner where Write Review would be (the 403 of POST /api/reviews says the same). */
export const ownerCannotReview = () => t`You own this landlord profile, so you cannot review it. You can reply to its reviews instead.`;

/**
 * `onEditOwnReview`: the signed-in renter has reviewed this landlord, so the header offers
 * "Edit your review" (calling it) instead of Write Review. `owned`: the signed-in account is the
 * landlord's verified owner, who cannot review it (the server answers 403), so the header says why
 * instead of offering Write Review.
 */
export function LandlordHeader({
  landlord,
  reportButton,
  onEditOwnReview,
  owned = false,
}: {
  landlord: Landlord;
  reportButton: ReactNode;
  onEditOwnReview?: () => void;
  owned?: boolean;
}) {
  return (
    <section className="card landlord-header" aria-labelledby="landlord-name">
      <div className="landlord-header__main">
        <div className="landlord-header__title">
          <h1 id="landlord-name">{landlord.name}</h1>
          <LandlordTypeBadge type={landlord.type} />
        </div>
        <LandlordBadges badges={landlord.badges} />
        <div className="landlord-header__meta">
          <span>
            {/* contract §7.2: the location links to its city page. */}
            <MapPinIcon /> {citySlug(landlord.location) ? <Link to={paths.city(citySlug(landlord.location))}>{landlord.location}</Link> : landlord.location}
          </span>
          <span className="landlord-header__rating">
            <StarRating value={landlord.averageRating} size="md" />
            <strong>{formatRating(landlord.averageRating)}</strong>
          </span>
          <span data-testid="landlord-review-count">{reviewCount(landlord.totalReviews)}</span>
        </div>
      </div>
      <div className="landlord-header__actions">
        {owned ? (
          <p className="text-sm muted landlord-header__owner-note" data-testid="owner-cannot-review">
            {ownerCannotReview()}
          </p>
        ) : onEditOwnReview ? (
          <button type="button" onClick={onEditOwnReview}>
            <PenIcon /> <Trans>Edit your review</Trans>
          </button>
        ) : (
          <Link to={paths.writeReview(landlord.id)} role="button">
            <PenIcon /> <Trans>Write Review</Trans>
          </Link>
        )}
        {reportButton}
      </div>
    </section>
  );
}

/** A bar for a figure whose number is printed beside it (so the bar itself is hidden from screen readers). */
function Meter({ value, max = 5 }: { value: number; max?: number }) {
  const pct = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className="meter" aria-hidden="true">
      <span style={{ width: `${Math.min(100, Math.max(0, pct))}%` }} />
    </div>
  );
}

/** A note under a card whose figures come from the newest reviews only (while they load: whether it will be). */
function SampleNote({ landlord, reviews }: { landlord: Landlord; reviews: readonly Review[] | undefined }) {
  if (!reviews) return landlord.totalReviews > STATISTICS_SAMPLE ? <p className="text-sm muted"><Trans>From the most recent reviews.</Trans></p> : null;
  if (reviews.length >= landlord.totalReviews) return null;
  return <p className="text-sm muted"><Trans>From the {reviews.length} most recent reviews.</Trans></p>;
}

/** A figure of the reviews still loading: its place held, one line high, so nothing moves when it comes. */
const Pending = () => <span className="skeleton skeleton-figure" aria-hidden="true" />;

/**
 * The side cards are drawn with the landlord as soon as it is known: the figures of its record at
 * once, those computed from its reviews (`reviews` undefined while they load) as placeholders of the
 * same size. On a phone the cards sit above the reviews, and a small skeleton grown into them pushed
 * the reviews down (a layout shift of 0.13, issue 31).
 */
export function RatingBreakdownCard({ landlord, reviews }: { landlord: Landlord; reviews: readonly Review[] | undefined }) {
  const b = ratingBreakdown(reviews ?? []);
  const r = landlord.ratings;
  const rows: [string, number][] = [
    [t`Overall`, r.overall],
    [t`Responsiveness`, r.responsiveness],
    [t`Maintenance`, r.maintenance],
    [t`Fairness`, r.fairness],
  ];
  return (
    <section className="card side-card" aria-labelledby="breakdown-title" data-testid="rating-breakdown">
      <h2 id="breakdown-title"><Trans>Rating Breakdown</Trans></h2>
      {landlord.totalReviews === 0 ? (
        <p className="muted"><Trans>No ratings yet.</Trans></p>
      ) : (
        <>
          <ul className="breakdown-list">
            {rows.map(([label, value]) => (
              <li key={label}>
                <div className="breakdown-row">
                  <span>{label}</span>
                  <strong>{formatRating(value)}</strong>
                </div>
                <Meter value={value} />
              </li>
            ))}
          </ul>
          <ul className="distribution" aria-label={t`Reviews by overall rating`}>
            {b.distribution.map((d) => (
              <li key={d.stars}>
                <span><Trans>{d.stars} star</Trans></span>
                <Meter value={d.count} max={reviews?.length ?? 0} />
                <span>{reviews ? d.count : <Pending />}</span>
              </li>
            ))}
          </ul>
          <SampleNote landlord={landlord} reviews={reviews} />
        </>
      )}
    </section>
  );
}

export function ReviewStatisticsCard({ landlord, reviews }: { landlord: Landlord; reviews: readonly Review[] | undefined }) {
  const s = reviewStatistics(reviews ?? []);
  const loaded = (figure: string | number) => (reviews ? figure : <Pending />);
  return (
    <section className="card side-card" aria-labelledby="stats-title" data-testid="review-statistics">
      <h2 id="stats-title"><Trans>Review Statistics</Trans></h2>
      <dl className="stat-list">
        <div>
          <dt><Trans>Total reviews</Trans></dt>
          <dd>{landlord.totalReviews}</dd>
        </div>
        <div>
          <dt><Trans>Positive (4+ stars)</Trans></dt>
          <dd>{loaded(s.total ? `${s.positivePercent}%` : "—")}</dd>
        </div>
        <div>
          <dt><Trans>Helpful votes</Trans></dt>
          <dd>{loaded(s.helpfulVotes)}</dd>
        </div>
        <div>
          <dt><Trans>Average rent</Trans></dt>
          <dd>{loaded(s.averageMonthlyRent != null ? t`${formatMoney(s.averageMonthlyRent)}/month` : "—")}</dd>
        </div>
        <div>
          <dt><Trans>Latest review</Trans></dt>
          <dd>{loaded(s.latest ? timeAgo(s.latest) : "—")}</dd>
        </div>
      </dl>
      <SampleNote landlord={landlord} reviews={reviews} />
    </section>
  );
}

export function LandlordOverview({ landlord }: { landlord: Landlord }) {
  return (
    <div className="card">
      <h2 className="text-lg"><Trans>About this landlord</Trans></h2>
      <dl className="overview-list">
        <div>
          <dt><Trans>Type</Trans></dt>
          <dd>{LANDLORD_TYPE_LABEL[landlord.type] ?? landlord.type}</dd>
        </div>
        <div>
          <dt><Trans>Location</Trans></dt>
          <dd>{landlord.location}</dd>
        </div>
        <div>
          <dt><Trans>Overall rating</Trans></dt>
          <dd>
            <StarRating value={landlord.averageRating} size="sm" />
            {formatRating(landlord.averageRating)} / 5
          </dd>
        </div>
      </dl>
    </div>
  );
}

export function LandlordProfileSkeleton() {
  return (
    <div className="page" aria-busy="true" data-testid="landlord-skeleton">
      <span className="visually-hidden" role="status">
        <Trans>Loading landlord…</Trans>
      </span>
      <div className="card landlord-header" aria-hidden="true">
        <div className="landlord-header__main">
          <div className="skeleton" style={{ width: "60%", height: "2rem" }} />
          <div className="skeleton" style={{ width: "40%", height: "1rem" }} />
        </div>
        <div className="skeleton" style={{ width: "10rem", height: "2.5rem" }} />
      </div>
      <div className="landlord-layout" aria-hidden="true">
        <div className="landlord-reviews">
          {[0, 1].map((i) => (
            <div key={i} className="card">
              <div className="skeleton" style={{ width: "35%", height: "1rem", marginBottom: "1rem" }} />
              <div className="skeleton" style={{ width: "100%", height: "4rem" }} />
            </div>
          ))}
        </div>
        <aside>
          <div className="card">
            <div className="skeleton" style={{ width: "100%", height: "8rem" }} />
          </div>
        </aside>
      </div>
    </div>
  );
}
