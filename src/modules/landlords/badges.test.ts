import { describe, expect, test } from "bun:test";
import { createScenario, reviewBody } from "../../test/harness";
import { badgesOf } from "./badges";

type Scenario = Awaited<ReturnType<typeof createScenario>>;
const landlordOf = async (t: Scenario, id: string) => (await t.client().get(`/api/landlords/${id}`)).body;

describe("badges (the criteria of docs/product-rules.md#constants)", () => {
  test("thresholds: trusted 4.0+ with 5+ reviews, top-rated 4.5+ with 10+, verified with an owner", () => {
    const f = (averageRating: number, totalReviews: number, ownerUserId: number | null = null) => badgesOf({ averageRating, totalReviews, ownerUserId });
    expect(f(4.0, 5)).toEqual(["trusted"]);
    expect(f(3.9, 50)).toEqual([]);
    expect(f(5, 4)).toEqual([]);
    expect(f(4.5, 10)).toEqual(["trusted", "top-rated"]);
    expect(f(4.4, 10)).toEqual(["trusted"]);
    expect(f(4.5, 9)).toEqual(["trusted"]);
    expect(f(0, 0, 7)).toEqual(["verified"]);
    expect(f(4.7, 22, 7)).toEqual(["verified", "trusted", "top-rated"]);
  });

  test("badges appear and disappear with reviews at once, on the landlord, the list and search", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { name: "Patricia Hall Rentals" });
    const authors = await Promise.all(Array.from({ length: 10 }, () => t.renter()));
    const written = [];
    for (const a of authors.slice(0, 4)) written.push(await t.review(a, l.id, { overallRating: 5 }));
    expect((await landlordOf(t, l.id)).badges).toEqual([]);
    const search = async () => (await t.client().get("/api/landlords/search?query=patricia")).body[0].badges;
    expect(await search()).toEqual([]);
    written.push(await t.review(authors[4]!, l.id, { overallRating: 4 }));
    expect((await landlordOf(t, l.id)).badges).toEqual(["trusted"]);
    expect(await search()).toEqual(["trusted"]);
    for (const a of authors.slice(5)) written.push(await t.review(a, l.id, { overallRating: 5 }));
    expect((await landlordOf(t, l.id)).badges).toEqual(["trusted", "top-rated"]);
    expect(await search()).toEqual(["trusted", "top-rated"]);
    expect((await t.client().get("/api/landlords")).body.find((x: { id: string }) => x.id === l.id).badges).toEqual(["trusted", "top-rated"]);
    // One edit to 1 star: (8*5 + 4 + 1) / 10 = 4.5 -> still top-rated; a second one: 4.1 -> trusted only.
    await authors[0]!.put(`/api/reviews/${written[0].id}`, reviewBody({ overallRating: 1 }));
    expect((await landlordOf(t, l.id)).badges).toEqual(["trusted", "top-rated"]);
    await authors[1]!.put(`/api/reviews/${written[1].id}`, reviewBody({ overallRating: 1 }));
    expect((await landlordOf(t, l.id)).averageRating).toBe(4.1);
    expect((await landlordOf(t, l.id)).badges).toEqual(["trusted"]);
    expect(await search()).toEqual(["trusted"]);
    // A deletion and a third edit take it under 4.0 with 9 reviews.
    await t.admin.delete(`/api/admin/reviews/${written[9].id}`);
    await authors[2]!.put(`/api/reviews/${written[2].id}`, reviewBody({ overallRating: 1 }));
    // (1 + 1 + 1 + 5 + 4 + 5*4) / 9 = 3.6
    expect((await landlordOf(t, l.id))).toMatchObject({ totalReviews: 9, averageRating: 3.6, badges: [] });
    expect(await search()).toEqual([]);
  });
});

describe("ratings on landlord answers", () => {
  test("per-category means to one decimal, on the landlord, the list and search; zeros with none", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { name: "Rated Homes" });
    expect((await landlordOf(t, l.id)).ratings).toEqual({ overall: 0, responsiveness: 0, maintenance: 0, fairness: 0 });
    const [a, b, c] = [await t.renter(), await t.renter(), await t.renter()];
    await t.review(a, l.id, { overallRating: 5, responsivenessRating: 4.5, maintenanceRating: 2, fairnessRating: 1 });
    await t.review(b, l.id, { overallRating: 4, responsivenessRating: 4, maintenanceRating: 2.5, fairnessRating: 1.5 });
    const r = await t.review(c, l.id, { overallRating: 4, responsivenessRating: 3, maintenanceRating: 3, fairnessRating: 5 });
    const expected = { overall: 4.3, responsiveness: 3.8, maintenance: 2.5, fairness: 2.5 };
    expect((await landlordOf(t, l.id)).ratings).toEqual(expected);
    expect((await t.client().get("/api/landlords")).body[0].ratings).toEqual(expected);
    expect((await t.client().get("/api/landlords/search?query=rated")).body[0].ratings).toEqual(expected);
    await c.delete(`/api/reviews/${r.id}`);
    expect((await landlordOf(t, l.id)).ratings).toEqual({ overall: 4.5, responsiveness: 4.3, maintenance: 2.3, fairness: 1.3 });
  });
});

describe("GET /api/landlords/{id}/reviews: sort, limit, offset, X-Total-Count", () => {
  test("orders newest, highest, lowest and helpful; pages with limit and offset; the total in X-Total-Count", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const authors = await Promise.all(Array.from({ length: 5 }, () => t.renter()));
    const ratings = [3, 5, 1, 4, 2];
    const ids: string[] = [];
    for (const [i, a] of authors.entries()) ids.push((await t.review(a, l.id, { overallRating: ratings[i] })).id);
    // Helpful votes: the 1-star review gets two, the 3-star one.
    await authors[0]!.post(`/api/reviews/${ids[2]}/helpful`);
    await authors[1]!.post(`/api/reviews/${ids[2]}/helpful`);
    await authors[1]!.post(`/api/reviews/${ids[0]}/helpful`);
    const get = async (q: string) => t.client().get(`/api/landlords/${l.id}/reviews${q}`);
    const order = async (q: string) => (await get(q)).body.map((r: { overallRating: number }) => r.overallRating);
    expect(await order("")).toEqual([2, 4, 1, 5, 3]);
    expect(await order("?sort=newest")).toEqual([2, 4, 1, 5, 3]);
    expect(await order("?sort=highest")).toEqual([5, 4, 3, 2, 1]);
    expect(await order("?sort=lowest")).toEqual([1, 2, 3, 4, 5]);
    expect(await order("?sort=helpful")).toEqual([1, 3, 2, 4, 5]);
    const page = await get("?sort=highest&limit=2&offset=2");
    expect(page.status).toBe(200);
    expect(page.headers.get("x-total-count")).toBe("5");
    expect(page.body.map((r: { overallRating: number }) => r.overallRating)).toEqual([3, 2]);
    expect((await get("")).headers.get("x-total-count")).toBe("5");
    expect(await order("?offset=4")).toEqual([3]);
    expect(await order("?offset=9")).toEqual([]);
    expect((await get("?limit=1000")).body).toHaveLength(5);
    for (const bad of ["?sort=best", "?limit=0", "?limit=x", "?offset=-1", "?offset=a"]) expect((await get(bad)).status).toBe(400);
  });
});
