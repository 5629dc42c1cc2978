// Forms that help (issue "The renter's experience"): messages follow corrections as they are
// made, and a submit with problems focuses a "There is a problem" summary whose links lead to the
// fields (ui/src/components/ErrorSummary.tsx), on the write-review form, the add-landlord step
// and the edit dialog.
import { expect, signUpViaApi, test, uniqueName } from "./fixtures";
import { createLandlord, createReview, expectNoSeriousAxeViolations, toastWith, waitForDashboard } from "./renter-support";
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
  await expectNoSeriousAxeViolations(page);

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

test("a landlord already reviewed offers 'Edit your review' on search cards, its page and the write page", async ({ page }) => {
  test.slow();
  await signUpViaApi(page.request);
  const name = uniqueName("Edited Lofts ");
  const landlord = await createLandlord(page.request, { name, location: "Madison, WI" });
  await createReview(page.request, { landlordId: landlord.id }, { reviewText: "First words about the landlord: slow repairs, fair rent." });
  const other = await createLandlord(page.request, { name: `${name} Annex`, location: "Madison, WI" });

  // Search cards: the reviewed landlord offers editing, the other one a review.
  await page.goto(`/search?query=${encodeURIComponent(name)}`);
  await expect(page.getByRole("button", { name: `Edit your review of ${name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Write Review for ${other.name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Write Review for ${name}`, exact: true })).toHaveCount(0);

  // The write page shows the review with Edit rather than a form that would end in a 409.
  await page.getByRole("button", { name: `Edit your review of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/write-review/${landlord.id}$`));
  await expect(page.getByRole("heading", { name: `You have already reviewed ${name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Review" })).toHaveCount(0);
  await expect(page.getByText("First words about the landlord")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Edit your review" }).click();
  let dialog = page.getByRole("dialog", { name: "Edit Review" });
  await expect(dialog.getByLabel("Your Review")).toHaveValue("First words about the landlord: slow repairs, fair rent.");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // The landlord page: "Edit your review" in the header, Edit beside Delete on the card.
  await page.getByRole("button", { name: "View Landlord" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Write Review", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Edit your review" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Review" });
  await dialog.getByLabel("Your Review").fill("Second words: repairs got faster after the new manager started.");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId("review-card").filter({ hasText: "Second words" });
  await expect(card).toBeVisible();
  await expect(card.getByRole("button", { name: "Delete this review" })).toBeVisible();
  await card.getByRole("button", { name: "Edit this review" }).click();
  await expect(page.getByRole("dialog", { name: "Edit Review" }).getByLabel("Your Review")).toHaveValue("Second words: repairs got faster after the new manager started.");
  await page.getByRole("dialog", { name: "Edit Review" }).getByRole("button", { name: "Cancel" }).click();

  // The other landlord still offers Write Review.
  await page.goto(`/landlord/${other.id}`);
  await expect(page.getByRole("button", { name: "Write Review", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit your review" })).toHaveCount(0);
});

test("My Reviews 'View all' lists every review, sorts it four ways, and edits and deletes beyond the first three", async ({ page }) => {
  test.slow();
  await signUpViaApi(page.request);
  const tag = uniqueName("");
  // Created in this order: Oldest starts with North, Latest with West.
  const names = ["North", "East", "South", "West"].map((n) => `${n} Rentals ${tag}`);
  const ratings = [3, 5, 1.5, 4];
  for (const [i, name] of names.entries())
    await createReview(page.request, { landlordData: { name, type: "company", location: "Tucson, AZ" } }, { overallRating: ratings[i], reviewText: `Review of ${name}: the repairs and the deposit.` });

  await page.goto("/dashboard");
  await waitForDashboard(page);
  const cards = page.getByTestId("my-reviews").getByTestId("review-card");
  await expect(cards).toHaveCount(3);
  const viewAll = page.getByRole("button", { name: "View all" });
  await expect(viewAll).toHaveAttribute("aria-expanded", "false");
  await viewAll.click();
  await expect(cards).toHaveCount(4);
  await expect(page.getByText("Showing all 4 reviews")).toBeVisible();
  await expect(page.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");

  const sort = page.getByLabel("Sort my reviews");
  const order = async () => (await cards.allTextContents()).map((t) => names.findIndex((n) => t.includes(n)));
  await expect.poll(order).toEqual([3, 2, 1, 0]);
  await sort.selectOption({ label: "Oldest" });
  await expect.poll(order).toEqual([0, 1, 2, 3]);
  await sort.selectOption({ label: "Highest rated" });
  await expect.poll(order).toEqual([1, 3, 0, 2]);
  await sort.selectOption({ label: "Lowest rated" });
  await expect.poll(order).toEqual([2, 0, 3, 1]);

  // North: the review Latest leaves out of the first three, edited and deleted from "View all".
  await sort.selectOption({ label: "Latest" });
  const north = cards.filter({ hasText: names[0] });
  await north.getByRole("button", { name: "Edit this review" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Review" });
  await dialog.getByLabel("Your Review").fill(`Edited review of ${names[0]}: repairs took a month.`);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(toastWith(page, "Review Updated")).toBeVisible();
  await expect(north).toContainText("repairs took a month");

  await north.getByRole("button", { name: "Delete this review" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete Review" }).click();
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId("my-reviews")).not.toContainText(names[0]);
});

test("a city typed in the name box lists the landlords located there, not names that look like it", async ({ page }) => {
  const author = await page.context().browser()!.newContext();
  await signUpViaApi(author.request);
  const tag = uniqueName("").replace(/\d/g, "");
  const city = `Arborville${tag}`;
  const there = await createLandlord(author.request, { name: uniqueName("Quiet Homes "), location: `${city}, MI` });
  const lookalike = await createLandlord(author.request, { name: `Arborvill${tag} Realty`, location: "Toledo, OH" });
  await author.close();

  await page.goto(`/search?query=${encodeURIComponent(city)}`);
  await expect(page.getByRole("heading", { name: there.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: lookalike.name })).toHaveCount(0);
  await page.goto(`/search?query=${encodeURIComponent(`${city}, MI`)}`);
  await expect(page.getByRole("heading", { name: there.name })).toBeVisible();
  // Not a city: the name search finds the look-alike as before.
  await page.goto(`/search?query=${encodeURIComponent(`Arborvill${tag} Realty`)}`);
  await expect(page.getByRole("heading", { name: lookalike.name })).toBeVisible();
});
