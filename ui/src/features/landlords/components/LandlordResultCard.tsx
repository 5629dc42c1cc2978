// A search result (docs/product-rules.md#pages "/search"): name, location, type badge, the
// landlord's badges (docs/product-rules.md#verification-badges-and-replies), star rating, review count, View Profile
// and Write Review, or "Edit your review" when the signed-in renter has reviewed this landlord
// (the write page then offers their review to edit rather than a second one).
import { Link } from "react-router-dom";
import type { Landlord } from "@contract/types";
import { citySlug } from "@contract/address";
import { StarRating, formatRating } from "../../../components/StarRating";
import { MapPinIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { LANDLORD_TYPE_LABEL, reviewCount } from "../../../lib/landlords";
import { LandlordBadges } from "../../../components/LandlordBadges";
import { useOwnReviewOf } from "../../../lib/reviews";
import "../landlords.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function LandlordTypeBadge({ type }: { type: Landlord["type"] }) {
  return <span className={type === "company" ? "badge" : "badge badge-secondary"}>{LANDLORD_TYPE_LABEL[type] ?? type}</span>;
}

/** `owned`: the signed-in account is the landlord's verified owner, who cannot review it (contract §7.7): no Write Review. */
export function LandlordResultCard({ landlord, owned = false }: { landlord: Landlord; owned?: boolean }) {
  const headingId = `landlord-result-${landlord.id}`;
  const reviewed = useOwnReviewOf(landlord.id).review !== null;
  return (
    <article className="landlord-result card" aria-labelledby={headingId} data-testid="landlord-result">
      <div className="landlord-result__top">
        <h3 id={headingId}>
          <Link to={paths.landlord(landlord.id)}>{landlord.name}</Link>
        </h3>
        <LandlordTypeBadge type={landlord.type} />
      </div>
      <LandlordBadges badges={landlord.badges} size="sm" />
      <p className="landlord-result__meta">
        {/* contract §7.2: a result's location links to its city page. */}
        <MapPinIcon /> {citySlug(landlord.location) ? <Link to={paths.city(citySlug(landlord.location))}>{landlord.location}</Link> : landlord.location}
      </p>
      <p className="landlord-result__rating">
        <StarRating value={landlord.averageRating} size="sm" />
        <strong>{landlord.totalReviews > 0 ? formatRating(landlord.averageRating) : t`No rating yet`}</strong>
        <span className="muted">({reviewCount(landlord.totalReviews)})</span>
      </p>
      <div className="landlord-result__actions">
        <Link to={paths.landlord(landlord.id)} role="button" className="small" aria-label={t`View Profile of ${landlord.name}`}>
          <Trans>View Profile</Trans>
        </Link>
        {owned ? (
          <span className="badge badge-secondary"><Trans>Your profile</Trans></span>
        ) : (
          <Link
            to={paths.writeReview(landlord.id)}
            role="button"
            className="small secondary outline"
            aria-label={reviewed ? t`Edit your review of ${landlord.name}` : t`Write Review for ${landlord.name}`}
          >
            {reviewed ? t`Edit your review` : t`Write Review`}
          </Link>
        )}
      </div>
    </article>
  );
}

export function LandlordResultSkeleton() {
  return (
    <div className="landlord-result card" aria-hidden="true">
      <div className="skeleton" style={{ width: "70%", height: "1.3rem" }} />
      <div className="skeleton" style={{ width: "45%", height: "0.9rem" }} />
      <div className="skeleton" style={{ width: "55%", height: "0.9rem" }} />
      <div className="skeleton" style={{ width: "100%", height: "2.2rem" }} />
    </div>
  );
}
