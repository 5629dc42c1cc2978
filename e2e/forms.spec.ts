// Forms that help (issue "The renter's experience"): messages follow corrections as they are
// made, and a submit with problems focuses a "There is a problem" summary whose links lead to the
// fields (ui/src/components/ErrorSummary.tsx), on the write-review form, the add-landlord step
// and the edit dialog.
import { expect, signUpViaApi, test, uniqueName } from "./fixtures";
import { createLandlord, createReview } from "./renter-support";
import { errorSummary, expectNoProblem, expectProblem } from "./form-support";

test("the write form: the summary leads to each field, and messages go as the fields are corrected", async ({ page }) => {
  await signUpViaApi(page.request);
  await createReview(page.request, { landlordData: { name: uniqueName("Earlier Landlord "), type: "company", location: "Austin, TX" } });
  const landlord = await createLandlord(page.request, { name: uniqueName("Summary Court "), location: "Austin, TX" });
  await page.goto(`/write-review/${landlord.id}`);
  await expect(page.getByRole("heading", { name: landlord.name })).toBeVisible();

  await page.getByRole("button", { name: "Submit Review" }).click();
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText(["Review must be at least 10 characters", "Please select length of residence"]);
  await expectProblem(page, "Review must be at least 10 characters");
  await expectProblem(page, "Please select length of residence");

  // A link moves focus to its field.
  await summary.getByRole("link", { name: "Please select length of residence" }).click();
  await expect(page.getByLabel("Length of Residence")).toBeFocused();
  await summary.getByRole("link", { name: "Review must be at least 10 characters" }).click();
  const text = page.getByLabel("Your Review");
  await expect(text).toBeFocused();

  // A 130-character review clears its message at once; the summary keeps what is still wrong.
  await text.fill("The landlord answered every message within a day, fixed the heating in a week and gave the whole deposit back when we left.".padEnd(130, "!"));
  await expectNoProblem(page, "Review must be at least 10 characters");
  await expect(summary.getByRole("link")).toHaveText(["Please select length of residence"]);
  await expect(text).not.toHaveAttribute("aria-invalid", "true");
  // Choosing a length clears the last one, and the summary goes.
  await page.getByLabel("Length of Residence").selectOption("1-2 years");
  await expectNoProblem(page, "Please select length of residence");
  await expect(summary).toBeHidden();
  // A rent too high comes back as the renter types it, without another submit.
  await page.getByLabel("Rent ($)").fill("60000");
  await expectProblem(page, "Rent must be at most 50000");
  await page.getByLabel("Rent ($)").fill("1500");
  await expect(summary).toBeHidden();

  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page).toHaveURL(new RegExp(`/landlord/${landlord.id}$`));
});

test("the add-landlord step lists its problems and clears each as it is fixed", async ({ page }) => {
  await signUpViaApi(page.request);
  await page.goto("/write-review");
  await page.getByRole("button", { name: "Continue to Review" }).click();
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText(["Landlord name is required", "Location is required"]);
  await summary.getByRole("link", { name: "Location is required" }).click();
  await expect(page.getByLabel("Location")).toBeFocused();
  await page.getByLabel("Location").fill("Reno, NV");
  await expectNoProblem(page, "Location is required");
  await expect(summary.getByRole("link")).toHaveText(["Landlord name is required"]);
  await page.getByLabel("Landlord or Company Name").fill(uniqueName("Summary Homes "));
  await expect(summary).toBeHidden();
  await page.getByRole("button", { name: "Continue to Review" }).click();
  await expect(page.getByRole("button", { name: "Submit Review" })).toBeVisible();
});
