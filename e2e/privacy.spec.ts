// the privacy rule of docs/product-rules.md#privacy in the browser, and the dashboard's name fallback kept per account
// (issue 11): what a curious landlord sees of a review, and what the next person on a shared
// browser sees of the previous one.
import { test, expect, newAccount, signUpViaApi, uniqueName } from "./fixtures";
import { createReview, waitForDashboard, signInSubmit } from "./renter-support";

test("others see a review at building level, not as theirs; its author sees the address as typed, the marker, and edit and delete", async ({ page, browser }) => {
  await signUpViaApi(page.request);
  const name = uniqueName("Harbor View ");
  const created = await createReview(page.request, { landlordData: { name, type: "company", location: "Portland, OR" } }, { propertyAddress: "8611 Washington Blvd, Apt 33" });

  await page.goto(`/landlord/${created.landlordId}`);
  const own = page.getByTestId("review-card").first();
  await expect(own).toContainText("8611 Washington Blvd, Apt 33");
  await expect(own.getByText("Your review")).toBeVisible();
  await expect(own.getByRole("button", { name: "Report" })).toHaveCount(0);
  await page.goto("/dashboard");
  const mine = page.getByTestId("my-reviews").getByTestId("review-card").first();
  await expect(mine).toContainText("8611 Washington Blvd, Apt 33", { timeout: 10_000 });
  await expect(mine.getByRole("button", { name: "Edit this review" })).toBeVisible();
  await expect(mine.getByRole("button", { name: "Delete this review" })).toBeVisible();

  for (const signedIn of [false, true]) {
    const context = await browser.newContext();
    const other = await context.newPage();
    if (signedIn) await signUpViaApi(other.request);
    await other.goto(`/landlord/${created.landlordId}`);
    const card = other.getByTestId("review-card").first();
    await expect(card).toContainText("8611 Washington Blvd");
    await expect(card).not.toContainText("Apt 33");
    await expect(card.getByText("Your review")).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Report" })).toBeVisible();
    await context.close();
  }
});

test("the write form says what of the address is shown publicly", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/write-review");
  await page.getByLabel("Landlord or Company Name").fill(uniqueName("Hint Homes "));
  await page.getByLabel("Location").fill("Reno, NV");
  await page.getByRole("button", { name: "Continue to Review" }).click();
  const address = page.getByLabel("Property Address (optional)");
  await expect(address).toBeVisible();
  const hint = page.getByTestId("address-hint");
  await expect(hint).toContainText("Shown publicly at building level only");
  await address.fill("12 Elm St, Apt 3");
  await expect(hint).toContainText("Others will see: 12 Elm St");
  await expect(address).toHaveAccessibleDescription(/building level/);
});

test("two accounts signing in one after the other in one browser: the second never sees the first's name", async ({ page }) => {
  test.slow(); // two dashboard splashes
  const first = newAccount({ firstName: uniqueName("Alex") });
  await signUpViaApi(page.request, first);
  await page.goto("/dashboard");
  await expect(page.getByTestId("welcome-splash")).toContainText(`Welcome back, ${first.firstName}!`);
  await waitForDashboard(page);
  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page.getByRole("button", { name: "Sign In" }).first()).toBeVisible();

  // The second account has no first name: the fallback would be the one to show a stale name.
  const second = newAccount();
  await signUpViaApi(page.request, second);
  await page.request.post("/api/logout");
  await page.goto("/auth");
  await page.getByLabel("Email").fill(second.email);
  await page.getByLabel("Password").fill(second.password);
  await signInSubmit(page).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page.getByTestId("welcome-splash")).toContainText(`Welcome back, ${second.username}!`);
  await expect(page.locator("body")).not.toContainText(first.firstName!);
  await waitForDashboard(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(second.username);
  await expect(page.locator("body")).not.toContainText(first.firstName!);
});
