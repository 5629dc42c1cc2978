// The union's own site in the browser (contract §7.6, issue 29): an admin edits Tenant Rights in
// English and Spanish with the live preview, adds a resource that then shows on a landlord page of
// its city, at 1280 and 390 px, axe clean; and a page of hostile Markdown runs nothing and injects
// nothing. The run shares one server: every page edited here is reverted before the test ends,
// and the tests of this file run one after the other.
import type { Page as PwPage } from "@playwright/test";
import { test, expect, uniqueName } from "./fixtures";
import { createLandlord, expectNoSeriousAxeViolations, signInAsAdmin, toastWith } from "./renter-support";

test.describe.configure({ mode: "serial" });
test.use({ actionTimeout: 15_000 });

/** Serves the app's pages with <html lang="es">, as issue 26's language choice will (ui/src/lib/page-lang.ts reads it). */
async function inSpanish(page: PwPage) {
  await page.route(/\/(about|tenant-rights)$/, async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(/<html lang="en"/, '<html lang="es"');
    await route.fulfill({ response: res, body: html });
  });
}

async function revertAll(page: PwPage) {
  for (const slug of ["about", "tenant-rights"]) {
    for (const lang of ["en", "es"]) expect((await page.request.delete(`/api/admin/pages/${slug}?lang=${lang}`)).status()).toBe(200);
  }
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an admin edits Tenant Rights in both languages and adds help that shows on a landlord page of its city (${viewport.width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signInAsAdmin(page.request);
    const mark = uniqueName("RLTO");
    try {
      // English: the editor starts from the built-in text; the preview follows the typing.
      await page.goto("/admin-reports?tab=pages");
      await page.getByLabel("Page", { exact: true }).selectOption("tenant-rights");
      const editor = page.getByLabel("Markdown");
      await expect(editor).toHaveValue(/^# Tenant Rights/);
      await expect(page.getByText("Showing the built-in text")).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await editor.fill(`# Tenant Rights in Chicago\n\nThe Chicago ordinance (${mark}) protects you.\n\n- **Deposits** earn interest\n- [Get help](/resources)`);
      const preview = page.getByRole("region", { name: "Preview" });
      await expect(preview.getByText(`The Chicago ordinance (${mark}) protects you.`)).toBeVisible();
      await expect(preview.locator("strong", { hasText: "Deposits" })).toBeVisible();
      await page.getByRole("button", { name: "Save page" }).click();
      await expect(toastWith(page, "Tenant Rights (English) now shows your text.")).toBeVisible();

      // Spanish: its own text, untouched by the English edit.
      await page.getByRole("tabpanel", { name: "Pages" }).getByLabel("Language", { exact: true }).selectOption("es");
      await expect(editor).toHaveValue(/^# Derechos del inquilino/);
      await editor.fill(`# Derechos del inquilino en Chicago\n\nLa ordenanza de Chicago (${mark}) protege a cada inquilino frente a su arrendador.`);
      await expect(preview.getByText(`La ordenanza de Chicago (${mark})`)).toBeVisible();
      await page.getByRole("button", { name: "Save page" }).click();
      await expect(toastWith(page, "Tenant Rights (Español) now shows your text.")).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Visitors read each language's text.
      await page.goto("/tenant-rights");
      await expect(page.getByRole("heading", { level: 1, name: "Tenant Rights in Chicago" })).toBeVisible();
      await expect(page.getByText(`The Chicago ordinance (${mark}) protects you.`)).toBeVisible();
      await expect(page.getByRole("link", { name: "Find tenant unions, legal aid and hotlines near you" })).toHaveAttribute("href", "/resources");
      await expectNoSeriousAxeViolations(page);
      await inSpanish(page);
      await page.goto("/tenant-rights");
      await expect(page.getByRole("heading", { level: 1, name: "Derechos del inquilino en Chicago" })).toBeVisible();
      await expect(page.getByText(`La ordenanza de Chicago (${mark})`)).toBeVisible();
      await page.unrouteAll({ behavior: "wait" });

      // Revert the English page from the editor: the built-in text is back.
      await page.goto("/admin-reports?tab=pages");
      await page.getByLabel("Page", { exact: true }).selectOption("tenant-rights");
      await page.getByRole("button", { name: "Revert to the built-in text" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Revert" }).click();
      await expect(toastWith(page, "Page reverted")).toBeVisible();
      await expect(page.getByLabel("Markdown")).toHaveValue(/^# Tenant Rights\n/);

      // A resource for a city of its own, then a landlord page of that city shows it.
      const city = `${uniqueName("Testville")}, IL`;
      const name = uniqueName("Testville Tenants Union ");
      await page.getByRole("tab", { name: "Get Help" }).click();
      const form = page.getByRole("region", { name: "Add help" });
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Kind").selectOption("tenant-union");
      await form.getByLabel("Location").fill(city);
      await form.getByLabel("Website").fill("javascript:alert(1)");
      await form.getByRole("button", { name: "Add entry" }).click();
      await expect(form.getByText("Website must be an http:// or https:// address").first()).toBeVisible();
      await form.getByLabel("Website").fill("https://union.example.org");
      await form.getByLabel("Phone").fill("(312) 555-0142");
      await form.getByLabel("Languages").fill("English, Spanish");
      await form.getByRole("button", { name: "Add entry" }).click();
      await expect(toastWith(page, "Entry added")).toBeVisible();
      await expect(page.getByRole("region", { name: "Listed help" }).getByRole("listitem").filter({ hasText: name })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      const landlord = await createLandlord(page.request, { name: uniqueName("Lakeview Lettings "), location: city });
      await page.goto(`/landlord/${landlord.id}`);
      const help = page.getByRole("region", { name: `Get help in ${city}` });
      await expect(help.getByRole("heading", { name })).toBeVisible();
      await expect(help.getByRole("link", { name: "(312) 555-0142" })).toHaveAttribute("href", "tel:3125550142");
      await expectNoSeriousAxeViolations(page);

      // The Get Help page, filtered to the city, lists it under its kind.
      await help.getByRole("link", { name: `See all help for renters in ${city}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Get Help" })).toBeVisible();
      const unions = page.getByRole("region", { name: "Tenant unions" });
      await expect(unions.getByRole("heading", { name })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      // No horizontal scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await revertAll(page);
    }
  });
}

const HOSTILE = [
  "# Hostile page",
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<iframe src="https://evil.example/"></iframe>',
  "<style>body { display: none !important }</style>",
  '<div style="position:fixed;inset:0;background:red">covered</div>',
  '<svg onload="window.__pwned = \'svg\'"></svg>',
  "[js link](javascript:window.__pwned='link')",
  "[entity link](&#106;avascript:window.__pwned='entity')",
  "[tab link](java&#9;script:window.__pwned='tab')",
  "[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "<javascript:window.__pwned='autolink'>",
  "[ref link][r]",
  "",
  "[r]: javascript:window.__pwned='ref'",
  "",
  "![tracker](https://evil.example/pixel.png)",
  "![local](/favicon.svg)",
  '[title break](https://ok.example "x\\" onmouseover=\\"window.__pwned=1")',
  "[a safe link](https://ok.example/rights)",
].join("\n\n");

test("a page of hostile Markdown runs nothing, loads nothing from outside and injects nothing", async ({ page }) => {
  await signInAsAdmin(page.request);
  const saved = await page.request.put("/api/admin/pages/about", { data: { lang: "es", markdown: HOSTILE } });
  expect(saved.status()).toBe(200);
  try {
    const outside: string[] = [];
    page.on("request", (r) => {
      if (!r.url().startsWith("http://127.0.0.1")) outside.push(r.url());
    });
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    await inSpanish(page);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "Hostile page" })).toBeVisible();
    const body = page.locator(".markdown-body");
    // The raw HTML is shown as text, not obeyed.
    await expect(body).toContainText("<script>window.__pwned");
    await expect(page.locator("body")).toBeVisible();
    // Click every link the page made: none runs anything.
    for (const link of await body.locator("a").all()) {
      const href = (await link.getAttribute("href")) ?? "";
      expect(href).toMatch(/^(https?:|mailto:|tel:|\/|#)/);
    }
    await body.locator("a", { hasText: "title break" }).hover();
    const found = await page.evaluate(() => {
      const root = document.querySelector(".markdown-body")!;
      const all = Array.from(root.querySelectorAll("*"));
      return {
        pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
        tags: Array.from(new Set(all.map((e) => e.tagName.toLowerCase()))).sort(),
        attributes: Array.from(new Set(all.flatMap((e) => Array.from(e.attributes, (a) => a.name)))).sort(),
        hidden: getComputedStyle(document.body).display === "none",
      };
    });
    expect(found.pwned).toBeNull();
    expect(found.tags.filter((t) => !["p", "a", "h1", "h2", "strong", "em", "code"].includes(t))).toEqual([]);
    expect(found.attributes.filter((a) => !["href", "rel", "title"].includes(a))).toEqual([]);
    expect(found.hidden).toBe(false);
    expect(dialogs).toBe(0);
    expect(outside).toEqual([]);
  } finally {
    await revertAll(page);
  }
});
