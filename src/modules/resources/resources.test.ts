// The directory of help over HTTP (contract §7.6): every route, who may call it, the bad input of
// issue 29 (non-http(s) websites named, unknown ids) and the admin-action log line of each admin write.
import { describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";
import { adminActions } from "../../test/admin-actions";
import type { HelpResource } from "../../contract/local-pages";

const chicagoAid = {
  name: "Chicago Legal Clinic",
  kind: "legal-aid",
  location: "Chicago, IL",
  phone: "312-555-0100",
  website: "https://legal.example.org/tenants",
  email: "help@legal.example.org",
  languages: "English, Spanish",
  description: "Free advice for renters facing eviction.",
};

describe("the directory of help", () => {
  test("an admin adds (201), changes and removes entries, each logged as an admin action; anyone lists them", async () => {
    const t = await createScenario();
    const log = adminActions(t);
    const created = await t.admin.post<HelpResource>("/api/admin/resources", chicagoAid);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: created.body.id, ...chicagoAid } as HelpResource);
    await log.next("POST /api/admin/resources");
    const hotline = (await t.admin.post<HelpResource>("/api/admin/resources", { name: "National Tenant Hotline", kind: "hotline", phone: "800-555-0199" })).body;
    expect(hotline).toMatchObject({ location: "", website: "", email: "", languages: "", description: "" });

    const listed = await t.client().get<HelpResource[]>("/api/resources");
    expect(listed.status).toBe(200);
    expect(listed.body.map((r) => r.name)).toEqual(["Chicago Legal Clinic", "National Tenant Hotline"]);

    const changed = await t.admin.put<HelpResource>(`/api/admin/resources/${created.body.id}`, { ...chicagoAid, phone: "312-555-0101" });
    expect(changed.status).toBe(200);
    expect(changed.body.phone).toBe("312-555-0101");
    await log.next(`PUT /api/admin/resources/${created.body.id}`);

    expect((await t.admin.delete(`/api/admin/resources/${created.body.id}`)).status).toBe(204);
    await log.next(`DELETE /api/admin/resources/${created.body.id}`);
    expect((await t.client().get<HelpResource[]>("/api/resources")).body.map((r) => r.name)).toEqual(["National Tenant Hotline"]);
  });

  test("?location= answers the place's entries (city, city alone, state) before those for everywhere; ?kind= narrows", async () => {
    const t = await createScenario();
    for (const body of [
      chicagoAid,
      { name: "Illinois Housing Office", kind: "government", location: "IL" },
      { name: "Chicago Tenants Union", kind: "tenant-union", location: "Chicago" },
      { name: "Austin Tenants Council", kind: "tenant-union", location: "Austin, TX" },
      { name: "National Tenant Hotline", kind: "hotline" },
    ]) expect((await t.admin.post("/api/admin/resources", body)).status).toBe(201);
    const names = async (q: string) => (await t.client().get<HelpResource[]>(`/api/resources${q}`)).body.map((r) => r.name);
    expect(await names("?location=chicago,%20il")).toEqual(["Chicago Legal Clinic", "Chicago Tenants Union", "Illinois Housing Office", "National Tenant Hotline"]);
    expect(await names("?location=Austin%2C%20TX")).toEqual(["Austin Tenants Council", "National Tenant Hotline"]);
    expect(await names("?location=Chicago")).toEqual(["Chicago Legal Clinic", "Chicago Tenants Union", "National Tenant Hotline"]);
    expect(await names("?location=Chicago,%20IL&kind=tenant-union")).toEqual(["Chicago Tenants Union"]);
    expect(await names("?kind=hotline")).toEqual(["National Tenant Hotline"]);
    expect((await t.client().get("/api/resources?kind=lawyers")).status).toBe(400);
  });

  test("a website that is not http(s) is a 400 naming website; a bad e-mail names email; a missing name or kind names them", async () => {
    const t = await createScenario();
    for (const website of ["javascript:alert(1)", "data:text/html,<script>alert(1)</script>", "ftp://example.org", "example.org", " JaVaScRiPt:alert(1)"]) {
      const res = await t.admin.post("/api/admin/resources", { ...chicagoAid, website });
      expect(res.status, website).toBe(400);
      expect(Object.keys(res.body.errors), website).toEqual(["website"]);
    }
    const email = await t.admin.post("/api/admin/resources", { ...chicagoAid, email: "not an address" });
    expect(Object.keys(email.body.errors)).toEqual(["email"]);
    const missing = await t.admin.post("/api/admin/resources", { website: "https://ok.example.org" });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(["kind", "name"]);
    const created = (await t.admin.post<HelpResource>("/api/admin/resources", chicagoAid)).body;
    const put = await t.admin.put(`/api/admin/resources/${created.id}`, { ...chicagoAid, website: "javascript:alert(1)" });
    expect(put.status).toBe(400);
    expect(Object.keys(put.body.errors)).toEqual(["website"]);
    expect((await t.client().get<HelpResource[]>("/api/resources")).body).toHaveLength(1);
  });

  test("renters get 403 and signed out 401 on every admin route; unknown and malformed ids 404", async () => {
    const t = await createScenario();
    const created = (await t.admin.post<HelpResource>("/api/admin/resources", chicagoAid)).body;
    const renter = await t.renter();
    expect((await renter.post("/api/admin/resources", chicagoAid)).status).toBe(403);
    expect((await renter.put(`/api/admin/resources/${created.id}`, chicagoAid)).status).toBe(403);
    expect((await renter.delete(`/api/admin/resources/${created.id}`)).status).toBe(403);
    expect((await t.client().post("/api/admin/resources", chicagoAid)).status).toBe(401);
    expect((await t.admin.put("/api/admin/resources/999999", chicagoAid)).status).toBe(404);
    expect((await t.admin.delete("/api/admin/resources/999999")).status).toBe(404);
    expect((await t.admin.delete("/api/admin/resources/abc")).status).toBe(404);
    expect((await t.client().get<HelpResource[]>("/api/resources")).body).toHaveLength(1);
  });
});
