// Browse Landlords (/search) and the search box, as a renter uses them (docs/product-rules.md#pages).
// Links drawn as buttons (Pico's a[role=button]) are found by the button role.
import AxeBuilder from "@axe-core/playwright";
import { test, expect, signUpViaApi, uniqueName } from "./fixtures";
import { createLandlord } from "./search-support";

test.describe("the search box", () => {
  test("submit stays disabled until the query has text, and the tabs change the wording", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1, name: "Browse Landlords" })).toBeVisible();
    const query = page.getByPlaceholder("Landlord Name");
    const submit = page.getByRole("button", { name: "Find Landlord" });
    await expect(page.getByPlaceholder("City, State")).toBeVisible();
    await expect(submit).toBeDisabled();
    await query.fill("   ");
    await expect(submit).toBeDisabled();
    await query.fill("Smith");
    await expect(submit).toBeEnabled();

    await page.getByRole("tab", { name: "Address" }).click();
    await expect(page.getByPlaceholder("Property Address")).toHaveValue("Smith");
    await expect(page.getByRole("button", { name: "Search by Address" })).toBeEnabled();
    await expect(page).toHaveURL(/type=address/);
    await page.getByPlaceholder("Property Address").fill("");
    await expect(page.getByRole("button", { name: "Search by Address" })).toBeDisabled();
  });

  test("the URL follows the fields, and a URL fills them", async ({ page }) => {
    await page.goto("/search");
    await page.getByPlaceholder("Landlord Name").fill("Oak Realty");
    await expect(page).toHaveURL(/\/search\?query=Oak\+Realty&type=landlord$/);
    await page.getByPlaceholder("City, State").fill("Denver, CO");
    await expect(page).toHaveURL(/query=Oak\+Realty&type=landlord&location=Denver%2C\+CO/);
    await page.getByPlaceholder("City, State").fill("");
    await expect(page).toHaveURL(/\/search\?query=Oak\+Realty&type=landlord$/);

    await page.goto("/search?query=Maple&type=address&location=Reno%2C%20NV");
    await expect(page.getByRole("tab", { name: "Address" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByPlaceholder("Property Address")).toHaveValue("Maple");
    await expect(page.getByPlaceholder("City, State")).toHaveValue("Reno, NV");

    // Back and forward fill the fields, also on entries the page wrote itself: a search pushes an
    // entry, typing replaces the current one.
    await page.getByPlaceholder("Property Address").fill("Oak");
    await page.getByRole("button", { name: "Search by Address" }).click();
    await page.getByPlaceholder("Property Address").fill("Elm");
    await expect(page).toHaveURL(/\/search\?query=Elm&type=address&location=Reno%2C\+NV$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?query=Oak&type=address&location=Reno%2C\+NV$/);
    await expect(page.getByPlaceholder("Property Address")).toHaveValue("Oak");
    await page.goForward();
    await expect(page.getByPlaceholder("Property Address")).toHaveValue("Elm");
    await expect(page.getByPlaceholder("City, State")).toHaveValue("Reno, NV");
  });

  // Each write reaches the page a render later than the URL changes (the router's transition); on a
  // slow machine an older write once arrived after newer keys and put the field back, so a key was
  // lost ("Reo, NV" for "Reno, NV"). The CPU is slowed here to open that gap; it does not always.
  test("a fast typist on a slow machine keeps every key, in the field and the URL", async ({ page }) => {
    await page.goto("/search");
    const city = page.getByPlaceholder("City, State");
    await expect(city).toBeEditable();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.getByPlaceholder("Landlord Name").pressSequentially("Oak Realty");
    await city.pressSequentially("Reno, NV");
    await expect(page).toHaveURL(/\/search\?query=Oak\+Realty&type=landlord&location=Reno%2C\+NV$/);
    await expect(city).toHaveValue("Reno, NV");
    await city.fill("");
    await expect(page).toHaveURL(/\/search\?query=Oak\+Realty&type=landlord$/);
    await expect(city).toHaveValue("");
  });

  test("without a callback (home page) it navigates to /search with trimmed values", async ({ page }) => {
    await signUpViaApi(page.request);
    await page.goto("/");
    await page.getByPlaceholder("Landlord Name").fill("  Maple Homes ");
    await page.getByRole("button", { name: "Find Landlord" }).click();
    await expect(page).toHaveURL(/\/search\?query=Maple\+Homes&type=landlord$/);
    await expect(page.getByPlaceholder("Landlord Name")).toHaveValue("Maple Homes");

    await page.goto("/");
    await page.getByRole("tab", { name: "Address" }).click();
    await page.getByPlaceholder("Property Address").fill("12 Elm Street");
    await page.getByPlaceholder("City, State").fill(" Austin, TX ");
    await page.getByRole("button", { name: "Search by Address" }).click();
    await expect(page).toHaveURL(/\/search\?query=12\+Elm\+Street&type=address&location=Austin%2C\+TX$/);
  });

  test("no results load without a query or location", async ({ page }) => {
    let searched = false;
    page.on("request", (r) => {
      if (r.url().includes("/api/landlords/search")) searched = true;
    });
    // The page's clock is driven by the test: past the 350 ms debounce at once, no waiting for it.
    await page.clock.install();
    await page.goto("/search");
    await expect(page.getByRole("heading", { name: "Start your search" })).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(page.getByRole("heading", { name: "Start your search" })).toBeVisible();
    expect(searched).toBe(false);
  });
});

