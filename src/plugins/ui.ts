// Serves the built React app. The files come from a manifest (src/ui-files.generated.ts, written by
// scripts/build-ui.ts) whose imports `bun build --compile` embeds, so the binary needs nothing
// beside it; from source the same imports point at ui/dist. We do not use @elysiajs/static here:
// it walks a folder on disk, and the compiled binary has no folder to walk.
// Hashed assets are immutable; index.html is no-cache and answers every non-API path (the UI's
// router draws its own 404), as docs/product-rules.md#the-api asks: with 200 for the pages of the route table and
// 404 for any other path, decided by the same patterns the UI's router is built from.
// Compression: scripts/build-ui.ts writes a brotli (.br) and a gzip (.gz) twin of every text
// asset at build time, at the highest levels, so no request pays for compressing; a browser gets
// the smallest its Accept-Encoding takes, with `Vary: Accept-Encoding` so caches keep them apart.
// index.html is branded at run time (SITE_NAME), so it is compressed once, on first use.
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { Elysia } from "elysia";
import type { User } from "../contract/types";
import { requestLocale, type Locale } from "../contract/locales";
import { routeNotFound } from "../http";
import { isPagePath } from "../../ui/src/lib/paths";

/** URL path (e.g. "/assets/index-abc123.js") -> file path readable with Bun.file. */
export type UiFiles = Map<string, string>;

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json",
  webmanifest: "application/manifest+json",
  svg: "image/svg+xml",
  png: "image/png",
  ico: "image/x-icon",
  jpg: "image/jpeg",
  webp: "image/webp",
  woff2: "font/woff2",
  woff: "font/woff",
  txt: "text/plain; charset=utf-8",
};

export function contentTypeFor(path: string): string {
  const ext = path.slice(path.lastIndexOf(".") + 1).toLowerCase();
  return TYPES[ext] ?? "application/octet-stream";
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * index.html with SITE_NAME written into its title and <meta name="site-name">, and CURRENCY into
 * <meta name="currency">, which the UI reads.
 */
async function brandedIndex(files: UiFiles | null, siteName: string, currency: string): Promise<string | null> {
  const file = files?.get("/index.html");
  if (!file) return null;
  const name = escapeHtml(siteName);
  return (await Bun.file(file).text())
    .replace(/(<meta name="site-name" content=")[^"]*(")/, `$1${name}$2`)
    .replace(/(<meta name="currency" content=")[^"]*(")/, `$1${escapeHtml(currency)}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`);
}

/** index.html in a language: `<html lang>`, which the UI starts in (ui/src/lib/i18n.ts). */
export const withLang = (html: string, locale: Locale) => html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);

export type Encoding = "br" | "gzip";
const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

/** The encodings a request's Accept-Encoding takes, best first (q=0 refuses one). */
export function acceptedEncodings(header: string | null): Encoding[] {
  const taken = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) taken.add(name.trim());
  }
  return (["br", "gzip"] as const).filter((e) => taken.has(e) || taken.has("*"));
}

/** Whether a type is worth compressing (images and fonts already are). */
export const isCompressible = (path: string) => /\.(html|js|mjs|css|json|webmanifest|svg|txt)$/i.test(path);

function compressIndex(html: string): Record<Encoding, Blob> {
  const raw = Buffer.from(html);
  return {
    br: new Blob([brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })]),
    gzip: new Blob([Bun.gzipSync(raw, { level: 9 })]),
  };
}

/**
 * The session the page starts with, written into index.html as inert JSON (a
 * `type="application/json"` script runs nothing, so the CSP's script-src 'self' holds): the UI
 * reads it instead of asking GET /api/user first, which on a slow phone network saves a whole
 * round trip before the first screen (ui/src/lib/auth.ts). `<` is escaped so no value can end
 * the script element.
 */
export function withSession(html: string, user: User | null): string {
  const json = JSON.stringify({ user }).replace(/</g, "\\u003c");
  return html.replace("</head>", `<script id="rentfair-session" type="application/json">${json}</script></head>`);
}

const FEED_PAGE = /^\/(landlord|building|city)\/([^/]{1,200})$/;

/**
 * The Atom feed a landlord, building or city page names (contract §7.4, src/modules/follows/feeds.ts),
 * as a <link rel="alternate"> in the head the server sends, so a feed reader given the page's
 * address finds it without running the UI. Null for other pages.
 */
