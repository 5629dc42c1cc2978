// The landlord profile (/landlord/{id}) with its reviews, as visitors and renters see it.
import AxeBuilder from "@axe-core/playwright";
import { test, expect, signUpViaApi, uniqueName } from "./fixtures";
import { LONG_TEXT, apiUser, createLandlord, createReview } from "./search-support";

test("a visitor reads a landlord profile: header, truncated review, tabs and side cards", async ({ page, playwright, baseURL }) => {
  const author = await apiUser(playwright, baseURL!);
  const name = uniqueName("Willow Court Management ");
  const landlord = await createLandlord(author.request, { name, type: "company", location: "Boulder, CO" });
  await createReview(author.request, landlord.id, { overallRating: 4.5, reviewerName: "Jamie R." });

  await page.goto(`/landlord/${landlord.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const header = page.locator(".landlord-header");
  await expect(header.getByText("Company")).toBeVisible();
  await expect(header.getByText("Boulder, CO")).toBeVisible();
  await expect(header.getByRole("img", { name: "Rating: 4.5 out of 5 stars" })).toBeVisible();
  await expect(header.getByText("1 review", { exact: true })).toBeVisible();
  await expect(header.getByRole("button", { name: "Write Review" })).toHaveAttribute("href", `/write-review/${landlord.id}`);
  await expect(header.getByRole("button", { name: "Report" })).toBeVisible();

  await expect(page.getByRole("tab", { name: "Reviews (1)" })).toHaveAttribute("aria-selected", "true");
  const card = page.getByTestId("review-card");
  await expect(card.getByText("Jamie R.")).toBeVisible();
  await expect(card.getByText("less than a minute ago")).toBeVisible();
  await expect(card.getByText("Lived there: 1-2 years")).toBeVisible();
  await expect(card.getByText("$1,450/month")).toBeVisible();

  // Over 200 characters: cut with "..." until Read more.
  const text = card.locator(".review-card__text");
  await expect(text).toHaveText(LONG_TEXT.slice(0, 200).trimEnd() + "...");
  await card.getByRole("button", { name: "Read more" }).click();
  await expect(text).toHaveText(LONG_TEXT);
  await card.getByRole("button", { name: "Show less" }).click();
  await expect(text).toHaveText(/\.\.\.$/);

  const breakdown = page.getByTestId("rating-breakdown");
  await expect(breakdown.getByRole("heading", { name: "Rating Breakdown" })).toBeVisible();
  await expect(breakdown.getByText("4.5").first()).toBeVisible();
  await expect(page.getByTestId("review-statistics").getByRole("heading", { name: "Review Statistics" })).toBeVisible();

  await page.getByRole("tab", { name: "Overview" }).click();
  const overview = page.getByRole("tabpanel");
  await expect(overview.getByText("Type")).toBeVisible();
  await expect(overview.getByText("Company")).toBeVisible();
  await expect(overview.getByText("Boulder, CO")).toBeVisible();
  await expect(overview.getByText("Overall rating")).toBeVisible();

  // The debug line exists only in development builds, never in the served build.
  await page.getByRole("tab", { name: /Reviews/ }).click();
  await expect(page.getByTestId("review-debug")).toHaveCount(0);
  await author.request.dispose();
});

test("a signed-in renter votes a review helpful once", async ({ page, playwright, baseURL }) => {
  const author = await apiUser(playwright, baseURL!);
  const landlord = await createLandlord(author.request);
  await createReview(author.request, landlord.id, { reviewText: "Short and fair: good landlord, quick repairs." });
  await signUpViaApi(page.request);

  await page.goto(`/landlord/${landlord.id}`);
  const helpful = page.getByRole("button", { name: "Helpful (0)" });
  await helpful.click();
  await expect(page.getByText("Thank you!")).toBeVisible();
  await expect(page.getByText("Your feedback has been recorded.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Helpful (1)" })).toBeDisabled();
  // Short text: no Read more.
  await expect(page.getByRole("button", { name: "Read more" })).toHaveCount(0);
  await author.request.dispose();
});

test("a visitor clicking Helpful is asked to log in, as for Report", async ({ page, playwright, baseURL }) => {
  const author = await apiUser(playwright, baseURL!);
  const landlord = await createLandlord(author.request);
  await createReview(author.request, landlord.id);
  await page.goto(`/landlord/${landlord.id}`);
  await page.getByRole("button", { name: "Helpful (0)" }).click();
  await expect(page.getByText("Login required")).toBeVisible();
  await expect(page.getByText("Please log in to vote reviews helpful")).toBeVisible();
  await expect(page.getByText("Failed to record your feedback.", { exact: false })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Helpful (0)" })).toBeEnabled();
  await author.request.dispose();
});

test("a helpful vote the server refuses (too many requests) says so", async ({ page, playwright, baseURL }) => {
  const author = await apiUser(playwright, baseURL!);
  const landlord = await createLandlord(author.request);
  await createReview(author.request, landlord.id);
  await signUpViaApi(page.request);
  await page.route("**/helpful", (route) => route.fulfill({ status: 429, contentType: "application/json", headers: { "retry-after": "60" }, body: JSON.stringify({ message: "Too many requests. Please try again later." }) }));
  await page.goto(`/landlord/${landlord.id}`);
  await page.getByRole("button", { name: "Helpful (0)" }).click();
  await expect(page.getByText("Failed to record your feedback. Please try again.")).toBeVisible();
  await author.request.dispose();
});

test("an unknown landlord shows 'Landlord Not Found' with a way back to search", async ({ page }) => {
  await page.goto("/landlord/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Landlord Not Found" })).toBeVisible();
  await page.getByRole("button", { name: "Back to Search" }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test("a landlord without reviews says 'No reviews yet'", async ({ page }) => {
  await signUpViaApi(page.request);
  const landlord = await createLandlord(page.request, { type: "individual" });
  await page.goto(`/landlord/${landlord.id}`);
  await expect(page.getByRole("heading", { name: "No reviews yet" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Reviews (0)" })).toBeVisible();
  await expect(page.locator(".landlord-header").getByText("Individual")).toBeVisible();
});

test("skeletons show while the landlord loads", async ({ page, playwright, baseURL }) => {
  const author = await apiUser(playwright, baseURL!);
  const landlord = await createLandlord(author.request);
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/api/landlords/${landlord.id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/landlord/${landlord.id}`);
  await expect(page.getByTestId("landlord-skeleton")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: landlord.name })).toBeVisible();
  await author.request.dispose();
});

test("a landlord profile has no serious accessibility violations", async ({ page, playwright, baseURL }) => {
  const author = await apiUser(playwright, baseURL!);
  const landlord = await createLandlord(author.request);
  await createReview(author.request, landlord.id);
  await page.goto(`/landlord/${landlord.id}`);
  await expect(page.getByTestId("review-card")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await author.request.dispose();
});
