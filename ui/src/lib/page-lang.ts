// Which language the editable pages (About, Tenant Rights; contract §7.6) are asked for: the UI's
// active language (lib/i18n.ts, the lang cookie else Accept-Language else DEFAULT_LOCALE). This is
// the only place the pages pick their language.
import type { PageLang } from "@contract/local-pages";
import { currentLocale } from "./i18n";

export function pageLang(): PageLang {
  return currentLocale() === "es" ? "es" : "en";
}
