// Write review (docs/product-rules.md#pages, issue 6): a new renter's first review from sign-up to dashboard,
// a second review that lands on the landlord page, landlord creation and its duplicate rule, the
// form's rules, and the rent analysis fallback.
import { test, expect, newAccount, signUpViaApi, uniqueName } from "./fixtures";
import { createLandlord, createReview, waitForDashboard, toastWith, expectNoSeriousAxeViolations } from "./renter-support";
import { expectProblem } from "./form-support";

const REVIEW_TEXT =
  "The landlord was friendly and fixed the heating within two days, but the security deposit was slow to come back " +
  "and the laundry room was often broken. Overall the apartment was clean, quiet and fairly priced for the neighborhood.";

test("a new renter registers, adds a landlord, writes a scored review and lands on the dashboard with it counted", async ({ page }) => {
  test.slow(); // a long walk (splash, celebration, axe): more time on a busy machine
  const account = newAccount({ firstName: "Robin" });
  const landlordName = uniqueName("Maple Court Properties ");

  // Signed out, the route shows the auth page; registering keeps the renter on /write-review.
  await page.goto("/write-review");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("First name").fill("Robin");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/write-review$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add New Landlord & Write Review" })).toBeVisible();

  // Add the landlord: held locally and sent with the review.
  await page.getByLabel("Landlord or Company Name").fill(landlordName);
  await page.getByLabel("Type").selectOption("company");
  await page.getByLabel("Location").fill("Austin, TX");
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await expect(toastWith(page, "Landlord Information Saved")).toBeVisible();
  await expect(page.getByRole("heading", { name: landlordName })).toBeVisible();

  // Ratings default to 1, shown as not yet given until set; a click on the left half of the fourth star gives 3.5.
  const overall = page.getByTestId("rating-overallRating");
  await expect(overall.getByText("Not rated yet (counts as 1 star if left)")).toBeVisible();
  const star = page.getByRole("radiogroup", { name: "Rate this landlord: Overall Rating" }).getByRole("radio", { name: "Rate 4 out of 5 stars" });
  const box = (await star.boundingBox())!;
  await star.click({ position: { x: box.width * 0.2, y: box.height / 2 } });
  await expect(overall.getByText("(3.5/5)")).toBeVisible();
  const fairness = page.getByRole("radiogroup", { name: "Rate this landlord: Fairness" }).getByRole("radio", { name: "Rate 5 out of 5 stars" });
  const fbox = (await fairness.boundingBox())!;
  await fairness.click({ position: { x: fbox.width * 0.8, y: fbox.height / 2 } });
  await expect(page.getByTestId("rating-fairnessRating").getByText("(5.0/5)")).toBeVisible();

  // The assistant: privacy warnings, the score, suggestions after a pause, the excellent message.
  const text = page.getByLabel("Your Review");
  await text.fill("Call the owner at 555-123-4567 or mail owner@example.com");
  await expect(page.getByText("Your review seems to contain a phone number.", { exact: false })).toBeVisible();
  await expect(page.getByText("Your review seems to contain an e-mail address.", { exact: false })).toBeVisible();
  await text.fill("Nice flat.");
  // Two ratings untouched: not counted as given.
  await expect(page.getByTestId("assistant-score")).toHaveText("0/100");
  await expect(page.getByText("Suggestions are computed on this device", { exact: false })).toBeVisible();
  const suggestions = page.getByRole("list", { name: "Suggestions" });
  await expect(suggestions).toBeVisible({ timeout: 4_000 });
  const first = suggestions.getByRole("button").first();
  const quoted = (await first.locator(".assistant__suggestion-text").innerText()).replace(/^“|”$/g, "").trim();
  await first.click();
  await expect(text).toHaveValue(new RegExp(`^Nice flat\\. ${quoted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await text.fill(REVIEW_TEXT);
  await expect(page.getByTestId("assistant-score")).toHaveText("80/100");
  // The other two set from the keyboard: now all four count.
  for (const name of ["Responsiveness", "Maintenance"]) {
    await page.getByRole("radiogroup", { name: `Rate this landlord: ${name}` }).getByRole("radio", { checked: true }).press("End");
  }
  await expect(page.getByTestId("assistant-score")).toHaveText("100/100");
  await expect(page.getByText("Excellent review!", { exact: false })).toBeVisible();

  await page.getByLabel("Length of Residence").selectOption("1-2 years");
  await page.getByLabel("Property Address (optional)").fill("12 Elm St, Apt 3");

  // The rent badge: "Analyzing..." while the server answers (held until it is seen), then the level.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/rent-analysis/analyze**", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel("Rent ($)").fill("2500");
  await expect(page.getByTestId("rent-analysis").getByText("Analyzing...")).toBeVisible();
  release();
  await expect(page.getByTestId("rent-analysis")).toContainText(/Rent: (Below Average|Average|Above Average)/);

  // Utilities text shows only when the box is ticked.
  await expect(page.getByLabel("Which utilities? (optional)")).toHaveCount(0);
  await page.getByLabel("Utilities are included in rent").check();
  await page.getByLabel("Which utilities? (optional)").fill("water, trash");

  const posted = page.waitForRequest((r) => r.url().endsWith("/api/reviews") && r.method() === "POST");
  await page.getByRole("button", { name: "Submit Review" }).click();
  const body = (await posted).postDataJSON();
  expect(body).toMatchObject({ overallRating: 3.5, fairnessRating: 5, utilitiesIncluded: "water, trash", monthlyRent: 2500, landlordData: { name: landlordName, type: "company", location: "Austin, TX" } });
  expect(body).not.toHaveProperty("anonymous");

  await expect(toastWith(page, "Review Submitted")).toBeVisible();
  const celebration = page.getByTestId("celebration");
  await expect(celebration).toBeVisible();
  await expect(celebration.getByRole("heading", { name: "Congratulations on your first review!" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 8_000 });
  await expect(toastWith(page, /Welcome to the .+ community!/)).toBeVisible();

  await waitForDashboard(page);
  await expect(page.getByTestId("stat-reviews")).toContainText("1");
  await expect(page.getByTestId("my-reviews")).toContainText(landlordName);
});

test("untouched ratings are shown as not yet given; the assistant neither counts them nor writes a sentence from them", async ({ page }) => {
  await signUpViaApi(page.request);
  const landlord = await createLandlord(page.request, { name: uniqueName("Untouched Ratings "), location: "Denver, CO" });
  await page.goto(`/write-review/${landlord.id}`);
  for (const key of ["overallRating", "responsivenessRating", "maintenanceRating", "fairnessRating"]) {
    await expect(page.getByTestId(`rating-${key}`)).toContainText("Not rated yet (counts as 1 star if left)");
  }
  await expect(page.getByText("0 of 4 ratings given (0/20)")).toBeVisible();
  // Only maintenance is set: the assistant may quote it, never the untouched ones.
  await page.getByRole("radiogroup", { name: "Rate this landlord: Maintenance" }).getByRole("radio", { checked: true }).press("End");
  await expect(page.getByTestId("rating-maintenanceRating")).toContainText("(5.0/5)");
  await expect(page.getByTestId("rating-maintenanceRating")).not.toContainText("Not rated yet");
  await expect(page.getByText("1 of 4 ratings given (0/20)")).toBeVisible();
  await page.getByLabel("Your Review").fill("The flat was fine.");
  const suggestions = page.getByRole("list", { name: "Suggestions" });
  await expect(suggestions).toContainText("I rated maintenance 5 out of 5.");
  await expect(suggestions).not.toContainText(/I rated (responsiveness|fairness)|Overall, I rate/);
  // Submitting leaves the untouched ones at the form's default of 1.
  await page.getByLabel("Length of Residence").selectOption("3-6 months");
  const posted = page.waitForRequest((r) => r.url().endsWith("/api/reviews") && r.method() === "POST");
  await page.getByRole("button", { name: "Submit Review" }).click();
  expect((await posted).postDataJSON()).toMatchObject({ overallRating: 1, responsivenessRating: 1, maintenanceRating: 5, fairnessRating: 1 });
});

test("a second review goes to the landlord page", async ({ page }) => {
  await signUpViaApi(page.request);
  await createReview(page.request, { landlordData: { name: uniqueName("First Landlord "), type: "individual", location: "Denver, CO" } });
  const landlord = await createLandlord(page.request, { name: uniqueName("Second Landlord "), location: "Denver, CO" });

  await page.goto(`/write-review/${landlord.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Write a Review" })).toBeVisible();
  await expect(page.getByRole("heading", { name: landlord.name })).toBeVisible();
  await page.getByLabel("Your Review").fill("Quick to answer, fair about the deposit, slow with repairs.");
  await page.getByLabel("Length of Residence").selectOption("3-6 months");
  await page.getByLabel("Post anonymously").check();
  const posted = page.waitForRequest((r) => r.url().endsWith("/api/reviews") && r.method() === "POST");
  await page.getByRole("button", { name: "Submit Review" }).click();
  expect((await posted).postDataJSON()).toMatchObject({ landlordId: landlord.id, reviewerName: null, utilitiesIncluded: "false" });
  await expect(toastWith(page, "Review Submitted")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/landlord/${landlord.id}$`));
  await expect(page.getByTestId("celebration")).toHaveCount(0);
});

test("Add Landlord Now creates the landlord, and an existing one is reused instead of twinned", async ({ page }) => {
  await signUpViaApi(page.request);
  const name = uniqueName("Oak Street Rentals ");
  await page.goto("/write-review");
  await page.getByLabel("Landlord or Company Name").fill(name);
  await page.getByLabel("Location").fill("Portland, OR");
  await page.getByRole("button", { name: "Add Landlord Now" }).click();
  await expect(toastWith(page, "Landlord Added")).toBeVisible();
  await expect(page).toHaveURL(/\/write-review\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: "Write a Review" })).toBeVisible();

  // Changing the landlord offers a way back.
  await page.getByRole("button", { name: "Change Landlord" }).click();
  await page.getByRole("button", { name: "Cancel - Return to Review" }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();

  // The same name and place again: the 409 takes the renter to the existing landlord.
  await page.goto("/write-review");
  await page.getByLabel("Landlord or Company Name").fill(name.toUpperCase());
  await page.getByLabel("Location").fill("portland,  or");
  await page.getByRole("button", { name: "Add Landlord Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/write-review/${id}$`));
  await expect(page.getByRole("heading", { name })).toBeVisible();
});

test("the form checks its fields and the landlord step needs name and location", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/write-review");
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await expectProblem(page, "Landlord name is required");
  await expectProblem(page, "Location is required");
  await page.getByLabel("Landlord or Company Name").fill("Someone");
  await page.getByLabel("Location").fill("Reno, NV");
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expectProblem(page, "Please select length of residence");
  await expectProblem(page, "Review must be at least 10 characters");
  await page.getByLabel("Rent ($)").fill("60000");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expectProblem(page, "Rent must be at most 50000");
  // Edit Landlord returns to the held landlord, with Cancel back to the review.
  await page.getByRole("button", { name: "Edit Landlord" }).click();
  await expect(page.getByLabel("Landlord or Company Name")).toHaveValue("Someone");
  await page.getByRole("button", { name: "Cancel - Return to Review" }).click();
  await expect(page.getByRole("button", { name: "Submit Review" })).toBeVisible();
});

test("when the rent analysis fails, a toast says so and the local estimate shows", async ({ page }) => {
  await signUpViaApi(page.request);
  const landlord = await createLandlord(page.request, { location: "Boise, ID" });
  await page.route("**/api/rent-analysis/analyze**", (route) => route.fulfill({ status: 429, contentType: "application/json", body: '{"message":"Too many requests"}' }));
  await page.goto(`/write-review/${landlord.id}`);
  await page.getByLabel("Rent ($)").fill("2400");
  await expect(toastWith(page, "Failed to fetch analysis")).toBeVisible();
  await expect(page.getByTestId("rent-analysis")).toContainText("Rent: Above Average");
  await expect(page.getByTestId("rent-analysis")).toContainText("Local estimate");
});

test("recommendations list up to four landlords with a match percent", async ({ page }) => {
  await signUpViaApi(page.request);
  const landlord = await createLandlord(page.request, { location: "Madison, WI" });
  for (let i = 0; i < 2; i++) await createLandlord(page.request, { location: "Madison, WI" });
  await page.goto(`/write-review/${landlord.id}`);
  const panel = page.getByRole("article", { name: "Recommended Landlords" });
  await expect(panel.getByRole("listitem").first()).toBeVisible();
  expect(await panel.getByRole("listitem").count()).toBeLessThanOrEqual(4);
  await expect(panel.getByText(/\d+% match/).first()).toBeVisible();
});

test("with Reduced Motion the celebration is short and still", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem("accessibility-settings", JSON.stringify({ highContrast: false, reducedMotion: true, largeText: false, screenReaderMode: false })),
  );
  await signUpViaApi(page.request);
  const landlord = await createLandlord(page.request);
  await page.goto(`/write-review/${landlord.id}`);
  await expect(page.locator("html")).toHaveClass(/reduced-motion/);
  await page.getByLabel("Your Review").fill("Responsive landlord, fair rent, slow repairs in winter.");
  await page.getByLabel("Length of Residence").selectOption("2-3 years");
  await page.getByRole("button", { name: "Submit Review" }).click();
  const celebration = page.getByTestId("celebration");
  await expect(celebration.getByRole("heading", { name: "Congratulations on your first review!" })).toBeVisible();
  const shownAt = Date.now();
  await expect(celebration.locator(".celebration__confetti")).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 4_000 });
  expect(Date.now() - shownAt).toBeLessThan(3_000);
});

test("axe finds no serious violations on the write-review steps", async ({ page }) => {
  test.slow(); // a long walk (splash, celebration, axe): more time on a busy machine
  await signUpViaApi(page.request);
  await createLandlord(page.request, { location: "Raleigh, NC" });
  await page.goto("/write-review");
  await expect(page.getByRole("article", { name: "Recommended Landlords" }).getByRole("listitem").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel("Landlord or Company Name").fill("Axe Check Rentals");
  await page.getByLabel("Location").fill("Raleigh, NC");
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await page.getByLabel("Your Review").fill("The landlord was friendly but slow with repairs to the heating.");
  await page.getByLabel("Rent ($)").fill("1500");
  await expect(page.getByTestId("rent-analysis")).toContainText("Rent:");
  await expect(page.getByRole("list", { name: "Suggestions" })).toBeVisible({ timeout: 4_000 });
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expectProblem(page, "Please select length of residence");
  await expectNoSeriousAxeViolations(page);
});
