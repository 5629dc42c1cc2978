// Shared helpers for browser tests: a fresh account per test, console errors fail the test.
import { test as base, expect, type Page, type APIRequestContext } from "@playwright/test";

let n = 0;
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${(++n).toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export interface Account {
  username: string;
  email: string;
  password: string;
  firstName?: string;
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  const username = uniqueName("user");
  return { username, email: `${username}@example.test`, password: "correct horse", ...overrides };
}

/** Registers through the API with the page's own cookie jar, so the page is signed in. */
export async function signUpViaApi(request: APIRequestContext, account: Account = newAccount()): Promise<Account> {
  const res = await request.post("/api/register", { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      // Failed API calls the test provoked on purpose (401, 409…) log as network errors; page errors do not.
      const unexpected = errors.filter((e) => !/Failed to load resource: the server responded with a status of (4\d\d)/.test(e));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect, type Page };

/**
 * Goes to `path` inside the app already open in `page`, as a link would (the router hears a
 * popstate), instead of loading the whole page again: a test visiting many pages pays for one load.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
}
