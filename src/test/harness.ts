// One scenario helper for API tests: a whole app over a fresh in-memory database with the real
// migrations, called through app.handle() without a network. Clients keep their own cookie jar.
import { createApp } from "../app";
import { loadConfig, type Config } from "../config";
import { openDatabase, type Db } from "../store/sqlite/connection";
import { createSqliteStore } from "../store/sqlite";
import { createPostgresStore } from "../store/postgres";
import { connectPostgres } from "../store/postgres/connection";
import { createDeps, type AppDeps } from "../deps";
import { createEvents } from "../events";
import { createLogger, type Logger } from "../lib/logger";
import type { UiFiles } from "../plugins/ui";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The app's deps over a fresh in-memory database; `db` is its connection, for tests that look at rows with SQL. */
export type TestDeps = AppDeps & { db: Db };

/** Whether the apps of this run are over PostgreSQL (RENTFAIR_TEST_DATABASE=postgres, with pg-preload.ts). */
export const onPostgresRun = process.env.RENTFAIR_TEST_DATABASE === "postgres";

let pgDatabases = 0;
/**
 * A fresh PostgreSQL database copied from pg-preload.ts's migrated template, synchronously (psql:
 * createTestDeps is synchronous, and copying a template takes a few milliseconds).
 */
function testDatabaseSync(): string {
  const port = process.env.RENTFAIR_TEST_PG_PORT;
  if (!port) throw new Error("RENTFAIR_TEST_DATABASE=postgres needs bun test --preload ./src/test/pg-preload.ts");
  const name = `app_${process.pid}_${++pgDatabases}`;
  const asRoot = process.getuid?.() === 0;
  const psql = [`${process.env.RENTFAIR_TEST_PG_BIN}psql`, "-h", "127.0.0.1", "-p", port, "-U", "postgres", "-d", "postgres", "-v", "ON_ERROR_STOP=1", "-qc", `CREATE DATABASE ${name} TEMPLATE rentfair_template STRATEGY FILE_COPY`];
  const res = Bun.spawnSync(asRoot ? ["runuser", "-u", "postgres", "--", ...psql] : psql, { stderr: "pipe" });
  if (res.exitCode !== 0) throw new Error(`creating a test database failed: ${res.stderr.toString()}`);
  return `postgres://postgres@127.0.0.1:${port}/${name}`;
}

/**
 * Deps as the server builds them (src/server.ts), over a fresh in-memory database, synchronously; over
 * a fresh PostgreSQL database instead on a RENTFAIR_TEST_DATABASE=postgres run (`db` is then an
 * unused SQLite one: tests that read rows through it are left out of that run, scripts/test.ts).
 */
export function createTestDeps(config: Config, log: Logger, ui: UiFiles | null = null): TestDeps {
  const db = openDatabase(":memory:");
  const events = createEvents(log);
  if (onPostgresRun) {
    const pg = connectPostgres(testDatabaseSync(), { max: 4, idleTimeout: 2 });
    return Object.assign(createDeps(config, createPostgresStore(pg, events), events, log, ui), { db });
  }
  return Object.assign(createDeps(config, createSqliteStore(db, events), events, log, ui), { db });
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: TestDeps;
  client(headers?: Record<string, string>): TestClient;
}

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestClient {
  cookie: string;
  request<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<TestResponse<T>>;
  get<T = any>(path: string): Promise<TestResponse<T>>;
  post<T = any>(path: string, body?: unknown): Promise<TestResponse<T>>;
  put<T = any>(path: string, body?: unknown): Promise<TestResponse<T>>;
  patch<T = any>(path: string, body?: unknown): Promise<TestResponse<T>>;
  delete<T = any>(path: string): Promise<TestResponse<T>>;
  /** Registers (and so signs in) a fresh account; returns the user. */
  register(overrides?: Partial<{ username: string; email: string; password: string; firstName: string; lastName: string }>): Promise<any>;
}

let counter = 0;

