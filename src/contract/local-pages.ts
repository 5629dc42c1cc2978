// The union's own site (contract §7.6, issue 29): the About and Tenant Rights pages an admin edits
// per language in Markdown, and the directory of help. Shared by server and UI, so a limit or a
// message is written once. Rendering the Markdown safely is src/contract/markdown.ts.
import { z } from "zod";
import { V } from "./validation";
import { cleanName } from "./text";

export const PAGE_SLUGS = ["about", "tenant-rights"] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
export const PAGE_LANGS = ["en", "es"] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

export const RESOURCE_KINDS = ["tenant-union", "legal-aid", "government", "hotline", "other"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
/** The headings of /resources, in the order the page lists the kinds. */
export const RESOURCE_KIND_LABELS: Record<ResourceKind, string> = {
  "tenant-union": "Tenant unions",
  "legal-aid": "Legal aid",
  government: "Government offices",
  hotline: "Hotlines",
  other: "Other help",
};

export const LOCAL_LIMITS = {
  markdownMax: 50_000,
  resourceNameMax: 120,
  resourceLocationMax: 120,
  resourcePhoneMax: 40,
  resourceWebsiteMax: 500,
  resourceEmailMax: 255,
  resourceLanguagesMax: 200,
  resourceDescriptionMax: 2_000,
} as const;

/** GET /api/pages/{slug}?lang= and the body of PUT: what the page says, Markdown. */
export interface SitePage {
  slug: PageSlug;
  lang: PageLang;
  markdown: string;
  /** When an admin last saved it; null while the built-in text is shown. */
  updatedAt: string | null;
}

export interface HelpResource {
  id: number;
  name: string;
  kind: ResourceKind;
  /** Empty: everywhere. Otherwise a city ("Chicago, IL"), a city alone or a state ("IL"). */
  location: string;
  phone: string;
  website: string;
  email: string;
  languages: string;
  description: string;
}

export const pageLangQuery = z.object({
  lang: z
    .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().optional())
    .transform((v) => v || "en")
    .pipe(z.enum(PAGE_LANGS, "lang must be en or es")),
});

export const pageSlugParams = () => z.object({ slug: z.enum(PAGE_SLUGS) });

export const pageUpdateSchema = z.object({
  lang: z.enum(PAGE_LANGS, "lang must be en or es"),
  markdown: z
    .string(V.the_page_text_is_required)
    .max(LOCAL_LIMITS.markdownMax, V.the_page_text_must_be_at_most_50000_characters),
});
export type PageUpdateInput = z.infer<typeof pageUpdateSchema>;

/** Whether `url` is an absolute http(s) address (a resource's website). */
export function isHttpUrl(url: string): boolean {
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname.length > 0;
  } catch {
    return false;
  }
}

const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional().transform((v) => v ?? "");

export const resourceSchema = z.object({
  name: z
    .string(V.resource_name_is_required)
    .overwrite(cleanName)
    .min(1, V.resource_name_is_required)
    .max(LOCAL_LIMITS.resourceNameMax, V.name_must_be_at_most_120_characters),
  kind: z.enum(RESOURCE_KINDS, V.kind_must_be_tenant_union_legal_aid_government_hotline_or_other),
  location: z
    .string()
    .overwrite(cleanName)
    .max(LOCAL_LIMITS.resourceLocationMax, V.location_must_be_at_most_120_characters)
    .optional()
    .transform((v) => v ?? ""),
  phone: optionalText(LOCAL_LIMITS.resourcePhoneMax, V.phone_must_be_at_most_40_characters),
  website: optionalText(LOCAL_LIMITS.resourceWebsiteMax, V.website_must_be_at_most_500_characters).refine(
    (v) => v === "" || isHttpUrl(v),
    V.website_must_be_an_http_or_https_address,
  ),
  email: optionalText(LOCAL_LIMITS.resourceEmailMax, V.invalid_email_address).refine(
    (v) => v === "" || z.email().safeParse(v).success,
    V.invalid_email_address,
  ),
  languages: optionalText(LOCAL_LIMITS.resourceLanguagesMax, V.languages_must_be_at_most_200_characters),
  description: optionalText(LOCAL_LIMITS.resourceDescriptionMax, V.description_must_be_at_most_2000_characters),
});
export type ResourceInput = z.infer<typeof resourceSchema>;

export const resourceListQuery = z.object({
  location: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().max(200, "location is too long").optional()).transform((v) => v || undefined),
  kind: z
    .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().trim().optional())
    .transform((v) => v || undefined)
    .pipe(z.enum(RESOURCE_KINDS, "kind must be tenant-union, legal-aid, government, hotline or other").optional()),
});

/** Lower case, single spaces, no space around commas: how two places are compared. */
const normalizePlace = (s: string) => s.toLowerCase().replace(/\s+/g, " ").replace(/\s*,\s*/g, ",").trim();

/**
 * Whether a resource serves `place` (a landlord's or a building's location, or what a visitor
 * typed): a resource for everywhere (empty location) always; else when the two name the same
 * place ("Chicago, IL" and "chicago,il"), or the resource names the city alone ("Chicago" serves
 * "Chicago, IL") or the state alone ("IL" serves "Chicago, IL"); a city typed alone finds its
 * resources too ("Chicago" finds "Chicago, IL").
 */
export function servesPlace(resourceLocation: string, place: string): boolean {
  const r = normalizePlace(resourceLocation);
  if (r === "") return true;
  const p = normalizePlace(place);
  if (p === "") return false;
  if (r === p) return true;
  const parts = p.split(",");
  if (parts[0] === r || parts[parts.length - 1] === r) return true;
  // A visitor who typed the city alone ("Chicago") finds the resources of "Chicago, IL".
  return !p.includes(",") && r.split(",")[0] === p;
}
