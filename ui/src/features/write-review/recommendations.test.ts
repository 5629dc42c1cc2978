import { describe, expect, it } from "vitest";
import { bestPossibleScore, locationMatches, matchPercent, recommend, recommendationScore, type RecommendationInput } from "./recommendations";

const base: RecommendationInput = { id: "a", name: "A", company: false, location: "Austin, TX", overallRating: 3, totalReviews: 2 };

describe("recommendation score", () => {
  it("starts from the overall rating", () => {
    expect(recommendationScore(base, {})).toBe(3);
  });
  it("adds 1.5 for a matching location, 0.8 per priority rated 4+, 0.5 for 10+ reviews", () => {
    expect(recommendationScore(base, { location: "austin tx" })).toBe(4.5);
    expect(recommendationScore({ ...base, ratings: { maintenance: 4, fairness: 3.5 } }, { priorities: ["maintenance", "fairness"] })).toBeCloseTo(3.8);
    expect(recommendationScore({ ...base, totalReviews: 10 }, {})).toBe(3.5);
    expect(recommendationScore(base, { boost: 0.2 })).toBeCloseTo(3.2);
  });
  it("match percent is the score out of the best possible, so good landlords are told apart", () => {
    // No bonus can apply: best = 5 + 0.5 + 0.3 = 5.8.
    expect(bestPossibleScore({})).toBeCloseTo(5.8);
    expect(matchPercent(2.9)).toBe(50);
    // A location and two priorities: best = 5 + 1.5 + 1.6 + 0.5 + 0.3 = 8.9.
    const best = bestPossibleScore({ location: "Austin, TX", priorities: ["maintenance", "fairness"] });
    expect(best).toBeCloseTo(8.9);
    expect(matchPercent(8.9, best)).toBe(100);
    expect(matchPercent(7.2, best)).toBe(81);
    expect(matchPercent(6.5, best)).toBe(73);
  });
});

describe("recommend", () => {
  it("returns the top 4 by score, without the excluded landlord", () => {
    const list = [1, 2, 3, 4, 5, 6].map((r) => ({ ...base, id: String(r), overallRating: r - 1 }));
    const out = recommend(list, { excludeId: "6", random: () => 0 });
    expect(out.map((l) => l.id)).toEqual(["5", "4", "3", "2"]);
    expect(out.map((l) => l.matchPercent)).toEqual([69, 52, 34, 17]);
  });
  it("puts landlords of the reviewed landlord's city first, whatever the others score, each with its own percent", () => {
    const list: RecommendationInput[] = [
      { ...base, id: "star", location: "Dallas, TX", overallRating: 4.9, totalReviews: 40, ratings: { maintenance: 5 } },
      { ...base, id: "sa1", location: "San Antonio, TX", overallRating: 3.5, totalReviews: 12, ratings: { maintenance: 4.5 } },
      { ...base, id: "sa2", location: "San Antonio, TX", overallRating: 4.5, totalReviews: 3 },
      { ...base, id: "sa3", location: "san antonio, tx", overallRating: 2, totalReviews: 1 },
      { ...base, id: "self", location: "San Antonio, TX", overallRating: 5, totalReviews: 50 },
    ];
    const out = recommend(list, { location: "San Antonio, TX", priorities: ["maintenance"], excludeId: "self", random: () => 0 });
    expect(out.map((l) => l.id)).toEqual(["sa1", "sa2", "sa3", "star"]);
    expect(out.map((l) => l.local)).toEqual([true, true, true, false]);
    expect(new Set(out.map((l) => l.matchPercent)).size).toBe(4);
  });
  it("a landlord listed twice (near and on the site) is recommended once", () => {
    const out = recommend([base, { ...base }], { random: () => 0 });
    expect(out).toHaveLength(1);
  });
  it("prefers a local landlord", () => {
    const out = recommend([{ ...base, id: "far", location: "Boston, MA", overallRating: 4 }, { ...base, id: "near" }], { location: "Austin, TX", random: () => 0 });
    expect(out[0].id).toBe("near");
  });
  it("matches a city with or without the state", () => {
    expect(locationMatches("Austin, TX", "Austin")).toBe(true);
    expect(locationMatches("Austin, TX", "Dallas, TX")).toBe(false);
  });
});
