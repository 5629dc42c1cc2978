// Every route of the app against every role, as a table (the shape of PocketBase's tests/api.go,
// run by runScenarios in test/harness.ts): signed out, a renter and an admin call each route; a
// route must be public (PUBLIC_ROUTES) or declare `auth`, and then answers 401 signed out and,
// for "admin", 403 to a renter. Every row asserts, and a 5xx fails any row.
import { describe, expect, test } from "bun:test";
import { ADMIN_EMAIL, createScenario, runScenarios, type ApiScenario, type Scenario } from "../test/harness";
import { PUBLIC_ROUTES, declaredRole, routeKey } from "./access";

const SOME_ID = "00000000-0000-4000-8000-000000000000";
type Caller = "signed out" | "renter" | "admin";
const CALLERS: Caller[] = ["signed out", "renter", "admin"];

/** What a caller gets from a route of each kind: a status, or "served" (anything but 401, 403 and 5xx). */
const EXPECTED: Record<"public" | "user" | "admin", Record<Caller, 401 | 403 | "served">> = {
  public: { "signed out": "served", renter: "served", admin: "served" },
  user: { "signed out": 401, renter: "served", admin: "served" },
  admin: { "signed out": 401, renter: 403, admin: "served" },
};

/** Logging out ends the caller's session, so those rows sign in a session of their own. */
async function ownSession(t: Scenario, caller: Caller) {
  if (caller === "signed out") return t.client();
  if (caller === "renter") return t.renter();
  const c = t.client();
  const res = await c.post("/api/login", { email: ADMIN_EMAIL, password: "correct horse" });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${res.text}`);
  return c;
}

describe("who may call each route", async () => {
  const t = await createScenario();
  const shared = Promise.resolve(t);
  const routes = t.app.routes.map((r) => ({ method: r.method, path: r.path, key: routeKey(r.method, r.path), role: declaredRole(r.hooks) }));

  test("every route is either on the public list or declares who may call it, never both", () => {
    const unclassified = routes.filter((r) => !r.role && !(r.key in PUBLIC_ROUTES)).map((r) => r.key);
    const both = routes.filter((r) => r.role && r.key in PUBLIC_ROUTES).map((r) => r.key);
    expect(unclassified).toEqual([]);
    expect(both).toEqual([]);
    // A public entry that names no route is a typo or a leftover.
    expect(Object.keys(PUBLIC_ROUTES).filter((key) => !routes.some((r) => r.key === key))).toEqual([]);
  });

  test("routes declare their input: a path parameter always has a params schema (a malformed id is a 404, never a 500)", () => {
    const undeclared = t.app.routes.filter((r) => r.path.includes("/:") && !(r.hooks as { params?: unknown }).params).map((r) => routeKey(r.method, r.path));
    expect(undeclared).toEqual([]);
  });

  test("routes under /api/admin/ are for admins", () => {
    expect(routes.filter((r) => r.path.startsWith("/api/admin/") && r.role !== "admin").map((r) => r.key)).toEqual([]);
  });

  test("the table below has a row for every route but the UI's catch-all, which has rows of its own", () => {
    expect(routes.filter((r) => r.method === "ALL").map((r) => r.key)).toEqual(["ALL /*"]);
  });

  const rows: ApiScenario[] = routes
    .filter((r) => r.method !== "ALL")
    .flatMap((r) =>
      CALLERS.map((caller): ApiScenario => {
        const expected = EXPECTED[r.role ?? "public"][caller];
        const row: ApiScenario = {
          name: `${r.key}, ${caller}`,
          method: r.method,
          url: r.path.replace(/:id/g, SOME_ID),
          body: r.method === "GET" || r.method === "DELETE" ? undefined : {},
          who: caller,
          app: () => shared,
        };
        if (expected === "served") return { ...row, notExpectedStatus: [401, 403] };
        return { ...row, expectedStatus: expected, expectedContent: { code: expected === 401 ? "auth.not_signed_in" : "auth.not_admin" } };
      }),
    )
    .map((row) =>
      row.name.startsWith("POST /api/logout,")
        ? {
            ...row,
            // The caller's own session, so the shared ones live on; it ends, and nothing else does.
            who: (app: Scenario) => ownSession(app, row.who as Caller),
            expectedStatus: 204,
            notExpectedStatus: undefined,
            after: async (_res, { t, client }) => {
              expect((await client.get("/api/user")).status).toBe(401);
              expect((await t.admin.get("/api/user")).status).toBe(200);
            },
          }
        : row,
    );

  // The UI's catch-all (ALL /*) answers /api paths no route names with 404, whoever asks.
  for (const method of ["GET", "POST"])
    for (const caller of CALLERS)
      rows.push({
        name: `ALL /* (${method} /api/no-such-route), ${caller}`,
        method,
        url: "/api/no-such-route",
        body: method === "GET" ? undefined : {},
        who: caller,
        app: () => shared,
        expectedStatus: 404,
        expectedContent: { code: "route.not_found" },
      });

  runScenarios("each route, each caller", rows);
});
