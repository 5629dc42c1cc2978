import { describe, expect, it } from "vitest";
import { locationMatches, matchPercent, recommend, recommendationScore, type RecommendationInput } from "./recommendations";

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
  it("match percent is score × 20, capped at 100", () => {
    expect(matchPercent(3.5)).toBe(70);
    expect(matchPercent(6.5)).toBe(100);
  });
});

describe("recommend", () => {
  it("returns the top 4 by score, without the excluded landlord", () => {
    const list = [1, 2, 3, 4, 5, 6].map((r) => ({ ...base, id: String(r), overallRating: r - 1 }));
    const out = recommend(list, { excludeId: "6", random: () => 0 });
    expect(out.map((l) => l.id)).toEqual(["5", "4", "3", "2"]);
    expect(out[0].matchPercent).toBe(80);
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
