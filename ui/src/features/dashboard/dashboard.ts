// The dashboard's pure rules (docs/product-rules.md#pages and docs/product-rules.md#states and docs/product-rules.md#constants): greeting by time of day, levels by reviews
// written, and the My Reviews sort.
import { LEVELS } from "@contract/constants";
import type { Review } from "@contract/types";
import { formatRating } from "../../components/StarRating";
import { t } from "@lingui/core/macro";

export const SPLASH_MS = 3000;
export const CLOCK_REFRESH_MS = 60_000;
export const MY_REVIEWS_SHOWN = 3;

/** Morning before 12, afternoon before 18, else evening. */
export function greeting(date: Date): string {
  const h = date.getHours();
  if (h < 12) return t`Good morning`;
  if (h < 18) return t`Good afternoon`;
  return t`Good evening`;
}

export interface LevelInfo {
  name: (typeof LEVELS)[number]["name"];
  /** Reviews needed for the next level, null at Master. */
  next: number | null;
  nextName: string | null;
  /** 0-100. */
  percent: number;
  /** "3/5", or null at Master. */
  progressLabel: string | null;
}

/** Newcomer 0-4 (n/5), Regular 5-14 (n/15), Expert 15-29 (n/30), Master 30+ (100%). */
export function levelFor(reviewsWritten: number): LevelInfo {
  const n = Math.max(0, Math.floor(reviewsWritten));
  const i = LEVELS.findLastIndex((l) => n >= l.min);
  const level = LEVELS[Math.max(0, i)];
  if (level.next === null) return { name: level.name, next: null, nextName: null, percent: 100, progressLabel: null };
  return {
    name: level.name,
    next: level.next,
    nextName: LEVELS[i + 1]?.name ?? null,
    percent: Math.min(100, Math.round((n / level.next) * 100)),
    progressLabel: `${n}/${level.next}`,
  };
}

export type ReviewSort = "latest" | "oldest" | "highest" | "lowest" | "az";

/** The My Reviews orders: product.md's Latest and A-Z, and (issue 12's "View all") oldest, highest and lowest rated. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  get latest() { return t`Latest`; },
  get oldest() { return t`Oldest`; },
  get highest() { return t`Highest rated`; },
  get lowest() { return t`Lowest rated`; },
  az: "A-Z",
};

/** Sorted as chosen; ties (same rating, same landlord) fall back to latest first. */
export function sortReviews(reviews: readonly Review[], sort: ReviewSort): Review[] {
  const byDate = (a: Review, b: Review) => b.createdAt.localeCompare(a.createdAt);
  const compare: Record<ReviewSort, (a: Review, b: Review) => number> = {
    latest: byDate,
    oldest: (a, b) => -byDate(a, b),
    highest: (a, b) => b.overallRating - a.overallRating || byDate(a, b),
    lowest: (a, b) => a.overallRating - b.overallRating || byDate(a, b),
    az: (a, b) => (a.landlord?.name ?? "").localeCompare(b.landlord?.name ?? "", undefined, { sensitivity: "base" }) || byDate(a, b),
  };
  return [...reviews].sort(compare[sort]);
}

/** The dashboard's average (one decimal): the site's one rating formatter. */
export const formatAverage = (n: number): string => formatRating(n);
