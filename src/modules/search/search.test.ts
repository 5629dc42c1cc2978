import { describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";
import { createLandlordSearch } from "./service";
import { LandlordIndex } from "./landlord-index";

const names = (body: { name: string }[]) => body.map((l) => l.name);

async function withLandlords() {
  const t = await createScenario();
  const add = (name: string, location: string, type = "company") => t.landlord(t.admin, { name, location, type });
  const john = await add("John Smith Properties", "Austin, TX");
  await add("Jane Smithers", "Austin, TX", "individual");
  await add("Summit Realty LLC", "Boston, MA");
  await add("Smith & Lee Management", "Boston, MA");
  await add("Maria Garcia", "Denver, CO", "individual");
  return { t, john };
}

describe("GET /api/landlords/search", () => {
  test("typos and missing letters still find the landlord: 'jonh smth' finds John Smith Properties first", async () => {
    const { t } = await withLandlords();
    const res = await t.client().get("/api/landlords/search?query=jonh%20smth");
    expect(res.status).toBe(200);
    expect(res.body[0].name).toBe("John Smith Properties");
    expect(Object.keys(res.body[0]).sort()).toEqual(["averageRating", "id", "location", "name", "totalReviews", "type"]);
  });

  test("prefixes match, best match first", async () => {
    const { t } = await withLandlords();
    expect(names((await t.client().get("/api/landlords/search?query=summ")).body)[0]).toBe("Summit Realty LLC");
    expect(names((await t.client().get("/api/landlords/search?query=smith")).body)).toEqual(
      expect.arrayContaining(["John Smith Properties", "Smith & Lee Management", "Jane Smithers"]),
    );
    expect(names((await t.client().get("/api/landlords/search?query=smith")).body).at(-1)).toBe("Jane Smithers");
  });

  test("location narrows to landlords whose location matches it", async () => {
    const { t } = await withLandlords();
    expect(names((await t.client().get("/api/landlords/search?query=smith&location=boston")).body)).toEqual(["Smith & Lee Management"]);
    // Location alone lists the landlords there.
    expect(names((await t.client().get("/api/landlords/search?location=Austin%2C%20TX")).body).sort()).toEqual(["Jane Smithers", "John Smith Properties"]);
  });

  test("address search looks at review addresses and the landlord's location, not names", async () => {
    const { t, john } = await withLandlords();
    await t.review(await t.renter(), john.id, { propertyAddress: "4500 Guadalupe St, Apt 3" });
    expect(names((await t.client().get("/api/landlords/search?query=guadalupe&type=address")).body)).toEqual(["John Smith Properties"]);
    expect(names((await t.client().get("/api/landlords/search?query=guadalupe")).body)).toEqual([]);
    expect(names((await t.client().get("/api/landlords/search?query=denver&type=address")).body)).toEqual(["Maria Garcia"]);
  });

  test("empty input answers [], a bad type 400, and at most 50 results come back", async () => {
    const { t } = await withLandlords();
    expect((await t.client().get("/api/landlords/search")).body).toEqual([]);
    expect((await t.client().get("/api/landlords/search?query=%20%20&location=")).body).toEqual([]);
    expect((await t.client().get("/api/landlords/search?query=x&type=owner")).status).toBe(400);
    for (let i = 0; i < 60; i++) await t.landlord(t.admin, { name: `Harbor Rentals ${i}` });
    expect((await t.client().get("/api/landlords/search?query=harbor")).body).toHaveLength(50);
  });

  test("a 5,000-character query answers quickly", async () => {
    const { t } = await withLandlords();
    const q = encodeURIComponent("smith properties ".repeat(300).slice(0, 5000));
    const started = performance.now();
    const res = await t.client().get(`/api/landlords/search?query=${q}`);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(200);
    expect(new LandlordIndex().search("z".repeat(5000))).toEqual([]);
  });

  test("a deleted landlord or review disappears from results at once", async () => {
    const { t, john } = await withLandlords();
    const author = await t.renter();
    const r = await t.review(author, john.id, { propertyAddress: "77 Congress Ave" });
    expect(names((await t.client().get("/api/landlords/search?query=congress&type=address")).body)).toEqual(["John Smith Properties"]);
    await author.delete(`/api/reviews/${r.id}`);
    expect((await t.client().get("/api/landlords/search?query=congress&type=address")).body).toEqual([]);
    await t.admin.delete(`/api/admin/landlords/${john.id}`);
    expect(names((await t.client().get("/api/landlords/search?query=john%20smith")).body)).not.toContain("John Smith Properties");
  });

  test("a rebuild from the database (a restart) finds the same", async () => {
    const { t, john } = await withLandlords();
    await t.review(await t.renter(), john.id, { propertyAddress: "12 Rainey St" });
    const queries = ["jonh smth", "summ", "garcia", "smith&location=boston", "rainey&type=address"];
    const before = await Promise.all(queries.map(async (q) => (await t.client().get(`/api/landlords/search?query=${q}`)).body));
    const fresh = createLandlordSearch(t.deps.db);
    expect(fresh.size).toBe(t.deps.search.size);
    t.deps.search.rebuild();
    const after = await Promise.all(queries.map(async (q) => (await t.client().get(`/api/landlords/search?query=${q}`)).body));
    expect(after).toEqual(before);
    expect(fresh.search({ query: "rainey", type: "address" })).toEqual({ ids: [john.id] });
  });
});
