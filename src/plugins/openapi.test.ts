import { describe, expect, test } from "bun:test";
import { Validator } from "@seriousme/openapi-schema-validator";
import { createTestApp } from "../test/harness";
import { LANDLORD_TYPES } from "../contract/constants";
import { OPENAPI_PATH, openapiPath } from "./openapi";

interface Operation {
  security?: Record<string, string[]>[];
  "x-auth"?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { enum?: string[] }>; required?: string[] } }> };
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

describe("GET /api/openapi.json", () => {
  test("is a valid OpenAPI 3.1 document", async () => {
    const t = createTestApp({}, { METRICS_TOKEN: "metrics-token-0123456789" });
    const res = await t.client().get(OPENAPI_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const validator = new Validator();
    const result = await validator.validate(res.body);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    // The validator does refuse a broken document (so the check above means something).
    expect((await new Validator().validate({ ...res.body, paths: { "/x": { get: { parameters: "none" } } } })).valid).toBe(false);
  }, 30_000); // the validator compiles the OpenAPI 3.1 JSON Schema first: seconds on a busy machine

  test("lists every route the app registers, and nothing else", async () => {
    const t = createTestApp({}, { METRICS_TOKEN: "metrics-token-0123456789" });
    const doc = (await t.client().get(OPENAPI_PATH)).body as Document;
    const registered = t.app.routes
      .filter((r) => r.path !== "/*" && r.path !== OPENAPI_PATH) // the UI's pages, and this document
      .map((r) => `${r.method.toLowerCase()} ${openapiPath(r.path)}`)
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).filter((k) => METHODS.includes(k)).map((method) => `${method} ${path}`))
      .sort();
    expect(registered.length).toBeGreaterThan(20);
    expect(documented).toEqual(registered);
  });

  test("is generated from the routes' own schemas and access rules", async () => {
    const t = createTestApp();
    const doc = (await t.client().get(OPENAPI_PATH)).body as Document;
    const create = doc.paths["/api/landlords"]!.post!;
    const body = create.requestBody!.content["application/json"]!.schema;
    expect(body.required).toEqual(["name", "type", "location"]);
    expect(body.properties!.type!.enum).toEqual([...LANDLORD_TYPES]);
    expect(create["x-auth"]).toBe("user");
    expect(create.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/landlords/{id}"]!.get!.parameters).toContainEqual(expect.objectContaining({ name: "id", in: "path", required: true }));
    expect(doc.paths["/api/landlords/{id}"]!.get!.security).toBeUndefined();
    const adminRoute = Object.values(doc.paths).flatMap((item) => Object.values(item)).find((op) => op["x-auth"] === "admin");
    expect(adminRoute).toBeDefined();
  });

  test("no API browser page is served: the document is all", () => {
    const t = createTestApp();
    const pages = t.app.routes.filter((r) => /openapi|swagger|scalar|docs/i.test(r.path) && r.path !== OPENAPI_PATH);
    expect(pages).toEqual([]);
  });
});
