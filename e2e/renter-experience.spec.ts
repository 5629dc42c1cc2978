// The renter's experience (issue "The renter's experience"): search first on the signed-out
// landing, a whole review written with the keyboard alone, star previews, honest assistant
// suggestions, "Login required" for a visitor's Helpful, and the accessibility modes holding up
// (axe in high contrast and large text, nothing clipped on a 360 px phone).
import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test, uniqueName } from "./fixtures";
import { createLandlord, createReview, expectNoSeriousAxeViolations } from "./renter-support";

/** Presses Tab until the focused element matches, failing after `max` presses: keyboard only. */
async function tabTo(page: Page, matches: (el: Element) => boolean, max = 40): Promise<void> {
  const source = `(${matches.toString()})(document.activeElement)`;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(source)) return;
  }
  throw new Error(`no focusable element matched after ${max} Tab presses`);
}

const radiogroupFocused = (label: string) => `(el) => el.getAttribute("role") === "radio" && el.parentElement.getAttribute("aria-label") === ${JSON.stringify(label)}`;

async function setModes(page: Page, modes: { highContrast?: boolean; largeText?: boolean }) {
  await page.addInitScript((m) => {
    localStorage.setItem("accessibility-settings", JSON.stringify({ highContrast: false, reducedMotion: true, largeText: false, screenReaderMode: false, ...m }));
  }, modes);
}

test("a visitor's landing page starts with the search box and recent reviews", async ({ page }) => {
  const author = await page.context().browser()!.newContext();
  await signUpViaApi(author.request);
  const landlord = await createLandlord(author.request, { name: uniqueName("Landing Rentals "), location: "Denver, CO" });
  await createReview(author.request, { landlordId: landlord.id });
  await author.close();

  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  const search = main.getByRole("textbox").first();
  await expect(search).toBeVisible();
  await expect(main.getByRole("heading", { name: "Recent Reviews" })).toBeVisible();
  // The search box and the reviews come before the marketing sections.
  const order = await page.evaluate(() => {
    const top = (sel: string) => document.querySelector(sel)?.getBoundingClientRect().top ?? Infinity;
    return { search: top("main input"), reviews: top("#recent-reviews"), features: top("#features") };
  });
  expect(order.search).toBeLessThan(order.reviews);
  expect(order.reviews).toBeLessThan(order.features);
  await expect(main.getByText("Four ratings")).toBeVisible();

  await search.fill("Landing Rentals");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?query=Landing/);
});

