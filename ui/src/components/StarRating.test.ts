import { describe, expect, it } from "vitest";
import { formatRating, starFill } from "./StarRating";

describe("star fill", () => {
  it("fills whole, half and empty stars for a value in halves", () => {
    expect([1, 2, 3, 4, 5].map((n) => starFill(3.5, n))).toEqual([1, 1, 1, 0.5, 0]);
    expect([1, 2, 3, 4, 5].map((n) => starFill(0, n))).toEqual([0, 0, 0, 0, 0]);
    expect([1, 2, 3, 4, 5].map((n) => starFill(5, n))).toEqual([1, 1, 1, 1, 1]);
    expect([1, 2, 3, 4, 5].map((n) => starFill(0.5, n))).toEqual([0.5, 0, 0, 0, 0]);
  });
  it("snaps an average such as 3.7 to the nearest half", () => {
    expect([1, 2, 3, 4, 5].map((n) => starFill(3.7, n))).toEqual([1, 1, 1, 0.5, 0]);
    expect([1, 2, 3, 4, 5].map((n) => starFill(3.8, n))).toEqual([1, 1, 1, 1, 0]);
  });
  it("prints every rating with one decimal, the one way the site prints them (issue 31)", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(3.5)).toBe("3.5");
    expect(formatRating(3.66)).toBe("3.7");
    expect(formatRating(0)).toBe("0.0");
  });
});
