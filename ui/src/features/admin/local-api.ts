// The admin's side of contract §7.6: saving and reverting the About and Tenant Rights pages, and
// keeping the directory of help. Reads are lib/local-pages.ts's. How an endpoint is declared: lib/api.ts.
import type { HelpResource, PageLang, PageSlug, ResourceInput, SitePage } from "@contract/local-pages";
import { apiRequest, mutation } from "../../lib/api";
import { localKeys } from "../../lib/local-pages";

export const savePage = mutation(
  (slug: PageSlug, lang: PageLang, markdown: string) => apiRequest<SitePage>("PUT", `/api/admin/pages/${slug}`, { lang, markdown }),
  [localKeys.pages],
);

/** Back to the built-in text. */
export const revertPage = mutation((slug: PageSlug, lang: PageLang) => apiRequest<SitePage>("DELETE", `/api/admin/pages/${slug}?lang=${lang}`), [localKeys.pages]);

export const createResource = mutation((input: ResourceInput) => apiRequest<HelpResource>("POST", "/api/admin/resources", input), [localKeys.resources]);

export const updateResource = mutation(
  (id: number, input: ResourceInput) => apiRequest<HelpResource>("PUT", `/api/admin/resources/${id}`, input),
  [localKeys.resources],
);

export const deleteResource = mutation((id: number) => apiRequest<void>("DELETE", `/api/admin/resources/${id}`), [localKeys.resources]);
