// Every route of the app against every role, as a table (the shape of PocketBase's tests/api.go):
// signed out, a renter and an admin call each route; a route must be public (PUBLIC_ROUTES) or
// declare `auth`, and then answers 401 signed out and, for "admin", 403 to a renter.
import { describe, expect, test } from "bun:test";
import { createScenario } from "../test/harness";
import { PUBLIC_ROUTES, declaredRole, routeKey } from "./access";

const SOME_ID = "00000000-0000-4000-8000-000000000000";
type Caller = "signed out" | "renter" | "admin";

/** What a caller gets from a route of each kind: a status, or "served" (anything but 401 and 403). */
const EXPECTED: Record<"public" | "user" | "admin", Record<Caller, number | "served">> = {
  public: { "signed out": "served", renter: "served", admin: "served" },
  user: { "signed out": 401, renter: "served", admin: "served" },
  admin: { "signed out": 401, renter: 403, admin: "served" },
};

describe("who may call each route", async () => {
  const t = await createScenario();
  const callers: Record<Caller, ReturnType<typeof t.client>> = { "signed out": t.client(), renter: await t.renter(), admin: t.admin };
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

  const table = routes
    .filter((r) => r.method !== "ALL")
    .flatMap((r) => (Object.keys(callers) as Caller[]).map((caller) => ({ ...r, caller, expected: EXPECTED[r.role ?? "public"][caller] })));

  test.each(table.map((row) => [row.key, row.caller, row] as const))("%s, %s", async (_key, caller, row) => {
    // Logging out would end the shared sessions; signed out it is harmless.
    if (row.key === "POST /api/logout" && caller !== "signed out") return;
    const path = row.path.replace(/:id/g, SOME_ID);
    const body = row.method === "GET" || row.method === "DELETE" ? undefined : {};
    const res = await callers[caller].request(row.method, path, body);
    if (row.expected === "served") expect([401, 403]).not.toContain(res.status);
    else {
      expect(res.status).toBe(row.expected);
      expect(res.body.code).toBe(row.expected === 401 ? "auth.not_signed_in" : "auth.not_admin");
    }
  });
});