export function createTestApp(overrides: Partial<Config> = {}, env: Record<string, string> = {}): TestApp {
  const dataDir = mkdtempSync(join(tmpdir(), "rentfair-test-"));
  const config = {
    ...loadConfig(new Map(), { DATA_DIR: dataDir, SESSION_SECRET: "test-secret-0123456789", RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent", ...env }),
    ...overrides,
  };
  const deps = createTestDeps(config, createLogger(config.logLevel));
  const app = createApp(deps);

  const client = (baseHeaders: Record<string, string> = {}): TestClient => {
    const c: TestClient = {
      cookie: "",
      async request(method, path, body, headers = {}) {
        const init: RequestInit = { method, headers: { ...baseHeaders, ...headers } };
        if (c.cookie) (init.headers as Record<string, string>).cookie = c.cookie;
        if (body !== undefined) {
          init.body = typeof body === "string" ? body : JSON.stringify(body);
          (init.headers as Record<string, string>)["content-type"] ??= "application/json";
        }
        const res = await app.handle(new Request(`http://localhost${path}`, init));
        const setCookie = res.headers.get("set-cookie");
        if (setCookie) {
          const pair = setCookie.split(";")[0]!;
          c.cookie = /=$/.test(pair) || /max-age=0/i.test(setCookie) ? "" : pair;
        }
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          /* not JSON: keep the text */
        }
        return { status: res.status, headers: res.headers, body: parsed as any, text };
      },
      get: (path) => c.request("GET", path),
      post: (path, body) => c.request("POST", path, body),
      put: (path, body) => c.request("PUT", path, body),
      patch: (path, body) => c.request("PATCH", path, body),
      delete: (path) => c.request("DELETE", path),
      async register(o = {}) {
        const n = ++counter;
        const res = await c.post("/api/register", {
          username: `renter${n}`,
          email: `renter${n}@example.test`,
          password: "correct horse",
          ...o,
        });
        if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
        return res.body;
      },
    };
    return c;
  };

  return { app, deps, client };
}

/** A valid review body (docs/product-rules.md#data); tests override what they are about. */
export function reviewBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    overallRating: 4,
    responsivenessRating: 4,
    maintenanceRating: 3.5,
    fairnessRating: 4.5,
    reviewText: "Responsive landlord, fair deposit return.",
    lengthOfResidence: "1-2 years",
    monthlyRent: 1500,
    rentPeriod: "monthly",
    utilitiesIncluded: "false",
    propertyAddress: "12 Main St",
    ...overrides,
  };
}

/** A valid verification form (docs/product-rules.md#verification-badges-and-replies); tests override what they are about. */
export function verificationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: "Patricia Hall",
    email: "patricia@example.test",
    phone: "555-0100",
    businessName: "Hall Homes",
    businessAddress: "1 Alamo Plaza, San Antonio, TX",
    businessLicense: "TX-123456",
    yearsInBusiness: 12,
    propertyCount: 8,
    additionalInfo: "Family business.",
    ...overrides,
  };
}

export const ADMIN_EMAIL = "boss@example.test";

