import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { createLogger } from "../../lib/logger";
import { createTestDeps, type TestDeps } from "../../test/harness";

// GET /api/landlords/search over a listening server is answered by Bun.serve's own route for an
// ordinary search (routes.ts `searchServeRoute`, issue 32) and by Elysia for anything else: a
// visitor must not be able to tell which. Each answer is compared with the same request asked of
// Elysia in-process (app.handle, which never takes Bun's route).
describe("a search asked of the listening server", () => {
  const lines: string[] = [];
  /** Called at each log line: a test waits for the lines it expects, not for a time. */
  let lineWaiters: (() => void)[] = [];
  const untilLogged = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => lineWaiters.push(resolve));
  };
  let deps: TestDeps;
  let app: ReturnType<typeof createApp>;
  let base = "";

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "rentfair-search-route-"));
    const config = loadConfig(new Map(), { DATA_DIR: dataDir, SESSION_SECRET: "test-secret-0123456789", LOG_LEVEL: "info", LOG_FORMAT: "json", RATE_LIMIT_PER_MINUTE: "0", METRICS_TOKEN: "metrics-token-0123456789" });
    const log = createLogger(config.logLevel, config.logFormat, (line) => {
      lines.push(line);
      const waiting = lineWaiters;
      lineWaiters = [];
      for (const wake of waiting) wake();
    });
    deps = createTestDeps(config, log);
    app = createApp(deps);
    await deps.search.loaded();
    for (let i = 0; i < 120; i++) {
      const id = crypto.randomUUID();
      deps.search.landlordChanged({
        landlordId: id,
        doc: {
          id,
          name: i % 3 ? `Oakridge ${i} Homes` : `Maple "${i}" Rentals`,
          location: i % 2 ? "Austin, TX" : "Boston, MA",
          addresses: "",
          reviews: i % 13,
          type: i % 4 ? "company" : "individual",
          averageRating: (i % 50) / 10,
          responsivenessRating: 3,
          maintenanceRating: 4.5,
          fairnessRating: i === 7 ? 2.345 : 2.5,
          ownerUserId: i % 9 ? null : i,
        },
      });
    }
    app.listen({ port: 0, hostname: "127.0.0.1" });
    deps.listening.server = app.server;
    base = `http://127.0.0.1:${app.server!.port}`;
  });
  afterAll(() => app.stop(true));

  const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== "date" && name !== "content-length");
  const same = async (query: string, init: RequestInit = {}) => {
    const served = await fetch(`${base}/api/landlords/search${query}`, init);
    const handled = await app.handle(new Request(`http://localhost/api/landlords/search${query}`, init));
    const [a, b] = [await served.text(), await handled.text()];
    expect({ query, status: served.status, headers: headersOf(served), body: a }).toEqual({ query, status: handled.status, headers: headersOf(handled), body: b });
    return served;
  };

  test("is counted in the metrics and logged as a request line, as any other", async () => {
    const searches = () => (deps.metrics.render({ databaseBytes: 0, walBytes: 0, indexedLandlords: 0 }).match(/^rentfair_http_requests_total\{[^}]*route="\/api\/landlords\/search"[^}]*status="200"[^}]*\} (\d+)$/m)?.[1] ?? "0");
    // First of the file: nothing asked before, so nothing is still to be counted.
    expect(searches()).toBe("0");
    const requestLines = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.route === "/api/landlords/search");
    // The first is Elysia's (it teaches the route its headers), the others Bun's own.
    for (let i = 0; i < 5; i++) expect((await fetch(`${base}/api/landlords/search?query=oakridge%20${i}`)).status).toBe(200);
    // Elysia counts and logs after the response is out: wait for it, not for a time.
    await untilLogged(() => requestLines().length >= 5);
    expect(searches()).toBe("5");
    expect(requestLines().length).toBe(5);
    for (const line of requestLines()) {
      expect(line).toMatchObject({ method: "GET", route: "/api/landlords/search", path: "/api/landlords/search", status: 200, client: "127.0.0.1" });
      expect(typeof line.duration).toBe("number");
    }
  });
  test("answers every search exactly as Elysia's route does: bytes, X-Total-Count, security headers, errors", async () => {
    // The first answer teaches the route its headers; every later one is Bun's own.
    for (const query of ["?query=oakridge", "?query=oakridge", "?query=oakridge&offset=5&limit=7", "?query=maple", "?query=mapel%20rentals", "?query=oak&type=address", "?location=austin", "", "?query=%E2%9C%93", "?query=nobody%20at%20all"]) {
      const res = await same(query);
      expect(res.status).toBe(200);
    }
    // Refused queries are Elysia's 400s, in the language asked for.
    for (const query of ["?limit=0", "?type=bogus"]) {
      expect((await same(query)).status).toBe(400);
      expect((await same(query, { headers: { "accept-language": "es" } })).status).toBe(400);
    }
    // Odd queries the schema reads: whatever Elysia answers.
    for (const query of ["?offset=-1", "?query=%ZZ", "?query=a&query=b", "?limit=1000"]) await same(query);
    // A session cookie that is not ours: Elysia verifies it (a 401 that clears it), as before.
    expect((await same("?query=oakridge", { headers: { cookie: "rentfair_sid=forged.value" } })).status).toBe(401);
  });

});
