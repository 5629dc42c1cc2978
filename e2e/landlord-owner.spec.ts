// The landlord side (docs/product-rules.md#verification-badges-and-replies): a landlord applies claiming a profile, an admin
// approves, the badge shows on the profile and in search, the landlord replies to a review, a
// renter reports the reply and the admin removes it; the profile's review sort and "Show more";
// recommendations on a San Antonio landlord start with San Antonio landlords.
import type { APIRequestContext, Browser } from "@playwright/test";
import type { Landlord } from "../src/contract/types";
import { expect, newAccount, signUpViaApi, test, uniqueName } from "./fixtures";
import { createLandlord, createReview, signInAsAdmin, toastWith } from "./renter-support";

/** A fresh signed-in account's own request context (its own cookie jar). */
async function renterContext(playwright: { request: { newContext(o: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string | undefined) {
  const request = await playwright.request.newContext({ baseURL });
  await signUpViaApi(request);
  return request;
}

/** A browser page signed in as the run's admin, in its own context. */
async function adminPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await signInAsAdmin(context.request);
  return context.newPage();
}

test("a landlord claims a profile, is approved, replies to a review; a renter reports the reply; the admin removes it", async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const city = "Lubbock, TX";
  const renter = await renterContext(playwright, baseURL);
  const name = uniqueName("Hall Homes ");
  const landlord = await createLandlord(renter, { name, location: city });
  await createReview(renter, { landlordId: landlord.id }, { overallRating: 2, reviewText: "The heating broke twice and repairs took weeks each time." });

  // The landlord applies, claiming the profile found by search inside the form.
  const account = await signUpViaApi(page.request, newAccount());
  await page.goto("/landlord-verification");
  await page.getByLabel("Full Name").fill("Patricia Hall");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Phone").fill("555-0100");
  await page.getByLabel("Business Address").fill("1 Main St, Lubbock, TX");
  await page.getByLabel("Business License Number").fill("TX-998877");
  await page.getByLabel("Years in Business").fill("12");
  await page.getByLabel("Number of Properties").fill("8");
  await page.getByLabel("Your landlord profile").fill(name);
  await page.getByRole("button", { name: `Claim ${name}, ${city}` }).click();
  await expect(page.getByTestId("claim-chosen")).toContainText(name);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(toastWith(page, "Verification Request Submitted")).toBeVisible();

  await page.goto("/dashboard");
  const statusCard = page.getByTestId("verification-status-card");
  await expect(statusCard.getByTestId("verification-status")).toHaveText("Pending review");

  // The admin approves it in the Verification tab.
  const admin = await adminPage(browser, baseURL);
  await admin.goto("/admin-reports");
  await admin.getByRole("tab", { name: /^Verification/ }).click();
  const request = admin.getByTestId("verification-request").filter({ hasText: name });
  await expect(request).toContainText("TX-998877");
  await request.getByLabel("Notes for the applicant (optional)").fill("License checked with the county.");
  await request.getByRole("button", { name: "Approve" }).click();
  await expect(toastWith(admin, "Request approved")).toBeVisible();
  await expect(request.getByTestId("verification-status")).toHaveText("Approved");

  // The applicant sees it; the badge shows on the profile and in search, and explains itself.
  await page.goto("/dashboard");
  await expect(page.getByTestId("verification-status-card").getByTestId("verification-status")).toHaveText("Approved");
  await expect(page.getByTestId("your-properties")).toContainText(name);
  const publicPage = await (await browser.newContext({ baseURL })).newPage();
  await publicPage.goto(`/landlord/${landlord.id}`);
  const badge = publicPage.locator(".landlord-header [data-badge=verified]");
  await expect(badge).toContainText("Verified Property Owner");
  await expect(badge).toHaveAttribute("title", /confirmed their ownership/);
  // Screen readers read the explanation after the name (a visually hidden text).
  await expect(badge.locator(".visually-hidden")).toHaveText(/^: The owner of this profile confirmed/);
  await publicPage.goto(`/search?query=${encodeURIComponent(name)}`);
  await expect(publicPage.getByTestId("landlord-result").filter({ hasText: name }).locator("[data-badge=verified]")).toBeVisible();

  // The landlord replies to the review; everyone sees "Response from the owner".
  await page.goto(`/landlord/${landlord.id}`);
  const card = page.getByTestId("review-card");
  await card.getByRole("button", { name: "Reply to this review" }).click();
  await card.getByLabel("Your response to this review").fill("We replaced the boiler in March. Please contact us if anything else breaks.");
  await card.getByRole("button", { name: "Publish reply" }).click();
  await expect(card.getByTestId("owner-reply")).toContainText("Response from the owner");
  await expect(card.getByTestId("owner-reply")).toContainText("We replaced the boiler in March.");
  // The landlord can never edit the review itself.
  await expect(card.getByRole("button", { name: "Edit this review" })).toHaveCount(0);

  // A renter reports the reply.
  const reporter = await browser.newContext({ baseURL });
  await signUpViaApi(reporter.request);
  const reporterPage = await reporter.newPage();
  await reporterPage.goto(`/landlord/${landlord.id}`);
  const reply = reporterPage.getByTestId("owner-reply");
  await expect(reply).toContainText("We replaced the boiler in March.");
  await reply.getByRole("button", { name: "Report this response" }).click();
  const dialog = reporterPage.getByRole("dialog", { name: "Report Reply" });
  await dialog.getByLabel("Category").selectOption("Harassment or personal attacks");
  await dialog.getByLabel("Description").fill("The reply pressures the tenant instead of answering.");
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await expect(toastWith(reporterPage, "Report submitted")).toBeVisible();

  // The admin removes it from the queue; the review stays, the reply is gone.
  await admin.goto("/admin-reports");
  const report = admin.getByTestId("report-card").filter({ hasText: "The reply pressures the tenant" });
  await expect(report.getByTestId("reported-text")).toContainText("We replaced the boiler in March.");
  await report.getByRole("button", { name: "Remove Reply" }).click();
  await admin.getByRole("alertdialog", { name: "Remove Reply" }).getByRole("button", { name: "Remove Reply" }).click();
  await expect(toastWith(admin, "Reply removed")).toBeVisible();
  await reporterPage.goto(`/landlord/${landlord.id}`);
  await expect(reporterPage.getByTestId("review-card")).toContainText("The heating broke twice");
  await expect(reporterPage.getByTestId("owner-reply")).toHaveCount(0);
});

test("the profile sorts its reviews and shows 10 at a time with Show more; on a phone the breakdown comes first", async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const first = await renterContext(playwright, baseURL);
  const landlord: Landlord = await createLandlord(first, { name: uniqueName("Many Reviews "), location: "Tulsa, OK" });
  const ratings = [3, 5, 1, 4, 2, 3.5, 4.5, 2.5, 1.5, 3, 4, 5];
  const oldest = await createReview(first, { landlordId: landlord.id }, { overallRating: ratings[0], reviewText: "Review number 0 of the many." });
  for (let i = 1; i < ratings.length; i++) {
    const r = await renterContext(playwright, baseURL);
    await createReview(r, { landlordId: landlord.id }, { overallRating: ratings[i], reviewText: `Review number ${i} of the many.` });
  }

  await page.goto(`/landlord/${landlord.id}`);
  const cards = page.getByTestId("review-card");
  await expect(cards).toHaveCount(10);
  await expect(page.getByTestId("reviews-shown")).toHaveText("Showing 10 of 12 reviews");
  // Newest first by default.
  await expect(cards.first()).toContainText("Review number 11 of the many.");
  // The next page is asked after the last review shown (keyset paging, issue 32), not by offset alone.
  const nextPage = page.waitForRequest((r) => r.url().includes(`/api/landlords/${landlord.id}/reviews`) && r.url().includes("after="));
  await page.getByRole("button", { name: "Show more" }).click();
  await nextPage;
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole("button", { name: "Show more" })).toHaveCount(0);

  await page.getByLabel("Sort by").selectOption("lowest");
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText("Review number 2 of the many.");
  await page.getByLabel("Sort by").selectOption("highest");
  await expect(cards.first()).toContainText(/Review number (1|11) of the many\./);
  await expect(cards.first().getByRole("img", { name: "Rating: 5 out of 5 stars" }).first()).toBeVisible();

  // A link to a review beyond the first ten (a moderator's "View") loads it and scrolls to it.
  await page.goto(`/landlord/${landlord.id}#review-${oldest.review.id}`);
  await expect(page.locator(`#review-${oldest.review.id}`)).toBeInViewport();
  await expect(page.locator(`#review-${oldest.review.id}`)).toHaveClass(/review-card--highlighted/);

  await page.setViewportSize({ width: 390, height: 844 });
  const breakdown = await page.getByTestId("rating-breakdown").boundingBox();
  const firstReview = await cards.first().boundingBox();
  expect(breakdown && firstReview && breakdown.y < firstReview.y).toBe(true);
});

