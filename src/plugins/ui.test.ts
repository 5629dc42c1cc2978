import { expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/connection";
import { createDeps } from "../deps";
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
  return createApp(createDeps(config, openDatabase(":memory:"), createLogger("silent"), files));
}

const get = (app: ReturnType<typeof appWithUi>, path: string) => app.handle(new Request(`http://localhost${path}`));

test("any non-API path gets index.html with 200 and no-cache, so the UI can route it", async () => {
  const app = appWithUi();
  for (const path of ["/", "/landlord/abc", "/some/unknown/page"]) {
    const res = await get(app, path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("<html>");
  }
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
