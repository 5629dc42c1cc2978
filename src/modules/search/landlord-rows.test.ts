import { describe, expect, test } from "bun:test";
import { createScenario, reviewBody } from "../../test/harness";
import { writeTx } from "../../store/sqlite/tx";

describe("landlord rows come from the index, never older than the last change", () => {
  test("a read is answered by the index; every change to the landlord shows at once", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { name: "Cached Holdings" });
    const get = async () => (await t.client().get(`/api/landlords/${l.id}`)).body;
    const { hits, misses } = t.deps.search.rowCacheStats;
    expect(await get()).toEqual(l);
    expect(t.deps.search.rowCacheStats).toEqual({ hits: hits + 1, misses });

    const author = await t.renter();
    const r = await t.review(author, l.id, { overallRating: 4, responsivenessRating: 3 });
    expect(await get()).toMatchObject({ totalReviews: 1, averageRating: 4, ratings: { overall: 4, responsiveness: 3 } });
    const search = async () => (await t.client().get(`/api/landlords/search?query=cached`)).body;
    expect(await search()).toEqual([await get()]);
    expect((await author.put(`/api/reviews/${r.id}`, reviewBody({ overallRating: 2 }))).status).toBe(200);
    expect(await get()).toMatchObject({ totalReviews: 1, averageRating: 2 });
    expect(await search()).toEqual([await get()]);
    await author.delete(`/api/reviews/${r.id}`);
    expect(await get()).toMatchObject({ totalReviews: 0, averageRating: 0 });
    await t.admin.delete(`/api/admin/landlords/${l.id}`);
    expect((await t.client().get(`/api/landlords/${l.id}`)).status).toBe(404);
  });

  test("an id the index does not know is read from SQLite, and so is a row inside a transaction", async () => {
    const t = await createScenario();
    const db = t.deps.db;
    const id = crypto.randomUUID();
    expect(await t.deps.search.landlord(id)).toBeNull();
    // Another process (rentfair import) adds it: the next read finds it before the index does.
    db.$client
      .query("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES (?, 'Outside Co', 'company', 'Austin, TX', 'outside', '2026-01-01')")
      .run(id);
    expect((await t.deps.search.landlord(id))?.name).toBe("Outside Co");

    const l = await t.landlord(t.admin, { name: "Rolled Back" });
    // landlord() reads the store at once, inside the transaction; its answer is awaited after it.
    let inside: ReturnType<typeof t.deps.search.landlord> | undefined;
    try {
      writeTx(db, () => {
        db.$client.query("UPDATE landlords SET total_reviews = 99 WHERE id = ?").run(l.id);
        inside = t.deps.search.landlord(l.id);
        throw new Error("roll back");
      });
    } catch {
      /* rolled back */
    }
    expect((await inside)?.totalReviews).toBe(99);
    expect((await t.deps.search.landlord(l.id))?.totalReviews).toBe(0);
  });

  test("a verified owner's badge goes when the owner's account does, on the landlord and in search", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { name: "Owned Estates" });
    const owner = await t.owner(l.id);
    const badges = async () => [(await t.client().get(`/api/landlords/${l.id}`)).body.badges, (await t.client().get("/api/landlords/search?query=owned")).body[0].badges];
    expect(await badges()).toEqual([["verified"], ["verified"]]);
    expect((await owner.request("DELETE", "/api/user", { password: "correct horse", reviews: "delete" })).status).toBe(204);
    expect(await badges()).toEqual([[], []]);
  });
});
