// Large-text mode holds its layout (issue 31): at 1280 px the desktop navigation stays (the full
// signed-in admin link set fits beside the name); at 390 px the admin filters and a review card's
// ratings stay inside the screen and their card.
import type { Page } from "@playwright/test";
import { expect, test, uniqueName } from "./fixtures";
import { createLandlord, createReview, signInAsAdmin, waitForDashboard } from "./renter-support";

async function largeText(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("accessibility-settings", JSON.stringify({ highContrast: false, reducedMotion: true, largeText: true, screenReaderMode: false }));
  });
}

/** Elements inside `root` whose right edge passes the window's or their own card's. */
function outside(page: Page, root: string) {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll(`${sel} *`)) {
      const r = el.getBoundingClientRect();
      if (!r.width) continue;
      const card = el.parentElement?.closest(".card, article");
      const limit = Math.min(window.innerWidth, card ? card.getBoundingClientRect().right : Infinity);
      if (r.right > limit + 1) out.push(`${el.tagName} ${(el.textContent ?? "").trim().slice(0, 30)}`);
    }
    return out;
  }, root);
}

test("at 1280 px, large text keeps the desktop navigation, every link inside the header", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page.request);
  await largeText(page);
  await page.goto("/search");
  await expect(page.locator("html")).toHaveClass(/large-text/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  for (const name of ["Home", "Dashboard", "Browse Landlords", "Add Review", "Admin"]) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  // Nothing cut off or pushed out: the header scrolls nowhere and its links end inside the window.
  expect(await outside(page, ".site-header")).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Larger than normal text: the links are bigger than the 16 px default.
  const size = await nav.getByRole("link", { name: "Home", exact: true }).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThan(16);
});

test("at 390 px, large text keeps the admin filters and a review card's ratings on the screen and in their card", async ({ page }) => {
  test.slow(); // the dashboard's welcome splash and two screens
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page.request);
  const landlord = await createLandlord(page.request, { name: uniqueName("Narrow Screen Rentals ") });
  await createReview(page.request, { landlordId: landlord.id }, { responsivenessRating: 2.5, maintenanceRating: 4.5 });
  await largeText(page);

  await page.goto("/admin-reports");
  const category = page.getByRole("combobox", { name: "Category" });
  await expect(category).toBeVisible();
  const box = (await category.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await outside(page, "main")).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goto("/dashboard");
  await waitForDashboard(page);
  const card = page.locator("article.review-card").filter({ hasText: landlord.name });
  await expect(card.getByText("Responsiveness", { exact: true }).first()).toBeVisible();
  expect(await outside(page, "main")).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
