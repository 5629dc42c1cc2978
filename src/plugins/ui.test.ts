import { createTestDeps } from "../test/harness";
import { expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createLogger } from "../lib/logger";
import type { UiFiles } from "./ui";

function appWithUi(siteName = "RentFair") {
  return appAndDepsWithUi(siteName).app;
}

function appAndDepsWithUi(siteName = "RentFair") {
  const dir = mkdtempSync(join(tmpdir(), "rentfair-ui-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), '<html><head><meta name="site-name" content="RentFair" /><title>RentFair</title></head><body></body></html>');
  writeFileSync(join(dir, "assets/index-abc123.js"), "console.log(1)");
  writeFileSync(join(dir, "assets/index-abc123.css"), "body{}");
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, ".vite/manifest.json"), '{"index.html":{"file":"assets/index-abc123.js","isEntry":true}}');
  const files: UiFiles = new Map([
    ["/index.html", join(dir, "index.html")],
    ["/assets/index-abc123.js", join(dir, "assets/index-abc123.js")],
    ["/assets/index-abc123.css", join(dir, "assets/index-abc123.css")],
    ["/favicon.svg", join(dir, "favicon.svg")],
    ["/.vite/manifest.json", join(dir, ".vite/manifest.json")],
  ]);
  const config = loadConfig(new Map(), { DATA_DIR: dir, SITE_NAME: siteName, LOG_LEVEL: "silent" });
  const deps = createTestDeps(config, createLogger("silent"), files);
  return { app: createApp(deps), deps };
}

const get = (app: ReturnType<typeof appWithUi>, path: string) => app.handle(new Request(`http://localhost${path}`));

test("any non-API path gets index.html with no-cache, so the UI can route it: 200 for a page, 404 for any other path", async () => {
  const app = appWithUi();
  const pages = ["/", "/search", "/landlord/3f2a9c", "/write-review", "/write-review/3f2a9c", "/admin/reports", "/about/", "/Terms", "/resources"];
  for (const path of [...pages, "/some/unknown/page", "/landlord", "/landlord/a/b", "/admin"]) {
    const res = await get(app, path);
    expect(res.status, path).toBe(pages.includes(path) ? 200 : 404);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("<html>");
  }
});

test("HEAD of an unknown page is 404 too, with no body", async () => {
  const res = await appWithUi().handle(new Request("http://localhost/no-such-page", { method: "HEAD" }));
  expect(res.status).toBe(404);
  expect(await res.text()).toBe("");
});

test("hashed assets are served with their content type and cached as immutable", async () => {
  const app = appWithUi();
  const js = await get(app, "/assets/index-abc123.js");
  expect(js.headers.get("content-type")).toContain("text/javascript");
  expect(js.headers.get("cache-control")).toContain("immutable");
  expect(await js.text()).toBe("console.log(1)");
  expect((await get(app, "/assets/index-abc123.css")).headers.get("content-type")).toContain("text/css");
  expect((await get(app, "/favicon.svg")).headers.get("content-type")).toBe("image/svg+xml");
});

test("Vite's build manifest is read by the server for its preloads, never served", async () => {
  const res = await get(appWithUi(), "/.vite/manifest.json");
  expect(res.status).toBe(404);
  expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(await res.text()).not.toContain("isEntry");
});

test("unknown API paths stay JSON 404s and never fall back to the UI", async () => {
  const res = await get(appWithUi(), "/api/does-not-exist");
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ message: "Not found", code: "route.not_found" });
});

test("SITE_NAME is written into the page's title and meta, escaped", async () => {
  const html = await (await get(appWithUi("Tenants & Co <Reviews>"), "/")).text();
  expect(html).toContain("<title>Tenants &amp; Co &lt;Reviews&gt;</title>");
  expect(html).toContain('content="Tenants &amp; Co &lt;Reviews&gt;"');
});

test("pages carry the security headers too", async () => {
  const res = await get(appWithUi(), "/about");
  expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
});

test("a landlord's, building's or city's page names its Atom feed in the head the server sends (issue 27); other pages do not", async () => {
  const app = appWithUi();
  const link = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.handle(new Request(`http://localhost${path}`, { headers }));
    const html = res.headers.get("content-encoding") === "gzip" ? new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await res.arrayBuffer()))) : await res.text();
    return /<link rel="alternate" type="application\/atom\+xml"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? null;
  };
  expect(await link("/landlord/3f2a9c")).toBe("/feeds/landlord/3f2a9c.atom");
  expect(await link("/landlord/3f2a9c", { "accept-encoding": "gzip" })).toBe("/feeds/landlord/3f2a9c.atom");
  expect(await link("/city/ann-arbor-mi")).toBe("/feeds/city/ann-arbor-mi.atom");
  expect(await link("/building/b1")).toBe("/feeds/building/b1.atom");
  expect(await link("/")).toBeNull();
  expect(await link("/search")).toBeNull();
});