test("a whole review written with the keyboard alone: Tab, arrows, Enter and Space", async ({ page }) => {
  test.slow();
  await signUpViaApi(page.request);
  // A first review elsewhere, so this one lands on the landlord page rather than the celebration.
  await createReview(page.request, { landlordData: { name: uniqueName("Earlier Landlord "), type: "company", location: "Austin, TX" } });
  const landlord = await createLandlord(page.request, { name: uniqueName("Keyboard Court "), location: "Austin, TX" });
  await page.goto(`/write-review/${landlord.id}`);
  await expect(page.getByRole("heading", { name: landlord.name })).toBeVisible();
  await page.locator("body").focus();

  // Overall: arrows from the default 1 up to 4.5; the others set with Enter and Space on a star.
  await tabTo(page, new Function(`return ${radiogroupFocused("Rate this landlord: Overall Rating")}`)() as (el: Element) => boolean);
  for (let i = 0; i < 7; i++) await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("rating-overallRating").getByText("(4.5/5)")).toBeVisible();
  for (const [label, key] of [["Responsiveness", "Enter"], ["Maintenance", " "], ["Fairness", "Enter"]] as const) {
    await tabTo(page, new Function(`return ${radiogroupFocused(`Rate this landlord: ${label}`)}`)() as (el: Element) => boolean);
    await page.keyboard.press("ArrowRight"); // 1 -> 1.5, focus moves to star 2
    await page.keyboard.press("ArrowRight"); // 2
    await page.keyboard.press("ArrowRight"); // 2.5, star 3
    await page.keyboard.press("ArrowRight"); // 3
    await page.keyboard.press(key); // whole value of the focused star: 3
  }
  await expect(page.getByTestId("rating-maintenanceRating").getByText("(3.0/5)")).toBeVisible();

  await tabTo(page, (el) => el.tagName === "TEXTAREA");
  await page.keyboard.type("Repairs took about a week, but the landlord answered every message the same day and returned the deposit in full.");
  await tabTo(page, (el) => el.tagName === "SELECT" && (el as HTMLSelectElement).labels?.[0]?.textContent === "Length of Residence");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Length of Residence")).not.toHaveValue("");
  await tabTo(page, (el) => el.tagName === "BUTTON" && el.textContent?.trim() === "Submit Review");
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/landlord/${landlord.id}`));
  await expect(page.getByText("Repairs took about a week", { exact: false })).toBeVisible();
});

test("stars preview the value under the pointer and go back when it leaves", async ({ page }) => {
  await signUpViaApi(page.request);
  const landlord = await createLandlord(page.request);
  await page.goto(`/write-review/${landlord.id}`);
  const group = page.getByRole("radiogroup", { name: "Rate this landlord: Overall Rating" });
  const fourth = group.getByRole("radio", { name: "Rate 4 out of 5 stars" });
  const box = (await fourth.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
  await expect(group).toHaveClass(/is-previewing/);
  // Three whole stars and half of the fourth are drawn; nothing is set yet.
  await expect(group.locator(".star-fill")).toHaveCount(4);
  await expect(page.getByTestId("rating-overallRating").getByText("Not rated yet (counts as 1 star if left)")).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(group).not.toHaveClass(/is-previewing/);
  await expect(group.locator(".star-fill")).toHaveCount(1);
});

test("the assistant asks questions and offers only sentences made of the renter's own ratings", async ({ page }) => {
  await signUpViaApi(page.request);
  const landlord = await createLandlord(page.request);
  await page.goto(`/write-review/${landlord.id}`);
  // Maintenance set to 1 (Enter on its checked first star); the untouched ones are not quoted.
  await page.getByRole("radiogroup", { name: "Rate this landlord: Maintenance" }).getByRole("radio", { checked: true }).press("Enter");
  await expect(page.getByTestId("rating-maintenanceRating").getByText("(1.0/5)")).toBeVisible();
  await page.getByLabel("Your Review").fill("Nice flat.");
  const list = page.getByRole("list", { name: "Suggestions" });
  await expect(list).toBeVisible({ timeout: 5_000 });
  const items = await list.getByRole("listitem").allInnerTexts();
  expect(items.length).toBeGreaterThan(0);
  for (const text of items) expect(text).toMatch(/[.?]”?\s*(\(adds this sentence to your review\))?$/);
  // Maintenance is rated 1: the renter is asked about it, not told what to claim.
  await expect(list.getByText("How long did repairs take, and what was left unfixed?")).toBeVisible();
  await list.getByRole("button", { name: /I rated maintenance 1 out of 5\./ }).click();
  await expect(page.getByLabel("Your Review")).toHaveValue("Nice flat. I rated maintenance 1 out of 5.");
});

for (const [mode, settings] of [["high contrast", { highContrast: true }], ["large text", { largeText: true }]] as const) {
  test(`${mode}: axe finds no serious violations on /, /search, a landlord page and /write-review`, async ({ page }) => {
    test.slow();
    await signUpViaApi(page.request);
    const landlord = await createLandlord(page.request, { name: uniqueName("Mode Check ") });
    await createReview(page.request, { landlordId: landlord.id });
    await setModes(page, settings);
    for (const path of ["/", "/search?query=Mode%20Check", `/landlord/${landlord.id}`, "/write-review"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
      // Loaded when nothing in main is busy any more (not a fixed quiet time on the network).
      await expect(page.locator("main [aria-busy=true]")).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    }
  });
}

test("high contrast keeps an empty rating track white, so a 0 never looks full", async ({ page }) => {
  await signUpViaApi(page.request);
  const landlord = await createLandlord(page.request);
  await createReview(page.request, { landlordId: landlord.id }, { overallRating: 5 });
  await setModes(page, { highContrast: true });
  await page.goto(`/landlord/${landlord.id}`);
  const track = page.getByTestId("rating-breakdown").locator(".meter").first();
  await expect(track).toBeVisible();
  expect(await track.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
});

test("large text on a 360 px phone: the search tabs and the page never overflow sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await setModes(page, { largeText: true });
  await page.goto("/search");
  const tab = page.getByRole("tab", { name: "College Areas" });
  await expect(tab).toBeVisible();
  // Neither the tab's words nor the strip holding it are cut off or scroll out of sight.
  const fits = await tab.evaluate((el) => {
    const strip = el.closest("[role=tablist]")!;
    return el.scrollWidth <= el.clientWidth + 1 && strip.scrollWidth <= strip.clientWidth + 1 && el.getBoundingClientRect().right <= window.innerWidth;
  });
  expect(fits).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("adding a landlord shows existing matches as the name is typed, and a punctuation twin is the same landlord", async ({ page }) => {
  await signUpViaApi(page.request);
  const base = uniqueName("Valley Living ");
  const existing = await createLandlord(page.request, { name: `${base} Inc`, location: "Denver, CO" });
  await page.goto("/write-review");
  await page.getByLabel("Landlord or Company Name").fill(`${base.toLowerCase()} inc.`);
  await page.getByLabel("Location").fill("Denver, CO");
  const matches = page.getByRole("region", { name: "Is it one of these?" });
  await expect(matches).toBeVisible();
  const item = matches.getByRole("listitem").filter({ hasText: existing.name });
  await expect(item.getByText("Already listed")).toBeVisible();

  // Adding it anyway is refused as a duplicate and the renter lands on the existing landlord.
  await page.getByRole("button", { name: "Add Landlord Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/write-review/${existing.id}$`));

  // From the matches, one click goes to review the existing landlord.
  await page.goto("/write-review");
  await page.getByLabel("Landlord or Company Name").fill(base);
  await page.getByRole("region", { name: "Is it one of these?" }).getByRole("link", { name: new RegExp(existing.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/write-review/${existing.id}$`));
  await expect(page.getByRole("heading", { name: existing.name })).toBeVisible();
});
