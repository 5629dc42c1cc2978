// The review card's report and delete dialogs (docs/product-rules.md#pages and docs/product-rules.md#states and docs/product-rules.md#validation-messages).
import { REPORT_CATEGORIES } from "../src/contract/constants";
import { test, expect, signUpViaApi } from "./fixtures";
import { apiUser, createLandlord, createReview } from "./search-support";

test("the report dialog: categories, counter, rules, success and reset", async ({ page, playwright, baseURL }) => {
  const author = await apiUser(playwright, baseURL!);
  const landlord = await createLandlord(author.request);
  await createReview(author.request, landlord.id);
  await signUpViaApi(page.request);
  await page.goto(`/landlord/${landlord.id}`);

  await page.getByTestId("review-card").getByRole("button", { name: "Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Report Review" });
  await expect(dialog).toBeVisible();
  const category = dialog.getByLabel("Category");
  await expect(category).toBeFocused();
  await expect(category.locator("option")).toHaveText(["Select a category", ...REPORT_CATEGORIES.review]);
  const submit = dialog.getByRole("button", { name: "Submit Report" });
  await expect(submit).toBeDisabled();

  const description = dialog.getByLabel("Description");
  await expect(dialog.getByText("0/500")).toBeVisible();
  await description.fill("too short");
  await expect(dialog.getByText("9/500")).toBeVisible();
  await description.blur();
  await expect(dialog.getByText("Please provide at least 10 characters describing the issue")).toBeVisible();
  await category.focus();
  await category.blur();
  await expect(dialog.getByText("Please select a report category")).toBeVisible();

  await category.selectOption("Spam or promotional content");
  await expect(submit).toBeDisabled();
  await description.fill("         padded   ");
  await expect(submit).toBeDisabled();
  await description.fill("This review advertises a moving company.");
  await expect(submit).toBeEnabled();
  await expect(description).toHaveAttribute("maxlength", "500");

  await submit.click();
  await expect(page.getByText("Report submitted")).toBeVisible();
  await expect(page.getByText("Thank you for helping us maintain quality content. We'll review this report promptly.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The form starts empty again.
  await page.getByTestId("review-card").getByRole("button", { name: "Report" }).click();
  await expect(dialog.getByLabel("Category")).toHaveValue("");
  await expect(dialog.getByLabel("Description")).toHaveValue("");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await author.request.dispose();
});

test("a failed report says why and keeps the dialog open", async ({ page, playwright, baseURL }) => {
  const author = await apiUser(playwright, baseURL!);
  const landlord = await createLandlord(author.request);
  await signUpViaApi(page.request);
  await page.route("**/api/reports", (route) =>
    route.fulfill({ status: 409, contentType: "application/json", body: JSON.stringify({ message: "You already reported this" }) }),
  );
  await page.goto(`/landlord/${landlord.id}`);
  await page.locator(".landlord-header").getByRole("button", { name: "Report" }).click();
  const dialog = page.getByRole("dialog", { name: "Report Landlord" });
  await expect(dialog.getByLabel("Category").locator("option")).toHaveText(["Select a category", ...REPORT_CATEGORIES.landlord]);
  await dialog.getByLabel("Category").selectOption("Duplicate profile");
  await dialog.getByLabel("Description").fill("Same company is listed twice under two names.");
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByText("Failed to submit report")).toBeVisible();
  await expect(page.getByText("You already reported this")).toBeVisible();
  await expect(dialog).toBeVisible();
  await author.request.dispose();
});

test("a visitor clicking Report is asked to log in", async ({ page, playwright, baseURL }) => {
  const author = await apiUser(playwright, baseURL!);
  const landlord = await createLandlord(author.request);
  await createReview(author.request, landlord.id);
  await page.goto(`/landlord/${landlord.id}`);
  await page.getByTestId("review-card").getByRole("button", { name: "Report" }).click();
  await expect(page.getByText("Login required")).toBeVisible();
  await expect(page.getByText("Please log in to report content")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await author.request.dispose();
});

test("one's own review: a marker instead of Report, and the delete dialog", async ({ page }) => {
  await signUpViaApi(page.request);
  const landlord = await createLandlord(page.request);
  await createReview(page.request, landlord.id, { reviewerName: null });
  await page.goto(`/landlord/${landlord.id}`);

  const card = page.getByTestId("review-card");
  await expect(card.getByText("Anonymous")).toBeVisible();
  await expect(card.getByText("Your review")).toBeVisible();
  await expect(card.getByRole("button", { name: "Report" })).toHaveCount(0);

  const trigger = card.getByRole("button", { name: "Delete this review" });
  await trigger.click();
  const dialog = page.getByRole("alertdialog", { name: "Delete Review" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Are you sure you want to delete this review? This action cannot be undone, and the review will be permanently removed from the platform.",
  );
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();

  // A click outside the box does nothing; Escape cancels.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await trigger.click();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // A failed delete keeps the dialog open.
  await page.route("**/api/reviews/*", (route) =>
    route.request().method() === "DELETE"
      ? route.fulfill({ status: 403, contentType: "application/json", body: JSON.stringify({ message: "Not allowed" }) })
      : route.continue(),
  );
  await trigger.click();
  await dialog.getByRole("button", { name: "Delete Review" }).click();
  await expect(page.getByText("Not allowed")).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.unroute("**/api/reviews/*");

  // Held response: the button reads "Deleting..." while pending; then the review is gone.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/reviews/*", async (route) => {
    if (route.request().method() === "DELETE") await held;
    await route.continue();
  });
  await trigger.click();
  await dialog.getByRole("button", { name: "Delete Review" }).click();
  await expect(dialog.getByRole("button", { name: "Deleting..." })).toBeDisabled();
  release();
  await expect(page.getByText("Review Deleted")).toBeVisible();
  await expect(page.getByText("Your review has been successfully removed.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "No reviews yet" })).toBeVisible();
  await expect(page.getByText("0 reviews", { exact: true })).toBeVisible();
});
