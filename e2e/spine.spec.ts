import { test, expect, newAccount } from "./fixtures";

test("a visitor registers through the UI and is shown as signed in", async ({ page }) => {
  const account = newAccount({ firstName: "Robin" });
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).or(page.getByRole("button", { name: "Register" })).first().click();
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("First name", { exact: false }).fill("Robin");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Account created!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" }).first()).toBeAttached();
  const me = await page.request.get("/api/user");
  expect(await me.json()).toMatchObject({ username: account.username, firstName: "Robin" });
});
