// Buildings, portfolios and cities (contract §7.2) as a renter walks them: a search by address
// finds the building above the landlords, the building page shows its rating, the landlords named,
// rent by year and its reviews, its landlord's page lists the building, and the landlord's city
// page shows its best landlords and buildings. At 1280 and 390 px, axe clean on every page.
import AxeBuilder from "@axe-core/playwright";
import { test, expect, uniqueName, type Page } from "./fixtures";
import { apiUser, createLandlord, createReview } from "./search-support";

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = serious.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
  expect(summary, label).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`search by address -> building -> landlord -> city at ${width} px`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    // A city and a street of this test's own, so other tests' data never meets it.
    const town = uniqueName("Quillon").replace(/\W/g, "");
    const location = `${town}, MI`;
    const street = `${4000 + Math.floor(Math.random() * 5000)} ${town} St`;
    const first = await apiUser(playwright, baseURL!);
    const oak = await createLandlord(first.request, { name: uniqueName("Oakfield Homes "), location });
    const birch = await createLandlord(first.request, { name: uniqueName("Birchway Rentals "), location });
    await createReview(first.request, oak.id, { propertyAddress: `${street}., Apt 4B`, overallRating: 4, monthlyRent: 1500, rentPeriod: "monthly" });
    const second = await apiUser(playwright, baseURL!);
    await createReview(second.request, birch.id, { propertyAddress: `${street.replace(/St$/, "street").toLowerCase()} #7`, overallRating: 2, monthlyRent: 300, rentPeriod: "weekly" });

    // Search in Address mode: the building comes above the landlords.
    await page.goto("/search");
    await page.getByRole("tab", { name: "Address" }).click();
    await page.getByPlaceholder("Property Address").fill(`${street.split(" ").slice(0, 2).join(" ")} street`);
    await page.getByPlaceholder("City, State").fill(location);
    await page.getByRole("button", { name: "Search by Address" }).click();
    const buildings = page.getByTestId("building-results");
    await expect(buildings.getByRole("heading", { name: "1 building found" })).toBeVisible();
    await expect(buildings.getByText("(2 reviews)")).toBeVisible();
    await expectNoSeriousViolations(page, `search at ${width}`);

    // The building page.
    await buildings.getByRole("link", { name: `${street}.` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${street}.` })).toBeVisible();
    const landlordsCard = page.getByTestId("building-landlords");
    await expect(landlordsCard.getByRole("link", { name: oak.name })).toBeVisible();
    await expect(landlordsCard.getByRole("link", { name: birch.name })).toBeVisible();
    // 1500 a month and 300 a week (1300 a month): the median is 1400, told as text too.
    const rent = page.getByTestId("building-rent");
    await expect(rent.getByRole("table")).toContainText("$1,400");
    await expect(page.getByTestId("reviews-shown")).toHaveText("Showing 2 of 2 reviews");
    await expect(page.getByText(`${street}.`, { exact: false }).first()).toBeVisible();
    // Followed from its page (contract §7.4) once signed in; signed out, the button says why not.
    await expect(page.locator(".building-header").getByRole("button", { name: /Follow/ })).toBeVisible();
    await page.getByTestId("review-sort").selectOption("lowest");
    await expect(page.locator(".review-card").first()).toContainText("2");
    await expectNoSeriousViolations(page, `building at ${width}`);

    // Its landlord, whose page lists the building.
    await landlordsCard.getByRole("link", { name: oak.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: oak.name })).toBeVisible();
    await expect(page.getByTestId("landlord-buildings").getByRole("link", { name: `${street}.` })).toBeVisible();
    await expectNoSeriousViolations(page, `landlord at ${width}`);

    // Its city.
    await page.locator(".landlord-header").getByRole("link", { name: location }).click();
    await expect(page.getByRole("heading", { level: 1, name: location })).toBeVisible();
    await expect(page.getByRole("region", { name: "Best rated landlords" }).getByRole("link", { name: oak.name })).toBeVisible();
    await expect(page.getByRole("region", { name: "Most reviewed buildings" }).getByRole("link", { name: `${street}.` })).toBeVisible();
    await expect(page.getByRole("button", { name: /Follow/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Get help in ${location}` })).toBeVisible();
    await expectNoSeriousViolations(page, `city at ${width}`);
    await first.request.dispose();
    await second.request.dispose();
  });
}

test("unknown buildings and cities show their not-found states", async ({ page }) => {
  await page.goto(`/building/${crypto.randomUUID()}`);
  await expect(page.getByRole("heading", { name: "Building Not Found" })).toBeVisible();
  await page.goto("/city/no-such-city-anywhere");
  await expect(page.getByRole("heading", { name: "City Not Found" })).toBeVisible();
  await expectNoSeriousViolations(page, "city not found");
});
