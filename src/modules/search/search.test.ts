import { addressesOf } from "../../store/sqlite/search-docs";
import { describe, expect, test } from "bun:test";
import { createScenario, createTestApp, reviewBody } from "../../test/harness";
import { createLandlordSearch, RESULT_CACHE_ENTRIES } from "./service";
import { LandlordIndex, MAX_QUERY_CHARS, queryTerms } from "./landlord-index";

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
    expect(Object.keys(res.body[0]).sort()).toEqual(["averageRating", "badges", "id", "location", "name", "ratings", "totalReviews", "type"]);
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

  test("a name query that names a known city lists the landlords there: 'Ann Arbor' is not 'Harbor…'", async () => {
    const t = await createScenario();
    const add = (name: string, location: string) => t.landlord(t.admin, { name, location, type: "company" });
    await add("Harbor Point Properties", "Seattle, WA");
    await add("Harbor View Management", "Miami, FL");
    await add("Harbor Lights Rentals", "Portland, OR");
    await add("Maple Street Rentals", "Ann Arbor, MI");
    await add("Wolverine Housing", "Ann Arbor, MI");
    const search = async (q: string) => names((await t.client().get(`/api/landlords/search?query=${encodeURIComponent(q)}`)).body).sort();
    const annArbor = ["Maple Street Rentals", "Wolverine Housing"];
    expect(await search("Ann Arbor")).toEqual(annArbor);
    expect(await search("ann  arbor")).toEqual(annArbor);
    expect(await search("Ann Arbor, MI")).toEqual(annArbor);
    // Not a stored city, or not the whole of one: names as before.
    expect(await search("Harbor")).toEqual(["Harbor Lights Rentals", "Harbor Point Properties", "Harbor View Management"]);
    expect(await search("Ann Arbor, OH")).not.toEqual(annArbor);
    expect(await search("Wolverine")).toEqual(["Wolverine Housing"]);
    // An address search and an explicit location keep their own meaning.
    expect(await search("Maple")).toEqual(["Maple Street Rentals"]);
    expect(names((await t.client().get("/api/landlords/search?query=Harbor&location=Seattle")).body)).toEqual(["Harbor Point Properties"]);
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

  test("a 5,000-character query is answered from its first MAX_QUERY_CHARS characters: what follows does not change the answer", async () => {
    // The cut is what keeps a long query as cheap as a short one (search-index.ts, point 1); a wall-clock limit here
    // would measure the machine, so speed lives in bench/.
    const { t } = await withLandlords();
    const head = "smith properties ".repeat(11).padEnd(MAX_QUERY_CHARS, " ");
    const long = `${head} garcia denver summit`.padEnd(5000, " maria");
    const res = await t.client().get(`/api/landlords/search?query=${encodeURIComponent(long)}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(["John Smith Properties"]);
    expect(queryTerms(long)).toEqual(["smith", "properties"]);
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

  test("address search follows a review's edit, a merge and an account's deletion, live and after a restart", async () => {
    const { t, john } = await withLandlords();
    // The live index, and one built afresh from what the database keeps (landlord_addresses).
    const live = async (q: string) => names((await t.client().get(`/api/landlords/search?type=address&query=${q}`)).body);
    const restarted = async (q: string) => {
      const fresh = createLandlordSearch({ store: t.deps.store });
      await fresh.loaded();
      const answer = fresh.search({ query: q, type: "address" });
      return "ids" in answer ? [...answer.ids] : [];
    };
    const author = await t.renter();
    const r = await t.review(author, john.id, { propertyAddress: "15 Barton Springs Rd, Apt 4" });
    expect(await live("barton")).toEqual(["John Smith Properties"]);
    expect(await restarted("barton")).toEqual([john.id]);
    // Units are never indexed (docs/product-rules.md#privacy).
    expect(addressesOf(t.deps.db, john.id)).toBe("15 Barton Springs Rd");
    expect(await restarted("apt")).toEqual([]);

    const edited = await author.put(`/api/reviews/${r.id}`, {
      overallRating: 3, responsivenessRating: 3, maintenanceRating: 3, fairnessRating: 3,
      reviewText: "Moved buildings; same landlord, same slow repairs.", lengthOfResidence: "1-2 years", propertyAddress: "9 Lavaca St",
    });
    expect(edited.status).toBe(200);
    expect(await live("barton")).toEqual([]);
    expect(await restarted("barton")).toEqual([]);
    expect(await live("lavaca")).toEqual(["John Smith Properties"]);
    expect(await restarted("lavaca")).toEqual([john.id]);

    const dup = await t.landlord(t.admin, { name: "Jon Smith Props", location: "Austin, TX" });
    const mover = await t.renter();
    await t.review(mover, dup.id, { propertyAddress: "300 Cesar Chavez St" });
    expect(await restarted("chavez")).toEqual([dup.id]);
    expect((await t.admin.post(`/api/admin/landlords/${dup.id}/merge`, { intoId: john.id })).status).toBe(200);
    expect(await live("chavez")).toEqual(["John Smith Properties"]);
    expect(await restarted("chavez")).toEqual([john.id]);
    expect(await restarted("lavaca")).toEqual([john.id]);

    expect((await mover.request("DELETE", "/api/user", { password: "correct horse", reviews: "delete" })).status).toBe(204);
    expect(await live("chavez")).toEqual([]);
    expect(await restarted("chavez")).toEqual([]);
    expect(await restarted("lavaca")).toEqual([john.id]);
  });

  test("a rebuild from the database (a restart) finds the same", async () => {
    const { t, john } = await withLandlords();
    await t.review(await t.renter(), john.id, { propertyAddress: "12 Rainey St" });
    const queries = ["jonh smth", "summ", "garcia", "smith&location=boston", "rainey&type=address"];
    const before = await Promise.all(queries.map(async (q) => (await t.client().get(`/api/landlords/search?query=${q}`)).body));
    const fresh = createLandlordSearch({ store: t.deps.store });
    await fresh.loaded();
    expect(fresh.size).toBe(t.deps.search.size);
    await t.deps.search.rebuild();
    const after = await Promise.all(queries.map(async (q) => (await t.client().get(`/api/landlords/search?query=${q}`)).body));
    expect(after).toEqual(before);
    expect(fresh.search({ query: "rainey", type: "address" })).toEqual({ ids: [john.id] });
  });
});

describe("the search result cache", () => {
  test("the same search, however it is typed, is answered from the cache until something changes", async () => {
    const { t } = await withLandlords();
    const search = t.deps.search;
    // Kept from the second time a search is asked for (doorkeeper.ts): the first answer is not kept.
    const once = search.search({ query: "jonh smth" });
    const first = search.search({ query: "  JONH   smth!" });
    expect(first).not.toBe(once);
    expect(first).toEqual(once);
    expect(search.search({ query: "jonh smth" })).toBe(first);
    expect(search.search({ query: "jonh smth", type: "address" })).not.toBe(first);
    expect(search.search({ query: "jonh smth", location: "austin" })).not.toBe(first);
    expect(search.search({ query: "smth jonh" })).not.toBe(first); // term order can break ties
    // A query with no terms and a location is not the location-only search.
    expect(search.search({ query: "!!!", location: "Austin" })).toEqual({ ids: [] });
    expect(search.search({ location: "Austin" })).toEqual({ locations: ["Austin, TX"] });
    const generation = search.generation;
    await t.landlord(t.admin, { name: "Unrelated Holdings", location: "Denver, CO" });
    expect(search.generation).toBeGreaterThan(generation);
    expect(search.search({ query: "jonh smth" })).not.toBe(first);
    expect(search.search({ query: "jonh smth" })).toEqual(first);
  });

  test("a landlord deleted a moment after a search is gone from that search at once; a new one appears", async () => {
    const { t, john } = await withLandlords();
    const find = async (q: string) => names((await t.client().get(`/api/landlords/search?${q}`)).body);
    expect(await find("query=john%20smith")).toContain("John Smith Properties");
    expect(await find("query=john%20smith")).toContain("John Smith Properties"); // now cached
    expect(await find("location=Austin%2C%20TX")).toContain("John Smith Properties");
    expect(await find("query=harbor")).toEqual([]);
    await t.admin.delete(`/api/admin/landlords/${john.id}`);
    expect(await find("query=john%20smith")).not.toContain("John Smith Properties");
    expect(await find("location=Austin%2C%20TX")).not.toContain("John Smith Properties");
    await t.landlord(t.admin, { name: "Harbor Rentals", location: "Austin, TX" });
    expect(await find("query=harbor")).toEqual(["Harbor Rentals"]);
    expect(await find("location=Austin%2C%20TX")).toContain("Harbor Rentals");
  });

  test("cached results show a landlord's figures as they are after each review change", async () => {
    const { t, john } = await withLandlords();
    const figures = async () => {
      const body = (await t.client().get("/api/landlords/search?query=john%20smith")).body as { id: string; totalReviews: number; averageRating: number }[];
      const l = body.find((x) => x.id === john.id)!;
      return [l.totalReviews, l.averageRating];
    };
    expect(await figures()).toEqual([0, 0]);
    expect(await figures()).toEqual([0, 0]);
    const author = await t.renter();
    const r = await t.review(author, john.id, { overallRating: 4 });
    expect(await figures()).toEqual([1, 4]);
    expect((await author.put(`/api/reviews/${r.id}`, reviewBody({ overallRating: 2 }))).status).toBe(200);
    expect(await figures()).toEqual([1, 2]);
    await author.delete(`/api/reviews/${r.id}`);
    expect(await figures()).toEqual([0, 0]);
  });

  test("a cached answer is sent as the same JSON, with the same headers, as a fresh one", async () => {
    const { t } = await withLandlords();
    const first = await t.client().get("/api/landlords/search?query=smith");
    const again = await t.client().get("/api/landlords/search?query=smith");
    expect(again.text).toBe(first.text);
    expect(first.body.length).toBe(3);
    for (const res of [first, again]) {
      expect(res.headers.get("content-type")).toBe("application/json;charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    }
    // Location-only answers are read afresh each time, and look the same.
    const there = await t.client().get("/api/landlords/search?location=Boston");
    expect(there.headers.get("content-type")).toBe("application/json;charset=utf-8");
    expect(names(there.body).sort()).toEqual(["Smith & Lee Management", "Summit Realty LLC"]);
  });

  test("answers made one after another, read only once all are made, are each their own search's", async () => {
    // A fresh answer's bytes are the writer's until the next search (landlord-json.ts): each
    // response must have taken its copy by the time the next search runs.
    const { t } = await withLandlords();
    const queries = ["smith", "garcia", "summit", "jane", "smith&location=boston", "smith"];
    const expected = [];
    for (const q of queries) expected.push(names((await t.client().get(`/api/landlords/search?query=${q}`)).body));
    await t.deps.search.rebuild(); // nothing cached: every answer written afresh, the last "smith" kept
    const responses = await Promise.all(queries.map((q) => t.app.handle(new Request(`http://localhost/api/landlords/search?query=${q}`))));
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ name: string }[]>));
    expect(bodies.map(names)).toEqual(expected);
    expect(new Set(expected.map((e) => e.join())).size).toBe(5);
  });

  test("at most RESULT_CACHE_ENTRIES answers are kept, the least recently used going first", () => {
    const search = createLandlordSearch({ store: createTestApp().deps.store });
    const ask = (query: string) => (search.search({ query }), search.search({ query })); // kept from the second time
    const first = ask("query0");
    const second = ask("query1");
    for (let i = 2; i <= RESULT_CACHE_ENTRIES; i++) {
      ask(`query${i}`);
      if (i % 100 === 0) expect(search.search({ query: "query0" })).toBe(first); // kept in use
    }
    expect(search.search({ query: "query0" })).toBe(first);
    expect(search.search({ query: "query1" })).not.toBe(second); // evicted, answered afresh
  });

  test("a search asked once is not kept: many distinct searches leave the cached ones in place", () => {
    const search = createLandlordSearch({ store: createTestApp().deps.store });
    search.search({ query: "kept" });
    const kept = search.search({ query: "kept" });
    const misses = search.cacheStats.misses;
    for (let i = 0; i < RESULT_CACHE_ENTRIES * 2; i++) search.search({ query: `distinct${i}` });
    expect(search.cacheStats.misses - misses).toBe(RESULT_CACHE_ENTRIES * 2);
    // Without the doorkeeper, 1,000 one-off searches would have pushed it out of the 500 kept.
    expect(search.search({ query: "kept" })).toBe(kept);
  });

  test("a location search over HTTP is searched once per request, and kept from the second", async () => {
    const { t } = await withLandlords();
    const stats = t.deps.search.cacheStats;
    const ask = async () => names((await t.client().get("/api/landlords/search?location=Boston")).body).sort();
    const before = { ...stats };
    expect(await ask()).toEqual(["Smith & Lee Management", "Summit Realty LLC"]);
    expect(stats.misses - before.misses).toBe(1);
    expect(await ask()).toEqual(["Smith & Lee Management", "Summit Realty LLC"]);
    expect(await ask()).toEqual(["Smith & Lee Management", "Summit Realty LLC"]);
    expect([stats.misses - before.misses, stats.hits - before.hits]).toEqual([2, 1]);
  });

  test("the landlord rows of a cached answer are read once, and afresh after any change", async () => {
    const { t } = await withLandlords();
    const search = t.deps.search;
    search.landlords({ query: "smith" }); // asked once: not kept
    const rows = await search.landlords({ query: "smith" });
    expect(search.landlords({ query: "SMITH" })).toBe(rows);
    expect(Object.isFrozen(rows) && rows.every((r) => Object.isFrozen(r))).toBe(true);
    search.landlordRemoved("00000000-0000-4000-8000-000000000000");
    expect(search.landlords({ query: "smith" })).not.toBe(rows);
    expect(search.landlords({ query: "smith" })).toEqual(rows);
  });
});

