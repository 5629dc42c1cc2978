// The site's languages (contract §7.3, docs/languages.md): shared by the server (error messages,
// e-mails, <html lang>) and the UI (its Lingui catalogs, ui/src/locales/<locale>/messages.po).
// Adding a language is a catalog file, an entry here, and a build.

export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];

/** The name of each language in that language, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** The cookie that keeps a visitor's choice; the server reads it too. */
export const LANG_COOKIE = "lang";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/**
 * The first language of an Accept-Language header the site speaks (`es-MX` → `es`), by the
 * header's q-values; null when none is spoken.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag !== "" && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split("-")[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/** The value of the `lang` cookie in a Cookie header, if it names a language of the site. */
export function localeFromCookie(header: string | null | undefined): Locale | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== LANG_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (isLocale(value)) return value;
  }
  return null;
}

/** The language of a request: the `lang` cookie, else Accept-Language, else the site's default. */
export function requestLocale(headers: { get(name: string): string | null }, fallback: Locale): Locale {
  return localeFromCookie(headers.get("cookie")) ?? localeFromAcceptLanguage(headers.get("accept-language")) ?? fallback;
}
