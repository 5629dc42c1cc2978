// One review (docs/product-rules.md#pages "Review card"): reviewer, relative time, the four ratings, the text
// truncated at 200 characters with Read more / Show less, the details (address, residence, rent),
// a helpful vote once per page, Report (or a "Your review" marker on one's own), and edit and
// delete for one's own review where the page enables them.
import { reviewAnchor } from "./use-review-anchor";
import { useState } from "react";
import { Link } from "react-router-dom";
import type { Review } from "@contract/types";
import { LIMITS } from "@contract/constants";
import { StarRating, formatRating } from "../StarRating";
import { ClockIcon, MapPinIcon, PenIcon, ThumbsUpIcon, UserIcon } from "../icons";
import { DollarIcon } from "./icons";
import { ApiError, showFailure } from "../../lib/api";
import { paths } from "../../lib/paths";
import { timeAgo } from "../../lib/relative-time";
import { toast } from "../../lib/toast";
import { useUser } from "../../lib/auth";
import { voteHelpful } from "../../lib/reviews";
import { DeleteReviewButton } from "./DeleteReviewButton";
import { ReportDialog } from "./ReportDialog";
import { OwnerReply } from "./OwnerReply";
import "./reviews.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { formatDate, formatDateTime, formatMoney } from "../../lib/i18n";
import { lengthOfResidenceLabel } from "../../lib/labels";

export interface ReviewCardProps {
  review: Review;
  /** Shows Edit and Delete on the signed-in user's own review. */
  showOwnerActions?: boolean;
  onEdit?: (review: Review) => void;
  onDeleted?: () => void;
  /** Names the landlord (with a link) above the review: for lists that mix landlords. */
  showLandlord?: boolean;
  /** The viewer is the verified owner of the review's landlord: it may write, edit or delete the reply. */
  canReply?: boolean;
}

/** The text as the card first shows it: whole up to 200 characters, else cut with "...". */
export function truncateReview(text: string, max: number = LIMITS.truncateReviewAt): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  return { text: text.slice(0, max).trimEnd() + "...", truncated: true };
}

/** "$1,250/month" (money in CURRENCY, written as the language writes it: lib/i18n.ts). */
export function formatRent(amount: number, period: Review["rentPeriod"]): string {
  const money = formatMoney(amount);
  if (period === "weekly") return t`${money}/week`;
  if (period === "annual") return t`${money}/year`;
  return t`${money}/month`;
}

/** utilitiesIncluded is "false", "true" or the utilities named (docs/product-rules.md#data and docs/product-rules.md#validation-messages). */
export function describeUtilities(value: string | null | undefined): string | null {
  const v = (value ?? "").trim();
  if (!v || v === "false") return null;
  if (v === "true") return t`Utilities included`;
  return t`Utilities included: ${v}`;
}

// Vite replaces import.meta.env.DEV with a literal, so the debug line is dropped from production builds.
const IS_DEV: boolean = import.meta.env.DEV;

