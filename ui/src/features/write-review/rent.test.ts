import { describe, expect, it } from "vitest";
import { localEstimate, monthlyEquivalent, rentLevel } from "./rent";

describe("rent", () => {
  it("turns weekly and annual rents monthly", () => {
    expect(monthlyEquivalent(300, "weekly")).toBe(1300);
    expect(monthlyEquivalent(24000, "annual")).toBe(2000);
    expect(monthlyEquivalent(1500, "monthly")).toBe(1500);
  });
  it("is low below -15%, high above +15% of 1800, average between", () => {
    expect(rentLevel(1530)).toBe("average");
    expect(rentLevel(1529)).toBe("low");
    expect(rentLevel(2070)).toBe("average");
    expect(rentLevel(2071)).toBe("high");
  });
  it("describes the local estimate", () => {
    expect(localEstimate(2500)).toMatchObject({ level: "high", marketData: { averageRent: 1800 } });
  });
});
