// Moderation people can contest (contract §7.5), walked at 1280 and 390 px: an admin hides a
// reported review (Hide is the suggested action beside Delete), its author sees on the dashboard
// that it was "Hidden by moderators", why and until when to appeal, and appeals; the admin reads
// the appeal with the original content in the Appeals tab and grants it; the review is back on
// its landlord's page ("Edited", since the author fixed it before appealing; moderators read the
// earlier version) and the author's dashboard says the appeal was granted. axe on each screen.
import type { Browser } from "@playwright/test";
import { test, expect, newAccount, signUpViaApi, uniqueName } from "./fixtures";
import { createLandlord, createReview, expectNoSeriousAxeViolations, reviewBody, signInAsAdmin, toastWith, waitForDashboard } from "./renter-support";

async function newPage(browser: Browser, baseURL: string | undefined, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  return context.newPage();
}

for (const width of [1280, 390]) {
  test(`at ${width} px: an admin hides a reported review, its author appeals from the dashboard, the admin grants it and the review is back`, async ({ browser, baseURL }) => {
    test.slow();
    const tag = uniqueName("");
    const reviewText = `The landlord's nephew ${tag} reads our mail; repairs took weeks every time.`;
    const appealText = `Nobody is named in my review ${tag}; it describes what happened to us.`;

    const author = await newPage(browser, baseURL, width);
    await signUpViaApi(author.request, newAccount({ firstName: "Robin" }));
    const landlord = await createLandlord(author.request, { name: `Appeal Heights ${tag}` });
    await createReview(author.request, { landlordId: landlord.id }, { reviewText });
    const reporter = await newPage(browser, baseURL, width);
    await signUpViaApi(reporter.request, newAccount());
    const reviewId = (await (await author.request.get("/api/user/reviews")).json())[0].id as string;
    const filed = await reporter.request.post("/api/reports", {
      data: { reportType: "review", targetId: reviewId, reportCategory: "Personal information disclosure", description: `It names a relative ${tag}.` },
    });
    expect(filed.status()).toBe(201);

    // --- The admin hides it from the queue: Hide is the suggested action for a content report. ---
    const admin = await newPage(browser, baseURL, width);
    await signInAsAdmin(admin.request);
    await admin.goto("/admin-reports");
    const card = admin.getByTestId("report-card").filter({ hasText: tag });
    await expect(card).toBeVisible();
    await expect(card.getByRole("button", { name: "Hide Review" })).toHaveAttribute("data-suggested", "true");
    await expect(card.getByRole("button", { name: "Delete Review" })).not.toHaveAttribute("data-suggested", "true");
    await card.getByRole("button", { name: "Hide Review" }).click();
    const dialog = admin.getByRole("dialog", { name: "Hide Review" });
    await expect(dialog.getByLabel("Reason")).toHaveValue("Personal information disclosure");
    await dialog.getByLabel("Note for the author (optional)").fill("Please leave relatives out of reviews.");
    await expectNoSeriousAxeViolations(admin);
    await dialog.getByRole("button", { name: "Hide Review" }).click();
    await expect(toastWith(admin, "Review hidden")).toBeVisible();

    const visitor = await newPage(browser, baseURL, width);
    await visitor.goto(`/landlord/${landlord.id}`);
    await expect(visitor.getByRole("heading", { name: `Appeal Heights ${tag}` })).toBeVisible();
    await expect(visitor.getByText(reviewText)).toHaveCount(0);

    // --- The author sees why on the dashboard and appeals. ---
    await author.goto("/dashboard");
    await waitForDashboard(author);
    const hidden = author.getByTestId("hidden-review");
    await expect(hidden).toContainText("Hidden by moderators");
    await expect(hidden).toContainText("Reason: Personal information disclosure.");
    await expect(hidden).toContainText("Please leave relatives out of reviews.");
    await expect(hidden).toContainText("You may appeal until");
    await expectNoSeriousAxeViolations(author);
    // The author fixes the text before appealing; moderators still read the version they hid.
    const editedText = `The landlord's family ${tag} reads our mail; repairs took weeks every time.`;
    expect((await author.request.put(`/api/reviews/${reviewId}`, { data: reviewBody({ reviewText: editedText }) })).status()).toBe(200);
    await author.reload();
    await waitForDashboard(author);
    await expect(hidden).toContainText(editedText);
    await hidden.getByLabel("Why should this decision be reversed?").fill(appealText);
    await hidden.getByRole("button", { name: "Send Appeal" }).click();
    await expect(toastWith(author, "Appeal sent")).toBeVisible();
    await expect(author.getByTestId("appeal-status")).toHaveText("Your appeal is waiting for a moderator's decision.");

    // --- The admin reads it with the original content and the action, and grants it. ---
    await admin.goto("/admin-reports?tab=appeals");
    const appeal = admin.getByTestId("appeal-card").filter({ hasText: appealText });
    await expect(appeal).toBeVisible();
    await expect(appeal.getByTestId("appeal-content")).toContainText(`The landlord's family ${tag}`);
    await appeal.getByText("Earlier versions").click();
    await expect(appeal.locator("details")).toContainText(reviewText);
    await expect(appeal.getByTestId("appeal-action")).toContainText("Review hidden");
    await expect(appeal.getByTestId("appeal-action")).toContainText("Personal information disclosure");
    await expectNoSeriousAxeViolations(admin);
    await appeal.getByLabel(/Decision note/).fill("Nobody is identifiable.");
    await appeal.getByRole("button", { name: "Grant and restore" }).click();
    await expect(toastWith(admin, "Appeal granted")).toBeVisible();
    await expect(appeal).toHaveCount(0);

    // --- The review is back, and the author is told. ---
    await visitor.reload();
    await expect(visitor.getByText(`The landlord's family ${tag}`)).toBeVisible();
    await expect(visitor.getByTestId("review-card").filter({ hasText: tag }).getByText(/^Edited /)).toBeVisible();
    await author.goto("/dashboard");
    await waitForDashboard(author);
    await expect(author.getByTestId("hidden-review")).toHaveCount(0);
    await expect(author.getByTestId("moderation-decisions")).toContainText("Your appeal was granted: Nobody is identifiable.");
    await expectNoSeriousAxeViolations(author);

    // The public log shows the hide with its appeal's outcome, and names nobody.
    await visitor.goto("/moderation-log");
    await expect(visitor.getByTestId("moderation-log-row").filter({ hasText: "Appeal granted" }).first()).toBeVisible();
    await expect(visitor.getByTestId("log-appeal").filter({ hasText: "Appealed: reversed" }).first()).toBeVisible();
    await expect(visitor.getByText(tag)).toHaveCount(0);
  });
}

