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
  const dir = mkdtempSync(join(tmpdir(), "rentfair-ui-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), '<html><head><meta name="site-name" content="RentFair" /><title>RentFair</title></head><body></body></html>');
  writeFileSync(join(dir, "assets/index-abc123.js"), "console.log(1)");
  writeFileSync(join(dir, "assets/index-abc123.css"), "body{}");
  writeFileSync(join(dir, "favicon.svg"), "<svg/>");
  const files: UiFiles = new Map([
    ["/index.html", join(dir, "index.html")],
    ["/assets/index-abc123.js", join(dir, "assets/index-abc123.js")],
    ["/assets/index-abc123.css", join(dir, "assets/index-abc123.css")],
    ["/favicon.svg", join(dir, "favicon.svg")],
  ]);
  const config = loadConfig(new Map(), { DATA_DIR: dir, SITE_NAME: siteName, LOG_LEVEL: "silent" });
  return createApp(createTestDeps(config, createLogger("silent"), files));
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
