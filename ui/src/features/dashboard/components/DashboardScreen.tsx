// The dashboard (docs/product-rules.md#pages "Dashboard"): a 3 s welcome splash, then the greeting with date
// and clock, stat cards, the level card, Recent Activity, My Reviews (sorted, first 3, edit and
// delete), Quick Actions and the site's Latest Reviews; for a landlord, "Your properties" and the
// verification status (docs/product-rules.md#verification-badges-and-replies), which the verification feature draws
// and the route (app/routes/dashboard.tsx) passes in.
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import type { Review, User } from "@contract/types";
import { ReviewCard } from "../../../components/review/ReviewCard";
import { useRecentReviews, useUserReviews } from "../../../lib/reviews";
import { StarRating, formatRating } from "../../../components/StarRating";
import { AwardIcon, ClockIcon, FileTextIcon, PenIcon, SearchIcon, ShieldIcon, StarIcon, ThumbsUpIcon, UserIcon, UsersIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { timeAgo } from "../../../lib/relative-time";
import { useUserStats } from "../api";
import { rememberName, rememberedName } from "../../../lib/remembered-name";
import {
  CLOCK_REFRESH_MS,
  MY_REVIEWS_SHOWN,
  SPLASH_MS,
  formatAverage,
  greeting,
  levelFor,
  sortReviews,
  REVIEW_SORT_LABELS,
  type ReviewSort,
} from "../dashboard";
import { ModerationSection } from "./ModerationSection";
import "./dashboard.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";
import { formatDate } from "../../../lib/i18n";

/** First name, else this account's stored dashboard name, else the username. */
function nameOf(user: User): string {
  return user.firstName?.trim() || rememberedName(user.id) || user.username;
}

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}

export interface DashboardScreenProps {
  user: User;
  isAdmin: boolean;
  onEditReview: (review: Review) => void;
  /**
   * A landlord's cards: "Your properties" atop the main column, the verification status atop the
   * side. `owns`: the account is a verified owner of a profile, whose dashboard shows no renter level.
   */
  owner: { properties: ReactNode; verificationStatus: ReactNode; owns?: boolean };
}

export function DashboardScreen({ user, isAdmin, onEditReview, owner }: DashboardScreenProps) {
  const [splash, setSplash] = useState(true);
  const now = useNow(CLOCK_REFRESH_MS);
  const name = nameOf(user);

  useEffect(() => {
    rememberName(user.id, user.firstName?.trim() || user.username);
  }, [user]);

  useEffect(() => {
    const t = setTimeout(() => setSplash(false), SPLASH_MS);
    return () => clearTimeout(t);
  }, []);

  if (splash) return <WelcomeSplash name={name} />;

  return (
    <div className="dashboard">
      <header className="dashboard__header">
        <div>
          <h1 className="dashboard__greeting">
            {greeting(now)}, {name}!
          </h1>
          <p className="dashboard__date">
            <time dateTime={now.toISOString()}>
              {formatDate(now, { weekday: "long", year: "numeric", month: "long", day: "numeric" })}
              {" · "}
              {formatDate(now, { hour: "numeric", minute: "2-digit" })}
            </time>
          </p>
        </div>
        <div className="btn-row">
          {isAdmin && (
            <Link to={paths.adminReports} role="button" className="secondary">
              <ShieldIcon /> <Trans>Admin Panel</Trans>
            </Link>
          )}
          <Link to={paths.writeReview()} role="button">
            <PenIcon /> <Trans>Write Review</Trans>
          </Link>
        </div>
      </header>

      <StatsRow showLevel={!owner.owns} />

      <div className="dashboard__layout">
        <div className="dashboard__main">
          <ModerationSection userId={user.id} />
          {owner.properties}
          <MyReviews onEdit={onEditReview} />
          <LatestReviews />
        </div>
        <div className="dashboard__aside">
          {owner.verificationStatus}
          <QuickActions />
          <RecentActivity />
        </div>
      </div>
    </div>
  );
}

function WelcomeSplash({ name }: { name: string }) {
  return (
    <div className="dashboard-splash" role="status" aria-live="polite" data-testid="welcome-splash">
      <div className="dashboard-splash__card">
        <span className="dashboard-splash__icon" aria-hidden="true">
          <StarIcon />
        </span>
        <h1 className="dashboard-splash__title"><Trans>Welcome back, {name}!</Trans></h1>
        <p className="muted"><Trans>Getting your dashboard ready…</Trans></p>
      </div>
    </div>
  );
}

