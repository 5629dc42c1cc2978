// Layout shift under 0.1 (issue 31) on /, /search and a landlord page, measured by the page itself
// (PerformanceObserver, layout-shift entries, the largest session window as the Core Web Vitals
// count it), on a phone and a laptop. The API answers a moment late, as on a real network, so the
// results and reviews arrive after the page is first drawn: the space they take must be held.
import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test, uniqueName } from "./fixtures";
import { createLandlord, createReview } from "./renter-support";

/** Before the page's scripts: the largest session window of layout shifts so far, in window.__cls. */
function observeShifts() {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number }[]) {
      if (e.hadRecentInput) continue;
      if (e.startTime - last > 1000 || e.startTime - first > 5000) {
        current = 0;
        first = e.startTime;
      }
      current += e.value;
      last = e.startTime;
      w.__cls = Math.max(w.__cls, current);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/**
 * Opens `path` with every API answer held until the page has painted without them (the slow
 * network a renter may have: what arrives later must not move what is drawn), waits for `ready`
 * and for the page to settle, and gives its CLS.
 */
async function shiftOf(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<number> {
  await page.addInitScript(observeShifts);
  let release!: () => void;
  const painted = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/**", async (route) => {
    await painted;
    await route.continue();
  });
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
  release();
  await ready(page);
  await page.waitForLoadState("networkidle");
  // Shifts are reported once drawn: two frames on, every one so far is in.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

for (const [device, viewport] of [["a phone", { width: 412, height: 823 }], ["a laptop", { width: 1280, height: 800 }]] as const) {
  test(`on ${device}, /, /search and a landlord page shift less than 0.1 as their results and reviews arrive`, async ({ page, browser }) => {
    test.slow(); // three pages, each with its API held back
    const word = uniqueName("Steadyframe");
    const author = await browser.newContext();
    await signUpViaApi(author.request);
    const landlord = await createLandlord(author.request, { name: `${word} Properties`, location: "Denver, CO" });
    for (let i = 0; i < 3; i++) await createLandlord(author.request, { name: `${word} Rentals ${i}`, location: "Denver, CO" });
    await createReview(author.request, { landlordId: landlord.id });
    for (let i = 0; i < 2; i++) {
      const other = await browser.newContext();
      await signUpViaApi(other.request);
      await createReview(other.request, { landlordId: landlord.id }, { overallRating: 2 + i, reviewText: `Review number ${i} of a steady page, with enough words to wrap.` });
      await other.close();
    }
    await author.close();
    await page.setViewportSize(viewport);

    const home = await shiftOf(page, "/", async (p) => {
      await expect(p.getByRole("heading", { name: "Recent Reviews" })).toBeVisible();
      await expect(p.locator(".recent-reviews-grid").getByTestId("review-card").first()).toBeVisible();
    });
    expect({ page: "/", cls: home }).toEqual({ page: "/", cls: expect.any(Number) });
    expect(home, "/").toBeLessThan(0.1);

    const fresh = await page.context().newPage();
    await fresh.setViewportSize(viewport);
    const search = await shiftOf(fresh, `/search?query=${encodeURIComponent(word)}&type=landlord`, async (p) => {
      await expect(p.getByTestId("landlord-result")).toHaveCount(4);
    });
    expect(search, "/search").toBeLessThan(0.1);

    const third = await page.context().newPage();
    await third.setViewportSize(viewport);
    const profile = await shiftOf(third, `/landlord/${landlord.id}`, async (p) => {
      await expect(p.getByRole("heading", { level: 1, name: landlord.name })).toBeVisible();
      await expect(p.getByTestId("review-card")).toHaveCount(3);
      await expect(p.getByTestId("review-statistics")).toContainText("%");
    });
    expect(profile, "landlord page").toBeLessThan(0.1);
  });
}
