// Sign-in with an outside account, through the local OAuth provider that playwright.config.ts starts
// (e2e/support/oauth-provider.ts, laid out like a self-hosted Gitea; the site's OAUTH_GITEA_URL
// points at it). A person presses "Continue with Gitea", signs in at the provider's own page and
// comes back signed in here: first as a new account, then joined to an existing account by a
// verified e-mail, and refused when the e-mail is not verified.
import type { Page } from "@playwright/test";
import { expect, newAccount, signUpViaApi, test, uniqueName } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./renter-support";

async function continueWithGitea(page: Page, who: { email: string; username: string; name?: string; verified: boolean }) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with Gitea" }).click();
  // Now on the provider's own page.
  await expect(page.getByRole("heading", { name: "Authorize application" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(who.email);
  await page.getByLabel("Username", { exact: true }).fill(who.username);
  await page.getByLabel("Full name").fill(who.name ?? "");
  await page.getByLabel("E-mail verified").setChecked(who.verified);
  await page.getByRole("button", { name: "Authorize" }).click();
}

async function signedInUser(page: Page) {
  const res = await page.request.get("/api/user");
  return res.status() === 200 ? ((await res.json()) as { id: number; email: string; firstName: string | null }) : null;
}

test("the sign-in page offers the configured provider and passes axe", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Continue with Gitea" })).toHaveAttribute("href", "/api/auth/gitea");
  await expect(page.getByRole("button", { name: /Continue with GitHub/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test("a first outside sign-in creates an account and lands signed in on the home page", async ({ page }) => {
  const username = uniqueName("gitea");
  await continueWithGitea(page, { email: `${username}@example.test`, username, name: "Gitea Person", verified: true });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByText("Gitea")).toBeVisible();
  const user = await signedInUser(page);
  expect(user?.email).toBe(`${username}@example.test`);
  expect(user?.firstName).toBe("Gitea");
});

test("a provider-verified e-mail joins the account that already has it", async ({ page, browser }) => {
  const local = newAccount({ firstName: "Linda" });
  const other = await browser.newContext();
  await signUpViaApi(other.request, local);
  const localUser = (await (await other.request.get("/api/user")).json()) as { id: number };
  await other.close();

  await continueWithGitea(page, { email: local.email, username: uniqueName("elsewhere"), verified: true });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByText("Linda")).toBeVisible();
  expect((await signedInUser(page))?.id).toBe(localUser.id);
});

test("an unverified e-mail is not joined to the account that has it, and the page says why", async ({ page, browser }) => {
  const local = newAccount();
  const other = await browser.newContext();
  await signUpViaApi(other.request, local);
  await other.close();

  await continueWithGitea(page, { email: local.email, username: uniqueName("imposter"), verified: false });
  await expect(page).toHaveURL(/\/auth\?oauthError=unverified-email/);
  await expect(page.getByRole("alert").filter({ hasText: "has not confirmed that the address is yours" })).toBeVisible();
  expect(await signedInUser(page)).toBeNull();
  await expect(page.getByRole("button", { name: "Continue with Gitea" })).toBeVisible();
});
