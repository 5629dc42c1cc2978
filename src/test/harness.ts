// One scenario helper for API tests: a whole app over a fresh in-memory database with the real
// migrations, called through app.handle() without a network. Clients keep their own cookie jar.
import { createApp } from "../app";
import { loadConfig, type Config } from "../config";
import { openDatabase } from "../store/sqlite/connection";
import { createDeps, type AppDeps } from "../deps";
import { createLogger } from "../lib/logger";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
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
  const deps = createDeps(config, openDatabase(":memory:"), createLogger(config.logLevel));
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
