// The informational pages (docs/product-rules.md#pages and docs/product-rules.md#constants): each renders real content with the policy figures,
// and the contact form validates, simulates sending for 1 s and says so; the verification form
// validates and sends (docs/product-rules.md#verification-badges-and-replies).
import { test, expect, signUpViaApi } from "./fixtures";
import { errorSummary, expectNoProblem, expectProblem } from "./form-support";

const PAGES: { path: string; title: RegExp; mustSay: (string | RegExp)[] }[] = [
  { path: "/about", title: /About RentFair/, mustSay: ["Our mission", "empowering renters with transparent reviews"] },
  { path: "/contact", title: /Contact Us/, mustSay: ["within 24 hours", "5 business days", "hello@e2e.test", "privacy@e2e.test"] },
  {
    path: "/privacy",
    title: /Privacy Policy/,
    // What the software really keeps (issue 11), and the operator's PRIVACY_EMAIL (playwright.config.ts).
    mustSay: ["Until you delete your account", "30 days", "60 minutes", "no analytics", "building level", "45 days", "CCPA", "GDPR", "18", "privacy@e2e.test"],
  },
  {
    path: "/terms",
    title: /Terms of Service/,
    mustSay: ["at least 18 years old", "A written warning", "24-48 hour suspension", "1-7 day suspension", "within 14 days", "5 business days"],
  },
  { path: "/tenant-rights", title: /Tenant Rights/, mustSay: ["security deposit", "Fair Housing Act", "not legal advice"] },
  {
    path: "/community-guidelines",
    title: /Community Guidelines/,
    mustSay: ["Fake or fraudulent review", "Harassment or personal attacks", "Duplicate profile", "within 14 days"],
  },
  {
    path: "/landlord-verification",
    title: /Landlord Verification/,
    mustSay: ["Trusted Landlord", "4.0 or higher across at least 5 reviews", "Top Rated", "4.5 or higher across at least 10 reviews", "Verified Property Owner", "business license", "3-5 business days"],
  },
];

for (const p of PAGES) {
  test(`${p.path} shows its content`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.title);
    const main = page.getByRole("main");
    for (const text of p.mustSay) await expect(main).toContainText(text);
    // No placeholder addresses, no figures for analytics the site does not run.
    await expect(main).not.toContainText(".example");
    await expect(main).not.toContainText("13 months");
    await expect(page).toHaveTitle(/RentFair/);
  });
}

test("the contact form requires every field, then delivers the message (docs/product-rules.md#moderation) and says 'Message Sent'", async ({ page }) => {
  await page.goto("/contact");
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET") requests.push(r.url());
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expectProblem(page, "Name is required");
  await expectProblem(page, "Invalid email address");
  await expectProblem(page, "Subject is required");
  await expectProblem(page, "Message is required");
  await expect(errorSummary(page)).toBeFocused();

  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Dana Renter");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("dana@example.test");
  await page.getByRole("textbox", { name: "Subject", exact: true }).fill("A question");
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("How do I report a review?");
  await expectNoProblem(page, "Name is required");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent")).toBeVisible();
  await expect(page.getByText(/within 24 hours/).last()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
  // Invalid tries never left the page; the valid one was sent once (the admin inbox: e2e/moderation.spec.ts).
  expect(requests.map((u) => new URL(u).pathname)).toEqual(["/api/contact"]);
});

test("the verification form asks visitors to sign in first, requires its fields, and confirms within 3-5 business days", async ({ page }) => {
  await page.goto("/landlord-verification");
  // The request reaches the moderators (docs/product-rules.md#verification-badges-and-replies), so it needs an account:
  // a visitor is told before any field is shown.
  await expect(page.getByTestId("verification-sign-in")).toContainText("Login required.");
  await expect(page.getByRole("button", { name: "Sign In to Apply" })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("textbox", { name: "Full Name", exact: true })).toHaveCount(0);
  await signUpViaApi(page.request);
  await page.reload();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expectProblem(page, "Full name is required");
  await expectProblem(page, "Invalid email address");
  await expectProblem(page, "Phone is required");
  await expectProblem(page, "Business address is required");
  await expectProblem(page, "Years in business is required");
  await expectProblem(page, "Number of properties is required");

  await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("Lee Landlord");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("lee@example.test");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("555-0100");
  await page.getByRole("textbox", { name: "Business Address", exact: true }).fill("1 Main St, Austin, TX");
  await page.getByRole("spinbutton", { name: "Years in Business", exact: true }).fill("-1");
  await page.getByRole("spinbutton", { name: "Number of Properties", exact: true }).fill("0");
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expectProblem(page, "Years in business cannot be negative");
  await expectProblem(page, "At least 1 property is required");

  await page.getByRole("spinbutton", { name: "Years in Business", exact: true }).fill("0");
  await page.getByRole("spinbutton", { name: "Number of Properties", exact: true }).fill("3");
  const sent = page.waitForResponse((r) => r.url().endsWith("/api/verification-requests") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Submit Application" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText("Verification Request Submitted")).toBeVisible();
  await expect(page.getByText(/3-5 business days/).last()).toBeVisible();
});

test("the home page's signed-out landing links to sign-in, search, verification and the feature pages", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: /Get Started/ })).toHaveAttribute("href", "/auth");
  await expect(main.getByRole("button", { name: "Browse Landlords" }).first()).toHaveAttribute("href", "/search");
  await expect(main.getByRole("button", { name: /I'm a Landlord/ })).toHaveAttribute("href", "/landlord-verification");
  for (const href of ["/search", "/write-review", "/about", "/dashboard"]) {
    await expect(main.locator(`a.feature-card[href="${href}"]`)).toHaveCount(1);
  }
  await expect(main.getByRole("heading", { name: "How it works" })).toBeVisible();
});
