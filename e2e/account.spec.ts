// Account settings and password reset in the browser (docs/product-rules.md#privacy, issue 11): edit profile,
// change password (another browser's session ends), download my data, delete with "anonymize"
// and with "delete", reset by the operator's CLI link and by mail through the test SMTP server.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { test, expect, newAccount, signUpViaApi, uniqueName, type Page } from "./fixtures";
import { expectProblem } from "./form-support";
import { createLandlord, createReview, signInSubmit, toastWith } from "./renter-support";
import { mailTo, resetPathIn } from "./support/mail";

async function openAccount(page: Page) {
  await page.goto("/dashboard");
  // The header's name leads to the settings.
  await page.getByTestId("signed-in-as").click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByRole("form", { name: "Sign in" }).getByLabel("Email").fill(email);
  await page.getByRole("form", { name: "Sign in" }).getByLabel("Password").fill(password);
  await signInSubmit(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

test("edit profile: names and username change, and the header follows", async ({ page }) => {
  const account = await signUpViaApi(page.request, newAccount({ firstName: "Robin" }));
  await openAccount(page);
  const profile = page.getByRole("form", { name: "Profile" });
  await expect(profile.getByLabel("Username")).toHaveValue(account.username);
  await profile.getByLabel("Username").fill("ab");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expectProblem(profile, "Username must be at least 3 characters");

  const username = uniqueName("sam");
  await profile.getByLabel("Username").fill(username);
  await profile.getByLabel("First name (optional)").fill("Sam");
  await profile.getByLabel("Last name (optional)").fill("Rivera");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(toastWith(page, "Profile updated")).toBeVisible();
  await expect(page.getByTestId("signed-in-as")).toContainText("Sam");
  const me = await (await page.request.get("/api/user")).json();
  expect(me).toMatchObject({ username, firstName: "Sam", lastName: "Rivera" });
});

test("change password: this browser stays signed in, another browser is signed out", async ({ page, browser }) => {
  const account = await signUpViaApi(page.request);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInThroughForm(otherPage, account.email, account.password);

  await openAccount(page);
  const form = page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill("not my password");
  await form.getByLabel(/^New password/).fill("a brand new secret");
  await form.getByRole("button", { name: "Change password" }).click();
  await expectProblem(form, "Password is incorrect");
  await form.getByLabel("Current password").fill(account.password);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(toastWith(page, "Password changed")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  await otherPage.goto("/dashboard");
  await expect(signInSubmit(otherPage)).toBeVisible();
  await signInThroughForm(otherPage, account.email, "a brand new secret");
  await other.close();
});

test("download my data: the file holds the account and its reviews", async ({ page }) => {
  const account = await signUpViaApi(page.request);
  const landlordName = uniqueName("Export Lofts ");
  await createReview(page.request, { landlordData: { name: landlordName, type: "company", location: "Tulsa, OK" } }, {
    reviewText: "The boiler broke twice in winter and took a week to fix each time.",
    propertyAddress: "14 Birch Rd, Apt 2",
  });
  await openAccount(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^rentfair-data-.+\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(data.account).toMatchObject({ username: account.username, email: account.email });
  expect(data.reviews).toHaveLength(1);
  expect(data.reviews[0]).toMatchObject({
    reviewText: "The boiler broke twice in winter and took a week to fix each time.",
    propertyAddress: "14 Birch Rd, Apt 2",
    landlord: { name: landlordName },
  });
});

/** A landlord with one review by someone else (5 stars) and one by a fresh account on `page` (1 star). */
async function landlordWithMyReview(page: Page, browser: import("@playwright/test").Browser) {
  const other = await browser.newContext();
  await signUpViaApi(other.request);
  const landlord = await createLandlord(other.request, { name: uniqueName("Leaving Homes "), location: "Boise, ID" });
  await createReview(other.request, { landlordId: landlord.id }, { overallRating: 5, reviewText: "Another renter's praise: quick repairs and a fair deposit." });
  await other.close();
  const account = await signUpViaApi(page.request, newAccount({ firstName: "Leaving" }));
  const myText = `My own account of it ${uniqueName("")}: the heating never worked.`;
  await createReview(page.request, { landlordId: landlord.id }, { overallRating: 1, reviewText: myText, reviewerName: "Dana Leaving" });
  return { landlord, account, myText };
}

async function deleteAccount(page: Page, password: string, choice: "Keep my reviews, anonymously" | "Delete my reviews", expectInDialog: RegExp) {
  await openAccount(page);
  const form = page.getByRole("form", { name: "Delete account" });
  await form.getByRole("button", { name: "Delete account…" }).click();
  await expect(form.getByText("Choose whether to delete or anonymize your reviews")).toBeVisible();
  await form.getByLabel(choice).check();
  await form.getByLabel("Your password").fill(password);
  await form.getByRole("button", { name: "Delete account…" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("your account: username, e-mail address, names and password");
  await expect(dialog).toContainText("the helpful votes you cast and the reports you filed");
  await expect(dialog).toContainText(expectInDialog);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(toastWith(page, "Account deleted")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Sign In" }).first()).toBeVisible();
}

test('delete with "anonymize": the review stays, with no author and no name', async ({ page, browser }) => {
  const { landlord, account, myText } = await landlordWithMyReview(page, browser);
  await deleteAccount(page, account.password, "Keep my reviews, anonymously", /Your 1 review will stay on the site as Anonymous, linked to no one/);

  await page.goto(`/landlord/${landlord.id}`);
  const mine = page.getByTestId("review-card").filter({ hasText: myText });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText("Anonymous");
  await expect(mine).not.toContainText("Dana Leaving");
  const reviews = await (await page.request.get(`/api/landlords/${landlord.id}/reviews`)).json();
  expect(reviews.find((r: { reviewText: string }) => r.reviewText === myText)).toMatchObject({ userId: null, reviewerName: null });
  expect((await page.request.post("/api/login", { data: { email: account.email, password: account.password } })).status()).toBe(401);
});

test('delete with "delete": the review is gone and the landlord\'s figures are updated', async ({ page, browser }) => {
  const { landlord, account, myText } = await landlordWithMyReview(page, browser);
  expect(await (await page.request.get(`/api/landlords/${landlord.id}`)).json()).toMatchObject({ totalReviews: 2, averageRating: 3 });
  await deleteAccount(page, account.password, "Delete my reviews", /Your 1 review will be deleted, and the landlords' ratings recalculated/);

  await page.goto(`/landlord/${landlord.id}`);
  await expect(page.getByTestId("review-card")).toHaveCount(1);
  await expect(page.getByText(myText)).toHaveCount(0);
  expect(await (await page.request.get(`/api/landlords/${landlord.id}`)).json()).toMatchObject({ totalReviews: 1, averageRating: 5 });
});

async function chooseNewPassword(page: Page, path: string, password: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel("Repeat the new password").fill(password);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("heading", { name: "Password changed" })).toBeVisible();
}

test("reset by the operator's link: `rentfair admin reset-link` prints it, it works once", async ({ page }) => {
  const account = await signUpViaApi(page.request);
  await page.request.post("/api/logout");
  const out = execFileSync("node_modules/.bin/bun", ["src/cli.ts", "admin", "reset-link", account.email], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, SESSION_SECRET: "e2e-secret-0123456789", PUBLIC_URL: "http://127.0.0.1", LOG_LEVEL: "warn" },
  });
  const path = /\/reset-password\/[A-Za-z0-9_-]+/.exec(out)?.[0];
  expect(path, out).toBeTruthy();

  await chooseNewPassword(page, path!, "reset by the operator");
  await page.getByRole("button", { name: "Sign In" }).first().click();
  await signInThroughForm(page, account.email, "reset by the operator");

  // Used once, the link is spent.
  await page.request.post("/api/logout");
  await page.goto(path!);
  await page.getByLabel(/^New password/).fill("another try here");
  await page.getByLabel("Repeat the new password").fill("another try here");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toContainText("This reset link is invalid or has expired");
});

test("reset by mail: Forgot password? mails a link through the SMTP server, and it sets the password", async ({ page }) => {
  const account = await signUpViaApi(page.request);
  await page.request.post("/api/logout");
  await page.goto("/auth");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const panel = page.getByRole("region", { name: "Reset your password" });
  await panel.getByLabel("Email for the reset link").fill(account.email);
  await panel.getByRole("button", { name: "Send reset link" }).click();
  await expect(panel.getByRole("status")).toContainText(`If an account uses ${account.email}, a link to reset its password is on its way`);

  const mail = await mailTo(account.email);
  expect(mail.subject).toBe("Reset your RentFair password");
  await chooseNewPassword(page, resetPathIn(mail), "reset by mail works");
  await signInThroughForm(page, account.email, "reset by mail works");
  expect((await page.request.post("/api/login", { data: { email: account.email, password: account.password } })).status()).toBe(401);
});
