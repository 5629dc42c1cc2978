// Landlord recommendations (docs/product-rules.md#recommendations): top 4 by a score of the
// overall rating, +1.5 for a location that matches, +0.8 per priority the landlord is rated 4+ on
// (its per-category `ratings`), +0.5 for 10+ reviews, and a small random boost so that equal
// landlords take turns. Landlords in the reviewed landlord's own city come first, whatever their
// score, and the reviewed landlord is never recommended.
//
// Match percent: the first version's score × 20 reads a 5-point score as a percentage; with the
// bonuses a score goes past 5, and capping at 100 made every good landlord "100% match". So the
// percent is the score out of the best score possible for this search (5, plus each bonus that
// could apply, plus the largest boost): never above 100, and different scores get different
// percents.
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
  badges?: Landlord["badges"];
  /** Per-priority ratings: the landlord's means over its reviews. */
  ratings?: Partial<Record<Priority, number>>;
}

export interface Recommendation extends RecommendationInput {
  score: number;
  matchPercent: number;
  /** In the reviewed landlord's city. */
  local: boolean;
}

export const RECOMMENDATION_COUNT = 4;
/** The random boost lies in [0, RANDOM_BOOST_MAX). */
export const RANDOM_BOOST_MAX = 0.3;

export function toRecommendationInput(l: Landlord): RecommendationInput {
  return {
    id: l.id,
    name: l.name,
    company: l.type === "company",
    location: l.location,
    overallRating: l.averageRating,
    totalReviews: l.totalReviews,
    ratings: l.ratings ? { responsiveness: l.ratings.responsiveness, maintenance: l.ratings.maintenance, fairness: l.ratings.fairness } : undefined,
    badges: l.badges,
  };
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

/** The best score a landlord could get with these options: every bonus that can apply, and the largest boost. */
export function bestPossibleScore(opts: { location?: string; priorities?: readonly Priority[] }): number {
  return 5 + (opts.location?.trim() ? 1.5 : 0) + 0.8 * (opts.priorities?.length ?? 0) + 0.5 + RANDOM_BOOST_MAX;
}

/** The score out of the best possible, in whole percent (see the top of this file). */
export function matchPercent(score: number, best: number = bestPossibleScore({})): number {
  return Math.max(0, Math.min(100, Math.round((score / best) * 100)));
}

export function recommend(
  landlords: readonly RecommendationInput[],
  opts: { location?: string; priorities?: readonly Priority[]; excludeId?: string; random?: () => number } = {},
): Recommendation[] {
  const random = opts.random ?? Math.random;
  const best = bestPossibleScore(opts);
  const seen = new Set<string>();
  return landlords
    .filter((l) => l.id !== opts.excludeId && !seen.has(l.id) && seen.add(l.id))
    .map((l) => {
      const score = recommendationScore(l, { ...opts, boost: random() * RANDOM_BOOST_MAX });
      const local = Boolean(opts.location && locationMatches(l.location, opts.location));
      return { ...l, score, matchPercent: matchPercent(score, best), local };
    })
    .sort((a, b) => Number(b.local) - Number(a.local) || b.score - a.score)
    .slice(0, RECOMMENDATION_COUNT);
}