test.describe("results", () => {
  test("a landlord is found by name, with its card and links", async ({ page }) => {
    await signUpViaApi(page.request);
    const name = uniqueName("Quillfeather Homes ");
    const landlord = await createLandlord(page.request, { name, type: "company", location: "Madison, WI" });
    await page.goto("/search");
    await page.getByPlaceholder("Landlord Name").fill(name);
    await page.getByRole("button", { name: "Find Landlord" }).click();

    const card = page.getByTestId("landlord-result").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByText("Madison, WI")).toBeVisible();
    await expect(card.getByText("Company")).toBeVisible();
    await expect(card.getByRole("img", { name: "Rating: 0 out of 5 stars" })).toBeVisible();
    await expect(card.getByText("(0 reviews)")).toBeVisible();
    await expect(card.getByRole("button", { name: /View Profile/ })).toHaveAttribute("href", `/landlord/${landlord.id}`);
    await expect(card.getByRole("button", { name: /Write Review/ })).toHaveAttribute("href", `/write-review/${landlord.id}`);
    await card.getByRole("button", { name: /View Profile/ }).click();
    await expect(page).toHaveURL(`/landlord/${landlord.id}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  });

  test("nothing found offers to add a new landlord", async ({ page }) => {
    await page.goto(`/search?query=${uniqueName("zzqx")}&type=landlord`);
    await expect(page.getByRole("heading", { name: "No landlords found" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add a New Landlord" })).toHaveAttribute("href", "/write-review");
  });

  test("a failed search shows the 'Search failed' toast", async ({ page }) => {
    await page.route("**/api/landlords/search**", (route) =>
      route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ message: "Too many requests" }) }),
    );
    await page.goto("/search?query=anything&type=landlord");
    await expect(page.getByText("Search failed").first()).toBeVisible();
  });
});

test.describe("the College Areas tab", () => {
  test("finds colleges from two characters and sets the location", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("tab", { name: "College Areas" }).click();
    const box = page.getByLabel("Search colleges");
    await box.fill("m");
    await expect(page.getByRole("list", { name: "Matching colleges" })).toHaveCount(0);
    await box.fill("university");
    await expect(page.getByRole("list", { name: "Matching colleges" }).getByRole("listitem")).toHaveCount(20);
    await box.fill("zzzz");
    await expect(page.getByText("No colleges found matching your search.")).toBeVisible();
    await box.fill("michigan");
    await page.getByRole("list", { name: "Matching colleges" }).getByRole("button", { name: /^University of Michigan/ }).click();

    await expect(page.getByRole("tab", { name: "General Search" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByPlaceholder("City, State")).toHaveValue("Ann Arbor, MI");
    await expect(page).toHaveURL(/location=Ann\+Arbor%2C\+MI/);
  });

  test("offers a direct search for place-like text", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("tab", { name: "College Areas" }).click();
    await page.getByLabel("Search colleges").fill("Springfield County");
    await page.getByRole("button", { name: 'Search landlords for "Springfield County"' }).click();
    await expect(page.getByPlaceholder("City, State")).toHaveValue("Springfield County");
  });

  test("has a dropdown of 20 popular colleges and 12 quick buttons", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("tab", { name: "College Areas" }).click();
    const select = page.getByLabel("Popular colleges");
    await expect(select.locator("option")).toHaveCount(21);
    await expect(page.getByRole("list", { name: "Quick picks" }).getByRole("button")).toHaveCount(12);
    await select.selectOption({ label: "University of Florida (Gainesville, FL)" });
    await expect(page.getByPlaceholder("City, State")).toHaveValue("Gainesville, FL");

    await page.getByRole("tab", { name: "College Areas" }).click();
    await page.getByRole("list", { name: "Quick picks" }).getByRole("button", { name: /University of Texas at Austin/ }).click();
    await expect(page.getByPlaceholder("City, State")).toHaveValue("Austin, TX");
  });
});

test("/search has no serious accessibility violations", async ({ page }) => {
  await signUpViaApi(page.request);
  await createLandlord(page.request, { name: uniqueName("Axe Check Rentals "), location: "Axeville, TX" });
  await page.goto("/search?location=Axeville&type=landlord");
  await expect(page.getByTestId("landlord-result").first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.getByRole("tab", { name: "College Areas" }).click();
  await page.getByLabel("Search colleges").fill("state");
  const college = await new AxeBuilder({ page }).analyze();
  expect(college.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
