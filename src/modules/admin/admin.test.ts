import { describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";

const count = (t: Awaited<ReturnType<typeof createScenario>>, sql: string) => (t.deps.db.$client.query(sql).get() as { n: number }).n;

async function reported() {
  const t = await createScenario();
  const l = await t.landlord(t.admin, { name: "Shady Holdings", location: "Tampa, FL" });
  const author = await t.renter();
  const r = await t.review(author, l.id, { propertyAddress: "9 Elm St" });
  const reporter = await t.renter();
  await (await t.renter()).post(`/api/reviews/${r.id}/helpful`);
  const onReview = (await reporter.post("/api/reports", { reportType: "review", targetId: r.id, reportCategory: "Other", description: "Please look at this review." })).body;
  const onLandlord = (await reporter.post("/api/reports", { reportType: "landlord", targetId: l.id, reportCategory: "Other", description: "Please look at this landlord." })).body;
  return { t, l, r, author, onReview, onLandlord };
}

describe("DELETE /api/admin/reviews/{id}", () => {
  test("an admin deletes a review (204): figures recomputed, pending reports on it resolved", async () => {
    const { t, l, r, onReview, onLandlord } = await reported();
    expect((await t.admin.delete(`/api/admin/reviews/${r.id}`)).status).toBe(204);
    expect((await t.client().get(`/api/landlords/${l.id}`)).body).toMatchObject({ totalReviews: 0, averageRating: 0 });
    const reports = (await t.admin.get("/api/reports")).body as { id: number; status: string; resolvedBy: number }[];
    expect(reports.find((x) => x.id === onReview.id)).toMatchObject({ status: "resolved", resolvedBy: t.adminUser.id });
    expect(reports.find((x) => x.id === onLandlord.id)!.status).toBe("pending");
    expect(count(t, "SELECT count(*) AS n FROM helpful_votes")).toBe(0);
  });

  test("the author (not an admin) gets 403; signed out 401; unknown and malformed ids 404", async () => {
    const { t, r, author } = await reported();
    expect((await author.delete(`/api/admin/reviews/${r.id}`)).status).toBe(403);
    expect((await t.client().delete(`/api/admin/reviews/${r.id}`)).status).toBe(401);
    expect((await t.admin.delete(`/api/admin/reviews/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await t.admin.delete(`/api/admin/reviews/bad`)).status).toBe(404);
  });
});

describe("DELETE /api/admin/landlords/{id}", () => {
  test("removes the landlord, its reviews and their votes, resolves reports on any of them, and leaves search at once", async () => {
    const { t, l, onReview, onLandlord } = await reported();
    expect((await t.client().get("/api/landlords/search?query=shady")).body).toHaveLength(1);
    expect((await t.admin.delete(`/api/admin/landlords/${l.id}`)).status).toBe(204);
    expect((await t.client().get(`/api/landlords/${l.id}`)).status).toBe(404);
    expect(count(t, "SELECT count(*) AS n FROM reviews")).toBe(0);
    expect(count(t, "SELECT count(*) AS n FROM helpful_votes")).toBe(0);
    const reports = (await t.admin.get("/api/reports?status=resolved")).body as { id: number }[];
    expect(reports.map((x) => x.id).sort()).toEqual([onReview.id, onLandlord.id].sort());
    expect((await t.client().get("/api/landlords/search?query=shady")).body).toEqual([]);
    expect((await t.client().get("/api/landlords/search?query=elm&type=address")).body).toEqual([]);
  });

  test("non-admins get 403, signed out 401, unknown and malformed ids 404", async () => {
    const { t, l, author } = await reported();
    expect((await author.delete(`/api/admin/landlords/${l.id}`)).status).toBe(403);
    expect((await t.client().delete(`/api/admin/landlords/${l.id}`)).status).toBe(401);
    expect((await t.admin.delete(`/api/admin/landlords/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await t.admin.delete(`/api/admin/landlords/42`)).status).toBe(404);
  });
});
