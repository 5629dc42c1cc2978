// Lighthouse-style figures of three pages (issue 31): the landing page (/), a search with results
// (/search) and the most-reviewed landlord's page, loaded in Debian's chromium the way Lighthouse's
// mobile run loads them, the metrics computed by Lighthouse's own definitions and scored by its
// own curves and weights (Lighthouse 12, github:GoogleChrome/lighthouse; the files are named at
// each definition below). Printed, not asserted; README and bench/RESULTS.md record the last
// figures. On the built binary over `seed --demo` (bench/run.ts), or on a server already running:
// `bun bench/page-metrics.ts http://127.0.0.1:3000`.
//
// How this differs from the Lighthouse CLI, on purpose (README "Performance" has both side by side):
// - Throttling: Lighthouse's default mobile run loads the page unthrottled and *simulates* a phone
//   from the trace (Lantern: per-connection TCP round trips, slow start, the CPU tasks x 4). This
//   bench applies the throttling for real with Lantern's own "Slow 4G" figures (lantern/simulation/
//   Constants.js `mobileSlow4G`: 150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x slower) as
//   DevTools' per-request latency; the cross-check in README (the CLI on the same pages) shows it
//   tracks the CLI's default. `BENCH_THROTTLE=devtools` applies instead what Lighthouse's
//   `--throttling-method=devtools` applies (RTT x 3.75 = 562.5 ms per request, throughput x 0.9),
//   harsher than either. The screen is Lighthouse's (412 x 823 at 1.75, core/config/constants.js
//   `screenEmulationMetrics.mobile`); an empty cache.
// - The metrics are read by the page itself (PerformanceObserver, Resource Timing) rather than from
//   a trace: FCP and LCP are the same browser entries Lighthouse reads from the trace; long tasks are
//   the Long Tasks API's (top-level tasks over 50 ms, what Lighthouse takes from the trace's main
//   thread); network quiet is computed from Resource Timing (start to responseEnd of every request).
// - Speed Index is left out: it needs a filmstrip of the load and the visual progress of every
//   frame (Speedline). The score is then Lighthouse's weighted mean over the other four metrics,
//   re-weighted to their 90 points (FCP 10, LCP 25, TBT 30, CLS 25, out of 90), which is what
//   core/scoring.js's arithmeticMean does for an audit that has no score. On these pages, whose
//   first paint is the page frame and whose content arrives within a few hundred ms of it, the
//   Lighthouse CLI reports Speed Index within a few percent of FCP, so leaving it out moves the
//   score little (README lists the CLI's own).
// - Each page is visited three times and the visit with the median score is reported (Lighthouse's
//   own advice for a noisy machine is the median of several runs).
import { chromium, type Browser } from "playwright-core";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
/** Lighthouse's mobileSlow4G; with `BENCH_THROTTLE=devtools` as its devtools throttling applies it (DEVTOOLS_RTT_ADJUSTMENT_FACTOR 3.75, THROUGHPUT 0.9). */
const DEVTOOLS = process.env.BENCH_THROTTLE === "devtools";
const [RTT_FACTOR, THROUGHPUT_FACTOR] = DEVTOOLS ? [3.75, 0.9] : [1, 1];
const SLOW_4G = { offline: false, latency: 150 * RTT_FACTOR, downloadThroughput: (1.6 * 1024 * THROUGHPUT_FACTOR * 1024) / 8, uploadThroughput: (750 * THROUGHPUT_FACTOR * 1024) / 8 };
const THROTTLE_TEXT = DEVTOOLS ? "Slow 4G as Lighthouse's devtools throttling applies it: 562.5 ms per request, 1.44 Mbps" : "Slow 4G: 150 ms per request, 1.6 Mbps";
const CPU_SLOWDOWN = 4;
/** Interactive's quiet window (core/computed/metrics/interactive.js REQUIRED_QUIET_WINDOW, ALLOWED_CONCURRENT_REQUESTS). */
const QUIET_WINDOW_MS = 5000;
const ALLOWED_CONCURRENT_REQUESTS = 2;
/** Blocking time is what a task spends past 50 ms (lantern/metrics/TBTUtils.js BLOCKING_TIME_THRESHOLD). */
const BLOCKING_THRESHOLD_MS = 50;
const root = join(import.meta.dir, "..");
const binary = join(root, "dist/rentfair");

