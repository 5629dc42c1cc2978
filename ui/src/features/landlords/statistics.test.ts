import { describe, expect, it } from "vitest";
import type { Review } from "@contract/types";
import { landlordSearchKey, reviewCount } from "../../lib/landlords";
import { ratingBreakdown, reviewStatistics, toMonthly } from "./statistics";

let n = 0;
function review(overrides: Partial<Review>): Review {
  n += 1;
  return {
    id: `r${n}`,
    landlordId: "l1",
    userId: n,
    reviewerName: null,
    overallRating: 3,
    responsivenessRating: 3,
    maintenanceRating: 3,
    fairnessRating: 3,
    reviewText: "A perfectly ordinary place to live.",
    propertyAddress: null,
    buildingId: null,
    lengthOfResidence: "1-2 years",
    monthlyRent: null,
    rentPeriod: "monthly",
    utilitiesIncluded: "false",
    helpfulCount: 0,
    createdAt: "2025-01-01T00:00:00.000Z",
    landlord: { id: "l1", name: "Acme", location: "Austin, TX" },
    reply: null,
    editedAt: null,
    ...overrides,
  };
}

describe("landlord search key", () => {
  it("asks nothing when query and location are both empty", () => {
    expect(landlordSearchKey({ query: "  ", location: "", type: "landlord" })).toBeNull();
  });
  it("carries query, location and type", () => {
    expect(landlordSearchKey({ query: " John ", location: "Austin, TX", type: "address" })).toBe(
      "/api/landlords/search?query=John&location=Austin%2C+TX&type=address",
    );
  });
});

describe("rating breakdown from the loaded reviews", () => {
  it("averages each rating to one decimal", () => {
    const b = ratingBreakdown([
      review({ overallRating: 5, responsivenessRating: 4, maintenanceRating: 2, fairnessRating: 4.5 }),
      review({ overallRating: 4, responsivenessRating: 3, maintenanceRating: 2.5, fairnessRating: 4 }),
      review({ overallRating: 4.5, responsivenessRating: 3.5, maintenanceRating: 1, fairnessRating: 3 }),
    ]);
    expect(b).toMatchObject({ overall: 4.5, responsiveness: 3.5, maintenance: 1.8, fairness: 3.8 });
    // By the whole stars drawn: 4.5 is four stars and a half, so it counts as 4, not 5.
    expect(b.distribution).toEqual([
      { stars: 5, count: 1 },
      { stars: 4, count: 2 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
  });
  it("counts 0.5 as 1 star and 1.5 as 1", () => {
    const b = ratingBreakdown([review({ overallRating: 0.5 }), review({ overallRating: 1.5 }), review({ overallRating: 3.5 })]);
    expect(b.distribution.map((d) => d.count)).toEqual([0, 0, 1, 0, 2]);
  });
  it("is all zeros with no reviews", () => {
    expect(ratingBreakdown([])).toMatchObject({ overall: 0, responsiveness: 0, maintenance: 0, fairness: 0 });
  });
});

describe("review statistics", () => {
  it("counts positives, helpful votes, rents and the latest date", () => {
    const s = reviewStatistics([
      review({ overallRating: 4, helpfulCount: 2, monthlyRent: 1200, createdAt: "2025-03-01T00:00:00.000Z" }),
      review({ overallRating: 2, helpfulCount: 1, monthlyRent: 300, rentPeriod: "weekly" }),
      review({ overallRating: 5, monthlyRent: 24000, rentPeriod: "annual" }),
      review({ overallRating: 1 }),
    ]);
    expect(s).toEqual({
      total: 4,
      positivePercent: 50,
      helpfulVotes: 3,
      withRent: 3,
      averageMonthlyRent: Math.round((1200 + 1300 + 2000) / 3),
      latest: "2025-03-01T00:00:00.000Z",
    });
  });
  it("turns weekly and annual rents monthly", () => {
    expect(toMonthly(300, "weekly")).toBe(1300);
    expect(toMonthly(24000, "annual")).toBe(2000);
  });
  it("reads counts in words", () => {
    expect(reviewCount(1)).toBe("1 review");
    expect(reviewCount(0)).toBe("0 reviews");
  });
});
