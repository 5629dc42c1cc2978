// The pages and resources stores (contract §7.6) behave the same on PostgreSQL as on SQLite: the
// same assertions run against both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts).
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { PagesStore } from "../pages";
import type { ResourcesStore } from "../resources";
import { createPagesStore as createSqlitePages } from "../sqlite/pages";
import { createResourcesStore as createSqliteResources } from "../sqlite/resources";
import { createPagesStore as createPostgresPages } from "./pages";
import { createResourcesStore as createPostgresResources } from "./resources";
import type { ResourceInput } from "../../contract/local-pages";

const { eachBackend } = storeBackends({ max: 4 });

const open: BackendOpeners<{ pages: PagesStore; resources: ResourcesStore }> = {
  sqlite: (ctx) => ({ pages: createSqlitePages(ctx), resources: createSqliteResources(ctx) }),
  postgres: (ctx) => ({ pages: createPostgresPages(ctx), resources: createPostgresResources(ctx) }),
};

const entry = (over: Partial<ResourceInput> = {}): ResourceInput => ({
  name: "Tenant Union",
  kind: "tenant-union",
  location: "",
  phone: "",
  website: "",
  email: "",
  languages: "",
  description: "",
  ...over,
});

eachBackend("the pages and resources stores", {}, open, (s) => {
  test("a page has no row until saved; saving again replaces the text; each language is its own page; revert forgets it", async () => {
    expect(await s.pages.get("about", "en")).toBeNull();
    const first = await s.pages.save("about", "en", "# Hello");
    expect(first).toMatchObject({ slug: "about", lang: "en", markdown: "# Hello" });
    expect(first.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    await s.pages.save("about", "en", "# Hello again");
    await s.pages.save("about", "es", "# Hola");
    expect((await s.pages.get("about", "en"))!.markdown).toBe("# Hello again");
    expect((await s.pages.get("about", "es"))!.markdown).toBe("# Hola");
    expect(await s.pages.get("tenant-rights", "en")).toBeNull();
    expect(await s.pages.revert("about", "en")).toBe(true);
    expect(await s.pages.revert("about", "en")).toBe(false);
    expect(await s.pages.get("about", "en")).toBeNull();
    expect((await s.pages.get("about", "es"))!.markdown).toBe("# Hola");
  });

  test("resources are created, listed by name (one kind if asked), changed and removed; unknown ids are the 404", async () => {
    const b = await s.resources.create(entry({ name: "Legal Aid Chicago", kind: "legal-aid", location: "Chicago, IL", phone: "312-555-0100", website: "https://example.org", languages: "English, Spanish", description: "Free advice." }));
    const a = await s.resources.create(entry({ name: "Housing Hotline", kind: "hotline" }));
    expect(b).toEqual({ id: b.id, name: "Legal Aid Chicago", kind: "legal-aid", location: "Chicago, IL", phone: "312-555-0100", website: "https://example.org", email: "", languages: "English, Spanish", description: "Free advice." });
    expect((await s.resources.list()).map((r) => r.name)).toEqual(["Housing Hotline", "Legal Aid Chicago"]);
    expect((await s.resources.list("hotline")).map((r) => r.id)).toEqual([a.id]);
    const changed = await s.resources.update(a.id, entry({ name: "Housing Hotline (24h)", kind: "hotline", phone: "800-555-0199" }));
    expect(changed).toMatchObject({ id: a.id, name: "Housing Hotline (24h)", phone: "800-555-0199" });
    await expect(s.resources.update(999_999, entry())).rejects.toMatchObject({ status: 404, code: "resource.not_found" });
    await s.resources.remove(a.id);
    await expect(s.resources.remove(a.id)).rejects.toMatchObject({ status: 404, code: "resource.not_found" });
    expect((await s.resources.list()).map((r) => r.id)).toEqual([b.id]);
  });
});
