// The site in Spanish (contract §7.3, issue 26): the main paths (search, a landlord's page, write
// a review, the dashboard, the admin queue) at 1280 and 390 px, with no English left on the page
// (every visible text and label is compared with the English catalog: a string of it that the
// Spanish catalog words differently must not show), axe clean; the language of a first visit
// comes from Accept-Language, and a choice made with the switcher survives a reload.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test, expect, newAccount, signUpViaApi, uniqueName, type Page } from "./fixtures";
import { createLandlord, createReview, signInAsAdmin, expectNoSeriousAxeViolations } from "./renter-support";

/** msgid → msgstr of one .po catalog. */
function readCatalog(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of readFileSync(path, "utf8").split(/\n\n/)) {
    const m = /^msgid (.*?)\nmsgstr (.*)$/ms.exec(block);
    if (!m) continue;
    const join_ = (s: string) => [...s.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((x) => JSON.parse(`"${x[1]}"`) as string).join("");
    const id = join_(m[1]!);
    if (id) entries.set(id, join_(m[2]!));
  }
  return entries;
}

const locales = join(import.meta.dirname, "../ui/src/locales");
const spanish = new Map([...readCatalog(join(locales, "es/common.po")), ...readCatalog(join(locales, "es/pages.po"))]);
/**
 * The English words that must not show on a Spanish page: every message of the catalog without
 * placeholders or tags (those are checked by their pieces' Spanish being there), whose Spanish is
 * different (not "Facebook", "Email"…), long enough not to be a word Spanish shares.
 */
const ENGLISH = new Set(
  [...spanish.entries()]
    .filter(([en, es]) => !/[{}<>#]/.test(en) && en.trim() !== es.trim() && /[a-z]{3}/i.test(en) && en.trim().length > 2)
    .map(([en]) => en.replace(/\s+/g, " ").trim()),
);

/** The visible texts of the page and the labels people hear (aria-label, placeholder, title, alt). */
async function visibleWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, " ").trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script, style, [hidden]") || !visible(parent)) continue;
      out.push(text);
    }
    for (const el of Array.from(document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]"))) {
      if (!visible(el) && !el.closest("[aria-label]")) continue;
      for (const attr of ["aria-label", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(attr)?.replace(/\s+/g, " ").trim();
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
}

/** Fails naming every English string of the catalog on the page. */
async function expectNoEnglish(page: Page, where: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const english = [...new Set((await visibleWords(page)).filter((w) => ENGLISH.has(w)))];
  expect(english, `English left on ${where}`).toEqual([]);
}

async function settle(page: Page) {
  await expect(page.locator(".site-footer")).toBeVisible();
  await expect(page.getByTestId("page-spinner")).toHaveCount(0);
}

// A Spanish-speaking browser: the first visit is in Spanish (Accept-Language).
test.use({ locale: "es-US", extraHTTPHeaders: { "accept-language": "es-US,es;q=0.9,en;q=0.5" } });

for (const width of [1280, 390]) {
  test(`in Spanish at ${width}px: search, a landlord's page, write a review and the dashboard, with no English left`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await signUpViaApi(page.request, newAccount({ firstName: "Ana" }));
    const name = uniqueName("Propiedades Sol ");
    const landlord = await createLandlord(page.request, { name, location: "San Antonio, TX" });
    const other = await createLandlord(page.request, { name: uniqueName("Casas Norte "), location: "El Paso, TX" });
    await createReview(page.request, { landlordId: landlord.id });

    await page.goto("/");
    await settle(page);
    await expectNoEnglish(page, "the home page");

    await page.goto(`/search?query=${encodeURIComponent(name)}&type=landlord`);
    await settle(page);
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByText(/Se encontró 1 arrendador/).first()).toBeVisible();
    await expectNoEnglish(page, "search");
    await expectNoSeriousAxeViolations(page);

    await page.goto(`/landlord/${landlord.id}`);
    await settle(page);
    await expect(page.getByRole("heading", { name }).first()).toBeVisible();
    // Money and dates through Intl, relative times in Spanish.
    await expect(page.getByText("$1,400/mes").first()).toBeVisible();
    await expect(page.getByText(/hace /).first()).toBeVisible();
    await expectNoEnglish(page, "the landlord's page");
    await expectNoSeriousAxeViolations(page);

    await page.goto(`/write-review/${other.id}`);
    await settle(page);
    await expect(page.getByRole("button", { name: "Enviar reseña" })).toBeVisible();
    await expectNoEnglish(page, "write a review");
    // The form's own check, in Spanish, by the schemas' keys.
    await page.getByRole("button", { name: "Enviar reseña" }).click();
    await expect(page.getByText("Hay un problema").first()).toBeVisible();
    await expect(page.getByText("La reseña debe tener al menos 10 caracteres").first()).toBeVisible();
    await expectNoEnglish(page, "write a review, with its errors");
    await expectNoSeriousAxeViolations(page);

    await page.goto("/dashboard");
    await expect(page.getByTestId("welcome-splash")).toBeHidden({ timeout: 8_000 });
    await expect(page.getByRole("heading", { name: /^(Buenos días|Buenas tardes|Buenas noches), / })).toBeVisible();
    await settle(page);
    await expectNoEnglish(page, "the dashboard");
    await expectNoSeriousAxeViolations(page);
  });

  test(`in Spanish at ${width}px: the admin queue, with no English left`, async ({ page, playwright, baseURL }) => {
    test.slow();
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    const author = await playwright.request.newContext({ baseURL });
    await signUpViaApi(author, newAccount());
    const landlord = await createLandlord(author, { name: uniqueName("Denunciado ") });
    const { review } = await createReview(author, { landlordId: landlord.id });
    const reporter = await playwright.request.newContext({ baseURL });
    await signUpViaApi(reporter, newAccount());
    const res = await reporter.post("/api/reports", { data: { reportType: "review", targetId: review.id, reportCategory: "Spam or promotional content", description: "Parece publicidad de una empresa" } });
    expect(res.status(), await res.text()).toBe(201);

    await signInAsAdmin(page.request);
    await page.goto("/admin-reports");
    await settle(page);
    await expect(page.getByRole("heading", { name: "Denuncias de contenido" })).toBeVisible();
    await expect(page.getByText("Denunciado una vez").first()).toBeVisible();
    await expect(page.locator("strong", { hasText: "Spam o contenido promocional" }).first()).toBeAttached();
    await expectNoEnglish(page, "the admin queue");
    await expectNoSeriousAxeViolations(page);
  });
}

