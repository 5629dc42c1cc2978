// Helpers for the renter's and admin's browser tests (write review, dashboard, admin reports):
// test data created through the API of docs/product-rules.md#routes with a given request context's cookies.
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { Landlord, ReviewCreated } from "../src/contract/types";
import { uniqueName } from "./fixtures";

export const ADMIN = { username: "e2eadmin", email: "admin@e2e.test", password: "correct horse" };

export async function createLandlord(request: APIRequestContext, overrides: Partial<{ name: string; type: "individual" | "company"; location: string }> = {}): Promise<Landlord> {
  const res = await request.post("/api/landlords", {
    data: { name: uniqueName("Landlord "), type: "company", location: "Springfield, IL", ...overrides },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Landlord;
}

export function reviewBody(overrides: Record<string, unknown> = {}) {
  return {
    overallRating: 4,
    responsivenessRating: 4,
    maintenanceRating: 3.5,
    fairnessRating: 4,
    reviewText: "A decent landlord: repairs were done within a week and the deposit came back in full.",
    lengthOfResidence: "1-2 years",
    monthlyRent: 1400,
    rentPeriod: "monthly",
    utilitiesIncluded: "false",
    ...overrides,
  };
}

export async function createReview(request: APIRequestContext, target: { landlordId: string } | { landlordData: { name: string; type: string; location: string } }, overrides: Record<string, unknown> = {}): Promise<ReviewCreated> {
  const res = await request.post("/api/reviews", { data: { ...reviewBody(overrides), ...target } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ReviewCreated;
}

/** Signs the request context in as the run's one admin, registering it on first use. */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const reg = await request.post("/api/register", { data: ADMIN });
  if (reg.status() === 201) return;
  expect(reg.status(), await reg.text()).toBe(409);
  const login = await request.post("/api/login", { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(login.status(), await login.text()).toBe(200);
}

/** The dashboard shows a 3 s welcome splash before its content. */
export async function waitForDashboard(page: Page): Promise<void> {
  await expect(page.getByTestId("welcome-splash")).toBeHidden({ timeout: 8_000 });
  await expect(page.getByRole("heading", { name: /^Good (morning|afternoon|evening), / })).toBeVisible();
}

/** A sonner toast whose text matches. */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

/** The Sign In button of the auth page's login form (the header has a Sign In link too). */
export function signInSubmit(page: Page) {
  return page.getByRole("form", { name: "Sign in" }).getByRole("button", { name: "Sign In" });
}

/** axe-core on the whole page but the toasts: no serious or critical WCAG 2.1 A/AA violations. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // Toasts are excluded: caught mid fade-in, their colours read as low contrast.
    .exclude("[data-sonner-toaster]")
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}
