// The landing page's first visit on a phone (issue "The renter's experience"): bytes on the wire and
// time to interactive, on the built binary, in Debian's chromium with Chromium's own "Fast 3G"
// network preset (the DevTools numbers: 562.5 ms latency, 1.6 Mbps down and 750 kbps up at 90%)
// and an empty cache. "Interactive" is the moment the landing page's search box takes typing:
// the page is drawn by React, its code has run, and a renter can start a search. It is read in
// the page (the first frame painted after React put the search box in <main>; React's event
// handlers are live from then on), and the bench then types into the box to prove it, so the
// automation's own round trips are not counted.
// Run alone with `bun bench/landing.ts`; `npm run bench` runs it too, once per language (Accept-Language
// picks the page's language). Printed, not asserted.
import { chromium } from "playwright-core";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LOCALES, type Locale } from "../src/contract/locales";

const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };

export const LANDING_TARGETS = { bytes: 120 * 1024, interactiveMs: 2000 };
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9, uploadThroughput: ((750 * 1024) / 8) * 0.9 };
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const root = join(import.meta.dir, "..");
const binary = join(root, "dist/rentfair");

export interface LandingFigures {
  bytesOnWire: number;
  requests: number;
  byType: Record<string, number>;
  domContentLoadedMs: number;
  interactiveMs: number;
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

/**
 * One cold visit of / on emulated Fast 3G, by a browser asking for `locale` (Accept-Language: the
 * page is served in that language, contract §7.3); the median of `runs` visits is reported.
 */
export async function benchLanding(runs = 3, port = 4590, locale: Locale = "en"): Promise<LandingFigures> {
  if (!existsSync(binary)) {
    console.error("landing: building dist/rentfair first (npm run build)…");
    if (Bun.spawnSync([process.execPath, "build.ts"], { cwd: root, stdio: ["inherit", "inherit", "inherit"] }).exitCode !== 0) throw new Error("build failed");
  }
  const data = mkdtempSync(join(tmpdir(), "rentfair-landing-"));
  const env = { ...process.env, LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "0" };
  // Demo data, so the page shows what a real site's landing shows (recent reviews, figures).
  Bun.spawnSync([binary, "seed", "--demo", "--data", data], { env, stdout: "ignore", stderr: "inherit" });
  const server = Bun.spawn([binary, "serve", "--port", String(port), "--data", data], { env, stdout: "ignore", stderr: "inherit" });
  const url = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    await waitHealthy(url);
    const visits: LandingFigures[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: INTL_LOCALE[locale],
        extraHTTPHeaders: { "accept-language": `${INTL_LOCALE[locale]},${locale};q=0.9` },
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", FAST_3G);
      const types = new Map<string, string>();
      const byType: Record<string, number> = {};
      let bytesOnWire = 0;
      let requests = 0;
      cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
      cdp.on("Network.loadingFinished", (e) => {
        bytesOnWire += e.encodedDataLength;
        requests++;
        const type = types.get(e.requestId) ?? "Other";
        byType[type] = (byType[type] ?? 0) + e.encodedDataLength;
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __searchBoxAt?: number };
        const seen = () => {
          if (w.__searchBoxAt !== undefined || !document.querySelector("main input")) return;
          w.__searchBoxAt = -1;
          requestAnimationFrame(() => (w.__searchBoxAt = performance.now()));
        };
        new MutationObserver(seen).observe(document, { childList: true, subtree: true });
      });
      await page.goto(url, { waitUntil: "commit" });
      const search = page.getByRole("main").getByRole("textbox").first();
      await search.waitFor({ state: "visible", timeout: 60_000 });
      await search.pressSequentially("jonh", { delay: 0 });
      if ((await search.inputValue()) !== "jonh") throw new Error("the search box did not take typing");
      await page.waitForFunction(() => ((window as unknown as { __searchBoxAt?: number }).__searchBoxAt ?? -1) > 0);
      const interactiveMs = await page.evaluate(() => (window as unknown as { __searchBoxAt: number }).__searchBoxAt);
      await page.waitForLoadState("networkidle");
      const domContentLoadedMs = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventEnd);
      visits.push({ bytesOnWire, requests, byType, domContentLoadedMs, interactiveMs });
      await context.close();
    }
    visits.sort((a, b) => a.interactiveMs - b.interactiveMs);
    return visits[Math.floor(visits.length / 2)]!;
  } finally {
    await browser.close();
    server.kill("SIGTERM");
    await server.exited;
  }
}

export function landingReport(x: LandingFigures, locale: Locale = "en"): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const verdict = (ok: boolean) => (ok ? "met" : "not met");
  return [
    `landing page in ${locale}, first visit on Fast 3G (median of 3, built binary, ${x.requests} requests):`,
    `  bytes on the wire   ${kb(x.bytesOnWire).padStart(10)}   target <= ${kb(LANDING_TARGETS.bytes)}: ${verdict(x.bytesOnWire <= LANDING_TARGETS.bytes)}`,
    `  time to interactive ${`${Math.round(x.interactiveMs)} ms`.padStart(10)}   target < ${LANDING_TARGETS.interactiveMs} ms: ${verdict(x.interactiveMs < LANDING_TARGETS.interactiveMs)}`,
    `  DOMContentLoaded    ${`${Math.round(x.domContentLoadedMs)} ms`.padStart(10)}`,
    `  by type: ${Object.entries(x.byType).map(([t, n]) => `${t} ${kb(n)}`).join(", ")}`,
  ].join("\n");
}

/** The landing page in every language of the site (each within the budget, contract §7.3). */
export async function benchLandingEveryLanguage(runs = 3): Promise<string> {
  const reports: string[] = [];
  for (const [i, locale] of LOCALES.entries()) reports.push(landingReport(await benchLanding(runs, 4590 + i, locale), locale));
  return reports.join("\n\n");
}

if (import.meta.main) console.log(await benchLandingEveryLanguage());