/** The stat cards; `showLevel` false for a landlord's account, to whom renter levels mean nothing. */
function StatsRow({ showLevel }: { showLevel: boolean }) {
  const { data, error, isLoading } = useUserStats();
  if (error)
    return (
      <div className="error-state" role="alert">
        <h2 className="text-lg"><Trans>Could not load your stats</Trans></h2>
        <p><Trans>Please refresh the page to try again.</Trans></p>
      </div>
    );
  const level = levelFor(data?.reviewsWritten ?? 0);
  const stat = (label: string, value: string | number, icon: ReactNode, testId: string) => (
    <article className="dashboard-stat" data-testid={testId}>
      <span className="dashboard-stat__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="stat">
        <span className="stat-label">{label}</span>
        {isLoading || !data ? <span className="skeleton" style={{ width: "3rem", height: "1.75rem" }} /> : <span className="stat-value">{value}</span>}
      </div>
    </article>
  );
  return (
    <section className="dashboard__stats" aria-label={t`Your statistics`}>
      {stat(t`Reviews Written`, data?.reviewsWritten ?? 0, <FileTextIcon />, "stat-reviews")}
      {stat(t`Helpful Votes`, data?.helpfulVotes ?? 0, <ThumbsUpIcon />, "stat-helpful")}
      {stat(t`Avg Rating`, formatAverage(data?.averageRating ?? 0), <StarIcon />, "stat-average")}
      {showLevel && (
      <article className="dashboard-stat dashboard-progress" data-testid="level-card" aria-labelledby="progress-title">
        <span className="dashboard-stat__icon" aria-hidden="true">
          <AwardIcon />
        </span>
        <div className="dashboard-progress__body">
          <h2 id="progress-title" className="stat-label dashboard-progress__title">
            <Trans>Your Progress</Trans>
          </h2>
          {isLoading || !data ? (
            <span className="skeleton" style={{ width: "6rem", height: "1.5rem" }} />
          ) : (
            <>
              <p className="dashboard-progress__level">
                <strong>{level.name}</strong>
              </p>
              <progress value={level.percent} max={100} aria-label={t`Progress to the next level: ${level.percent}%`} />
              <small className="muted">
                {level.progressLabel ? `${level.progressLabel} reviews to ${level.nextName}` : t`Max Level Achieved!`}
              </small>
            </>
          )}
        </div>
      </article>
      )}
    </section>
  );
}