test("the Users tab shows an account's record and proposes the Terms' next step; a warning is the first and its author reads it", async ({ browser, baseURL }) => {
  test.slow();
  const tag = uniqueName("");
  const author = await newPage(browser, baseURL, 390);
  const account = await signUpViaApi(author.request, newAccount({ username: `warned${tag}`.slice(0, 30) }));
  const landlord = await createLandlord(author.request, { name: `Record Row ${tag}` });
  await createReview(author.request, { landlordId: landlord.id });

  const admin = await newPage(browser, baseURL, 1280);
  await signInAsAdmin(admin.request);
  await admin.goto("/admin-reports?tab=users");
  await admin.getByLabel("Find an account").fill(account.username);
  await expect(admin.getByTestId("account-card")).toHaveCount(1);
  const card = admin.getByTestId("account-card").filter({ hasText: account.username });
  await card.getByRole("button", { name: "View reviews and reports" }).click();
  const record = card.getByTestId("account-record");
  await expect(record).toContainText("Next step under the Terms: a warning (first offense).");
  await record.getByLabel("Warning message").fill(`Insults in a review ${tag}`);
  await record.getByRole("button", { name: "Warn" }).click();
  await expect(toastWith(admin, "Warning sent")).toBeVisible();
  await expect(record).toContainText(`Warning · `);
  await expect(record).toContainText("Next step under the Terms: a 24-48 hour suspension (second offense).");
  await expectNoSeriousAxeViolations(admin);

  await author.goto("/dashboard");
  await waitForDashboard(author);
  await expect(author.getByTestId("moderation-decisions")).toContainText(`You received a warning: Insults in a review ${tag}.`);
  await expectNoSeriousAxeViolations(author);
});
