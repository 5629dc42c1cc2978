// Sign-in with an outside account, through the local OAuth provider that playwright.config.ts starts
// (e2e/support/oauth-provider.ts, laid out like a self-hosted Gitea; the site's OAUTH_GITEA_URL
// points at it). A person presses "Continue with Gitea", signs in at the provider's own page and
// comes back signed in here: first as a new account, then joined to an existing account by a
// verified e-mail that account confirmed (the link mailed through e2e/smtp-server.ts), and refused
// when the e-mail is not verified. An account whose e-mail nobody confirmed is never joined (issue
// 30): its owner connects Gitea from the account page instead.
import type { Page } from "@playwright/test";
import { expect, newAccount, signUpViaApi, test, uniqueName } from "./fixtures";
import { expectNoSeriousAxeViolations } from "./renter-support";
import { mailTo } from "./support/mail";

/** At the provider's page: who signs in there. */
async function authorizeAtGitea(page: Page, who: { email: string; username: string; name?: string; verified: boolean }) {
  // Now on the provider's own page.
  await expect(page.getByRole("heading", { name: "Authorize application" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(who.email);
  await page.getByLabel("Username", { exact: true }).fill(who.username);
  await page.getByLabel("Full name").fill(who.name ?? "");
  await page.getByLabel("E-mail verified").setChecked(who.verified);
  await page.getByRole("button", { name: "Authorize" }).click();
}

async function continueWithGitea(page: Page, who: { email: string; username: string; name?: string; verified: boolean }) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Continue with Gitea" }).click();
  await authorizeAtGitea(page, who);
}

/** The signed-in page's account asks for a confirmation link on the account page and confirms it from the mail. */
async function confirmEmailThroughMail(page: Page, email: string) {
  await page.goto("/account");
  await expect(page.getByTestId("email-status")).toContainText("not confirmed");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  const mail = await mailTo(email);
  const path = /https?:\/\/\S+(\/confirm-email\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  await page.goto(path);
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByRole("heading", { name: "E-mail confirmed" })).toBeVisible();
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
  await confirmEmailThroughMail(await other.newPage(), local.email);
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

test("account takeover before sign-up: an unconfirmed account is never joined; its owner connects Gitea from the account page", async ({ page, browser }) => {
  // Someone registers the tenant's address first and stays signed in.
  const tenant = newAccount();
  const squatter = await browser.newContext();
  await signUpViaApi(squatter.request, { ...newAccount(), email: tenant.email });
  const squat = (await (await squatter.request.get("/api/user")).json()) as { id: number };

  // The tenant signs in with Gitea, which verified the address: a separate account, not the squatter's.
  await continueWithGitea(page, { email: tenant.email, username: uniqueName("tenant"), name: "Real Tenant", verified: true });
  await expect(page).toHaveURL(/\/$/);
  const tenantUser = await signedInUser(page);
  expect(tenantUser?.id).not.toBe(squat.id);
  expect((await (await squatter.request.get("/api/user")).json()).id).toBe(squat.id);
  await squatter.close();

  // The owner of an unconfirmed account connects Gitea from the account page, signed in with the password.
  const owner = await signUpViaApi(page.request, newAccount({ firstName: "Olga" }));
  const elsewhere = await browser.newContext();
  expect((await elsewhere.request.post("/api/login", { data: { email: owner.email, password: owner.password } })).status()).toBe(200);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Sign-in and e-mail" });
  await expect(section.getByTestId("email-status")).toContainText("not confirmed");
  await section.getByRole("button", { name: "Connect Gitea" }).click();
  await authorizeAtGitea(page, { email: `${uniqueName("olga")}@example.test`, username: uniqueName("olga"), verified: true });
  await expect(page).toHaveURL(/\/account\?connected=gitea/);
  await expect(section.getByRole("status")).toContainText("Gitea is connected");
  await expect(section).toContainText("Connected to Gitea");
  await expectNoSeriousAxeViolations(page);
  // Every other session of the account ended.
  expect((await elsewhere.request.get("/api/user")).status()).toBe(401);
  await elsewhere.close();
});
