// The landlord's side of the dashboard (docs/product-rules.md#verification-badges-and-replies): "Your properties" for an account that owns
// profiles (each with its figures and badges, the newest reviews, and the reviews still without a
// reply, answerable in place), and the status of the account's verification requests.
import { Link } from "react-router-dom";
import { StarRating, formatRating } from "../../../components/StarRating";
import { ShieldCheckIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { timeAgo } from "../../../lib/relative-time";
import { reviewCount } from "../../../lib/landlords";
import { LandlordBadges } from "../../../components/LandlordBadges";
import { ReviewCard } from "../../../components/review/ReviewCard";
import { useMyVerificationRequests, useOwnerProperties } from "../api";
import { VerificationStatusBadge } from "./VerificationStatusBadge";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

/** The newest request's status, with the admin's notes: only for accounts that applied. */
export function VerificationStatusCard() {
  const { data } = useMyVerificationRequests();
  const latest = data?.[0];
  if (!latest) return null;
  return (
    <section className="card dashboard-section" aria-labelledby="verification-status-title" data-testid="verification-status-card">
      <div className="dashboard-section__head">
        <h2 id="verification-status-title">
          <ShieldCheckIcon /> <Trans>Verification</Trans>
        </h2>
        <VerificationStatusBadge status={latest.status} />
      </div>
      <p className="text-sm">
        {latest.status === "pending"
          ? t`We received your application and will contact you within 3-5 business days.`
          : latest.status === "approved"
            ? latest.landlord
              ? t`You are the verified owner of ${latest.landlord.name}: you can reply to its reviews.`
              : t`Your account is verified.`
            : t`Your application was not approved.`}
      </p>
      {latest.landlord && latest.status === "pending" && <p className="text-sm muted"><Trans>Profile claimed: {latest.landlord.name}, {latest.landlord.location}</Trans></p>}
      {latest.adminNotes && <p className="text-sm"><Trans>Notes from our moderators: {latest.adminNotes}</Trans></p>}
      <p className="text-sm muted"><Trans>Submitted {timeAgo(latest.createdAt)}</Trans></p>
    </section>
  );
}

export function YourProperties() {
  const { data } = useOwnerProperties();
  if (!data || data.landlords.length === 0) return null;
  // The newest that already have a reply: the others are listed under "Reviews without a reply".
  const unanswered = new Set(data.unanswered.map((r) => r.id));
  const answered = data.newestReviews.filter((r) => !unanswered.has(r.id));
  return (
    <section className="card dashboard-section" aria-labelledby="your-properties-title" data-testid="your-properties">
      <div className="dashboard-section__head">
        <h2 id="your-properties-title"><Trans>Your properties</Trans></h2>
      </div>
      <ul className="owner-properties">
        {data.landlords.map((l) => (
          <li key={l.id}>
            <div>
              <Link to={paths.landlord(l.id)}>
                <strong>{l.name}</strong>
              </Link>
              <span className="muted"> · {l.location}</span>
            </div>
            <LandlordBadges badges={l.badges} size="sm" />
            <span className="owner-properties__figures">
              <StarRating value={l.averageRating} size="sm" /> {formatRating(l.averageRating)} · {reviewCount(l.totalReviews)}
            </span>
          </li>
        ))}
      </ul>

      <h3 className="text-lg">
        <Trans>Reviews without a reply <span className="muted">({data.unansweredCount})</span></Trans>
      </h3>
      {data.unanswered.length === 0 ? (
        <p className="muted text-sm"><Trans>Every review has your reply.</Trans></p>
      ) : (
        <div className="stack">
          {data.unanswered.map((r) => (
            <ReviewCard key={r.id} review={r} showLandlord canReply />
          ))}
        </div>
      )}

      <h3 className="text-lg"><Trans>Newest reviews with your reply</Trans></h3>
      {answered.length === 0 ? (
        <p className="muted text-sm"><Trans>None yet.</Trans></p>
      ) : (
        <div className="stack">
          {answered.map((r) => (
            <ReviewCard key={r.id} review={r} showLandlord canReply />
          ))}
        </div>
      )}
    </section>
  );
}