/**
 * Lighthouse's mobile scoring curves (p10 scores 0.9, median 0.5) and weights: core/audits/metrics/
 * first-contentful-paint.js, largest-contentful-paint.js, total-blocking-time.js,
 * cumulative-layout-shift.js (`defaultOptions().mobile.scoring`), weights from
 * core/config/default-config.js (categories.performance.auditRefs; Speed Index's 10 left out, see above).
 */
export const CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 10 },
  lcp: { p10: 2500, median: 4000, weight: 25 },
  tbt: { p10: 200, median: 600, weight: 30 },
  cls: { p10: 0.1, median: 0.25, weight: 25 },
} as const;
type Metric = keyof typeof CURVES;

export interface PageFigures {
  page: string;
  fcpMs: number;
  lcpMs: number;
  /** Total Blocking Time: blocking time of long tasks between FCP and TTI, each clipped to that span. */
  tbtMs: number;
  cls: number;
  /** Time to Interactive, TBT's end (not scored since Lighthouse 10). */
  ttiMs: number;
  /** Long tasks of the whole load, and their blocking time before FCP (which TBT does not count). */
  longTasks: number;
  blockingBeforeFcpMs: number;
  scores: Record<Metric, number>;
  /** 0-100, as Lighthouse prints it. */
  score: number;
}

/** The Abramowitz-Stegun erf of shared/statistics.js, so scores match Lighthouse's to the digit. */
function erf(x: number): number {
  const sign = Math.sign(x);
  x = Math.abs(x);
  const [a1, a2, a3, a4, a5, p] = [0.254829592, -0.284496736, 1.421413741, -1.453152027, 1.061405429, 0.3275911];
  const t = 1 / (1 + p * x);
  const y = t * (a1 + t * (a2 + t * (a3 + t * (a4 + t * a5))));
  return sign * (1 - y * Math.exp(-x * x));
}

/** shared/statistics.js getLogNormalScore: the share of the log-normal curve above `value`, clamped by band. */
export function logNormalScore({ p10, median }: { p10: number; median: number }, value: number): number {
  if (value <= 0) return 1;
  const INVERSE_ERFC_ONE_FIFTH = 0.9061938024368232;
  const standardizedX = (Math.log(value / median) * INVERSE_ERFC_ONE_FIFTH) / -Math.log(p10 / median);
  const complementaryPercentile = (1 - erf(standardizedX)) / 2;
  if (value <= p10) return Math.max(0.9, Math.min(1, complementaryPercentile));
  if (value <= median) return Math.max(0.5, Math.min(0.8999999999999999, complementaryPercentile));
  return Math.max(0, Math.min(0.49999999999999994, complementaryPercentile));
}

/**
 * An audit's score from its metric (shared/util.js computeLogNormalScore): above 0.9 a boost of up
 * to half a point, then floored to two decimals.
 */
export function metricScore(curve: { p10: number; median: number }, value: number): number {
  let percentile = logNormalScore(curve, value);
  if (percentile > 0.9) percentile += 0.05 * (percentile - 0.9);
  return Math.floor(percentile * 100) / 100;
}

/** core/audits/audit.js clampTo2Decimals, applied to the category's mean. */
const twoDecimals = (x: number) => Math.round(x * 100) / 100;

/** Each metric's score and the category score (core/scoring.js arithmeticMean over the weighted audits). */
export function scoreOf(m: Record<Metric, number>): { scores: Record<Metric, number>; score: number } {
  const scores = {} as Record<Metric, number>;
  let sum = 0;
  let weights = 0;
  for (const k of Object.keys(CURVES) as Metric[]) {
    scores[k] = metricScore(CURVES[k], m[k]);
    sum += scores[k] * CURVES[k].weight;
    weights += CURVES[k].weight;
  }
  return { scores, score: Math.round(twoDecimals(sum / weights) * 100) };
}

interface Span {
  start: number;
  end: number;
}

/**
 * Time to Interactive as core/computed/metrics/interactive.js computes it: the start of the first
 * stretch of QUIET_WINDOW_MS without a long task that lies within a stretch of as long with at most
 * two requests in flight, both ending after FCP + QUIET_WINDOW_MS; then the later of that, FCP and
 * DOMContentLoaded. Null when the load never went quiet before `end` (Lighthouse's NO_TTI_* errors).
 */
