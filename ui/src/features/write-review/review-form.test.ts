import { describe, expect, it } from "vitest";
import { DEFAULT_VALUES, givenRatings, toPayload, validate, fromReview } from "./review-form";
import type { Review } from "@contract/types";

const ok = { ...DEFAULT_VALUES, reviewText: "A fair landlord overall.", lengthOfResidence: "1-2 years" };

describe("review form", () => {
  it("sends utilities as false unticked, true ticked and empty, the text otherwise", () => {
    expect(toPayload(ok).utilitiesIncluded).toBe("false");
    expect(toPayload({ ...ok, utilitiesChecked: true }).utilitiesIncluded).toBe(true);
    expect(toPayload({ ...ok, utilitiesChecked: true, utilitiesText: " water, gas " }).utilitiesIncluded).toBe("water, gas");
  });
  it("drops the reviewer name when anonymous", () => {
    expect(toPayload({ ...ok, reviewerName: "Sam" }).reviewerName).toBe("Sam");
    expect(toPayload({ ...ok, reviewerName: "Sam", anonymous: true }).reviewerName).toBeNull();
  });
  it("checks text length, length of residence and rent", () => {
    expect(validate(ok)).toEqual({});
    expect(validate({ ...ok, reviewText: "short" }).reviewText).toBe("Review must be at least 10 characters");
    expect(validate({ ...ok, lengthOfResidence: "" }).lengthOfResidence).toBe("Please select length of residence");
    expect(validate({ ...ok, monthlyRent: "12.5" }).monthlyRent).toBe("Rent must be a whole number");
    expect(validate({ ...ok, monthlyRent: "50001" }).monthlyRent).toBe("Rent must be at most 50000");
    expect(validate({ ...ok, monthlyRent: "50000" })).toEqual({});
  });
  it("reads a review back into the form", () => {
    const r = { ...toPayload(ok), id: "r", landlordId: "l", userId: 1, helpfulCount: 0, createdAt: "", monthlyRent: 900, utilitiesIncluded: "true", reviewerName: null, landlord: { id: "l", name: "L", location: "X" } } as unknown as Review;
    expect(fromReview(r)).toMatchObject({ monthlyRent: "900", utilitiesChecked: true, utilitiesText: "", anonymous: true });
  });
});

describe("untouched ratings (issue 31)", () => {
  it("the assistant reads an untouched rating as not given; the body still sends the default of 1", () => {
    const v = { ...DEFAULT_VALUES, reviewText: "A fair landlord overall.", lengthOfResidence: "1-2 years", maintenanceRating: 4, rated: { ...DEFAULT_VALUES.rated, maintenanceRating: true } };
    expect(givenRatings(v)).toEqual({ overallRating: 0, responsivenessRating: 0, maintenanceRating: 4, fairnessRating: 0 });
    expect(toPayload(v)).toMatchObject({ overallRating: 1, responsivenessRating: 1, maintenanceRating: 4, fairnessRating: 1 });
  });
});
