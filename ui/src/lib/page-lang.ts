// Which language the editable pages (About, Tenant Rights; contract §7.6) are asked for.
import type { PageLang } from "@contract/local-pages";

/**
 * The document's language, <html lang>: "es", "es-US"… ask for the Spanish page, anything else for
 * the English one. FOR THE LEAD (issue 26 merge): once Lingui and the lang cookie are in, answer
 * the active locale here instead; this is the only place the pages pick their language.
 */
export function pageLang(): PageLang {
  const lang = typeof document === "undefined" ? "" : document.documentElement.lang;
  return /^es\b/i.test(lang) ? "es" : "en";
}
