import { describe, expect, it } from "vitest";
import { formatDistance, timeAgo } from "./relative-time";

const base = new Date("2025-06-15T12:00:00Z");
const before = (ms: number) => new Date(base.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("relative time uses the wording of docs/product-rules.md#constants", () => {
  it.each([
    [0, "less than a minute"],
    [29 * S, "less than a minute"],
    [31 * S, "1 minute"],
    [89 * S, "1 minute"],
    [2 * M, "2 minutes"],
    [44 * M, "44 minutes"],
    [45 * M, "about 1 hour"],
    [89 * M, "about 1 hour"],
    [90 * M, "about 2 hours"],
    [23 * H, "about 23 hours"],
    [24 * H, "1 day"],
    [41 * H, "1 day"],
    [42 * H, "2 days"],
    [29 * D, "29 days"],
    [30 * D, "about 1 month"],
    [59 * D, "about 2 months"],
    [61 * D, "2 months"],
    [200 * D, "7 months"],
    [366 * D, "about 1 year"],
    [365 * D + 120 * D, "over 1 year"],
    [365 * D + 300 * D, "almost 2 years"],
    [3 * 365 * D + 10 * D, "about 3 years"],
  ])("%i ms before reads %s", (ms, words) => {
    expect(formatDistance(before(ms), base)).toBe(words);
  });

  it("adds 'ago' for the past", () => {
    expect(timeAgo(before(3 * D).toISOString(), base)).toBe("3 days ago");
    expect(timeAgo(before(10 * S), base)).toBe("less than a minute ago");
  });

  it("reads nothing for an unreadable date", () => {
    expect(timeAgo("not a date", base)).toBe("");
  });
});
