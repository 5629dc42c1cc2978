// Test data for the search, landlord and review-card browser tests, made through the API
// (docs/product-rules.md#routes). Each author is a fresh account in its own request context.
import type { APIRequest, APIRequestContext } from "@playwright/test";
import type { Landlord, Review } from "../src/contract/types";
import { expect, newAccount, signUpViaApi, uniqueName, type Account } from "./fixtures";

export const LONG_TEXT =
  "The building was quiet and the landlord answered most messages within a day. Maintenance was slower: " +
  "the dishwasher took three weeks to fix and the heating failed twice in January. Rent went up by a fair amount " +
  "each year and the deposit came back in full, with an itemised list of small deductions.";

export async function apiUser(playwright: { request: APIRequest }, baseURL: string, account: Account = newAccount()) {
  const request = await playwright.request.newContext({ baseURL });
  await signUpViaApi(request, account);
  return { request, account };
}

export async function createLandlord(
  request: APIRequestContext,
  data: Partial<Pick<Landlord, "name" | "type" | "location">> = {},
): Promise<Landlord> {
  const res = await request.post("/api/landlords", {
    data: { name: uniqueName("Harbor Properties "), type: "company", location: "Austin, TX", ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Landlord;
}

export async function createReview(request: APIRequestContext, landlordId: string, data: Record<string, unknown> = {}): Promise<Review> {
  const res = await request.post("/api/reviews", {
    data: {
      landlordId,
      overallRating: 4,
      responsivenessRating: 4.5,
      maintenanceRating: 3,
      fairnessRating: 4,
      reviewText: LONG_TEXT,
      propertyAddress: "12 Elm Street, Apt 3",
      lengthOfResidence: "1-2 years",
      monthlyRent: 1450,
      rentPeriod: "monthly",
      utilitiesIncluded: "Water and trash",
      reviewerName: "Jamie R.",
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { review: Review }).review;
}
