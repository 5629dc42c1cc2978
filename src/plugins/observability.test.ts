import { describe, expect, test } from "bun:test";
import { createTestDeps } from "../test/harness";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createLogger } from "../lib/logger";
import { createTestApp } from "../test/harness";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const TOKEN = "metrics-token-0123456789";

describe("GET /metrics", () => {
  test("is absent (404) without METRICS_TOKEN", async () => {
    const t = createTestApp();
    const res = await t.client().get("/metrics");
    expect(res.status).toBe(404);
  });

  test("answers 401 without the token or with a wrong one", async () => {
    const t = createTestApp({}, { METRICS_TOKEN: TOKEN });
    expect((await t.client().get("/metrics")).status).toBe(401);
    expect((await t.client({ authorization: "Bearer wrong-token-0123456789" }).get("/metrics")).status).toBe(401);
    expect((await t.client({ authorization: `Basic ${TOKEN}` }).get("/metrics")).status).toBe(401);
  });

  test("with the token, parses as Prometheus text: requests and latency by route pattern and status, search latency, sign-in failures, 429s, database and index size", async () => {
    const t = createTestApp({}, { METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: "3" });
    const c = t.client();
    await c.register();
    const landlord = await c.post("/api/landlords", { name: "Metric Homes", type: "company", location: "Austin, TX" });
    expect(landlord.status).toBe(201);
    await c.get(`/api/landlords/${landlord.body.id}`);
    await c.get(`/api/landlords/${landlord.body.id}`);
    await c.get("/api/landlords/search?query=metric");
    const stranger = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await stranger.post("/api/login", { email: "nobody@example.test", password: "wrong password" })).status);
    // register counts against the per-address limit of 3 too: two wrong passwords, then 429s.
    expect(statuses).toEqual([401, 401, 429, 429]);
    await Bun.sleep(20); // requests are counted once their response is out (onAfterResponse)

    const res = await t.client({ authorization: `Bearer ${TOKEN}` }).get("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain; version=0.0.4");
    const families = parsePrometheusTextFormat(res.text);
    const family = (name: string) => families.find((f) => f.name === name)!;

    const requests = family("rentfair_http_requests_total");
    expect(requests.type).toBe("COUNTER");
    // The route label is the pattern, never the raw path with the id in it.
    const byId = requests.metrics.find((m) => m.labels?.route === "/api/landlords/:id" && m.labels?.method === "GET" && m.labels?.status === "200");
    expect(byId?.value).toBe("2");
    expect(requests.metrics.some((m) => m.labels?.route?.includes(landlord.body.id))).toBe(false);
    expect(requests.metrics.find((m) => m.labels?.route === "/api/landlords" && m.labels?.status === "201")?.value).toBe("1");

    const latency = family("rentfair_http_request_duration_seconds");
    expect(latency.type).toBe("HISTOGRAM");
    // parse-prometheus-text-format folds the buckets of a labelled histogram into one sample and
    // drops its labelled _count and _sum lines (its flattenMetrics), so those are read from the text.
    expect(res.text).toContain('rentfair_http_request_duration_seconds_count{method="GET",route="/api/landlords/:id",status="200"} 2\n');
    expect(res.text).toContain('rentfair_http_request_duration_seconds_bucket{method="GET",route="/api/landlords/:id",status="200",le="+Inf"} 2\n');

    expect(family("rentfair_search_duration_seconds").metrics[0]!.count).toBe("1");
    expect(family("rentfair_sign_in_failures_total").metrics[0]!.value).toBe("2");
    expect(family("rentfair_rate_limited_total").metrics.find((m) => m.labels?.route === "/api/login")?.value).toBe("2");
    expect(Number(family("rentfair_database_size_bytes").metrics[0]!.value)).toBeGreaterThan(4096);
    expect(family("rentfair_search_index_landlords").metrics[0]!.value).toBe("1");
  });
});

describe("LOG_FORMAT=json", () => {
  test("writes one JSON object per line: time, level, message, and a request line with route, status, duration and client address", async () => {
    const lines: string[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), "rentfair-log-"));
    const config = loadConfig(new Map(), { DATA_DIR: dataDir, SESSION_SECRET: "test-secret-0123456789", LOG_FORMAT: "json", LOG_LEVEL: "info", RATE_LIMIT_PER_MINUTE: "0" });
    const log = createLogger(config.logLevel, config.logFormat, (line) => lines.push(line));
    const app = createApp(createTestDeps(config, log));
    const res = await app.handle(new Request("http://localhost/api/landlords/00000000-0000-4000-8000-000000000000"));
    expect(res.status).toBe(404);
    await Bun.sleep(20); // the request line is written after the response is out
    log.warn("sign-in refused", { email: "someone@example.test", route: "/api/login" });
    log.debug("not at info level");

    expect(lines.every((l) => l.endsWith("\n") && !l.slice(0, -1).includes("\n"))).toBe(true);
    const objects = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(objects).toHaveLength(2);
    expect(objects[0]).toMatchObject({ level: "info", route: "/api/landlords/:id", status: 404, method: "GET", client: expect.any(String) });
    expect(typeof objects[0]!.duration).toBe("number");
    expect(typeof objects[0]!.message).toBe("string");
    expect(new Date(objects[0]!.time as string).toISOString()).toBe(objects[0]!.time as string);
    // Fields passed by a caller are merged into the same object.
    expect(objects[1]).toMatchObject({ level: "warn", message: "sign-in refused", email: "someone@example.test", route: "/api/login" });
  });

  test("an error passed as the second argument keeps its message", () => {
    const lines: string[] = [];
    createLogger("info", "json", (l) => lines.push(l)).error("boom", new Error("disk full"));
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "error", message: "boom", error: "disk full" });
  });
});