/** An app with ADMIN_EMAILS set, a signed-in admin client and a way to make signed-in renters. */
export async function createScenario(overrides: Partial<Config> = {}, env: Record<string, string> = {}) {
  const t = createTestApp(overrides, { ADMIN_EMAILS: ADMIN_EMAIL, ...env });
  // The search index is built from the store asynchronously (modules/search/service.ts): built
  // (empty) before the scenario starts, it hears every change from then on.
  await t.deps.search.loaded();
  const admin = t.client();
  const adminUser = await admin.register({ email: ADMIN_EMAIL });
  return {
    ...t,
    admin,
    adminUser,
    /** A fresh signed-in renter and their user. */
    async renter() {
      const c = t.client();
      const user = await c.register();
      return Object.assign(c, { user });
    },
    /** Creates a landlord through the API and returns it. */
    async landlord(by: TestClient, body: Partial<{ name: string; type: string; location: string }> = {}) {
      const res = await by.post("/api/landlords", { name: `Landlord ${++counter}`, type: "company", location: "Austin, TX", ...body });
      if (res.status !== 201) throw new Error(`landlord failed: ${res.status} ${res.text}`);
      return res.body;
    },
    /** A fresh signed-in account made the verified owner of `landlordId` (request filed, admin approved). */
    async owner(landlordId: string) {
      const c = t.client();
      const user = await c.register();
      const req = await c.post("/api/verification-requests", verificationBody({ landlordId }));
      if (req.status !== 201) throw new Error(`verification failed: ${req.status} ${req.text}`);
      const ok = await admin.patch(`/api/admin/verification-requests/${req.body.id}`, { status: "approved" });
      if (ok.status !== 200) throw new Error(`approval failed: ${ok.status} ${ok.text}`);
      return Object.assign(c, { user });
    },
    /** Writes a review through the API and returns the created review. */
    async review(by: TestClient, landlordId: string, overrides: Record<string, unknown> = {}) {
      const res = await by.post("/api/reviews", reviewBody({ landlordId, ...overrides }));
      if (res.status !== 201) throw new Error(`review failed: ${res.status} ${res.text}`);
      return res.body.review;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// API scenarios in PocketBase's table form (its tests/api.go ApiScenario): one row per request,
// naming who calls what and what must come back; runScenarios turns a table into one test a row.
//
//   runScenarios("reporting a review", [
//     {
//       name: "a renter reports a review: 201, pending",
//       who: "renter",
//       setup: async (t) => ({ review: await t.review(await t.renter(), (await t.landlord(t.admin)).id) }),
//       method: "POST",
//       url: "/api/reports",
//       body: ({ review }) => ({ reportType: "review", targetId: review.id, reportCategory: "Other", description: "..." }),
//       expectedStatus: 201,
//       expectedContent: { status: "pending" },   // a partial object (toMatchObject) or strings
//     },
//     { name: "signed out: 401", method: "POST", url: "/api/reports", body: {}, expectedStatus: 401,
//       expectedContent: ['"code":"auth.not_signed_in"'] },
//   ]);
//
// - Each row runs on a fresh app (createScenario()) unless the row or the table names `app`;
//   return one promise from `app` to share an app across rows (cheaper, but rows then see each
//   other's writes).
// - `who`: "signed out" (a fresh client), "renter" (one signed-in renter per app, made on first
//   use), "admin" (the app's signed-in admin), or a function returning any client.
// - `setup` runs first and returns values that `url`, `body` and `after` receive.
// - `body`: a JSON value is sent as JSON; a string, bytes, FormData or URLSearchParams go as they
//   are, with only the headers the row names.
// - A 5xx fails every row that does not expect exactly that status: a route that crashes never
//   passes as "some answer". `notExpectedStatus` is for rows where any answer but a few is right.
// - Strings in `expectedContent` / `notExpectedContent` are looked for in the body's compact JSON
//   (or its text); `after` adds any other assertion (headers, the database, a follow-up call).
// ---------------------------------------------------------------------------------------------
import { describe, expect, test } from "bun:test";

export type Scenario = Awaited<ReturnType<typeof createScenario>>;
export type Who<S> = "signed out" | "renter" | "admin" | ((t: Scenario, values: S) => TestClient | Promise<TestClient>);

export interface ApiScenario<S = any> {
  name: string;
  method: string;
  url: string | ((values: S, t: Scenario) => string);
  body?: unknown;
  headers?: Record<string, string>;
  /** Who calls; "signed out" unless named. */
  who?: Who<S>;
  /** Runs before the request; what it returns reaches url, body (when functions) and after. */
  setup?: (t: Scenario) => S | Promise<S>;
  /** The app the row runs on; a fresh createScenario() unless given here or to runScenarios. */
  app?: () => Promise<Scenario>;
  /** The exact status expected. */
  expectedStatus?: number;
  /** Statuses that must not come back (for rows where any other answer is right). */
  notExpectedStatus?: number[];
  /** Strings the body must contain, or a partial object the body must match. */
  expectedContent?: string[] | Record<string, unknown>;
  /** Strings the body must not contain. */
  notExpectedContent?: string[];
  /** Further assertions, after the ones above. */
  after?: (res: TestResponse<any>, ctx: { t: Scenario; values: S; client: TestClient }) => void | Promise<void>;
}

const renters = new WeakMap<Scenario, Promise<TestClient>>();

const isRawBody = (body: unknown) =>
  typeof body === "string" || body instanceof Uint8Array || body instanceof ArrayBuffer || body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob;

/** Sends a raw body (bytes, a form) as it is, with the client's cookie and only the row's headers. */
async function sendRaw(t: Scenario, client: TestClient, method: string, url: string, body: BodyInit, headers: Record<string, string>): Promise<TestResponse> {
  const res = await t.app.handle(new Request(`http://localhost${url}`, { method, body, headers: { ...(client.cookie ? { cookie: client.cookie } : {}), ...headers } }));
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

/** Runs one row and asserts what it expects; returns the answer. Call it inside a test. */
export async function checkScenario<S>(row: ApiScenario<S>, defaultApp?: () => Promise<Scenario>): Promise<TestResponse<any>> {
  if (row.expectedStatus === undefined && !row.notExpectedStatus?.length) throw new Error(`scenario "${row.name}" expects no status`);
  const t = await (row.app ?? defaultApp ?? (() => createScenario()))();
  const values = (row.setup ? await row.setup(t) : undefined) as S;
  const who = row.who ?? "signed out";
  let client: TestClient;
  if (who === "signed out") client = t.client();
  else if (who === "admin") client = t.admin;
  else if (who === "renter") {
    if (!renters.has(t)) renters.set(t, t.renter());
    client = await renters.get(t)!;
  } else client = await who(t, values);

  const url = typeof row.url === "function" ? row.url(values, t) : row.url;
  const body = typeof row.body === "function" ? row.body(values, t) : row.body;
  const res =
    body !== undefined && isRawBody(body) && typeof body !== "string"
      ? await sendRaw(t, client, row.method, url, body as BodyInit, row.headers ?? {})
      : await client.request(row.method, url, body, row.headers);

  const label = `${row.name}: ${row.method} ${url} answered ${res.status} ${res.text.slice(0, 300)}`;
  if (res.status >= 500) expect(res.status, label).toBe(row.expectedStatus!);
  if (row.expectedStatus !== undefined) expect(res.status, label).toBe(row.expectedStatus);
  if (row.notExpectedStatus) expect(row.notExpectedStatus, label).not.toContain(res.status);

  const normalized = typeof res.body === "string" || res.body === null ? res.text : JSON.stringify(res.body);
  if (Array.isArray(row.expectedContent)) for (const s of row.expectedContent) expect(normalized, label).toContain(s);
  else if (row.expectedContent) expect(res.body, label).toMatchObject(row.expectedContent);
  for (const s of row.notExpectedContent ?? []) expect(normalized, label).not.toContain(s);

  await row.after?.(res, { t, values, client });
  return res;
}

/** A describe block with one test per row (see the note above). */
export function runScenarios(describeName: string, rows: ApiScenario[], options: { app?: () => Promise<Scenario>; timeout?: number } = {}) {
  describe(describeName, () => {
    for (const row of rows) test(row.name, () => checkScenario(row, options.app).then(() => undefined), options.timeout);
  });
}