test("recommendations on a San Antonio landlord start with San Antonio landlords, each with its own match percent", async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const author = await renterContext(playwright, baseURL);
  const reviewed = await createLandlord(author, { name: uniqueName("Alamo Rentals "), location: "San Antonio, TX" });
  await createReview(author, { landlordId: reviewed.id }, { overallRating: 5 });
  const locals: string[] = [];
  for (const [i, rating] of [4.5, 3.5, 2].entries()) {
    const l = await createLandlord(author, { name: uniqueName(`Riverwalk ${i} `), location: "San Antonio, TX" });
    await createReview(author, { landlordId: l.id }, { overallRating: rating, maintenanceRating: rating, responsivenessRating: rating, fairnessRating: rating });
    locals.push(l.name);
  }
  // A better-rated landlord elsewhere does not come before them.
  const far = await createLandlord(author, { name: uniqueName("Faraway Five Star "), location: "Boise, ID" });
  await createReview(author, { landlordId: far.id }, { overallRating: 5 });

  await signUpViaApi(page.request);
  await page.goto(`/write-review/${reviewed.id}`);
  const panel = page.getByRole("article", { name: "Recommended Landlords" });
  const items = panel.locator(".recommendations__item");
  await expect(items).toHaveCount(4);
  for (let i = 0; i < 3; i++) await expect(items.nth(i).locator(".recommendations__meta")).toContainText("San Antonio, TX");
  await expect(panel).not.toContainText(reviewed.name);
  expect(await items.locator(".recommendations__name").allTextContents()).toEqual(expect.arrayContaining(locals));
  const percents = await items.locator(".recommendations__match").allTextContents();
  expect(new Set(percents).size).toBe(4);
  for (const p of percents) expect(Number(p.replace("% match", ""))).toBeLessThanOrEqual(100);
});