export function timeToInteractive(longTasks: Span[], requests: Span[], fcp: number, dcl: number, end: number): number | null {
  const longEnough = (p: Span) => p.end > fcp + QUIET_WINDOW_MS && p.end - p.start >= QUIET_WINDOW_MS;
  // CPU quiet: the gaps between long tasks (ordered by start), from 0 to the end.
  const tasks = [...longTasks].sort((a, b) => a.start - b.start);
  const cpu: Span[] = [];
  let from = 0;
  for (const t of tasks) {
    cpu.push({ start: from, end: t.start });
    from = Math.max(from, t.end);
  }
  cpu.push({ start: from, end });
  // Network quiet (gather/driver/network-monitor.js findNetworkQuietPeriods): stretches with at
  // most two requests in flight.
  const edges = requests.flatMap((r) => [
    { t: r.start, d: 1 },
    { t: r.end, d: -1 },
  ]);
  edges.sort((a, b) => a.t - b.t || a.d - b.d);
  const network: Span[] = [];
  let inflight = 0;
  let quietStart: number | null = 0;
  for (const e of edges) {
    inflight += e.d;
    if (inflight > ALLOWED_CONCURRENT_REQUESTS && quietStart !== null) {
      network.push({ start: quietStart, end: e.t });
      quietStart = null;
    } else if (inflight <= ALLOWED_CONCURRENT_REQUESTS && quietStart === null) quietStart = e.t;
  }
  if (quietStart !== null) network.push({ start: quietStart, end });
  const cpuQ = cpu.filter(longEnough);
  const netQ = network.filter(longEnough);
  let c = cpuQ.shift();
  let n = netQ.shift();
  while (c && n) {
    if (c.start >= n.start) {
      if (n.end >= c.start + QUIET_WINDOW_MS) return Math.max(c.start, fcp, dcl);
      n = netQ.shift();
    } else {
      if (c.end >= n.start + QUIET_WINDOW_MS) return Math.max(c.start, fcp, dcl);
      c = cpuQ.shift();
    }
  }
  return null;
}

/** lantern/metrics/TBTUtils.js calculateSumOfBlockingTime: each task clipped to [start, end], its time past 50 ms. */
export function blockingTime(longTasks: Span[], start: number, end: number): number {
  if (end <= start) return 0;
  let sum = 0;
  for (const t of longTasks) {
    if (t.end - t.start < BLOCKING_THRESHOLD_MS || t.end < start || t.start > end) continue;
    const clipped = Math.min(t.end, end) - Math.max(t.start, start);
    if (clipped >= BLOCKING_THRESHOLD_MS) sum += clipped - BLOCKING_THRESHOLD_MS;
  }
  return sum;
}

interface Observed {
  fcp: number;
  lcp: number;
  cls: number;
  dcl: number;
  now: number;
  longTasks: Span[];
  requests: Span[];
}

/** Installed before the page's own scripts: observers that keep what the page reports. */
function observe() {
  const w = window as unknown as { __metrics: { fcp: number; lcp: number; cls: number; window: number; windowStart: number; last: number; longTasks: { start: number; end: number }[] } };
  const m: (typeof w)["__metrics"] = (w.__metrics = { fcp: 0, lcp: 0, cls: 0, window: 0, windowStart: 0, last: 0, longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") m.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  // CLS as core/audits/metrics/cumulative-layout-shift.js reports it (the trace engine's
  // LayoutShifts): session windows of shifts less than 1 s apart, at most 5 s long; the largest counts.
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number }[]) {
      if (e.hadRecentInput) continue;
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
    for (const e of list.getEntries()) m.longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: "longtask", buffered: true });
}

