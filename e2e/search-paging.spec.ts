// Results past the first 50 (contract §7.7): the search page says "Showing 1-50 of N", Show more
// loads the next page, and with many results and no location it invites narrowing by city. The
// landlords are made through the API.
import { test, expect, signUpViaApi, uniqueName } from "./fixtures";
import { createLandlord } from "./search-support";

const COUNT = 57;

test("50 at a time: 'Showing 1-50 of 57', Show more loads the rest, and an invitation to narrow by city", async ({ page }) => {
  const word = uniqueName("pagewell").toLowerCase();
  await signUpViaApi(page.request);
  await Promise.all(
    Array.from({ length: COUNT }, (_, i) => createLandlord(page.request, { name: `${word} Rentals ${i}`, location: i % 3 ? "Austin, TX" : "Reno, NV" })),
  );
  await page.goto(`/search?query=${word}&type=landlord`);
  const cards = page.getByTestId("landlord-result");
  await expect(page.getByRole("heading", { level: 2, name: `Showing 1-50 of ${COUNT} landlords` })).toBeVisible();
  await expect(cards).toHaveCount(50);
  await expect(page.getByTestId("narrow-by-city")).toContainText("Add a city to narrow the results.");

  await page.getByRole("button", { name: "Show more" }).click();
  await expect(cards).toHaveCount(COUNT);
  await expect(page.getByRole("heading", { level: 2, name: `Showing 1-${COUNT} of ${COUNT} landlords` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);
  const names = await cards.getByRole("heading", { level: 3 }).allTextContents();
  expect(new Set(names).size).toBe(COUNT);

  // Narrowing by city: the invitation focuses the location field; with a location it is gone.
  await page.getByRole("button", { name: "Narrow by city" }).click();
  await expect(page.getByPlaceholder(/city/i)).toBeFocused();
  await page.goto(`/search?query=${word}&type=landlord&location=Reno`);
  await expect(page.getByRole("heading", { level: 2, name: "19 landlords found" })).toBeVisible();
  await expect(page.getByTestId("narrow-by-city")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);
});
