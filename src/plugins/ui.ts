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
import { isPagePath, type RouteName } from "../../ui/src/lib/paths";
import { firstReads, matchRoute } from "../../ui/src/lib/first-reads";

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

/** An entry of Vite's build manifest (ui/dist/.vite/manifest.json, vite.config.ts `build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Route modules whose file is not the route's name in kebab case (ui/src/app/App.tsx). */
const ROUTE_FILES: Partial<Record<RouteName, string>> = { writeReviewFor: "write-review", adminReportsAlias: "admin-reports" };
const routeModule = (name: RouteName) => `src/app/routes/${ROUTE_FILES[name] ?? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`;

/**
 * The `<link>`s that let a phone fetch a page's code and first data at once, beside the app's own
 * script, instead of one round trip after another (issue 31; README "Performance"): without them a
 * landlord page asked for its route chunk once the app's script had run, its messages once the
 * common ones had arrived, and its reviews once it had drawn. Named from Vite's manifest: the
 * language's common messages (loaded before the first render, ui/src/lib/i18n.ts); for any page
 * but the landing one, the route's chunk with every chunk it imports and their stylesheets (as
 * preloads: Vite's loader adds the stylesheets itself, and a preload blocks no paint), and the other
 * pages' messages (with the server's words in a language other than English); and the API reads
 * the page makes first (ui/src/lib/first-reads.ts, the keys its SWR hooks use), as fetch preloads
 * with the credentials the UI's fetches send (lib/api.ts), so the browser hands them the answers.
 * Chunks the entry already names (index.html's modulepreloads) are left out.
 */
export function preloadLinks(manifest: ViteManifest | null, locale: Locale, route: { name: RouteName; params: Record<string, string> } | null, search: URLSearchParams, reads = true): string {
  let links = manifest ? chunkLinks(manifest, locale, route?.name ?? null) : "";
  if (route && reads) for (const url of firstReads(route.name, route.params, search)) links += `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}">`;
  return links;
}

/** The chunk and stylesheet links of a language and route: the same for every request of them, so walked once per manifest. */
const chunkLinksMade = new WeakMap<ViteManifest, Map<string, string>>();
function chunkLinks(manifest: ViteManifest, locale: Locale, routeName: RouteName | null): string {
  let made = chunkLinksMade.get(manifest);
  if (!made) chunkLinksMade.set(manifest, (made = new Map()));
  const cacheKey = `${locale}|${routeName ?? ""}`;
  const kept = made.get(cacheKey);
  if (kept !== undefined) return kept;
  const links: string[] = [];
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const named = new Set<string>();
  const walk = (key: string, out: Set<string>) => {
    if (out.has(key) || !manifest[key]) return;
    out.add(key);
    for (const i of manifest[key]!.imports ?? []) walk(i, out);
  };
  const already = new Set<string>();
  if (entry) walk(Object.keys(manifest).find((k) => manifest[k] === entry)!, already);
  const roots = [`src/locales/${locale}/common.po`];
  if (routeName && routeName !== "home") roots.push(routeModule(routeName), `src/locales/${locale}/pages.po`, `../src/contract/i18n/${locale}.ts`);
  const chunks = new Set<string>();
  for (const r of roots) walk(r, chunks);
  for (const key of chunks) {
    if (already.has(key)) continue;
    const c = manifest[key]!;
    if (!named.has(c.file)) links.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(c.file)}">`);
    named.add(c.file);
    for (const css of c.css ?? []) {
      if (named.has(css)) continue;
      named.add(css);
      links.push(`<link rel="preload" as="style" crossorigin href="/${escapeHtml(css)}">`);
    }
  }
  const joined = links.join("");
  made.set(cacheKey, joined);
  return joined;
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
  /** Whether a landlord page's landlord exists: an unknown one's page asks for nothing the server would refuse (no 404s in the console). */
  landlordKnown: (id: string) => Promise<boolean> = async () => true,
) {
  let indexOnce: Promise<string | null> | undefined;
  let manifestOnce: Promise<ViteManifest | null> | undefined;
  const readManifest = async (): Promise<ViteManifest | null> => {
    const file = files?.get("/.vite/manifest.json");
    try {
      return file ? ((await Bun.file(file).json()) as ViteManifest) : null;
    } catch {
      return null; // an unreadable manifest costs the preloads, never the page
    }
  };
  /** Signed-out pages whose head is the same for every address of their route (the landing page), compressed once per language. */
  const compressedIndex = new Map<string, Record<Encoding, Blob>>();
  const signedOutIndex = new Map<Locale, string>();
  const serve = async (request: Request, urlPath: string, method: string, acceptEncoding: string | null, search: URLSearchParams): Promise<Response> => {
    if (urlPath === "/api" || urlPath.startsWith("/api/")) throw routeNotFound();
    if (method !== "GET" && method !== "HEAD") throw routeNotFound();
    // Vite's build manifest (/.vite/) is the server's own reading for the preloads, never served.
    const exact = urlPath === "/index.html" || urlPath.startsWith("/.vite/") ? undefined : files?.get(urlPath);
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
      let route: ReturnType<typeof matchRoute> = null;
      try {
        route = matchRoute(urlPath === "/index.html" ? "/" : urlPath);
      } catch {
        route = null;
      }
      // An unknown landlord's page draws "not found" from its one read of the record: preloading its
      // reviews and buildings too would only add refused requests to the browser's console.
      const reads = route?.name !== "landlord" || !route.params.id || (await landlordKnown(route.params.id));
      const preloads = preloadLinks(await (manifestOnce ??= readManifest()), locale, route, search, reads);
      const withHead = (html: string) => html.replace("</head>", `${preloads}${feedLink ?? ""}</head>`);
      // The landing page's head depends on the language alone: its compressed bytes are kept.
      const shared = !user && !feedLink && (route === null || route.name === "home");
      let body: string | Blob | Uint8Array<ArrayBuffer> = withHead(user ? withSession(localized, user) : signedOut);
      if (chosen) {
        if (!shared) body = compressPersonal(body as string, chosen);
        else {
          const cacheKey = `${locale}|${route?.name ?? ""}`;
          let compressed = compressedIndex.get(cacheKey);
          if (!compressed) compressedIndex.set(cacheKey, (compressed = compressIndex(body as string)));
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
    {
      const url = new URL(request.url);
      return serve(request, url.pathname, request.method, request.headers.get("accept-encoding"), url.searchParams);
    },
  );
}
