import { describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";

describe("GET /api/user/stats", () => {
  test("a new user has zeros, the join date and no activity", async () => {
    const t = await createScenario();
    const c = await t.renter();
    const res = await c.get("/api/user/stats");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reviewsWritten: 0, helpfulVotes: 0, averageRating: 0, joinDate: c.user.createdAt, recentActivity: [] });
  });

  test("counts reviews written, votes received, the mean rating given, and recent activity newest first", async () => {
    const t = await createScenario();
    const me = await t.renter();
    const other = await t.renter();
    const [a, b, c] = [await t.landlord(t.admin, { name: "Alpha" }), await t.landlord(t.admin, { name: "Beta" }), await t.landlord(t.admin, { name: "Gamma" })];
    const r1 = await t.review(me, a.id, { overallRating: 4.5 });
    const r2 = await t.review(me, b.id, { overallRating: 3 });
    const theirs = await t.review(other, c.id);
    // Votes my reviews received count; the vote I cast shows in my activity, not in my figure.
    await other.post(`/api/reviews/${r1.id}/helpful`);
    await other.post(`/api/reviews/${r2.id}/helpful`);
    await (await t.renter()).post(`/api/reviews/${r1.id}/helpful`);
    await me.post(`/api/reviews/${theirs.id}/helpful`);

    const res = await me.get("/api/user/stats");
    expect(res.body).toMatchObject({ reviewsWritten: 2, helpfulVotes: 3, averageRating: 3.75 });
    const activity = res.body.recentActivity as { id: string; type: string; landlordName: string; rating?: number }[];
    expect(activity.map((x) => [x.type, x.landlordName])).toEqual([
      ["helpful_vote", "Gamma"],
      ["review", "Beta"],
      ["review", "Alpha"],
    ]);
    expect(activity[1]).toMatchObject({ id: r2.id, rating: 3 });
    expect(activity[0]!.rating).toBeUndefined();
  });

  test("recent activity holds at most 10 items", async () => {
    const t = await createScenario();
    const me = await t.renter();
    for (let i = 0; i < 12; i++) await t.review(me, (await t.landlord(t.admin)).id);
    expect((await me.get("/api/user/stats")).body.recentActivity).toHaveLength(10);
  });

  test("signed out is 401", async () => {
    const t = await createScenario();
    expect((await t.client().get("/api/user/stats")).status).toBe(401);
  });
});
