// The editable pages and the directory of help (contract §7.6), read by the static pages, the
// /resources page, the landlord page's LocalHelp and the admin editor. How an endpoint is
// declared: lib/api.ts.
import useSWR from "swr";
import type { HelpResource, PageLang, PageSlug, ResourceKind, SitePage } from "@contract/local-pages";

export const localKeys = {
  /** Every page read (an edit refreshes them all). */
  pages: "/api/pages",
  page: (slug: PageSlug, lang: PageLang) => `/api/pages/${slug}?lang=${lang}`,
  /** Every directory read (any filter). */
  resources: "/api/resources",
} as const;

export function resourcesUrl(filter: { location?: string; kind?: ResourceKind } = {}): string {
  const q = new URLSearchParams();
  if (filter.location) q.set("location", filter.location);
  if (filter.kind) q.set("kind", filter.kind);
  const s = q.toString();
  return s ? `${localKeys.resources}?${s}` : localKeys.resources;
}

export const usePage = (slug: PageSlug, lang: PageLang) => useSWR<SitePage>(localKeys.page(slug, lang));

/** The directory, narrowed to what serves `location` (and those for everywhere) when given. */
export const useResources = (filter: { location?: string; kind?: ResourceKind } = {}, enabled = true) =>
  useSWR<HelpResource[]>(enabled ? resourcesUrl(filter) : null);
