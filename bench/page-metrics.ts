// Lighthouse-style figures of three pages (issue 31): the landing page (/), a search with results
// (/search) and the most-reviewed landlord's page, each read by the page itself in Debian's
// chromium: Largest Contentful Paint, Cumulative Layout Shift (the largest session window, as the
// Core Web Vitals count it) and long tasks (over 50 ms; "blocking" is what each spends past 50 ms,
// Lighthouse's Total Blocking Time counted over the whole load). As Lighthouse's mobile run: a
// 412 x 823 phone, the CPU slowed 4x and Lighthouse's "Slow 4G" network (150 ms round trips,
// 1.6 Mbps down), an empty cache; the median of three visits per page. On the built binary over
// `seed --demo` (bench/run.ts), or on a server already running: `bun bench/page-metrics.ts
// http://127.0.0.1:3000`. Printed, not asserted; README records the last figures.
import { chromium, type Browser } from "playwright-core";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** Good, as the Core Web Vitals and Lighthouse call them. */
export const PAGE_TARGETS = { lcpMs: 2500, cls: 0.1, blockingMs: 200 };
const root = join(import.meta.dir, "..");
const binary = join(root, "dist/rentfair");

export interface PageFigures {
  page: string;
  lcpMs: number;
  cls: number;
  longTasks: number;
  blockingMs: number;
}

/** Installed before the page's own scripts: observers that keep what the page reports. */
function observe() {
  const w = window as unknown as { __metrics: { lcp: number; cls: number; window: number; windowStart: number; last: number; longTasks: number; blocking: number } };
  const m = (w.__metrics = { lcp: 0, cls: 0, window: 0, windowStart: 0, last: 0, longTasks: 0, blocking: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number }[]) {
      if (e.hadRecentInput) continue;
      // Session windows: shifts less than 1 s apart, a window at most 5 s long; the largest counts.
      if (e.startTime - m.last > 1000 || e.startTime - m.windowStart > 5000) {
        m.window = 0;
        m.windowStart = e.startTime;
      }
      m.window += e.value;
      m.last = e.startTime;
      m.cls = Math.max(m.cls, m.window);
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      m.longTasks++;
      m.blocking += Math.max(0, e.duration - 50);
    }
  }).observe({ type: "longtask", buffered: true });
}

async function visit(browser: Browser, url: string, name: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(observe);
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  await page.waitForLoadState("networkidle", { timeout: 60_000 });
  // A moment for the last frames: shifts and paints are reported after they are drawn.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  const m = await page.evaluate(() => (window as unknown as { __metrics: { lcp: number; cls: number; longTasks: number; blocking: number } }).__metrics);
  await context.close();
  return { page: name, lcpMs: m.lcp, cls: m.cls, longTasks: m.longTasks, blockingMs: m.blocking };
}

/** The median visit (by LCP) of each page, `runs` visits each, on the server at `base`. */
export async function pageMetricsOf(base: string, runs = 3): Promise<PageFigures[]> {
  const top = (await (await fetch(`${base}/api/landlords?limit=1`)).json()) as { id: string; name: string }[];
  const pages: [string, string][] = [
    ["/", "/"],
    ["/search", "/search?query=properties&type=landlord"],
    ["landlord page", `/landlord/${top[0]?.id ?? "none"}`],
  ];
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const out: PageFigures[] = [];
    for (const [name, path] of pages) {
      const visits: PageFigures[] = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(browser, `${base}${path}`, name));
      visits.sort((a, b) => a.lcpMs - b.lcpMs);
      out.push(visits[Math.floor(visits.length / 2)]!);
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function waitHealthy(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await Bun.sleep(50);
  }
  throw new Error("the server did not become healthy");
}

/** On the built binary over `seed --demo`, as bench/landing.ts runs it. */
export async function benchPageMetrics(port = 4591): Promise<PageFigures[]> {
  if (!existsSync(binary)) throw new Error("dist/rentfair is missing: npm run build first");
  const data = mkdtempSync(join(tmpdir(), "rentfair-pages-"));
  const env = { ...process.env, LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "0" };
  Bun.spawnSync([binary, "seed", "--demo", "--data", data], { env, stdout: "ignore", stderr: "inherit" });
  const server = Bun.spawn([binary, "serve", "--port", String(port), "--data", data], { env, stdout: "ignore", stderr: "inherit" });
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitHealthy(url);
    return await pageMetricsOf(url);
  } finally {
    server.kill("SIGTERM");
    await server.exited;
  }
}

export function pageMetricsReport(figures: PageFigures[]): string {
  const verdict = (ok: boolean) => (ok ? "good" : "not good");
  return [
    `pages on a phone (412 px, CPU 4x slower, Slow 4G, empty cache; median of 3; the page's own figures):`,
    `  ${"page".padEnd(14)} ${"LCP".padStart(8)} ${"CLS".padStart(6)} ${"long tasks".padStart(10)} ${"blocking".padStart(9)}`,
    ...figures.map(
      (x) =>
        `  ${x.page.padEnd(14)} ${`${Math.round(x.lcpMs)} ms`.padStart(8)} ${x.cls.toFixed(3).padStart(6)} ${String(x.longTasks).padStart(10)} ${`${Math.round(x.blockingMs)} ms`.padStart(9)}` +
        `   LCP ${verdict(x.lcpMs <= PAGE_TARGETS.lcpMs)}, CLS ${verdict(x.cls < PAGE_TARGETS.cls)}, blocking ${verdict(x.blockingMs <= PAGE_TARGETS.blockingMs)}`,
    ),
    `  good: LCP <= ${PAGE_TARGETS.lcpMs} ms, CLS < ${PAGE_TARGETS.cls}, blocking <= ${PAGE_TARGETS.blockingMs} ms (Lighthouse's Total Blocking Time)`,
  ].join("\n");
}

if (import.meta.main) {
  const base = process.argv[2];
  console.log(pageMetricsReport(base ? await pageMetricsOf(base) : await benchPageMetrics()));
}
