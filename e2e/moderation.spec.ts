// docs/product-rules.md#moderation walked as a volunteer moderator would (issue 13): a queue of 200+ reports paged,
// filtered and grouped, the reported text on the card, a page bulk-dismissed and one action undone,
// a review deleted and its author suspended (who then cannot post), a contact message read and
// archived, two landlords merged; then a visitor reads the moderation in the public moderation log
// (the inbox's housekeeping is not moderation and stays out), which names nobody. axe checks each screen.
import type { APIRequestContext } from "@playwright/test";
import { test, expect, newAccount, signUpViaApi, uniqueName, type Page } from "./fixtures";
import { ADMIN, createLandlord, createReview, expectNoSeriousAxeViolations, signInAsAdmin, toastWith } from "./renter-support";

async function report(request: APIRequestContext, reportType: "review" | "landlord", targetId: string, reportCategory: string, description: string) {
  const res = await request.post("/api/reports", { data: { reportType, targetId, reportCategory, description } });
  expect(res.status(), await res.text()).toBe(201);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

const summary = (page: Page) => page.getByTestId("queue-summary").filter({ visible: true });
const totalOf = async (page: Page) => Number((await summary(page).innerText()).match(/of (\d+) reported items/)![1]);

test("a moderator works through 200 reports, sanctions an author, answers the inbox and merges duplicates; the public log shows it without names", async ({ page, playwright, baseURL }) => {
  test.setTimeout(240_000);
  const tag = uniqueName("");
  const ctx = () => playwright.request.newContext({ baseURL });

  // --- The world: an author, five reporters, 100 landlords reported twice each (200 reports). ---
  const author = await ctx();
  const authorAccount = await signUpViaApi(author, newAccount());
  const reporters = await Promise.all([0, 1, 2, 3, 4].map(async () => {
    const c = await ctx();
    return Object.assign(c, { account: await signUpViaApi(c, newAccount()) });
  }));
  const bulk: string[] = [];
  for (let i = 0; i < 100; i++) bulk.push((await createLandlord(author, { name: `Bulk Landlord ${tag} ${i}` })).id);
  for (let i = 0; i < 100; i++) {
    const category = i % 2 ? "Incorrect information" : "Spam or fake listing";
    await report(reporters[0]!, "landlord", bulk[i]!, category, `Listing ${i} looks wrong ${tag}`);
    await report(reporters[1]!, "landlord", bulk[i]!, category, `I agree, listing ${i} is wrong ${tag}`);
  }
  // One review reported five times, for five reasons.
  const reviewed = await createLandlord(author, { name: `Reviewed Landlord ${tag}` });
  const reviewText = `The landlord's brother ${tag} lives downstairs and shouts at every tenant; avoid this building.`;
  const review = (await createReview(author, { landlordId: reviewed.id }, { reviewText })).review;
  const reasons = ["Harassment or personal attacks", "Personal information disclosure", "Inappropriate language or content", "Fake or fraudulent review", "Other"];
  for (const [i, category] of reasons.entries()) await report(reporters[i]!, "review", review.id, category, `Reason ${i + 1}: ${category} ${tag}`);
  // Two profiles of one company.
  const kept = await createLandlord(author, { name: `Harbor Property Group ${tag}`, location: "Boston, MA" });
  const duplicate = await createLandlord(author, { name: `Harbour Property Grp ${tag}`, location: "Boston, MA" });
  await createReview(reporters[2]!, { landlordId: duplicate.id });
  const keptReview = (await createReview(author, { landlordId: kept.id })).review;
  await report(reporters[3]!, "landlord", duplicate.id, "Duplicate profile", `Same company as Harbor Property Group ${tag}`);

  // A visitor writes through the contact page: it is delivered, and the page says "Message Sent".
  const visitor = await page.context().browser()!.newContext({ baseURL }).then((c) => c.newPage());
  await visitor.goto("/contact");
  await visitor.getByRole("textbox", { name: "Name" }).fill("Dana Renter");
  await visitor.getByRole("textbox", { name: "Email" }).fill("dana@example.test");
  await visitor.getByRole("textbox", { name: "Subject" }).fill(`Appeal ${tag}`);
  await visitor.getByRole("textbox", { name: "Message" }).fill("My review was removed; I think it followed the guidelines.");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(toastWith(visitor, "Message Sent")).toBeVisible();

  // --- The moderator. ---
  await signInAsAdmin(page.request);
  await page.goto("/admin-reports");
  await expect(page.getByRole("heading", { name: "Content Reports" })).toBeVisible();
  await expect(page.getByRole("tab", { name: /^Pending \(\d+\)$/ })).toHaveAttribute("aria-selected", "true");
  await expect(summary(page)).toContainText("Showing 1–25 of");
  expect(await totalOf(page)).toBeGreaterThanOrEqual(102);
  await expect(page.getByTestId("report-card").filter({ visible: true })).toHaveCount(25);
  await expectNoSeriousAxeViolations(page);

  // Pages.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(summary(page)).toContainText("Showing 26–50 of");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(summary(page)).toContainText("Showing 1–25 of");

  // Filters: a type and a category.
  await choose(page, "Type", "Review");
  const grouped = page.getByTestId("report-card").filter({ hasText: reviewText.slice(0, 40) });
  await expect(grouped).toHaveCount(1);
  await expect(grouped).toContainText("Reported 5 times");
  for (const category of reasons) await expect(grouped.getByRole("list", { name: "Reports" })).toContainText(category);
  // The reported text is right on the card.
  await expect(grouped.getByTestId("reported-text")).toHaveText(reviewText);

  // "View" goes to the review itself on its landlord's page, scrolled to and highlighted.
  await expect(grouped.getByRole("link", { name: "View", exact: true })).toHaveAttribute("href", `/landlord/${reviewed.id}#review-${review.id}`);
  await grouped.getByRole("link", { name: "View", exact: true }).click();
  const anchored = page.locator(`#review-${review.id}`);
  await expect(anchored).toBeFocused();
  await expect(anchored).toBeInViewport();
  await expect(anchored).toHaveClass(/review-card--highlighted/);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Content Reports" })).toBeVisible();

  await choose(page, "Type", "Landlord");
  await choose(page, "Category", "Spam or fake listing");
  const spamTotal = await totalOf(page);
  expect(spamTotal).toBeGreaterThanOrEqual(50);

  // Bulk: select the page, dismiss it; the toast does not cover the next card's buttons.
  await page.getByLabel("Select all on this page").check();
  await expect(page.getByText("25 selected")).toBeVisible();
  await page.getByRole("button", { name: "Dismiss selected" }).click();
  const bulkToast = toastWith(page, "50 reports dismissed");
  await expect(bulkToast).toBeVisible();
  await expect(summary(page)).toContainText(`of ${spamTotal - 25} reported items`);
  const toastBox = (await bulkToast.boundingBox())!;
  const nextCard = page.getByTestId("report-card").filter({ visible: true }).first();
  for (const button of ["Dismiss", "Resolve", "Delete Landlord"]) {
    const box = (await nextCard.getByRole("button", { name: button, exact: true }).boundingBox())!;
    const overlaps = box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
    expect({ button, overlaps }).toEqual({ button, overlaps: false });
  }

  // Undo: dismiss one item, then take it back.
  const first = page.getByTestId("report-card").filter({ visible: true }).first();
  const firstTitle = (await first.getByRole("heading").innerText()).trim();
  const sameItem = page.getByTestId("report-card").filter({ has: page.getByRole("heading", { name: firstTitle, exact: true }) });
  await first.getByRole("button", { name: "Dismiss", exact: true }).click();
  await expect(sameItem).toHaveCount(0);
  await toastWith(page, "2 reports dismissed").getByRole("button", { name: "Undo" }).click();
  await expect(toastWith(page, "2 reports reopened")).toBeVisible();
  await expect(sameItem).toHaveCount(1);

  // Delete the reported review, behind its confirm dialog.
  await choose(page, "Category", "All categories");
  await choose(page, "Type", "Review");
  await grouped.getByRole("button", { name: "Delete Review" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Review" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete Review" }).click();
  await expect(toastWith(page, "Review deleted")).toBeVisible();
  await expect(grouped).toHaveCount(0);

  // Admins see an account's reported or moderated reviews only (issue 30): the review of the kept
  // landlord is reported too, so the Users tab has one to show.
  await report(reporters[4]!, "review", keptReview.id, "Spam or promotional content", `Advert for movers ${tag}`);

  // Suspend its author from the Users tab.
  await page.getByRole("tab", { name: "Users" }).click();
  await expect(page).toHaveURL(/tab=users/);
  await page.getByLabel("Find an account").fill(authorAccount.username);
  // The search has answered when only the one account is listed.
  await expect(page.getByTestId("account-card")).toHaveCount(1);
  const account = page.getByTestId("account-card").filter({ hasText: authorAccount.username });
  await expect(account).toHaveCount(1);
  await expect(account).toContainText("reviews");
  await account.getByRole("button", { name: "View reviews and reports" }).click();
  await expect(account.getByRole("list", { name: "Reviews by this account" })).toContainText(kept.name);
  // One button per account opens its suspend form.
  await expect(page.getByLabel("Suspend for")).toHaveCount(0);
  await account.getByRole("button", { name: "Suspend…" }).click();
  await account.getByLabel("Suspend for").selectOption({ label: "48 hours (second offense)" });
  await account.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(account.getByText("Please give a reason")).toBeVisible();
  await account.getByLabel("Reason").fill("Second warning: personal attacks on neighbours");
  await account.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(toastWith(page, "Account suspended")).toBeVisible();
  await expect(account.getByTestId("account-status")).toContainText("Suspended until");
  await expectNoSeriousAxeViolations(page);

  // The author can still read, but cannot post: the UI says until when.
  const authorPage = await page.context().browser()!.newContext({ baseURL }).then((c) => c.newPage());
  expect((await authorPage.request.post("/api/login", { data: { email: authorAccount.email, password: authorAccount.password } })).status()).toBe(200);
  await authorPage.goto(`/landlord/${kept.id}`);
  await expect(authorPage.getByRole("heading", { name: kept.name })).toBeVisible();
  await expect(authorPage.getByTestId("suspension-notice")).toContainText("Your account is suspended until");
  await expect(authorPage.getByTestId("suspension-notice")).toContainText("Second warning: personal attacks on neighbours");
  await expectNoSeriousAxeViolations(authorPage);
  await authorPage.getByRole("button", { name: "Report" }).first().click();
  const reportDialog = authorPage.getByRole("dialog");
  await reportDialog.getByLabel(/category/i).selectOption({ label: "Incorrect information" });
  await reportDialog.getByLabel(/description/i).fill("The address on this profile is wrong.");
  await reportDialog.getByRole("button", { name: /submit/i }).click();
  await expect(toastWith(authorPage, /Your account is suspended until/)).toBeVisible();
  const refused = await authorPage.request.post("/api/reviews", { data: { landlordId: kept.id, overallRating: 3, responsivenessRating: 3, maintenanceRating: 3, fairnessRating: 3, reviewText: "Trying to post again.", lengthOfResidence: "1-2 years" } });
  expect(refused.status()).toBe(403);
  await authorPage.context().close();

  // The inbox: read, then archive.
  await page.getByRole("tab", { name: "Messages" }).click();
  const message = page.getByTestId("message-card").filter({ hasText: `Appeal ${tag}` });
  await expect(message).toContainText("My review was removed");
  await expect(message).toContainText("New");
  await message.getByRole("button", { name: "Mark as read" }).click();
  await expect(message).toContainText("Read");
  await expectNoSeriousAxeViolations(page);
  await message.getByRole("button", { name: "Archive" }).click();
  await expect(message).toHaveCount(0);
  await page.getByRole("tab", { name: "Archived" }).click();
  await expect(page.getByTestId("message-card").filter({ hasText: `Appeal ${tag}` })).toContainText("Archived");

  // Merge the duplicate from its "Duplicate profile" report.
  await page.getByRole("tab", { name: "Reports" }).click();
  await choose(page, "Type", "Landlord");
  await choose(page, "Category", "Duplicate profile");
  const dupCard = page.getByTestId("report-card").filter({ hasText: duplicate.name });
  await dupCard.getByRole("button", { name: "Merge" }).click();
  const merge = page.getByRole("dialog", { name: "Merge Duplicate Profile" });
  await merge.getByLabel("Find the landlord to keep").fill(kept.name);
  await merge.getByRole("radio", { name: new RegExp(kept.name) }).check();
  await merge.getByLabel("Reason (shown in the moderation log)").fill("Same company, misspelled");
  await expectNoSeriousAxeViolations(page);
  await merge.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(toastWith(page, "Landlords merged")).toBeVisible();
  await expect(dupCard).toHaveCount(0);
  expect((await page.request.get(`/api/landlords/${duplicate.id}`)).status()).toBe(404);
  expect(((await (await page.request.get(`/api/landlords/${kept.id}`)).json()) as { totalReviews: number }).totalReviews).toBe(2);

  // --- A visitor reads the public log from the footer: every kind of action, and no names. ---
  await visitor.goto("/");
  await visitor.getByRole("contentinfo").getByRole("link", { name: "Moderation Log" }).click();
  await expect(visitor.getByRole("heading", { name: "Moderation Log" })).toBeVisible();
  const log = visitor.getByRole("table");
  for (const action of ["Duplicate landlord merged", "Account suspended", "Review removed", "Report reopened", "Report dismissed"]) {
    await expect(log.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
  }
  // Contact-message housekeeping is not moderation (contract §7.5): it stays out of the public log.
  await expect(log.getByRole("cell", { name: /^Contact message/ })).toHaveCount(0);
  await expect(log).toContainText("Second warning: personal attacks on neighbours");
  await expect(log).toContainText("Duplicate profile — Same company, misspelled");
  const text = await visitor.locator("main").innerText();
  for (const who of [ADMIN.username, ADMIN.email, authorAccount.username, authorAccount.email, ...reporters.map((r) => r.account.username)]) expect(text).not.toContain(who);
  await expectNoSeriousAxeViolations(visitor);
  // The community guidelines point to it too.
  await visitor.goto("/community-guidelines");
  await visitor.getByRole("link", { name: "Moderation Log" }).first().click();
  await expect(visitor).toHaveURL(/\/moderation-log$/);

  await visitor.context().close();
  for (const c of [author, ...reporters]) await c.dispose();
});
