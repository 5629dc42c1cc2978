// The sidebar's landlord recommendations (docs/product-rules.md#recommendations): the top 4 of the
// landlords of the reviewed landlord's city and of GET /api/landlords by the score of
// ../recommendations.ts, the city's first, each with its match percent and badges.
import { useMemo } from "react";
import { Link } from "react-router-dom";
import { StarRating, formatRating } from "../../../components/StarRating";
import { paths } from "../../../lib/paths";
import { useLandlordList, useLandlordsNear } from "../../../lib/landlords";
import { LandlordBadges } from "../../../components/LandlordBadges";
import { recommend, toRecommendationInput, type Priority } from "../recommendations";
import { Plural, Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function RecommendationsPanel({ location, excludeId, priorities }: { location: string; excludeId?: string; priorities: readonly Priority[] }) {
  const all = useLandlordList();
  const near = useLandlordsNear(location);
  // Wait for the city's landlords too (when there is a city), so the list does not reorder once they come.
  const nearSettled = Boolean(near.data || near.error || !location.trim());
  const error = all.error;
  const isLoading = !error && !(all.data && nearSettled);
  const priorityKey = priorities.join(",");
  // Scored once per list and location, so the random boost does not reshuffle on every keystroke.
  const top = useMemo(() => {
    if (!all.data || !nearSettled) return [];
    const candidates = [...(near.data ?? []), ...all.data].map(toRecommendationInput);
    return recommend(candidates, { location, excludeId, priorities: priorityKey ? (priorityKey.split(",") as Priority[]) : [] });
  }, [all.data, near.data, nearSettled, location, excludeId, priorityKey]);

  return (
    <article className="recommendations" aria-labelledby="recommendations-title">
      <h2 id="recommendations-title" className="recommendations__title">
        <Trans>Recommended Landlords</Trans>
      </h2>
      <p className="recommendations__lead">
        <small>{location.trim() ? t`Well-rated landlords, with those near ${location.trim()} first.` : t`Well-rated landlords on the site.`}</small>
      </p>
      {isLoading ? (
        <div aria-busy="true" className="recommendations__loading">
          <Trans>Loading recommendations…</Trans>
        </div>
      ) : error ? (
        <p className="recommendations__empty"><Trans>Recommendations are unavailable right now.</Trans></p>
      ) : top.length === 0 ? (
        <p className="recommendations__empty"><Trans>No landlords to recommend yet.</Trans></p>
      ) : (
        <ol className="recommendations__list">
          {top.map((l) => (
            <li key={l.id} className="recommendations__item">
              <div className="recommendations__head">
                <Link to={paths.landlord(l.id)} className="recommendations__name">
                  {l.name}
                </Link>
                <span className="recommendations__match" aria-label={t`${l.matchPercent}% match`}>
                  <Trans>{l.matchPercent}% match</Trans>
                </span>
              </div>
              <small className="recommendations__meta">
                {l.company ? t`Company` : t`Individual`} · {l.location}
              </small>
              <LandlordBadges badges={l.badges} size="sm" />
              <div className="recommendations__rating">
                <StarRating value={l.overallRating} size="sm" />
                <small>
                  {formatRating(l.overallRating)} (<Plural value={l.totalReviews} one="# review" other="# reviews" />)
                </small>
              </div>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
