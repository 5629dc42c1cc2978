// Atom 1.0 feeds of the 50 newest visible reviews of a landlord, a building or a city (contract
// §7.4, docs/follows.md): GET /feeds/landlord/{id}.atom, /feeds/building/{id}.atom,
// /feeds/city/{slug}.atom. Under the privacy rule: an entry names no author (the feed's author is
// the site), and addresses are building-level (store: FeedReview).
import { Elysia } from "elysia";
import { z } from "zod";
import type { AppDeps } from "../../deps";
import { pathParams } from "../../http";
import type { FollowTargetType } from "../../contract/follows";
import type { FeedReview } from "../../store/alerts";
import { feedNotFound } from "./errors";
import { requestLocale, type Locale } from "../../contract/locales";

/** A feed's words in the reader's language (contract §7.3: the request's `lang` cookie, else Accept-Language). */
const FEED_WORDS: Record<Locale, { entry: (rating: string, landlord: string) => string; title: (name: string, site: string) => string }> = {
  en: { entry: (rating, landlord) => `${rating} out of 5: ${landlord}`, title: (name, site) => `Reviews of ${name} on ${site}` },
  es: { entry: (rating, landlord) => `${rating} de 5: ${landlord}`, title: (name, site) => `Reseñas de ${name} en ${site}` },
};

export const FEED_SIZE = 50;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

/** The page of a target, a path of the site. */
export function targetPath(targetType: FollowTargetType, targetId: string): string {
  return `/${targetType}/${encodeURIComponent(targetId)}`;
}

/** A feed's path, as the pages name it in <link rel="alternate" type="application/atom+xml">. */
export const feedPath = (targetType: FollowTargetType, targetId: string) => `/feeds/${targetType}/${encodeURIComponent(targetId)}.atom`;

/** "12 Oak St, Ann Arbor, MI": the location is added unless the address already ends with it
 * (renters often type the city into the address; "…, Oakland, CA, Oakland, CA" read badly). */
export function placeOf(address: string | null, location: string): string {
  if (!address) return location;
  const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  return location && !fold(address).endsWith(fold(location)) ? `${address}, ${location}` : address;
}

export function atomFeed(opts: { base: string; siteName: string; targetType: FollowTargetType; targetId: string; name: string; reviews: FeedReview[]; now: string; locale?: Locale }): string {
  const { base, siteName, targetType, targetId, name, reviews } = opts;
  const locale = opts.locale ?? "en";
  const words = FEED_WORDS[locale];
  const rating = new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const page = `${base}${targetPath(targetType, targetId)}`;
  const updated = reviews[0]?.createdAt ?? opts.now;
  const entries = reviews.map((r) => {
    const link = `${base}/landlord/${encodeURIComponent(r.landlordId)}#review-${encodeURIComponent(r.id)}`;
    const place = placeOf(r.propertyAddress, r.location);
    const title = words.entry(rating.format(r.overallRating), r.landlordName);
    return [
      "  <entry>",
      `    <title>${escapeXml(title)}</title>`,
      `    <id>urn:uuid:${r.id}</id>`,
      `    <updated>${r.createdAt}</updated>`,
      `    <published>${r.createdAt}</published>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <summary type="text">${escapeXml(place)}</summary>`,
      `    <content type="text">${escapeXml(r.reviewText)}</content>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <title>${escapeXml(words.title(name, siteName))}</title>`,
    `  <id>${escapeXml(page)}</id>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${base}${feedPath(targetType, targetId)}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    `  <author><name>${escapeXml(siteName)}</name></author>`,
    `  <generator>${escapeXml(siteName)}</generator>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

const fileParams = z.object({ file: z.string().regex(/^[^/]{1,200}\.atom$/).transform((f) => decodeURIComponent(f.slice(0, -".atom".length))) });

export function feedRoutes(deps: AppDeps) {
  const serve = async (targetType: FollowTargetType, id: string, request: Request, set: { headers: Record<string, string | number> }) => {
    const target = await deps.store.follows.target(targetType, id);
    if (!target) throw feedNotFound();
    const reviews = await deps.store.feeds.reviews(target, FEED_SIZE);
    const base = deps.config.publicUrl ?? new URL(request.url).origin;
    set.headers["content-type"] = "application/atom+xml; charset=utf-8";
    set.headers["cache-control"] = "public, max-age=300";
    set.headers.vary = "Accept-Language, Cookie"; // its words follow the reader's language
    return atomFeed({ base, siteName: deps.config.siteName, targetType, targetId: target.targetId, name: target.name, reviews, now: new Date().toISOString(), locale: requestLocale(request.headers, deps.config.defaultLocale) });
  };
  const options = { params: pathParams(fileParams, feedNotFound) };
  return new Elysia({ name: "feed-routes" })
    .get("/feeds/landlord/:file", ({ params, request, set }) => serve("landlord", params.file, request, set), options)
    .get("/feeds/building/:file", ({ params, request, set }) => serve("building", params.file, request, set), options)
    .get("/feeds/city/:file", ({ params, request, set }) => serve("city", params.file, request, set), options);
}
