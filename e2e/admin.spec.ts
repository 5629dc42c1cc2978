// Admin reports (docs/product-rules.md#pages, issue 6): an admin resolves, dismisses and deletes through the
// reports screen; a non-admin sees Access Denied; signed out, the auth page.
import { test, expect, newAccount, signUpViaApi, uniqueName } from "./fixtures";
import { createLandlord, createReview, signInAsAdmin, toastWith, signInSubmit, expectNoSeriousAxeViolations } from "./renter-support";
import type { Report } from "../src/contract/types";

test("a non-admin sees Access Denied on both admin routes", async ({ page }) => {
  await signUpViaApi(page.request);
  for (const path of ["/admin-reports", "/admin/reports"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You need admin privileges to access this page.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Content Reports" })).toHaveCount(0);
  }
});

test("signed out, the admin screen shows the auth page", async ({ page }) => {
  await page.goto("/admin-reports");
  await expect(signInSubmit(page)).toBeVisible();
  await expect(page).toHaveURL(/\/admin-reports$/);
});

test("an admin resolves, dismisses and deletes through the reports screen", async ({ page, playwright, baseURL }) => {
  test.slow(); // a long walk (splash, celebration, axe): more time on a busy machine
  // An author with one review on each of three landlords (one review per landlord), and a reporter.
  const author = await playwright.request.newContext({ baseURL });
  const reporter = await playwright.request.newContext({ baseURL });
  await signUpViaApi(author, newAccount());
  await signUpViaApi(reporter, newAccount());
  const landlords = [];
  const reviews = [];
  for (let i = 0; i < 3; i++) {
    const l = await createLandlord(author, { name: uniqueName(`Reported Landlord ${i} `) });
    landlords.push(l);
    reviews.push((await createReview(author, { landlordId: l.id })).review);
  }
  const tag = uniqueName("");
  const report = async (reportType: "review" | "landlord", targetId: string, reportCategory: string, description: string) => {
    const res = await reporter.post("/api/reports", { data: { reportType, targetId, reportCategory, description } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Report;
  };
  const toResolve = `Looks like an advert ${tag}`;
  const toDismiss = `Seems fake to me ${tag}`;
  const toDeleteReview = `Contains a phone number ${tag}`;
  const toDeleteLandlord = `Same landlord listed twice ${tag}`;
  await report("review", reviews[0].id, "Spam or promotional content", toResolve);
  await report("review", reviews[1].id, "Fake or fraudulent review", toDismiss);
  await report("review", reviews[2].id, "Personal information disclosure", toDeleteReview);
  await report("landlord", landlords[0].id, "Duplicate profile", toDeleteLandlord);

  await signInAsAdmin(page.request);
  await page.goto("/dashboard");
  await expect(page.getByRole("button", { name: "Admin Panel" })).toBeVisible({ timeout: 8_000 });
  await page.getByRole("button", { name: "Admin Panel" }).click();
  await expect(page).toHaveURL(/\/admin-reports$/);
  await expect(page.getByRole("heading", { name: "Content Reports" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Pending \(\d+\)$/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: /^All Reports \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Resolved" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Dismissed" })).toBeVisible();

  const card = (text: string) => page.getByTestId("report-card").filter({ hasText: text });
  // Other browser tests fill the queue too (e2e/moderation.spec.ts adds 200 landlord reports):
  // narrow it to what each step is about, as a moderator would.
  const showType = (type: "All types" | "Review" | "Landlord") => page.getByLabel("Type", { exact: true }).selectOption({ label: type });
  await showType("Review");

  // Each report links to the content it is about: a review to itself on its landlord's page.
  await expect(card(toResolve).getByRole("link", { name: "View", exact: true })).toHaveAttribute("href", `/landlord/${landlords[0].id}#review-${reviews[0].id}`);

  // Resolve from the card.
  await expect(card(toResolve)).toContainText("Spam or promotional content");
  await expect(card(toResolve).getByTestId("report-status")).toHaveText("Pending");
  await card(toResolve).getByRole("button", { name: "Resolve" }).click();
  await expect(toastWith(page, "Report updated")).toBeVisible();
  await expect(card(toResolve)).toHaveCount(0);

  // Dismiss from the details dialog, with a note.
  await card(toDismiss).getByRole("button", { name: "View Details" }).click();
  const details = page.getByRole("dialog", { name: "Report Details" });
  await expect(details).toContainText("Fake or fraudulent review");
  await expect(details).toContainText(toDismiss);
  await details.getByLabel("Add Notes (optional)").fill(`Checked the lease ${tag}`);
  await details.getByRole("button", { name: "Dismiss" }).click();
  await expect(details).toBeHidden();
  await expect(card(toDismiss)).toHaveCount(0);

  // Delete the review a report is about.
  await card(toDeleteReview).getByRole("button", { name: "Delete Review" }).click();
  const confirmReview = page.getByRole("alertdialog", { name: "Delete Review" });
  await expect(confirmReview.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirmReview.getByRole("button", { name: "Delete Review" }).click();
  await expect(toastWith(page, "Review deleted")).toBeVisible();
  await expect(card(toDeleteReview)).toHaveCount(0);
  const left = await (await page.request.get(`/api/landlords/${landlords[2].id}/reviews`)).json();
  expect(left).toEqual([]);

  // Delete the landlord a report is about: it and its reviews are gone.
  await showType("Landlord");
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Duplicate profile" });
  await expect(card(toDeleteLandlord).getByRole("link", { name: "View", exact: true })).toHaveAttribute("href", `/landlord/${landlords[0].id}`);
  await card(toDeleteLandlord).getByRole("button", { name: "Delete Landlord" }).click();
  const confirmLandlord = page.getByRole("alertdialog", { name: "Delete Landlord" });
  await confirmLandlord.getByRole("button", { name: "Delete Landlord" }).click();
  await expect(toastWith(page, "Landlord deleted")).toBeVisible();
  await expect(card(toDeleteLandlord)).toHaveCount(0);
  expect((await page.request.get(`/api/landlords/${landlords[0].id}`)).status()).toBe(404);

  // The other tabs hold them now.
  await showType("Review");
  await page.getByRole("tab", { name: "Resolved" }).click();
  await expect(card(toResolve).getByTestId("report-status")).toHaveText("Resolved");
  await expect(card(toDeleteReview).getByTestId("report-status")).toHaveText("Resolved");
  await page.getByRole("tab", { name: "Dismissed" }).click();
  await expect(card(toDismiss).getByTestId("report-status")).toHaveText("Dismissed");
  await card(toDismiss).getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog", { name: "Report Details" })).toContainText(`Checked the lease ${tag}`);
  await page.getByRole("dialog", { name: "Report Details" }).getByRole("button", { name: "Close" }).click();
  await page.getByRole("tab", { name: /^All Reports/ }).click();
  await expect(card(tag)).toHaveCount(3);
  await showType("Landlord");
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Duplicate profile" });
  await expect(card(tag)).toHaveCount(1);

  await author.dispose();
  await reporter.dispose();
});

test("axe finds no serious violations on the reports screen, its dialogs and Access Denied", async ({ page, playwright, baseURL }) => {
  test.slow(); // a long walk (splash, celebration, axe): more time on a busy machine
  await signUpViaApi(page.request);
  await page.goto("/admin-reports");
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const reporter = await playwright.request.newContext({ baseURL });
  await signUpViaApi(reporter, newAccount());
  const landlord = await createLandlord(reporter);
  const res = await reporter.post("/api/reports", { data: { reportType: "landlord", targetId: landlord.id, reportCategory: "Incorrect information", description: `Wrong city on the profile ${uniqueName("")}` } });
  expect(res.status()).toBe(201);
  await reporter.dispose();

  await page.request.post("/api/logout");
  await signInAsAdmin(page.request);
  await page.goto("/admin-reports");
  await expect(page.getByTestId("report-card").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByTestId("report-card").first().getByRole("button", { name: "View Details" }).click();
  await expect(page.getByRole("dialog", { name: "Report Details" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
