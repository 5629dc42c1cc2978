// The auth page (docs/product-rules.md#pages and docs/product-rules.md#validation-messages and docs/product-rules.md#messages): tabs, the §5 messages at the fields, pending labels,
// toasts, the redirect when signed in, and the browse-without-signing-up link.
import { test, expect, newAccount, signUpViaApi } from "./fixtures";
import { errorSummary, expectNoProblem, expectProblem } from "./form-support";

test("the login form shows the product's messages at the fields", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expectProblem(page, "Invalid email address");
  await expectProblem(page, "Password is required");
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  // The summary takes focus; its links lead to the fields.
  await expect(errorSummary(page)).toBeFocused();
  await errorSummary(page).getByRole("link", { name: "Invalid email address" }).click();
  await expect(page.getByLabel("Email")).toBeFocused();
  // Messages follow corrections.
  await page.getByLabel("Email").fill("someone@example.test");
  await expectNoProblem(page, "Invalid email address");
});

test("the register form shows the product's messages at the fields", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Username").fill("ab");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("12345");
  await page.getByLabel("First name").fill("x".repeat(101));
  await page.getByLabel("Last name").fill("y".repeat(101));
  await page.getByRole("button", { name: "Create Account" }).click();
  await expectProblem(page, "Username must be at least 3 characters");
  await expectProblem(page, "Invalid email address");
  await expectProblem(page, "Password must be at least 6 characters");
  await expectProblem(page, "First name must be less than 100 characters");
  await expectProblem(page, "Last name must be less than 100 characters");
  await page.getByLabel("Username").fill("u".repeat(51));
  await expectProblem(page, "Username must be less than 50 characters");
});

test("the tabs work from the keyboard", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Login" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Register" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: "Create Account" })).toBeVisible();
});

test("registering shows the pending label, welcomes by first name and goes home", async ({ page }) => {
  const account = newAccount({ firstName: "Priya" });
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("First name").fill("Priya");
  // Hold the response so the pending label can be seen.
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/register", async (route) => {
    await gate;
    await route.continue();
  });
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("button", { name: "Creating account..." })).toBeDisabled();
  release();
  await expect(page.getByText("Account created!")).toBeVisible();
  await expect(page.getByText(/Priya/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("home-signed-in")).toBeVisible();
});

test("a taken username is refused with the server's text", async ({ page }) => {
  const taken = await signUpViaApi(page.request, newAccount());
  await page.request.post("/api/logout");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Username").fill(taken.username);
  await page.getByLabel("Email").fill(`other-${taken.email}`);
  await page.getByLabel("Password").fill("correct horse");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Registration failed")).toBeVisible();
  await expect(page.getByText("Username already taken").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test("signing in shows the pending label, welcomes back and goes home; a wrong password says Login failed", async ({ page }) => {
  const account = await signUpViaApi(page.request, newAccount());
  await page.request.post("/api/logout");
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password")).toBeVisible();

  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/login", async (route) => {
    await gate;
    await route.continue();
  });
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  release();
  await expect(page.getByText("Welcome back!")).toBeVisible();
  await expect(page.getByText(account.username).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a signed-in visitor is sent from /auth to /", async ({ page }) => {
  await signUpViaApi(page.request, newAccount());
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("home-signed-in")).toBeVisible();
});

test("the browse-without-signing-up link goes to /search", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("link", { name: /browse landlords without signing up/i }).click();
  await expect(page).toHaveURL(/\/search$/);
});
