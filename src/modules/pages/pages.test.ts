// The editable pages over HTTP (contract §7.6): every route, who may call it, the bad input of
// issue 29 (over 50,000 characters, unknown pages) and the admin-action log line of each admin write.
import { describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";
import { adminActions } from "../../test/admin-actions";
import type { SitePage } from "../../contract/local-pages";

describe("GET /api/pages/{slug}", () => {
  test("answers the built-in text, English by default, with the site's name, until an admin edits it", async () => {
    const t = await createScenario({ siteName: "Chicago Renters" });
    const about = await t.client().get<SitePage>("/api/pages/about");
    expect(about.status).toBe(200);
    expect(about.body).toMatchObject({ slug: "about", lang: "en", updatedAt: null });
    expect(about.body.markdown).toStartWith("# About Chicago Renters\n");
    const es = await t.client().get<SitePage>("/api/pages/tenant-rights?lang=es");
    expect(es.body).toMatchObject({ slug: "tenant-rights", lang: "es", updatedAt: null });
    expect(es.body.markdown).toContain("inquilino");
    expect(es.body.markdown).toContain("arrendador");
    expect(es.body.markdown).toContain("(/resources)");
  });

  test("an unknown page is 404, an unknown language 400", async () => {
    const t = await createScenario();
    expect((await t.client().get("/api/pages/privacy")).status).toBe(404);
    const bad = await t.client().get("/api/pages/about?lang=fr");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("lang");
  });
});

describe("PUT and DELETE /api/admin/pages/{slug}", () => {
  test("an admin saves a page per language (200, logged as an admin action); readers see it; revert brings back the built-in text", async () => {
    const t = await createScenario();
    const log = adminActions(t);
    const saved = await t.admin.put<SitePage>("/api/admin/pages/tenant-rights", { lang: "es", markdown: "# Derechos en Chicago\n\nLa ordenanza RLTO." });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ slug: "tenant-rights", lang: "es", markdown: "# Derechos en Chicago\n\nLa ordenanza RLTO." });
    expect(saved.body.updatedAt).not.toBeNull();
    await log.next("PUT /api/admin/pages/tenant-rights");
    expect((await t.client().get<SitePage>("/api/pages/tenant-rights?lang=es")).body.markdown).toContain("RLTO");
    // The English page is untouched.
    expect((await t.client().get<SitePage>("/api/pages/tenant-rights?lang=en")).body.updatedAt).toBeNull();

    const reverted = await t.admin.delete<SitePage>("/api/admin/pages/tenant-rights?lang=es");
    expect(reverted.status).toBe(200);
    expect(reverted.body.updatedAt).toBeNull();
    await log.next("DELETE /api/admin/pages/tenant-rights");
    const after = (await t.client().get<SitePage>("/api/pages/tenant-rights?lang=es")).body;
    expect(after.updatedAt).toBeNull();
    expect(after.markdown).toStartWith("# Derechos del inquilino");
  });

  test("50,000 characters are saved (Spanish letters too); 50,001 are a 400 naming the text", async () => {
    const t = await createScenario();
    expect((await t.admin.put("/api/admin/pages/about", { lang: "es", markdown: "ñ".repeat(50_000) })).status).toBe(200);
    const over = await t.admin.put("/api/admin/pages/about", { lang: "en", markdown: "a".repeat(50_001) });
    expect(over.status).toBe(400);
    expect(over.body.errors).toHaveProperty("markdown");
    expect((await t.client().get<SitePage>("/api/pages/about?lang=en")).body.updatedAt).toBeNull();
  });

  test("renters get 403, signed out 401, an unknown page 404, a missing language 400", async () => {
    const t = await createScenario();
    const renter = await t.renter();
    const body = { lang: "en", markdown: "# Mine now" };
    expect((await renter.put("/api/admin/pages/about", body)).status).toBe(403);
    expect((await renter.delete("/api/admin/pages/about?lang=en")).status).toBe(403);
    expect((await t.client().put("/api/admin/pages/about", body)).status).toBe(401);
    expect((await t.admin.put("/api/admin/pages/nope", body)).status).toBe(404);
    expect((await t.admin.delete("/api/admin/pages/nope?lang=en")).status).toBe(404);
    expect((await t.admin.put("/api/admin/pages/about", { markdown: "x" })).status).toBe(400);
    expect((await t.client().get<SitePage>("/api/pages/about")).body.updatedAt).toBeNull();
  });
});