/** What the page observed, with every request's span (Lighthouse counts finished GETs under 400). */
function collect(): Observed {
  const m = (window as unknown as { __metrics: Omit<Observed, "dcl" | "now" | "requests"> }).__metrics;
  const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
  const entries = [nav, ...(performance.getEntriesByType("resource") as PerformanceResourceTiming[])];
  const requests = entries.filter((e) => e.responseEnd > 0 && (e.responseStatus === 0 || e.responseStatus < 400)).map((e) => ({ start: e.startTime, end: e.responseEnd }));
  return { fcp: m.fcp, lcp: m.lcp, cls: m.cls, longTasks: m.longTasks, dcl: nav.domContentLoadedEventEnd, now: performance.now(), requests };
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
  await page.goto(url, { waitUntil: "load", timeout: 90_000 });
  await page.waitForLoadState("networkidle", { timeout: 90_000 });
  // TTI needs five quiet seconds after the last long task and request: wait until the page has had
  // them (Lighthouse likewise keeps tracing until the page is quiet), at most 30 s more.
  let o = await page.evaluate(collect);
  for (let i = 0; i < 60; i++) {
    const lastTask = Math.max(0, ...o.longTasks.map((t) => t.end));
    const lastRequest = Math.max(0, ...o.requests.map((r) => r.end));
    if (o.now - Math.max(lastTask, lastRequest, o.fcp) > QUIET_WINDOW_MS + 200) break;
    await page.waitForTimeout(500);
    o = await page.evaluate(collect);
  }
  await context.close();
  const tti = timeToInteractive(o.longTasks, o.requests, o.fcp, o.dcl, o.now) ?? o.now;
  const tbt = blockingTime(o.longTasks, o.fcp, tti);
  const { scores, score } = scoreOf({ fcp: o.fcp, lcp: o.lcp, tbt, cls: o.cls });
  return {
    page: name,
    fcpMs: o.fcp,
    lcpMs: o.lcp,
    tbtMs: tbt,
    cls: o.cls,
    ttiMs: tti,
    longTasks: o.longTasks.length,
    blockingBeforeFcpMs: blockingTime(o.longTasks, 0, o.fcp),
    scores,
    score,
  };
}

/** The pages: the landing page, a search with results, the most-reviewed landlord's page. */
export async function pagesOf(base: string): Promise<[string, string][]> {
  const top = (await (await fetch(`${base}/api/landlords?limit=1`)).json()) as { id: string; name: string }[];
  return [
    ["/", "/"],
    ["/search", "/search?query=properties&type=landlord"],
    ["landlord page", `/landlord/${top[0]?.id ?? "none"}`],
  ];
}

/** The median visit (by score) of each page, `runs` visits each, on the server at `base`. */
export async function pageMetricsOf(base: string, runs = 3): Promise<PageFigures[]> {
  // BENCH_PAGES=landlord (or /search, /): only the pages whose name contains one of the words.
  const only = (process.env.BENCH_PAGES ?? "").split(",").filter(Boolean);
  const pages = (await pagesOf(base)).filter(([name]) => !only.length || only.some((w) => name.includes(w)));
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const out: PageFigures[] = [];
    for (const [name, path] of pages) {
      const visits: PageFigures[] = [];
      for (let i = 0; i < runs; i++) visits.push(await visit(browser, `${base}${path}`, name));
      visits.sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
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
export async function benchPageMetrics(port = Number(process.env.BENCH_PAGES_PORT ?? 4591)): Promise<PageFigures[]> {
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

const ms = (x: number) => `${(x / 1000).toFixed(2)} s`;

export function pageMetricsReport(figures: PageFigures[]): string {
  const row = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [
    `Lighthouse-style mobile figures (412 x 823, CPU 4x slower, ${THROTTLE_TEXT}; empty cache; the median of 3 visits by score). Score: Lighthouse 12's curves and weights without Speed Index (out of 90 points, re-weighted).`,
    "",
    row(["Page", "Score", "FCP", "LCP", "TBT", "CLS", "TTI", "Long tasks", "Blocking before FCP"]),
    row(["---", "---", "---", "---", "---", "---", "---", "---", "---"]),
    ...figures.map((x) =>
      row([
        x.page,
        String(x.score),
        `${ms(x.fcpMs)} (${x.scores.fcp.toFixed(2)})`,
        `${ms(x.lcpMs)} (${x.scores.lcp.toFixed(2)})`,
        `${Math.round(x.tbtMs)} ms (${x.scores.tbt.toFixed(2)})`,
        `${x.cls.toFixed(3)} (${x.scores.cls.toFixed(2)})`,
        ms(x.ttiMs),
        String(x.longTasks),
        `${Math.round(x.blockingBeforeFcpMs)} ms`,
      ]),
    ),
    "",
    `Each metric's own score (0-1) in brackets. Target (issue 31): score 90 or more on each page; good is FCP <= 1.8 s, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1 (each metric's p10, scored 0.9).`,
  ].join("\n");
}

if (import.meta.main) {
  const base = process.argv[2];
  console.log(pageMetricsReport(base ? await pageMetricsOf(base) : await benchPageMetrics()));
}
