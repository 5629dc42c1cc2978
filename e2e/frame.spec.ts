// The app frame (issue 5): both header variants and the admin link, the highlighted route, the
// mobile slide-out panel at 390 px, the accessibility popover and its persistence, the footer,
// and the 404 page.
import { test, expect, navigateInApp, newAccount, signUpViaApi, type Page } from "./fixtures";

const ADMIN = { username: "e2eadmin", email: "admin@e2e.test", password: "correct horse" };

/** Signs the page in as the run's one admin (registering it the first time). */
async function signInAsAdmin(page: Page) {
  const res = await page.request.post("/api/register", { data: ADMIN });
  if (res.status() === 409) {
    const login = await page.request.post("/api/login", { data: { email: ADMIN.email, password: ADMIN.password } });
    expect(login.status()).toBe(200);
  } else {
    expect(res.status(), await res.text()).toBe(201);
  }
}

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a visitor sees Home, Browse Landlords, About and Sign In, with the current route highlighted", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Browse Landlords", "About"]);
    await expect(nav.getByRole("button", { name: "Sign In" })).toHaveAttribute("href", "/auth");
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await nav.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    // The product name links home.
    await page.getByRole("banner").getByRole("link", { name: "RentFair" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  test("a signed-in renter sees the full link set, a truncated name and logs out with a toast", async ({ page }) => {
    const account = await signUpViaApi(page.request, newAccount({ firstName: "Bartholomew-Alexander-Montgomery" }));
    void account;
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    // The page links; the name beside them links to the account settings.
    await expect(nav.getByRole("list").getByRole("link")).toHaveText(["Home", "Dashboard", "Browse Landlords", "Add Review"]);
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
    const name = page.getByTestId("signed-in-as");
    await expect(name).toHaveText("Bartholomew-Alexander-Montgomery");
    await expect(name).toHaveAttribute("title", "Bartholomew-Alexander-Montgomery");
    // Truncated: the visible box is narrower than the text it holds.
    const clipped = await name.locator(".truncate").evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(clipped).toBe(true);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
    await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
    await expect(nav.getByRole("button", { name: "Sign In" })).toBeVisible();
    expect((await page.request.get("/api/user")).status()).toBe(401);
  });

  test("the username stands in when there is no first name", async ({ page }) => {
    const account = await signUpViaApi(page.request, newAccount());
    await page.goto("/search");
    await expect(page.getByTestId("signed-in-as")).toHaveText(account.username);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Browse Landlords" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("an admin also sees Admin", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("list").getByRole("link")).toHaveText(["Home", "Dashboard", "Browse Landlords", "Add Review", "Admin"]);
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveAttribute("href", "/admin-reports");
    // Both admin routes highlight Admin.
    await page.goto("/admin/reports");
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("at 1024 px the admin's whole header fits on one line without overlaps", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await signInAsAdmin(page);
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
    const boxes = await page
      .locator(".site-header .brand, .desktop-nav .nav-link, .desktop-nav .nav-user, .desktop-nav button")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right, middle: (r.top + r.bottom) / 2 })));
    for (let i = 1; i < boxes.length; i++) expect(boxes[i].left).toBeGreaterThanOrEqual(boxes[i - 1].right - 1);
    const middles = boxes.map((b) => b.middle);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  });

  test("a failed logout says so", async ({ page }) => {
    await signUpViaApi(page.request, newAccount());
    await page.goto("/");
    await page.route("**/api/logout", (route) => route.fulfill({ status: 429, body: '{"message":"Too many requests"}', contentType: "application/json" }));
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Logout failed").first()).toBeVisible();
    await expect(page.getByTestId("signed-in-as")).toBeVisible();
  });
});

