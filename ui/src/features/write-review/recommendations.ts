// Landlord recommendations (docs/product-rules.md#constants): top 4 by a score of the overall rating, +1.5 for a
// location that matches, +0.8 per priority the landlord is rated 4+ on, +0.5 for 10+ reviews, and
// a small random boost so that equal landlords take turns. Match percent = score × 20 (capped at 100).
import type { Landlord } from "@contract/types";

export type Priority = "responsiveness" | "maintenance" | "fairness";

export interface RecommendationInput {
  id: string;
  name: string;
  /** True for a company, false for an individual. */
  company: boolean;
  location: string;
  overallRating: number;
  totalReviews: number;
  /** Per-priority ratings, where known. GET /api/landlords does not carry them today. */
  ratings?: Partial<Record<Priority, number>>;
}

export interface Recommendation extends RecommendationInput {
  score: number;
  matchPercent: number;
}

export const RECOMMENDATION_COUNT = 4;
/** The random boost lies in [0, RANDOM_BOOST_MAX). */
export const RANDOM_BOOST_MAX = 0.3;

export function toRecommendationInput(l: Landlord): RecommendationInput {
  return { id: l.id, name: l.name, company: l.type === "company", location: l.location, overallRating: l.averageRating, totalReviews: l.totalReviews };
}

const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** "Austin, TX" matches "austin tx", and a bare city matches "City, ST". */
export function locationMatches(a: string, b: string): boolean {
  const x = norm(a);
  const y = norm(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const cityX = norm(a.split(",")[0] ?? "");
  const cityY = norm(b.split(",")[0] ?? "");
  return cityX !== "" && cityX === cityY;
}

export function recommendationScore(
  l: RecommendationInput,
  opts: { location?: string; priorities?: readonly Priority[]; boost?: number },
): number {
  let score = l.overallRating;
  if (opts.location && locationMatches(l.location, opts.location)) score += 1.5;
  for (const p of opts.priorities ?? []) if ((l.ratings?.[p] ?? 0) >= 4) score += 0.8;
  if (l.totalReviews >= 10) score += 0.5;
  score += opts.boost ?? 0;
  return score;
}

export function matchPercent(score: number): number {
  return Math.max(0, Math.min(100, Math.round(score * 20)));
}

export function recommend(
  landlords: readonly RecommendationInput[],
  opts: { location?: string; priorities?: readonly Priority[]; excludeId?: string; random?: () => number } = {},
): Recommendation[] {
  const random = opts.random ?? Math.random;
  return landlords
    .filter((l) => l.id !== opts.excludeId)
    .map((l) => {
      const score = recommendationScore(l, { ...opts, boost: random() * RANDOM_BOOST_MAX });
      return { ...l, score, matchPercent: matchPercent(score) };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, RECOMMENDATION_COUNT);
}