test("a page's head names its code, its messages and its first reads as preloads, from Vite's manifest (issue 31)", async () => {
  const { preloadLinks } = await import("./ui");
  const { matchRoute } = await import("../../ui/src/lib/first-reads");
  const manifest = {
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_shell-1.js"] },
    "_shell-1.js": { file: "assets/shell-1.js" },
    "_card-1.js": { file: "assets/card-1.js", imports: ["_shell-1.js"], css: ["assets/card-1.css"] },
    "src/app/routes/landlord.tsx": { file: "assets/landlord-1.js", imports: ["_shell-1.js", "index.html", "_card-1.js"] },
    "src/app/routes/write-review.tsx": { file: "assets/write-review-1.js", imports: ["_shell-1.js"] },
    "src/locales/en/common.po": { file: "assets/common-en.js" },
    "src/locales/es/common.po": { file: "assets/common-es.js" },
    "src/locales/en/pages.po": { file: "assets/pages-en.js" },
    "src/locales/es/pages.po": { file: "assets/pages-es.js" },
    "../src/contract/i18n/es.ts": { file: "assets/es.js" },
  };
  const none = new URLSearchParams();
  const landlord = preloadLinks(manifest, "es", matchRoute("/landlord/a%20b"), none);
  for (const file of ["common-es", "landlord-1", "card-1", "pages-es", "es"]) expect(landlord).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
  expect(landlord).toContain('<link rel="preload" as="style" crossorigin href="/assets/card-1.css">');
  // What the entry already names (index.html's own modulepreloads), and the other language, are left out.
  expect(landlord).not.toContain("shell-1");
  expect(landlord).not.toContain("index-1");
  expect(landlord).not.toContain("-en.js");
  // The reads, with the keys the page's hooks use (ui/src/lib/first-reads.ts), sent with the UI's credentials.
  for (const url of ["/api/landlords/a%20b", "/api/landlords/a%20b/reviews?limit=100", "/api/landlords/a%20b/reviews?sort=newest&amp;limit=10&amp;offset=0", "/api/landlords/a%20b/buildings"]) {
    expect(landlord).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`);
  }
  expect(preloadLinks(manifest, "en", matchRoute("/write-review/x"), none)).toContain("/assets/write-review-1.js");
  const search = preloadLinks(manifest, "en", matchRoute("/search"), new URLSearchParams("query=jon smith&type=landlord"));
  expect(search).toContain('href="/api/landlords/search?query=jon+smith&amp;location=&amp;type=landlord&amp;offset=0&amp;limit=50"');
  expect(preloadLinks(manifest, "en", matchRoute("/search"), none)).not.toContain("as=\"fetch\"");
  // The landing page: its language's messages and its recent reviews, not the other pages' messages.
  const home = preloadLinks(manifest, "en", matchRoute("/"), none);
  expect(home).toContain("/assets/common-en.js");
  expect(home).not.toContain("pages-en");
  expect(home).toContain('href="/api/reviews/recent?limit=6"');
  // Without a manifest (a build without one) only the reads are named.
  expect(preloadLinks(null, "en", matchRoute("/"), none)).toBe('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/reviews/recent?limit=6">');
});

test("a landlord's page preloads its reads; an unknown landlord's page asks for nothing the server would refuse", async () => {
  const { app, deps } = appAndDepsWithUi();
  const landlord = await deps.store.landlords.create({ name: "Preload Properties", type: "company", location: "Austin, TX" });
  const known = await (await get(app, `/landlord/${landlord.id}`)).text();
  expect(known).toContain(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/landlords/${landlord.id}">`);
  expect(known).toContain(`href="/api/landlords/${landlord.id}/buildings"`);
  const unknownId = "00000000-0000-4000-8000-000000000000";
  const unknown = await get(app, `/landlord/${unknownId}`);
  expect(unknown.status).toBe(200); // the page draws "Landlord Not Found" itself
  const html = await unknown.text();
  expect(html).toContain("<html>");
  expect(html).not.toContain(`/api/landlords/${unknownId}`);
  expect(html).not.toContain('as="fetch"');
});