describe("search: close variants of short words, reviewed first, pages (contract §7.7)", () => {
  test("'jon smith' finds John Smith and John Smith Properties, not only Jon Smithe Rentals; 'jhon smith' and 'john smit' too", async () => {
    const t = await createScenario();
    const add = (name: string) => t.landlord(t.admin, { name, location: "Austin, TX", type: "company" });
    for (const name of ["Jon Smithe Rentals", "Smith, Jones & Co", "John Smith", "John Smith Properties", "Don Smith Homes"]) await add(name);
    const search = async (q: string) => names((await t.client().get(`/api/landlords/search?query=${encodeURIComponent(q)}`)).body);
    for (const q of ["jon smith", "Jon Smith", "jhon smith", "john smit"]) {
      expect([q, await search(q)]).toEqual([q, expect.arrayContaining(["John Smith", "John Smith Properties"])]);
    }
    expect(await search("jon smith")).toContain("Jon Smithe Rentals");
    // A close variant holds every letter typed: "jon" is not "don".
    expect(await search("jon smith")).not.toContain("Don Smith Homes");
    // A known word of five letters or more keeps to itself: "smyth" would not bring the Smiths.
    expect(await search("john")).toEqual(expect.arrayContaining(["John Smith", "John Smith Properties"]));
  });

  test("when the text matches equally, reviewed landlords come first: 'austin tx' by address, after the reviews came in", async () => {
    const t = await createScenario();
    const add = (name: string) => t.landlord(t.admin, { name, location: "Austin, TX", type: "company" });
    const quiet = [];
    for (let i = 0; i < 6; i++) quiet.push(await add(`Quiet Rentals ${i}`));
    const reviewed = await add("Reviewed Homes");
    const busy = await add("Busy Properties");
    // The reviews come while the server runs: each landlord is re-indexed after the unreviewed ones.
    await t.review(await t.renter(), reviewed.id, { propertyAddress: "12 Rainey St, Apt 4, Austin, TX" });
    await t.review(await t.renter(), busy.id, { propertyAddress: "900 Congress Ave, Austin, TX" });
    await t.review(await t.renter(), busy.id, { propertyAddress: "900 Congress Ave #2, Austin, TX" });
    for (const q of ["austin tx", "austin"]) {
      const found = names((await t.client().get(`/api/landlords/search?query=${encodeURIComponent(q)}&type=address`)).body);
      expect([q, found.slice(0, 2)]).toEqual([q, ["Busy Properties", "Reviewed Homes"]]);
      expect(found).toHaveLength(8);
    }
  });

  test("offset and limit page the answer (default and at most 50); X-Total-Count is the number of all matches", async () => {
    const t = await createScenario();
    for (let i = 0; i < 66; i++) await t.landlord(t.admin, { name: `Harbor Rentals ${i}`, location: i % 2 ? "Austin, TX" : "Boston, MA" });
    const get = (q: string) => t.client().get(`/api/landlords/search?${q}`);
    const first = await get("query=harbor");
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(50);
    expect(first.headers.get("x-total-count")).toBe("66");
    const second = await get("query=harbor&offset=50");
    expect(second.headers.get("x-total-count")).toBe("66");
    expect(second.body).toHaveLength(16);
    const all = [...names(first.body), ...names(second.body)];
    expect(new Set(all).size).toBe(66);
    expect(names((await get("query=harbor&offset=10&limit=5")).body)).toEqual(all.slice(10, 15));
    expect((await get("query=harbor&limit=500")).body).toHaveLength(50);
    expect((await get("query=harbor&offset=70")).body).toEqual([]);
    // A location alone pages the same way.
    const austin = await get("location=Austin&limit=20&offset=20");
    expect(austin.headers.get("x-total-count")).toBe("33");
    expect(austin.body).toHaveLength(13);
    const austinAll = [...names((await get("location=Austin&limit=20")).body), ...names(austin.body)];
    expect(new Set(austinAll).size).toBe(33);
    expect((await get("query=nothing-like-it")).headers.get("x-total-count")).toBe("0");
    for (const bad of ["query=harbor&limit=0", "query=harbor&offset=-1", "query=harbor&limit=x"]) expect((await get(bad)).status).toBe(400);
  });
});
