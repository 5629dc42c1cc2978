// The single binary of docs/product-rules.md#running-it: built by `npm run build`, copied alone into an empty folder,
// it creates its database, answers health, and serves the embedded UI with the right types.
import { afterAll, expect, test } from "bun:test";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Subprocess } from "bun";

const root = join(import.meta.dir, "..");
let server: Subprocess | undefined;
afterAll(() => server?.kill("SIGKILL"));

test("dist/rentfair runs alone from an empty folder and serves API and UI", async () => {
  const build = Bun.spawnSync([process.execPath, "build.ts"], { cwd: root, stdout: "pipe", stderr: "pipe" });
  expect(build.exitCode, build.stderr.toString()).toBe(0);
  const dir = mkdtempSync(join(tmpdir(), "rentfair-bin-"));
  const binary = join(dir, "rentfair");
  copyFileSync(join(root, "dist/rentfair"), binary);
  Bun.spawnSync(["chmod", "+x", binary]);

  const help = Bun.spawnSync([binary, "--help"], { cwd: dir });
  expect(help.stdout.toString()).toContain("backup <file>");
  expect(help.stdout.toString()).toContain("DATA_DIR");

  server = Bun.spawn([binary, "--port", "0", "--host", "127.0.0.1"], { cwd: dir, stderr: "pipe", env: { PATH: "/usr/bin:/bin", LOG_LEVEL: "info" } });
  let log = "";
  let base = "";
  // Read stderr to the end, not just to the "listening" line: the server logs every request, and
  // a pipe nobody reads would fill up (or, once closed, kill the server with SIGPIPE).
  const reader = (server.stderr as ReadableStream<Uint8Array>).getReader();
  while (!base) {
    const { value, done } = await reader.read();
    if (done) break;
    log += new TextDecoder().decode(value);
    const m = log.match(/listening on http:\/\/[^:]+:(\d+)/);
    if (m) base = `http://127.0.0.1:${m[1]}`;
  }
  void (async () => {
    while (!(await reader.read()).done);
  })();
  expect(base, log).not.toBe("");
  expect(existsSync(join(dir, "data/rentfair.db"))).toBe(true);
  expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: "ok" });

  const index = await fetch(`${base}/`);
  expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const html = await index.text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
  for (const asset of assets) {
    const res = await fetch(base + asset);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain(asset.endsWith(".js") ? "text/javascript" : "text/css");
    expect(res.headers.get("cache-control")).toContain("immutable");
  }
  // A deep link is the same page but for the preloads of its own code and reads (src/plugins/ui.ts,
  // from the Vite manifest embedded in the binary: each one served); a landlord's also names its
  // Atom feed in the head (contract §7.4).
  // The server's own preloads come after the session script (Vite's modulepreloads of the entry come before it).
  const preloads = /<link rel="(?:modulepreload|preload)" [^>]*>/g;
  const ownPreloads = (page: string) => page.slice(page.indexOf('<script id="rentfair-session"'));
  const withoutOwnPreloads = (page: string) => page.slice(0, page.indexOf('<script id="rentfair-session"')) + ownPreloads(page).replace(preloads, "");
  const deepLink = await fetch(`${base}/landlord/abc`);
  expect(deepLink.status).toBe(200);
  const deepHtml = await deepLink.text();
  expect(withoutOwnPreloads(deepHtml)).toBe(withoutOwnPreloads(html).replace("</head>", '<link rel="alternate" type="application/atom+xml" title="Reviews (Atom feed)" href="/feeds/landlord/abc.atom"></head>'));
  const routeAssets = [...ownPreloads(deepHtml).matchAll(/href="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  expect(routeAssets.some((a) => /\/landlord-[^/]+\.js$/.test(a))).toBe(true);
  for (const asset of routeAssets) expect((await fetch(base + asset)).status, asset).toBe(200);
  // Its reads are named only for a landlord that exists ("abc" does not: src/plugins/ui.test.ts has both); the landing page's always.
  expect(ownPreloads(deepHtml)).not.toContain('as="fetch"');
  expect(ownPreloads(html)).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/reviews/recent?limit=6">');
  expect(withoutOwnPreloads(await (await fetch(`${base}/about`)).text())).toBe(withoutOwnPreloads(html));

  // Built from a test run (bun test sets NODE_ENV=test), ui/dist, which `npm start` serves next,
  // still holds the production build: no development-only debug line, no React development build.
  const scripts = readdirSync(join(root, "ui/dist/assets")).filter((f) => f.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const js = readFileSync(join(root, "ui/dist/assets", file), "utf8");
    expect(js.includes("review owner id"), `${file} holds the review card's debug line`).toBe(false);
    expect(js.includes("Invalid hook call"), `${file} holds React's development build`).toBe(false);
  }
}, 120_000);
