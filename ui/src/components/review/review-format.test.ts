import { describe, expect, it } from "vitest";
import { describeUtilities, formatRent, truncateReview } from "./ReviewCard";
import { validateReport } from "./ReportForm";

describe("review text truncation (docs/product-rules.md#constants: 200 characters)", () => {
  it("leaves 200 characters or fewer whole", () => {
    const text = "a".repeat(200);
    expect(truncateReview(text)).toEqual({ text, truncated: false });
  });
  it("cuts longer text at 200 characters with '...'", () => {
    const text = "b".repeat(201);
    expect(truncateReview(text)).toEqual({ text: "b".repeat(200) + "...", truncated: true });
  });
});

describe("review details", () => {
  it("shows rent with its period", () => {
    expect(formatRent(1450, "monthly")).toBe("$1,450/month");
    expect(formatRent(300, "weekly")).toBe("$300/week");
    expect(formatRent(24000, "annual")).toBe("$24,000/year");
  });
  it("reads utilitiesIncluded as false, true or the utilities named", () => {
    expect(describeUtilities("false")).toBeNull();
    expect(describeUtilities("")).toBeNull();
    expect(describeUtilities("true")).toBe("Utilities included");
    expect(describeUtilities("Water, trash")).toBe("Utilities included: Water, trash");
  });
});

describe("report form rules (docs/product-rules.md#validation-messages)", () => {
  it("needs a category and 10 trimmed characters", () => {
    expect(validateReport({ reportCategory: "", description: "" })).toEqual({
      reportCategory: "Please select a report category",
      description: "Please provide at least 10 characters describing the issue",
    });
    expect(validateReport({ reportCategory: "Other", description: "   short    " })).toEqual({
      description: "Please provide at least 10 characters describing the issue",
    });
    expect(validateReport({ reportCategory: "Other", description: "long enough text" })).toEqual({});
    expect(validateReport({ reportCategory: "Other", description: "x".repeat(501) })).toEqual({ description: "Description too long" });
  });
});
