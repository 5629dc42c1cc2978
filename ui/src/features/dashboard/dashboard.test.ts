import { describe, expect, it } from "vitest";
import type { Review } from "@contract/types";
import { formatAverage, greeting, levelFor, sortReviews } from "./dashboard";

const at = (h: number) => new Date(2025, 0, 1, h, 30);

describe("greeting", () => {
  it("says morning before 12, afternoon before 18, else evening", () => {
    expect(greeting(at(0))).toBe("Good morning");
    expect(greeting(at(11))).toBe("Good morning");
    expect(greeting(at(12))).toBe("Good afternoon");
    expect(greeting(at(17))).toBe("Good afternoon");
    expect(greeting(at(18))).toBe("Good evening");
  });
});

describe("levels", () => {
  it("are Newcomer, Regular, Expert and Master at 5, 15 and 30", () => {
    expect(levelFor(0)).toMatchObject({ name: "Newcomer", progressLabel: "0/5", percent: 0 });
    expect(levelFor(4)).toMatchObject({ name: "Newcomer", progressLabel: "4/5", percent: 80, nextName: "Regular" });
    expect(levelFor(5)).toMatchObject({ name: "Regular", progressLabel: "5/15" });
    expect(levelFor(15)).toMatchObject({ name: "Expert", progressLabel: "15/30" });
    expect(levelFor(29).name).toBe("Expert");
    expect(levelFor(30)).toMatchObject({ name: "Master", percent: 100, progressLabel: null });
  });
});

describe("sort", () => {
  const r = (name: string, createdAt: string, overallRating = 3) => ({ id: name, createdAt, overallRating, landlord: { id: name, name, location: "" } }) as Review;
  const list = [r("beta", "2025-01-02", 5), r("Alpha", "2025-01-01", 2), r("gamma", "2025-01-03", 5)];
  it("puts the latest first, or sorts A-Z by landlord", () => {
    expect(sortReviews(list, "latest").map((x) => x.id)).toEqual(["gamma", "beta", "Alpha"]);
    expect(sortReviews(list, "az").map((x) => x.id)).toEqual(["Alpha", "beta", "gamma"]);
  });
  it("sorts oldest first, or by overall rating with the latest first among equals", () => {
    expect(sortReviews(list, "oldest").map((x) => x.id)).toEqual(["Alpha", "beta", "gamma"]);
    expect(sortReviews(list, "highest").map((x) => x.id)).toEqual(["gamma", "beta", "Alpha"]);
    expect(sortReviews(list, "lowest").map((x) => x.id)).toEqual(["Alpha", "gamma", "beta"]);
  });
  it("shows the average with one decimal", () => {
    expect(formatAverage(4)).toBe("4.0");
    expect(formatAverage(3.25)).toBe("3.3");
  });
});
