// Dashboard (docs/product-rules.md#pages, issue 6): greeting, level, sort, edit and delete of one's own review.
import { test, expect, newAccount, signUpViaApi, uniqueName } from "./fixtures";
import { createReview, waitForDashboard, toastWith, signInSubmit, expectNoSeriousAxeViolations } from "./renter-support";
import { expectProblem } from "./form-support";

test("signed out, the dashboard shows the auth page and stays after sign-in", async ({ page }) => {
  const account = await signUpViaApi(page.request, newAccount({ firstName: "Kim" }));
  await page.request.post("/api/logout");
  await page.goto("/dashboard");
  await expect(signInSubmit(page)).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await signInSubmit(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("welcome-splash")).toContainText("Welcome back, Kim!");
  await waitForDashboard(page);
  await expect(page.getByRole("heading", { name: "No Reviews Yet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Admin Panel" })).toHaveCount(0);
  await expect(page.getByTestId("level-card")).toContainText("Newcomer");
  await expect(page.getByTestId("level-card")).toContainText("0/5 reviews to Regular");
});

test("the greeting, the level and the sort of My Reviews", async ({ page }) => {
  test.slow(); // a long walk (splash, celebration, axe): more time on a busy machine
  await signUpViaApi(page.request, newAccount({ firstName: "Alex" }));
  const tag = uniqueName("");
  // Created in this order, so "Latest" starts with Bravo and A-Z with Alpha.
  const names = ["Delta", "Alpha", "Charlie", "Bravo"].map((n) => `${n} Homes ${tag}`);
  const ratings = [5, 4, 3, 3.5];
  for (const [i, name] of names.entries())
    await createReview(page.request, { landlordData: { name, type: "company", location: "Tucson, AZ" } }, { overallRating: ratings[i] });

  await page.goto("/dashboard");
  await expect(page.getByTestId("welcome-splash")).toBeVisible();
  await waitForDashboard(page);
  const hour = await page.evaluate(() => new Date().getHours());
  const part = hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Good ${part}, Alex!`);

  await expect(page.getByTestId("stat-reviews")).toContainText("4");
  await expect(page.getByTestId("stat-average")).toContainText("3.9");
  await expect(page.getByTestId("stat-helpful")).toContainText("0");
  await expect(page.getByTestId("level-card")).toContainText("Newcomer");
  await expect(page.getByTestId("level-card")).toContainText("4/5 reviews to Regular");
  await expect(page.getByTestId("recent-activity")).toContainText(names[3]);

  const cards = page.getByTestId("my-reviews").getByTestId("review-card");
  await expect(cards).toHaveCount(3);
  await expect(page.getByText("Showing 3 of 4 reviews")).toBeVisible();
  await expect(cards.first()).toContainText(names[3]);
  await page.getByLabel("Sort my reviews").selectOption({ label: "A-Z" });
  await expect(cards.first()).toContainText(names[1]);
  await expect(cards.nth(1)).toContainText(names[3]);
  await expect(cards.nth(2)).toContainText(names[2]);

  await expect(page.getByRole("link", { name: "Find Landlords" })).toHaveAttribute("href", "/search");
  await expect(page.getByRole("link", { name: "Browse Reviews" })).toHaveAttribute("href", "/search");
  const latest = page.getByTestId("latest-reviews").getByTestId("review-card");
  await expect(latest).toHaveCount(3);
  await expect(page.getByTestId("latest-reviews").getByRole("button", { name: "Edit this review" })).toHaveCount(0);
});

test("editing and deleting a review from the dashboard", async ({ page }) => {
  test.slow(); // a long walk (splash, celebration, axe): more time on a busy machine
  await signUpViaApi(page.request);
  const name = uniqueName("Cedar Lofts ");
  await createReview(page.request, { landlordData: { name, type: "company", location: "Omaha, NE" } }, { reviewText: "Original text about the landlord and the repairs." });
  await page.goto("/dashboard");
  await waitForDashboard(page);
  const card = page.getByTestId("my-reviews").getByTestId("review-card").first();
  await expect(card).toContainText("Original text");

  await card.getByRole("button", { name: "Edit this review" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Review" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Your Review")).toHaveValue("Original text about the landlord and the repairs.");
  await expect(dialog.getByLabel("Length of Residence")).toHaveValue("1-2 years");
  await dialog.getByLabel("Your Review").fill("short");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expectProblem(dialog, "Review must be at least 10 characters");
  await dialog.getByLabel("Your Review").fill("Updated: the landlord fixed the heating quickly but kept part of the deposit.");
  const put = page.waitForRequest((r) => r.method() === "PUT" && /\/api\/reviews\//.test(r.url()));
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  expect((await put).postDataJSON()).toMatchObject({ reviewText: "Updated: the landlord fixed the heating quickly but kept part of the deposit." });
  await expect(toastWith(page, "Review Updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Updated: the landlord fixed the heating");

  await card.getByRole("button", { name: "Delete this review" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Review" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete Review" }).click();
  await expect(toastWith(page, "Review Deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Reviews Yet" })).toBeVisible();
  await expect(page.getByTestId("stat-reviews")).toContainText("0");
});

test("axe finds no serious violations on the dashboard and the edit dialog", async ({ page }) => {
  test.slow(); // a long walk (splash, celebration, axe): more time on a busy machine
  await signUpViaApi(page.request);
  await createReview(page.request, { landlordData: { name: uniqueName("Axe Homes "), type: "individual", location: "Fresno, CA" } });
  await page.goto("/dashboard");
  await waitForDashboard(page);
  await expect(page.getByTestId("my-reviews")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId("my-reviews").getByRole("button", { name: "Edit this review" }).click();
  await expect(page.getByRole("dialog", { name: "Edit Review" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
