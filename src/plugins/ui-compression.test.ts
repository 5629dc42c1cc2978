// Compressed delivery of the UI (src/plugins/ui.ts, scripts/build-ui.ts): precompressed twins
// chosen by Accept-Encoding, index.html compressed after branding, Vary on every negotiated answer.
import { createTestDeps } from "../test/harness";
import { expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { compressAssets } from "../../scripts/build-ui";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createLogger } from "../lib/logger";
import { acceptedEncodings, type UiFiles } from "./ui";

const script = `export const words = ${JSON.stringify("landlord review ".repeat(400))};`;

function builtUi() {
  const dir = mkdtempSync(join(tmpdir(), "rentfair-ui-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), `<html><head><meta name="site-name" content="RentFair" /><title>RentFair</title></head><body>${"<p>x</p>".repeat(200)}</body></html>`);
  writeFileSync(join(dir, "assets/index-abc123.js"), script);
  writeFileSync(join(dir, "assets/tiny-abc123.js"), "console.log(1)");
  writeFileSync(join(dir, "assets/logo-abc123.png"), Buffer.alloc(4096, 7));
  compressAssets(dir);
  const files: UiFiles = new Map();
  for (const name of readdirSync(dir)) if (name !== "assets") files.set(`/${name}`, join(dir, name));
  for (const name of readdirSync(join(dir, "assets"))) files.set(`/assets/${name}`, join(dir, "assets", name));
  const config = loadConfig(new Map(), { DATA_DIR: dir, SITE_NAME: "Tenant Union", LOG_LEVEL: "silent" });
  return { files, app: createApp(createTestDeps(config, createLogger("silent"), files)) };
}

const get = (app: ReturnType<typeof builtUi>["app"], path: string, acceptEncoding?: string) =>
  app.handle(new Request(`http://localhost${path}`, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }));

test("the build writes brotli and gzip twins of text assets only, and only above a packet's size", () => {
  const { files } = builtUi();
  expect(files.has("/assets/index-abc123.js.br")).toBe(true);
  expect(files.has("/assets/index-abc123.js.gz")).toBe(true);
  expect(files.has("/assets/tiny-abc123.js.br")).toBe(false);
  expect(files.has("/assets/logo-abc123.png.br")).toBe(false);
  expect(files.has("/index.html.br")).toBe(false);
});

test("a browser that takes brotli gets the brotli twin, smaller and identical once decoded", async () => {
  const { app } = builtUi();
  const res = await get(app, "/assets/index-abc123.js", "gzip, deflate, br, zstd");
  expect(res.headers.get("content-encoding")).toBe("br");
  expect(res.headers.get("vary")).toBe("Accept-Encoding");
  expect(res.headers.get("content-type")).toContain("text/javascript");
  expect(res.headers.get("cache-control")).toContain("immutable");
  const body = Buffer.from(await res.arrayBuffer());
  expect(body.length).toBeLessThan(script.length / 10);
  expect(brotliDecompressSync(body).toString()).toBe(script);
});

test("gzip when brotli is not taken, and the plain file when nothing is", async () => {
  const { app } = builtUi();
  const gz = await get(app, "/assets/index-abc123.js", "gzip;q=1.0, br;q=0");
  expect(gz.headers.get("content-encoding")).toBe("gzip");
  expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
  const plain = await get(app, "/assets/index-abc123.js");
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(plain.headers.get("vary")).toBe("Accept-Encoding");
  expect(await plain.text()).toBe(script);
});

test("images are sent as they are, whatever the browser takes", async () => {
  const { app } = builtUi();
  const png = await get(app, "/assets/logo-abc123.png", "br, gzip");
  expect(png.headers.get("content-encoding")).toBeNull();
  expect((await png.arrayBuffer()).byteLength).toBe(4096);
});

test("the page itself is compressed after SITE_NAME is written into it", async () => {
  const { app } = builtUi();
  const res = await get(app, "/", "br");
  expect(res.headers.get("content-encoding")).toBe("br");
  expect(res.headers.get("cache-control")).toBe("no-cache");
  const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
  expect(html).toContain("<title>Tenant Union</title>");
});

test("Accept-Encoding is read as browsers and proxies write it", () => {
  expect(acceptedEncodings("gzip, deflate, br")).toEqual(["br", "gzip"]);
  expect(acceptedEncodings("br;q=0, gzip")).toEqual(["gzip"]);
  expect(acceptedEncodings("identity")).toEqual([]);
  expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
  expect(acceptedEncodings(null)).toEqual([]);
});

test("the page carries its session as inert JSON: null signed out, the user signed in, never cached by others", async () => {
  const { createTestApp } = await import("../test/harness");
  const dir = mkdtempSync(join(tmpdir(), "rentfair-ui-"));
  writeFileSync(join(dir, "index.html"), '<html><head><title>RentFair</title></head><body></body></html>');
  const t = createTestApp();
  t.deps.ui = new Map([["/index.html", join(dir, "index.html")]]);
  const app = createApp(t.deps);
  const page = async (cookie?: string) => {
    const res = await app.handle(new Request("http://localhost/about", { headers: cookie ? { cookie } : {} }));
    const html = await res.text();
    const json = html.match(/<script id="rentfair-session" type="application\/json">([^<]*)<\/script>/)?.[1];
    return { res, session: json ? (JSON.parse(json) as { user: { id: number; username: string } | null }) : undefined };
  };
  const signedOut = await page();
  expect(signedOut.session).toEqual({ user: null });
  expect(signedOut.res.headers.get("cache-control")).toBe("no-cache");

  const renter = t.client();
  const user = await renter.register({ firstName: "</script><b>" });
  const signedIn = await page(renter.cookie);
  expect(signedIn.session?.user?.id).toBe(user.id);
  expect(signedIn.res.headers.get("cache-control")).toBe("private, no-cache");
  expect(signedIn.res.headers.get("vary")).toContain("Cookie");
});