test("in Spanish: a building's page and the notifications page (merged screens of issues 25 and 27), with no English left", async ({ page, playwright, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const town = uniqueName("Pueblo").replace(/\W/g, "");
  const street = `${4000 + Math.floor(Math.random() * 5000)} ${town} St`;
  // The reader follows a landlord; another renter then reviews it at an address (its building).
  await signUpViaApi(page.request, newAccount({ firstName: "Luz" }));
  const landlord = await createLandlord(page.request, { name: uniqueName("Viviendas Río "), location: `${town}, TX` });
  const followed = await page.request.post("/api/follows", { data: { targetType: "landlord", targetId: landlord.id, email: "off" } });
  expect(followed.status(), await followed.text()).toBe(201);
  const other = await playwright.request.newContext({ baseURL });
  await signUpViaApi(other, newAccount());
  const { review } = await createReview(other, { landlordId: landlord.id }, { propertyAddress: `${street}, Apt 2`, monthlyRent: 1200, rentPeriod: "monthly" });
  await other.dispose();
  expect(review.buildingId).toBeTruthy();

  await page.goto(`/building/${review.buildingId}`);
  await settle(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(town);
  await expectNoEnglish(page, "a building's page");
  await expectNoSeriousAxeViolations(page);

  // The notification was stored in English words; the reader sees it in Spanish.
  await expect.poll(async () => Number((await page.request.get("/api/user/notifications?limit=1")).headers()["x-unread-count"] ?? 0)).toBeGreaterThan(0);
  await page.goto("/notifications");
  await settle(page);
  await expect(page.getByText(`Nueva reseña de ${landlord.name}`).first()).toBeVisible();
  await expectNoEnglish(page, "the notifications page");
  await expectNoSeriousAxeViolations(page);
});

test.describe("choosing a language", () => {
  test.use({ locale: "en-US", extraHTTPHeaders: { "accept-language": "en-US,en;q=0.9" } });

  test("an English browser gets English; the switcher turns the site Spanish, and the choice survives a reload", async ({ page }) => {
    await page.goto("/");
    await settle(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Know your landlord before you sign the lease");

    const switcher = page.locator(".site-footer").getByLabel("Language");
    await switcher.selectOption("es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conozca a su arrendador antes de firmar el contrato");
    await expect(page.locator(".site-footer").getByLabel("Idioma")).toBeFocused();

    await page.reload();
    await settle(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Conozca a su arrendador antes de firmar el contrato");
    await expectNoEnglish(page, "the home page after a reload");

    // API errors follow the cookie too, with the same code.
    const res = await page.request.post("/api/login", { data: { email: "nadie@example.test", password: "x" } });
    expect(await res.json()).toEqual({ code: "auth.invalid_login", message: "Correo electrónico o contraseña incorrectos" });

    // And back: the mobile panel has the switcher too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.getByRole("dialog").getByLabel("Idioma").selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Know your landlord before you sign the lease");
  });
});