test("found as a renter: the verified owner is told why instead of being offered Write Review, and the server refuses the review", async ({ page, browser, baseURL }) => {
  const admin = await browser.newContext({ baseURL });
  await signInAsAdmin(admin.request);
  const landlord = await createLandlord(admin.request, { name: uniqueName("Self Praise Rentals "), location: "Amarillo, TX" });
  // The owner applies claiming it, and the admin approves.
  await signUpViaApi(page.request, newAccount());
  const applied = await page.request.post("/api/verification-requests", {
    data: {
      fullName: "Olga Owner",
      email: "olga@example.test",
      phone: "555-0101",
      businessName: "Self Praise Rentals",
      businessAddress: "2 Main St, Amarillo, TX",
      businessLicense: "TX-424242",
      yearsInBusiness: 3,
      propertyCount: 2,
      landlordId: landlord.id,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  expect((await admin.request.patch(`/api/admin/verification-requests/${id}`, { data: { status: "approved" } })).status()).toBe(200);
  await admin.close();

  // In search results too, the owner's own profile offers no Write Review (contract §7.7).
  await page.goto(`/search?query=${encodeURIComponent(landlord.name)}&type=landlord`);
  const card = page.getByTestId("landlord-result").filter({ hasText: landlord.name });
  await expect(card.getByText("Your profile")).toBeVisible();
  await expect(card.getByRole("button", { name: /Write Review/ })).toHaveCount(0);
  await card.getByRole("button", { name: /View Profile/ }).click();
  await expect(page.getByTestId("owner-cannot-review")).toHaveText("You own this landlord profile, so you cannot review it. You can reply to its reviews instead.");
  await expect(page.getByRole("button", { name: "Write Review" })).toHaveCount(0);
  const refused = await page.request.post("/api/reviews", {
    data: { landlordId: landlord.id, overallRating: 5, responsivenessRating: 5, maintenanceRating: 5, fairnessRating: 5, reviewText: "Best landlord ever, truly wonderful.", lengthOfResidence: "1-2 years" },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain("You own this landlord profile");
});
