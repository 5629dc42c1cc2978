import { describe, expect, test } from "bun:test";
import { createScenario, reviewBody } from "../../test/harness";
import { writeTx } from "../../db/connection";
import { LANDLORD_ROW_CACHE_ENTRIES } from "./service";

describe("the landlord row cache of GET /api/landlords/{id}", () => {
  test("a repeated read comes from memory; every change to the landlord shows at once", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { name: "Cached Holdings" });
    const get = async () => (await t.client().get(`/api/landlords/${l.id}`)).body;
    expect(await get()).toEqual(l);
    const { hits } = t.deps.search.rowCacheStats;
    expect(await get()).toEqual(l);
    expect(t.deps.search.rowCacheStats.hits).toBe(hits + 1);

    const author = await t.renter();
    const r = await t.review(author, l.id, { overallRating: 4 });
    expect(await get()).toMatchObject({ totalReviews: 1, averageRating: 4 });
    expect((await author.put(`/api/reviews/${r.id}`, reviewBody({ overallRating: 2 }))).status).toBe(200);
    expect(await get()).toMatchObject({ totalReviews: 1, averageRating: 2 });
    await author.delete(`/api/reviews/${r.id}`);
    expect(await get()).toMatchObject({ totalReviews: 0, averageRating: 0 });
    await t.admin.delete(`/api/admin/landlords/${l.id}`);
    expect((await t.client().get(`/api/landlords/${l.id}`)).status).toBe(404);
  });

  test("an unknown id is not remembered, and nothing read inside a transaction is kept", async () => {
    const t = await createScenario();
    const db = t.deps.db;
    const id = crypto.randomUUID();
    expect(t.deps.search.landlord(id)).toBeNull();
    // Another process (rentfair import) adds it: the next read finds it.
    db.$client
      .query("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES (?, 'Outside Co', 'company', 'Austin, TX', 'outside', '2026-01-01')")
      .run(id);
    expect(t.deps.search.landlord(id)?.name).toBe("Outside Co");

    const l = await t.landlord(t.admin, { name: "Rolled Back" });
    try {
      writeTx(db, () => {
        db.$client.query("UPDATE landlords SET total_reviews = 99 WHERE id = ?").run(l.id);
        expect(t.deps.search.landlord(l.id)?.totalReviews).toBe(99);
        throw new Error("roll back");
      });
    } catch {
      /* rolled back */
    }
    expect(t.deps.search.landlord(l.id)?.totalReviews).toBe(0);
  });

  test("rows are frozen and at most LANDLORD_ROW_CACHE_ENTRIES are kept", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const row = t.deps.search.landlord(l.id)!;
    expect(Object.isFrozen(row)).toBe(true);
    expect(t.deps.search.landlord(l.id)).toBe(row);
    const insert = t.deps.db.$client.prepare("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES (?, ?, 'company', 'Austin, TX', ?, '2026-01-01')");
    const ids = Array.from({ length: LANDLORD_ROW_CACHE_ENTRIES }, (_, i) => {
      const id = crypto.randomUUID();
      insert.run(id, `Filler ${i}`, `filler${i}`);
      return id;
    });
    for (const id of ids) t.deps.search.landlord(id);
    expect(t.deps.search.landlord(l.id)).not.toBe(row); // the least recently used went first
    expect(t.deps.search.landlord(l.id)).toEqual(row);
  });
});