export function ReviewCard({ review, showOwnerActions = false, onEdit, onDeleted, showLandlord = false, canReply = false }: ReviewCardProps) {
  const { user } = useUser();
  const [expanded, setExpanded] = useState(false);
  const [helpfulCount, setHelpfulCount] = useState(review.helpfulCount);
  const [voted, setVoted] = useState(false);
  const [voting, setVoting] = useState(false);

  const isOwn = user != null && review.userId != null && review.userId === user.id;
  const { text: shortText, truncated } = truncateReview(review.reviewText);
  const name = review.reviewerName?.trim() || t`Anonymous`;
  const utilities = describeUtilities(review.utilitiesIncluded);
  const textId = `review-text-${review.id}`;

  async function onHelpful() {
    // A visitor is told what to do, as Report tells them, rather than shown a failure.
    if (!user) {
      toast(t`Login required`, t`Please log in to vote reviews helpful`, "destructive");
      return;
    }
    setVoting(true);
    try {
      const result = await voteHelpful(review.id);
      setHelpfulCount(result?.helpfulCount ?? helpfulCount + 1);
      setVoted(true);
      toast(t`Thank you!`, t`Your feedback has been recorded.`);
    } catch (error) {
      // A second vote (409) means the vote is already counted: no more tries from this page.
      if (error instanceof ApiError && error.status === 409) setVoted(true);
      if (error instanceof ApiError && error.status === 401) toast(t`Login required`, t`Please log in to vote reviews helpful`, "destructive");
      else showFailure(error, { title: t`Error`, text: t`Failed to record your feedback. Please try again.` });
    } finally {
      setVoting(false);
    }
  }

  const ratings: [string, number][] = [
    [t`Overall`, review.overallRating],
    [t`Responsiveness`, review.responsivenessRating],
    [t`Maintenance`, review.maintenanceRating],
    [t`Fairness`, review.fairnessRating],
  ];

  return (
    // The id is the review's anchor: a moderator's "View" opens /landlord/{id}#review-{id} (use-review-anchor.ts).
    <article id={reviewAnchor(review.id)} tabIndex={-1} className="review-card" data-testid="review-card" aria-label={t`Review by ${name}`}>
      <div className="review-card__header">
        <div className="review-card__who">
          <span className="review-card__avatar" aria-hidden="true">
            <UserIcon />
          </span>
          <div>
            <strong className="review-card__name">{name}</strong>
            {isOwn && <span className="badge review-card__own"><Trans>Your review</Trans></span>}
            {/* Only its author ever receives a hidden review (contract §7.5); the dashboard says why and how to appeal. */}
            {review.moderation && <span className="badge badge-warning review-card__hidden"><Trans>Hidden by moderators</Trans></span>}
            <div className="muted review-card__time">
              <time dateTime={review.createdAt} title={formatDateTime(review.createdAt)}>
                {timeAgo(review.createdAt)}
              </time>
              {review.editedAt && (
                <>
                  {" · "}
                  <span className="review-card__edited">
                    <Trans>Edited <time dateTime={review.editedAt}>{formatDate(review.editedAt, { year: "numeric", month: "short", day: "numeric" })}</time></Trans>
                  </span>
                </>
              )}
            </div>
          </div>
        </div>
        <div className="review-card__overall">
          <StarRating value={review.overallRating} size="sm" />
          <strong>{formatRating(review.overallRating)}</strong>
        </div>
      </div>

      {showLandlord && review.landlord && (
        <p className="review-card__landlord">
          <Link to={paths.landlord(review.landlord.id)}>{review.landlord.name}</Link>
          {review.landlord.location && <span className="muted"> · {review.landlord.location}</span>}
        </p>
      )}

      <dl className="review-card__ratings">
        {ratings.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <StarRating value={value} size="sm" /> <span className="review-card__score">{formatRating(value)}</span>
            </dd>
          </div>
        ))}
      </dl>

      <p id={textId} className="review-card__text">
        {expanded || !truncated ? review.reviewText : shortText}
      </p>
      {truncated && (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t`Show less` : t`Read more`}
        </button>
      )}

      <ul className="review-card__details">
        {review.propertyAddress && (
          <li>
            <MapPinIcon /> <span className="visually-hidden"><Trans>Property address:</Trans> </span>
            {/* contract §7.2: the address links to its building's page. */}
            {review.buildingId ? <Link to={paths.building(review.buildingId)}>{review.propertyAddress}</Link> : review.propertyAddress}
          </li>
        )}
        {review.lengthOfResidence && (
          <li>
            <ClockIcon /> <Trans>Lived there:</Trans> {lengthOfResidenceLabel(review.lengthOfResidence)}
          </li>
        )}
        {review.monthlyRent != null && (
          <li>
            <DollarIcon /> <span className="visually-hidden"><Trans>Rent:</Trans> </span>
            {formatRent(review.monthlyRent, review.rentPeriod)}
            {utilities && <span className="muted"> · {utilities}</span>}
          </li>
        )}
        {review.monthlyRent == null && utilities && (
          <li>
            <DollarIcon /> {utilities}
          </li>
        )}
      </ul>

      {IS_DEV && (
        <p className="review-card__debug" data-testid="review-debug">
          {/* For developers only, never in a production build: not a message to translate. */}
          Debug: user id {user?.id ?? "none"}, review owner id {review.userId ?? "none"}
        </p>
      )}

      <div className="review-card__actions">
        <button
          type="button"
          className="secondary outline small"
          onClick={onHelpful}
          disabled={voted || voting || isOwn}
          aria-pressed={voted}
          title={isOwn ? t`You cannot vote on your own review` : undefined}
        >
          <ThumbsUpIcon /> <Trans>Helpful ({helpfulCount})</Trans>
        </button>
        <div className="review-card__actions-end">
          {!isOwn && <ReportDialog reportType="review" targetId={review.id} />}
          {showOwnerActions && isOwn && (
            <>
              {onEdit && (
                <button
                  type="button"
                  className="secondary outline small icon-button"
                  aria-label={t`Edit this review`}
                  title={t`Edit review`}
                  onClick={() => onEdit(review)}
                >
                  <PenIcon />
                </button>
              )}
              <DeleteReviewButton reviewId={review.id} onDeleted={onDeleted} />
            </>
          )}
        </div>
      </div>

      <OwnerReply review={review} canReply={canReply} />
    </article>
  );
}
