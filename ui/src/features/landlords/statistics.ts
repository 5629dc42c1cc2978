// The figures the landlord profile computes from the loaded reviews (docs/product-rules.md#pages: Rating
// Breakdown, Review Statistics) and the words it shows them with.
import type { Review } from "@contract/types";

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

export interface RatingBreakdown {
  overall: number;
  responsiveness: number;
  maintenance: number;
  fairness: number;
  /**
   * How many reviews gave 5, 4, 3, 2 and 1 stars overall, by the whole stars drawn: a 4.5 shows four
   * full stars and a half, so it counts as 4 (rounding it up called it "5 star", issue 31); 0.5 counts as 1.
   */
  distribution: { stars: 5 | 4 | 3 | 2 | 1; count: number }[];
}

/** Averages of the loaded reviews, one decimal each; zeros with no reviews. */
export function ratingBreakdown(reviews: readonly Review[]): RatingBreakdown {
  const counts = new Map<number, number>();
  for (const r of reviews) {
    const stars = Math.min(5, Math.max(1, Math.floor(r.overallRating)));
    counts.set(stars, (counts.get(stars) ?? 0) + 1);
  }
  return {
    overall: round1(mean(reviews.map((r) => r.overallRating))),
    responsiveness: round1(mean(reviews.map((r) => r.responsivenessRating))),
    maintenance: round1(mean(reviews.map((r) => r.maintenanceRating))),
    fairness: round1(mean(reviews.map((r) => r.fairnessRating))),
    distribution: ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
  };
}

export interface ReviewStatistics {
  total: number;
  /** Share of reviews rated 4 or more overall, in whole percent. */
  positivePercent: number;
  helpfulVotes: number;
  withRent: number;
  /** Mean rent of the reviews that give one, turned monthly (weekly × 52 / 12, annual / 12), rounded. */
  averageMonthlyRent: number | null;
  latest: string | null;
}

export function toMonthly(amount: number, period: Review["rentPeriod"]): number {
  if (period === "weekly") return (amount * 52) / 12;
  if (period === "annual") return amount / 12;
  return amount;
}

export function reviewStatistics(reviews: readonly Review[]): ReviewStatistics {
  const rents = reviews.filter((r) => r.monthlyRent != null).map((r) => toMonthly(r.monthlyRent as number, r.rentPeriod));
  const latest = reviews.reduce<string | null>((acc, r) => (!acc || r.createdAt > acc ? r.createdAt : acc), null);
  return {
    total: reviews.length,
    positivePercent: reviews.length ? Math.round((reviews.filter((r) => r.overallRating >= 4).length / reviews.length) * 100) : 0,
    helpfulVotes: reviews.reduce((n, r) => n + (r.helpfulCount ?? 0), 0),
    withRent: rents.length,
    averageMonthlyRent: rents.length ? Math.round(mean(rents)) : null,
    latest,
  };
}
