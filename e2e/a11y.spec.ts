// axe-core on every public page (issue 5): no serious or critical violations, signed out and
// (for home) signed in, in the default look and with high contrast on.
import AxeBuilder from "@axe-core/playwright";
import { test, expect, newAccount, signUpViaApi, uniqueName, type Page } from "./fixtures";

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, label).toEqual([]);
}

const STATIC = ["/about", "/contact", "/privacy", "/terms", "/tenant-rights", "/community-guidelines", "/landlord-verification", "/no-such-page"];

for (const path of ["/", "/auth", "/search", ...STATIC]) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(".site-footer")).toBeVisible();
    await expect(page.getByTestId("page-spinner")).toHaveCount(0);
    await expectNoSeriousViolations(page, path);
  });
}

test("axe: /search with results and the college tab", async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page.request, newAccount());
  const name = uniqueName("Axe Check Properties ");
  const res = await page.request.post("/api/landlords", { data: { name, type: "company", location: "Austin, TX" } });
  expect(res.status()).toBe(201);
  await page.goto(`/search?query=${encodeURIComponent(name)}&type=landlord`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expectNoSeriousViolations(page, "/search results");
  const college = page.getByRole("tab", { name: "College Areas" });
  await college.click();
  await expectNoSeriousViolations(page, "/search college tab");
});

test("axe: a landlord profile with a review", async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page.request, newAccount());
  const created = await page.request.post("/api/landlords", { data: { name: uniqueName("Axe Profile Realty "), type: "individual", location: "Denver, CO" } });
  expect(created.status()).toBe(201);
  const landlord = (await created.json()) as { id: string };
  await page.request.post("/api/reviews", {
    data: {
      landlordId: landlord.id,
      overallRating: 4,
      responsivenessRating: 3.5,
      maintenanceRating: 4,
      fairnessRating: 5,
      reviewText: "Responsive landlord, repairs were done within a week and the deposit came back in full. ".repeat(3),
      lengthOfResidence: "1-2 years",
      monthlyRent: 1500,
      rentPeriod: "monthly",
      utilitiesIncluded: "false",
    },
  });
  await page.goto(`/landlord/${landlord.id}`);
  await expect(page.getByRole("heading", { name: "Axe Profile Realty" }).first()).toBeVisible();
  await expectNoSeriousViolations(page, "landlord profile");
});

test("axe: signed-in home, and the site with high contrast and large text", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page.request, newAccount({ firstName: "Axel" }));
  await page.goto("/");
  await expect(page.getByTestId("home-signed-in")).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  await expectNoSeriousViolations(page, "signed-in home");
  await page.evaluate(() =>
    localStorage.setItem("accessibility-settings", JSON.stringify({ highContrast: true, largeText: true, reducedMotion: true })),
  );
  for (const path of ["/", "/auth", "/about", "/landlord-verification"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(/high-contrast/);
    await expectNoSeriousViolations(page, `${path} high contrast`);
  }
});

test("axe: the open mobile menu and the accessibility popover", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expectNoSeriousViolations(page, "mobile menu");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Accessibility" }).click();
  await expectNoSeriousViolations(page, "accessibility popover");
});