export function feedLinkFor(urlPath: string): string | null {
  const m = FEED_PAGE.exec(urlPath);
  if (!m) return null;
  const href = `/feeds/${m[1]}/${encodeURIComponent(decodeURIComponent(m[2]!))}.atom`;
  return `<link rel="alternate" type="application/atom+xml" title="Reviews (Atom feed)" href="${escapeHtml(href)}">`;
}

/** Compresses a signed-in page on the fly: small, and never the same for two people. */
function compressPersonal(html: string, encoding: Encoding): Uint8Array<ArrayBuffer> {
  const raw = Buffer.from(html);
  return new Uint8Array(encoding === "br" ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : Bun.gzipSync(raw, { level: 6 }));
}

export function uiPlugin(
  files: UiFiles | null,
  siteName: string,
  sessionUser: (request: Request) => User | null = () => null,
  language: { defaultLocale: Locale; currency: string } = { defaultLocale: "en", currency: "USD" },
) {
  let indexOnce: Promise<string | null> | undefined;
  const compressedIndex = new Map<Locale, Record<Encoding, Blob>>();
  const signedOutIndex = new Map<Locale, string>();
  const serve = async (request: Request, urlPath: string, method: string, acceptEncoding: string | null): Promise<Response> => {
    if (urlPath === "/api" || urlPath.startsWith("/api/")) throw routeNotFound();
    if (method !== "GET" && method !== "HEAD") throw routeNotFound();
    const exact = urlPath === "/index.html" ? undefined : files?.get(urlPath);
    const index = exact === undefined ? await (indexOnce ??= brandedIndex(files, siteName, language.currency)) : null;
    if (exact === undefined && index === null) {
      return new Response("The UI has not been built. Run `npm run build` or `npm start`.", {
        status: 503,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    const encoding = acceptedEncodings(acceptEncoding);
    if (exact === undefined) {
      const user = sessionUser(request);
      // The page's language (contract §7.3): the `lang` cookie, else Accept-Language, else DEFAULT_LOCALE.
      const locale = requestLocale(request.headers, language.defaultLocale);
      const localized = withLang(index!, locale);
      // A signed-in page names its account: no shared cache may keep it.
      const headers: Record<string, string> = { "content-type": TYPES.html!, "cache-control": user ? "private, no-cache" : "no-cache", vary: "Accept-Encoding, Accept-Language, Cookie" };
      const chosen = encoding[0];
      let signedOut = signedOutIndex.get(locale);
      if (signedOut === undefined) signedOutIndex.set(locale, (signedOut = withSession(localized, null)));
      let feedLink: string | null = null;
      try {
        feedLink = feedLinkFor(urlPath);
      } catch {
        feedLink = null; // a malformed %-escape: no page, no feed
      }
      let body: string | Blob | Uint8Array<ArrayBuffer> = user ? withSession(localized, user) : signedOut;
      if (feedLink) body = (body as string).replace("</head>", `${feedLink}</head>`);
      if (chosen) {
        if (user || feedLink) body = compressPersonal(body as string, chosen);
        else {
          let compressed = compressedIndex.get(locale);
          if (!compressed) compressedIndex.set(locale, (compressed = compressIndex(signedOut)));
          body = compressed[chosen];
        }
        headers["content-encoding"] = chosen;
      }
      const status = urlPath === "/index.html" || isPagePath(urlPath) ? 200 : 404;
      return new Response(method === "HEAD" ? null : body, { status, headers });
    }
    const cache = urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
    const headers: Record<string, string> = { "content-type": contentTypeFor(urlPath), "cache-control": cache };
    let file = exact;
    if (isCompressible(urlPath)) {
      headers.vary = "Accept-Encoding";
      const chosen = encoding.find((e) => files!.has(urlPath + SUFFIX[e]));
      if (chosen) {
        file = files!.get(urlPath + SUFFIX[chosen])!;
        headers["content-encoding"] = chosen;
      }
    }
    return new Response(method === "HEAD" ? null : Bun.file(file), { headers });
  };
  return new Elysia({ name: "ui" }).all("/*", ({ request }) =>
    serve(request, new URL(request.url).pathname, request.method, request.headers.get("accept-encoding")),
  );
}