test.describe("mobile panel at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the links move into a 300 px right-hand panel that closes on a link, Escape and a click outside", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Open: a 300 px dialog on the right, focus inside.
    await toggle.click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    // Measured once the slide-in animation has finished.
    await expect.poll(async () => {
      const box = (await panel.boundingBox())!;
      return [Math.round(box.width), Math.round(box.x + box.width)];
    }).toEqual([300, 390]);
    await expect(panel.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(panel.getByRole("link")).toHaveText(["RentFair", "Home", "Browse Landlords", "About"]);
    await expect(panel.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    // Escape closes and focus returns to the toggle.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    // A click outside closes.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(panel).toBeVisible();
    await page.mouse.click(30, 400);
    await expect(panel).toBeHidden();

    // Choosing a link navigates and closes.
    await page.getByRole("button", { name: "Open menu" }).click();
    await panel.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("About");

    // Tab stays inside the open panel.
    await page.getByRole("button", { name: "Open menu" }).click();
    for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test("signed in, the panel holds the renter's links, name and Logout", async ({ page }) => {
    await signUpViaApi(page.request, newAccount({ firstName: "Mo" }));
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel.getByRole("navigation").getByRole("link")).toHaveText(["Home", "Dashboard", "Browse Landlords", "Add Review"]);
    await expect(panel.getByText("Mo", { exact: true })).toBeVisible();
    await panel.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("You have been successfully logged out.")).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test("nothing on the page is wider than the screen", async ({ page }) => {
    test.setTimeout(60_000);
    // One load, then the app's own navigation from page to page.
    await page.goto("/");
    for (const path of ["/", "/auth", "/about", "/contact", "/landlord-verification", "/privacy", "/no-such-page"]) {
      await navigateInApp(page, path);
      await expect(page.locator(".site-footer")).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId("page-spinner")).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("footer", () => {
  test("three columns, the message, 2025 copyright, and links that go where the product's rules say", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Empowering renters with transparent reviews and ratings of property owners and managers.");
    await expect(footer).toContainText("© 2025 RentFair");
    const renters = footer.getByRole("navigation", { name: "For Renters" });
    await expect(renters.getByRole("link")).toHaveText(["Search Reviews", "Write a Review", "Browse by City", "Tenant Rights", "Get Help"]);
    const hrefs = await renters.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/search", "/write-review", "/search", "/tenant-rights", "/resources"]);
    const landlords = footer.getByRole("navigation", { name: "For Landlords" });
    expect(await landlords.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
      "/landlord-verification",
      "/search",
    ]);
    const company = footer.getByRole("navigation", { name: "Company" });
    await expect(company.getByRole("link", { name: "Community Guidelines" })).toHaveAttribute("href", "/community-guidelines");

    // Report Abuse, Help Center and the social links go nowhere.
    for (const name of ["Report Abuse", "Help Center", "Facebook", "Twitter"]) {
      await footer.getByRole("link", { name }).click();
      await expect(page).toHaveURL(/\/$/);
    }
  });
});

test.describe("accessibility popover", () => {
  test("toggles set root classes, persist, and are announced for one second", async ({ page }) => {
    await page.goto("/");
    const html = page.locator("html");
    await page.getByRole("button", { name: "Accessibility" }).click();
    const hc = page.getByRole("switch", { name: "High Contrast" });
    await expect(hc).toBeFocused();
    const live = page.getByTestId("a11y-announcement");

    await hc.check();
    await expect(html).toHaveClass(/high-contrast/);
    await expect(live).toHaveText("High Contrast enabled");
    await expect(live).toHaveText("", { timeout: 2500 });

    await page.getByRole("switch", { name: "Large Text" }).check();
    await expect(html).toHaveClass(/large-text/);
    await expect(live).toHaveText("Large Text enabled");

    await page.getByRole("switch", { name: "Reduced Motion" }).check();
    await expect(html).toHaveClass(/reduced-motion/);
    await page.getByRole("switch", { name: "Reduced Motion" }).uncheck();
    await expect(html).not.toHaveClass(/reduced-motion/);
    await expect(live).toHaveText("Reduced Motion disabled");

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("accessibility-settings") ?? "null"));
    expect(stored).toEqual({ highContrast: true, reducedMotion: false, largeText: true, screenReaderMode: false });

    // Escape closes the popover and returns focus to its button.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("switch", { name: "High Contrast" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Accessibility" })).toBeFocused();

    // Persisted across a reload, applied before the page is used.
    await page.reload();
    await expect(html).toHaveClass(/high-contrast/);
    await expect(html).toHaveClass(/large-text/);
    await expect(html).not.toHaveClass(/reduced-motion/);
    // Large text really is larger.
    const size = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    expect(size).toBeGreaterThanOrEqual(19);
    // High contrast really is black on white.
    const colors = await page.evaluate(() => {
      const s = getComputedStyle(document.body);
      return [s.color, s.backgroundColor];
    });
    expect(colors).toEqual(["rgb(0, 0, 0)", "rgb(255, 255, 255)"]);
  });

  test("first visit follows the system's reduced-motion and contrast preferences", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", contrast: "more" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/reduced-motion/);
    await expect(page.locator("html")).toHaveClass(/high-contrast/);
    // Reduced motion really stops transitions.
    const duration = await page.locator(".card-interactive").first().evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toBe("0s");
    await page.getByRole("button", { name: "Accessibility" }).click();
    await expect(page.getByRole("switch", { name: "Reduced Motion" })).toBeChecked();
    await context.close();
  });

  test("screen-reader mode, when stored, thickens the focus ring to 3px blue", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem("accessibility-settings", JSON.stringify({ screenReaderMode: true })),
    );
    await page.goto("/about");
    await expect(page.locator("html")).toHaveClass(/screen-reader-mode/);
    // The page drawn first (its first render is a transition, drawn in slices): Tab as a person would, on the page.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement as Element);
      return [s.outlineWidth, s.outlineColor];
    });
    expect(outline).toEqual(["3px", "rgb(0, 80, 216)"]);
  });
});

test("any other path shows the 404 page with a way back", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("/no/such/page")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Go Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the page arrives with its session: it draws without waiting for GET /api/user", async ({ page }) => {
  let asked = 0;
  // Held forever: a page that needed it would never leave the spinner.
  await page.route("**/api/user", () => {
    asked++;
  });
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
  await expect(page.getByTestId("page-spinner")).toHaveCount(0);
  expect(asked).toBe(0);
});

test("a spinner shows while the session loads, when the page did not bring it", async ({ page }) => {
  // As under Vite's development server: index.html without the session (src/plugins/ui.ts).
  await page.route("**/about", async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(/<script id="rentfair-session"[^<]*<\/script>/, "");
    await route.fulfill({ response: res, body: html });
  });
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route("**/api/user", async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/about");
  await expect(page.getByTestId("page-spinner")).toBeVisible();
  release();
  await expect(page.getByTestId("page-spinner")).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
});