function MyReviews({ onEdit }: { onEdit: (review: Review) => void }) {
  const { data, error, isLoading, mutate } = useUserReviews();
  const [sort, setSort] = useState<ReviewSort>("latest");
  // "View all": every review of the user, in the chosen order, each editable and deletable.
  const [showAll, setShowAll] = useState(false);
  const all = data ? sortReviews(data, sort) : [];
  const shown = showAll ? all : all.slice(0, MY_REVIEWS_SHOWN);

  return (
    <section className="card dashboard-section" aria-labelledby="my-reviews-title">
      <div className="dashboard-section__head">
        <h2 id="my-reviews-title"><Trans>My Reviews</Trans></h2>
        {all.length > 1 && (
          <label className="dashboard-sort">
            <span><Trans>Sort by</Trans></span>
            <select value={sort} onChange={(e) => setSort(e.target.value as ReviewSort)} aria-label={t`Sort my reviews`}>
              {(Object.keys(REVIEW_SORT_LABELS) as ReviewSort[]).map((value) => (
                <option key={value} value={value}>
                  {REVIEW_SORT_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {isLoading ? (
        <div className="stack" aria-busy="true" aria-label={t`Loading your reviews`}>
          <div className="skeleton" style={{ height: "8rem" }} />
          <div className="skeleton" style={{ height: "8rem" }} />
        </div>
      ) : error ? (
        <div className="error-state" role="alert">
          <h3><Trans>Could not load your reviews</Trans></h3>
          <p><Trans>Please refresh the page to try again.</Trans></p>
        </div>
      ) : all.length === 0 ? (
        <div className="empty-state">
          <FileTextIcon />
          <h3><Trans>No Reviews Yet</Trans></h3>
          <p><Trans>Share your first rental experience to help other renters choose well.</Trans></p>
          <Link to={paths.writeReview()} role="button">
            <Trans>Write Review</Trans>
          </Link>
        </div>
      ) : (
        <>
          <div className="stack" data-testid="my-reviews" id="my-reviews-list">
            {shown.map((r) => (
              <ReviewCard key={r.id} review={r} showLandlord showOwnerActions onEdit={onEdit} onDeleted={() => void mutate()} />
            ))}
          </div>
          {all.length > MY_REVIEWS_SHOWN && (
            <p className="muted dashboard-section__foot">
              <span>{showAll ? t`Showing all ${all.length} reviews` : t`Showing ${MY_REVIEWS_SHOWN} of ${all.length} reviews`}</span>{" "}
              <button type="button" className="link-button" aria-expanded={showAll} aria-controls="my-reviews-list" onClick={() => setShowAll((v) => !v)}>
                {showAll ? t`Show fewer` : t`View all`}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}

function LatestReviews() {
  const { data, error, isLoading } = useRecentReviews();
  const latest = (data ?? []).slice(0, 3);
  return (
    <section className="card dashboard-section" aria-labelledby="latest-reviews-title">
      <div className="dashboard-section__head">
        <h2 id="latest-reviews-title"><Trans>Latest Reviews</Trans></h2>
        <Link to={paths.search()}><Trans>Browse all</Trans></Link>
      </div>
      {isLoading ? (
        <div className="skeleton" style={{ height: "8rem" }} aria-busy="true" aria-label={t`Loading latest reviews`} />
      ) : error ? (
        <p className="muted" role="alert">
          <Trans>Latest reviews could not be loaded.</Trans>
        </p>
      ) : latest.length === 0 ? (
        <p className="muted"><Trans>No reviews yet.</Trans></p>
      ) : (
        <div className="stack" data-testid="latest-reviews">
          {latest.map((r) => (
            <ReviewCard key={r.id} review={r} showLandlord />
          ))}
        </div>
      )}
    </section>
  );
}

function QuickActions() {
  return (
    <section className="card dashboard-section" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="dashboard-section__title-sm">
        <Trans>Quick Actions</Trans>
      </h2>
      <ul className="quick-actions">
        <li>
          <Link to={paths.search()}>
            <SearchIcon /> <Trans>Find Landlords</Trans>
          </Link>
        </li>
        <li>
          <Link to={paths.writeReview()}>
            <PenIcon /> <Trans>Write Review</Trans>
          </Link>
        </li>
        <li>
          <Link to={paths.search()}>
            <UsersIcon /> <Trans>Browse Reviews</Trans>
          </Link>
        </li>
        <li>
          <Link to={paths.account}>
            <UserIcon /> <Trans>Account settings</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}

function RecentActivity() {
  const { data, error, isLoading } = useUserStats();
  const items = data?.recentActivity ?? [];
  return (
    <section className="card dashboard-section" aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className="dashboard-section__title-sm">
        <Trans>Recent Activity</Trans>
      </h2>
      {isLoading ? (
        <div className="skeleton" style={{ height: "4rem" }} aria-busy="true" aria-label={t`Loading activity`} />
      ) : error ? (
        <p className="muted"><Trans>Activity could not be loaded.</Trans></p>
      ) : items.length === 0 ? (
        <p className="muted"><Trans>No activity yet. Your reviews and helpful votes will show here.</Trans></p>
      ) : (
        <ul className="activity" data-testid="recent-activity">
          {items.map((a) => (
            <li key={`${a.type}-${a.id}`} className="activity__item">
              <span className="activity__icon" aria-hidden="true">
                {a.type === "review" ? <PenIcon /> : <ThumbsUpIcon />}
              </span>
              <div className="activity__body">
                <span className="activity__text">
                  {a.type === "review" ? (
                    <Trans>Reviewed <strong>{a.landlordName}</strong></Trans>
                  ) : (
                    <Trans>Found a review of <strong>{a.landlordName}</strong> helpful</Trans>
                  )}
                </span>
                <span className="activity__meta">
                  {a.type === "review" && a.rating != null && (
                    <>
                      <StarRating value={a.rating} size="sm" /> <span>{formatRating(a.rating)}</span>
                    </>
                  )}
                  <span className="muted">
                    <ClockIcon /> {timeAgo(a.date)}
                  </span>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
