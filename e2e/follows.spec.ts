// Follows and notifications in the browser (issue 27): follow a landlord, see the bell's count rise
// after another account reviews it, open the notification, change the e-mail choice and unfollow;
// at 1280 and 390 px, axe clean. Signed out, Follow says "Login required".
import { request as playwrightRequest } from "@playwright/test";
import { test, expect, newAccount, signUpViaApi, uniqueName, type Page } from "./fixtures";
import { createLandlord, createReview, expectNoSeriousAxeViolations, toastWith } from "./renter-support";
import { mailTo } from "./support/mail";

const bellCount = (page: Page) => page.getByTestId("notification-count");

for (const width of [1280, 390]) {
  test(`follow a landlord, hear of a new review by the bell, open it, unfollow (${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page.request, newAccount());
    const landlord = await createLandlord(page.request, { name: uniqueName("Followed Homes "), location: "Ann Arbor, MI" });

    await page.goto(`/landlord/${landlord.id}`);
    const follow = page.getByTestId("follow-button");
    await expect(follow).toHaveText("Follow");
    await follow.click();
    await expect(follow).toHaveText("Following");
    await expect(follow).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("notification-bell")).toBeVisible();
    await expect(bellCount(page)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // Another account reviews it.
    const other = await playwrightRequest.newContext({ baseURL });
    await signUpViaApi(other, newAccount());
    const { review } = await createReview(other, { landlordId: landlord.id }, { reviewText: "The new owner fixed the roof within a week of our call." });
    await other.dispose();

    // The bell is read at each page: it rises once the fan-out (after the review's answer) is done.
    await expect(async () => {
      await page.goto("/");
      await expect(bellCount(page)).toHaveText("1", { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId("notification-bell")).toHaveAccessibleName("Notifications, 1 unread");
    if (width < 1024) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByTestId("notification-bell-menu")).toContainText("Notifications");
      await expect(page.getByTestId("notification-bell-menu")).toContainText("1");
      await expectNoSeriousAxeViolations(page);
      await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Close menu" }).click();
    }

    await page.getByTestId("notification-bell").click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
    const item = page.getByTestId("notification").filter({ hasText: `New review of ${landlord.name}` });
    await expect(item).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await item.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/landlord/${landlord.id}#review-${review.id}$`));
    await expect(page.getByText("The new owner fixed the roof within a week of our call.")).toBeVisible();
    await expect(bellCount(page)).toHaveCount(0);

    // The account page lists the follow: e-mail choice and Unfollow.
    await page.goto("/account");
    const row = page.getByTestId("follow-row").filter({ hasText: landlord.name });
    await expect(row).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await row.getByLabel(`E-mail alerts for ${landlord.name}`).selectOption("weekly");
    await expect(toastWith(page, "E-mail alerts updated")).toBeVisible();
    await expect(row.getByLabel(`E-mail alerts for ${landlord.name}`)).toHaveValue("weekly");
    await row.getByRole("button", { name: "Unfollow" }).click();
    await expect(page.getByText("You don't follow anything yet.")).toBeVisible();
    await page.goto(`/landlord/${landlord.id}`);
    await expect(page.getByTestId("follow-button")).toHaveText("Follow");
  });
}

test("signed out, Follow says Login required", async ({ page }) => {
  await signUpViaApi(page.request, newAccount());
  const landlord = await createLandlord(page.request, { name: uniqueName("Visited Homes ") });
  await page.request.post("/api/logout");
  await page.goto(`/landlord/${landlord.id}`);
  await page.getByTestId("follow-button").click();
  await expect(toastWith(page, "Login required")).toBeVisible();
  await expect(page.getByTestId("notification-bell")).toHaveCount(0);
});

test("an instant follow mails a new review; its link stops the mails without signing in (390 px, axe clean)", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const fan = await signUpViaApi(page.request, newAccount());
  const landlord = await createLandlord(page.request, { name: uniqueName("Mailed Homes ") });
  const followed = await page.request.post("/api/follows", { data: { targetType: "landlord", targetId: landlord.id, email: "instant" } });
  expect(followed.status()).toBe(201);
  const other = await playwrightRequest.newContext({ baseURL });
  await signUpViaApi(other, newAccount());
  await createReview(other, { landlordId: landlord.id }, { reviewText: "Quiet building, and repairs were done within days." });
  await other.dispose();

  const mail = await mailTo(fan.email);
  expect(mail.subject).toBe(`New review of ${landlord.name} on RentFair`);
  const link = /https?:\/\/\S+(\/unsubscribe\/\S+)/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();

  // Opened in a browser that is not signed in.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tab = await stranger.newPage();
  await tab.goto(link![1]!);
  await expect(tab.getByRole("heading", { name: "Stop e-mail alerts" })).toBeVisible();
  await expectNoSeriousAxeViolations(tab);
  await tab.getByRole("button", { name: "Stop these e-mails" }).click();
  await expect(tab.getByText("Done. You will get no more e-mails for this follow.")).toBeVisible();
  await stranger.close();
  const follows = (await (await page.request.get("/api/user/follows")).json()) as { targetId: string; email: string }[];
  expect(follows.find((f) => f.targetId === landlord.id)?.email).toBe("off");
});
