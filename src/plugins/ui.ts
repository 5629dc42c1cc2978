// Serves the built React app. The files come from a manifest (src/ui-files.generated.ts, written by
// scripts/build-ui.ts) whose imports `bun build --compile` embeds, so the binary needs nothing
// beside it; from source the same imports point at ui/dist. We do not use @elysiajs/static here:
// it walks a folder on disk, and the compiled binary has no folder to walk.
// Hashed assets are immutable; index.html is no-cache and answers every non-API path (the UI's
// router draws its own 404), as contract §2 asks.
import { Elysia } from "elysia";
import { notFound } from "../http";

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

/** index.html with SITE_NAME written into its title and <meta name="site-name">, which the UI reads. */
async function brandedIndex(files: UiFiles | null, siteName: string): Promise<string | null> {
  const file = files?.get("/index.html");
  if (!file) return null;
  const name = escapeHtml(siteName);
  return (await Bun.file(file).text())
    .replace(/(<meta name="site-name" content=")[^"]*(")/, `$1${name}$2`)
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`);
}

export function uiPlugin(files: UiFiles | null, siteName: string) {
  let indexOnce: Promise<string | null> | undefined;
  const serve = async (urlPath: string, method: string): Promise<Response> => {
    if (urlPath === "/api" || urlPath.startsWith("/api/")) throw notFound("Not found");
    if (method !== "GET" && method !== "HEAD") throw notFound("Not found");
    const exact = urlPath === "/index.html" ? undefined : files?.get(urlPath);
    const index = exact === undefined ? await (indexOnce ??= brandedIndex(files, siteName)) : null;
    if (exact === undefined && index === null) {
      return new Response("The UI has not been built. Run `npm run build` or `npm start`.", {
        status: 503,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    if (exact === undefined) {
      return new Response(method === "HEAD" ? null : index, {
        headers: { "content-type": TYPES.html!, "cache-control": "no-cache" },
      });
    }
    const cache = urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
    return new Response(method === "HEAD" ? null : Bun.file(exact), {
      headers: { "content-type": contentTypeFor(urlPath), "cache-control": cache },
    });
  };
  return new Elysia({ name: "ui" }).all("/*", ({ request }) => serve(new URL(request.url).pathname, request.method));
}
