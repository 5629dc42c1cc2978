// The UI's language (contract §7.3, docs/languages.md). The server chose it for the first page
// (the `lang` cookie, else Accept-Language, else DEFAULT_LOCALE) and wrote it into <html lang>;
// the UI starts there. Each language's catalog is a chunk of its own, imported only when that
// language is shown. Choosing a language sets the cookie (the server reads it for API errors
// and the next index.html) and, when signed in, tells the server (e-mails in that language).
import { i18n } from "@lingui/core";
import { LANG_COOKIE, LOCALES, isLocale, type Locale } from "@contract/locales";
import { setValidationCatalog } from "@contract/validation-catalog";
import type { ServerCatalog } from "@contract/i18n/types";

export { i18n, LOCALES, type Locale };

type Catalog = () => Promise<{ messages: import("@lingui/core").Messages }>;
/** The page frame's and the landing page's messages: loaded before the first render. */
const common: Record<Locale, Catalog> = {
  en: () => import("../locales/en/common.po"),
  es: () => import("../locales/es/common.po"),
};
/** Every other page's: loaded with the first of them (app/App.tsx), so the landing page does without. */
const pages: Record<Locale, Catalog> = {
  en: () => import("../locales/en/pages.po"),
  es: () => import("../locales/es/pages.po"),
};
/** Each language's other-pages messages once asked for: loaded into i18n, resolving to the server's words. */
const pagesLoaded = new Map<Locale, Promise<ServerCatalog | null>>();

/**
 * Loads the other pages' messages of a language (once); resolves when they are in. The first page's
 * code asks for them before the app has started (app/App.tsx, beside the page's chunk: one round
 * trip fewer before a landlord page or a search draws), so the server's words are applied on every
 * call in the active language, not only on the first.
 */
export function loadPageMessages(locale: Locale = currentLocale()): Promise<void> {
  let loaded = pagesLoaded.get(locale);
  if (!loaded) {
    loaded = Promise.all([pages[locale](), serverCatalogs[locale]?.() ?? null]).then(([{ messages }, server]) => {
      i18n.load(locale, messages);
      return server;
    });
    pagesLoaded.set(locale, loaded);
  }
  return loaded.then((server) => {
    if (locale === currentLocale()) applyServerCatalog(server);
  });
}

/**
 * The server's words in a language other than English (src/contract/i18n/<locale>.ts): the
 * schemas' validation messages the forms show, and error messages by code. A chunk of its own too.
 */
const serverCatalogs: Record<Locale, (() => Promise<ServerCatalog>) | null> = {
  en: null,
  es: () => import("@contract/i18n/es").then((m) => m.es),
};
let serverCatalog: ServerCatalog | null = null;
/**
 * The server's words come with the other pages' messages (their forms validate; the landing page
 * has no form), so the landing page does without them. Until then errors show the server's own
 * message, which is in the page's language already (the lang cookie).
 */
function applyServerCatalog(server: ServerCatalog | null) {
  serverCatalog = server;
  setValidationCatalog(server?.validation);
}

/** An API error's message in the UI's language, by its code (contract §7.3); null: the server's own words. */
export function errorText(code: string | undefined, extra: Record<string, unknown>): string | null {
  const text = code ? serverCatalog?.errors[code] : undefined;
  if (text === undefined) return null;
  return typeof text === "function" ? text(extra) : text;
}

/** The language the server sent the page in (index.html's <html lang>), or English. */
export function pageLocale(): Locale {
  const lang = typeof document !== "undefined" ? document.documentElement.lang : "";
  return isLocale(lang) ? lang : "en";
}

/**
 * Loads a language's catalog and shows the UI in it: the common messages, and the other pages'
 * too when `withPages` (a change of language on any page but the landing one).
 */
export async function activate(locale: Locale, withPages = false): Promise<void> {
  const { messages } = await common[locale]();
  i18n.load(locale, messages);
  if (withPages) await loadPageMessages(locale);
  i18n.activate(locale);
  if (!withPages) applyServerCatalog(null);
  else applyServerCatalog((await serverCatalogs[locale]?.()) ?? null);
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/** A visitor's choice: kept a year in the `lang` cookie, which the server reads too. */
export async function chooseLocale(locale: Locale): Promise<void> {
  document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  // The other pages' messages come too once any page needed them.
  await activate(locale, pagesLoaded.size > 0);
}

/** The active language, for Intl. */
export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : "en");

/** CURRENCY as the server wrote it into index.html's <meta name="currency">. */
export const CURRENCY: string =
  (typeof document !== "undefined" && document.querySelector('meta[name="currency"]')?.getAttribute("content")) || "USD";

const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };
/** The Intl locale of a language: the site serves renters in the United States. */
export const intlLocale = (locale: Locale = currentLocale()) => INTL_LOCALE[locale];

/**
 * Intl formatters by language and options, made once: a formatter takes far longer to make than to
 * use (a landlord page formats a few hundred numbers and dates, and making each afresh was a tenth
 * of its script time on a phone; issue 31).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: "n" | "d", options: object | undefined, make: (locale: string) => T): T {
  const locale = intlLocale();
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let f = formatters.get(key) as T | undefined;
  if (!f) formatters.set(key, (f = make(locale)));
  return f;
}

/** Money in CURRENCY, whole units: "$1,250" / "1250 US$"-style as the language writes it. */
export const formatMoney = (amount: number) =>
  formatter("n", { money: CURRENCY }, (l) => new Intl.NumberFormat(l, { style: "currency", currency: CURRENCY, maximumFractionDigits: 0 })).format(amount);

export const formatNumber = (n: number, options?: Intl.NumberFormatOptions) => formatter("n", options, (l) => new Intl.NumberFormat(l, options)).format(n);

const toDate = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);

export const formatDate = (value: string | Date, options: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" }) =>
  formatter("d", options, (l) => new Intl.DateTimeFormat(l, options)).format(toDate(value));

export const formatDateTime = (value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" }) =>
  formatter("d", options, (l) => new Intl.DateTimeFormat(l, options)).format(toDate(value));
