// The editable About and Tenant Rights pages (contract §7.6): each answers the admin's saved text
// in its language or, until there is one (or after a revert), the built-in text of builtin.ts.
// Saving and reverting are admin routes: the security log records them as admin actions
// (src/plugins/security.ts), like every state-changing request of an admin account.
import type { AppDeps } from "../../deps";
import type { PageLang, PageSlug, SitePage } from "../../contract/local-pages";
import { builtInPage } from "./builtin";

export function createPagesService(deps: AppDeps) {
  const { pages } = deps.store;
  const builtIn = (slug: PageSlug, lang: PageLang): SitePage => ({ slug, lang, markdown: builtInPage(slug, lang, deps.config.siteName), updatedAt: null });
  return {
    async get(slug: PageSlug, lang: PageLang): Promise<SitePage> {
      const row = await pages.get(slug, lang);
      return row ? { slug, lang, markdown: row.markdown, updatedAt: row.updatedAt } : builtIn(slug, lang);
    },

    async save(slug: PageSlug, lang: PageLang, markdown: string): Promise<SitePage> {
      const row = await pages.save(slug, lang, markdown);
      return { slug, lang, markdown: row.markdown, updatedAt: row.updatedAt };
    },

    /** Back to the built-in text; answers the page as it now reads. */
    async revert(slug: PageSlug, lang: PageLang): Promise<SitePage> {
      await pages.revert(slug, lang);
      return builtIn(slug, lang);
    },
  };
}
