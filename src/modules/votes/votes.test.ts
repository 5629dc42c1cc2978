import { describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";

describe("POST /api/reviews/{id}/helpful", () => {
  test("a vote answers the new helpfulCount, and the review shows it", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const owner = await t.renter();
    const r = await t.review(owner, l.id);
    const res = await (await t.renter()).post(`/api/reviews/${r.id}/helpful`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ helpfulCount: 1 });
    expect((await (await t.renter()).post(`/api/reviews/${r.id}/helpful`)).body).toEqual({ helpfulCount: 2 });
    expect((await t.client().get(`/api/landlords/${l.id}/reviews`)).body[0].helpfulCount).toBe(2);
  });

  test("a second vote by the same user is 409 and the count stays", async () => {
    const t = await createScenario();
    const r = await t.review(await t.renter(), (await t.landlord(t.admin)).id);
    const voter = await t.renter();
    await voter.post(`/api/reviews/${r.id}/helpful`);
    const again = await voter.post(`/api/reviews/${r.id}/helpful`);
    expect(again.status).toBe(409);
    expect((await t.client().get("/api/reviews/recent")).body[0].helpfulCount).toBe(1);
  });

  test("concurrent clicks count once: the unique index decides", async () => {
    const t = await createScenario();
    const r = await t.review(await t.renter(), (await t.landlord(t.admin)).id);
    const voter = await t.renter();
    const results = await Promise.all(Array.from({ length: 5 }, () => voter.post(`/api/reviews/${r.id}/helpful`)));
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
    expect(results.filter((x) => x.status === 409)).toHaveLength(4);
    expect((await t.client().get("/api/reviews/recent")).body[0].helpfulCount).toBe(1);
  });

  test("voting for one's own review is 403", async () => {
    const t = await createScenario();
    const owner = await t.renter();
    const r = await t.review(owner, (await t.landlord(t.admin)).id);
    expect((await owner.post(`/api/reviews/${r.id}/helpful`)).status).toBe(403);
  });

  test("unknown and malformed ids are 404; signed out is 401", async () => {
    const t = await createScenario();
    const c = await t.renter();
    expect((await c.post(`/api/reviews/${crypto.randomUUID()}/helpful`)).status).toBe(404);
    expect((await c.post(`/api/reviews/abc/helpful`)).status).toBe(404);
    expect((await t.client().post(`/api/reviews/${crypto.randomUUID()}/helpful`)).status).toBe(401);
  });
});
