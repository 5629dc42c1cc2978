// The pages store's interface (docs/architecture.md, "Stores"; contract §7.6): the About and
// Tenant Rights pages as admins wrote them, per language. No row means the built-in text
// (src/modules/pages/builtin.ts) is shown; SQLite: src/store/sqlite/pages.ts, PostgreSQL:
// src/store/postgres/pages.ts.
import type { PageLang, PageSlug } from "../contract/local-pages";
import type { SitePageRow } from "./rows";

export interface PagesStore {
  /** The admin's text of this page in this language, or null while the built-in text stands. */
  get(slug: PageSlug, lang: PageLang): Promise<SitePageRow | null>;
  /** Saves the page's text (replacing an earlier edit) with the time of saving. */
  save(slug: PageSlug, lang: PageLang, markdown: string): Promise<SitePageRow>;
  /** Forgets the edit, so the built-in text stands again; false when there was none. */
  revert(slug: PageSlug, lang: PageLang): Promise<boolean>;
}
