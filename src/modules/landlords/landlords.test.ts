import { describe, expect, test } from "bun:test";
import { createScenario, reviewBody } from "../../test/harness";

describe("POST /api/landlords", () => {
  test("a signed-in user creates a landlord and gets exactly the contract's shape", async () => {
    const t = await createScenario();
    const c = await t.renter();
    const res = await c.post("/api/landlords", { name: " Oak Realty ", type: "company", location: "Austin, TX", averageRating: 5, totalReviews: 9 });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(["averageRating", "badges", "id", "location", "name", "ratings", "totalReviews", "type"]);
    expect(res.body).toMatchObject({ name: "Oak Realty", type: "company", location: "Austin, TX", averageRating: 0, totalReviews: 0 });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("signed out is 401", async () => {
    const t = await createScenario();
    const res = await t.client().post("/api/landlords", { name: "X", type: "company", location: "Y" });
    expect(res.status).toBe(401);
  });

  test("missing name, bad type and missing location are 400 with per-field errors", async () => {
    const t = await createScenario();
    const c = await t.renter();
    const res = await c.post("/api/landlords", { name: "  ", type: "alien" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["location", "name", "type"]);
  });

  test("the same name in the same location, ignoring case and spacing, is 409 naming the existing landlord", async () => {
    const t = await createScenario();
    const c = await t.renter();
    const first = await t.landlord(c, { name: "John Smith Properties", location: "Austin, TX" });
    const res = await c.post("/api/landlords", { name: "john  smith PROPERTIES", type: "company", location: "austin,tx" });
    expect(res.status).toBe(409);
    expect(res.body.landlordId).toBe(first.id);
    expect(typeof res.body.message).toBe("string");
    const elsewhere = await c.post("/api/landlords", { name: "John Smith Properties", type: "company", location: "Dallas, TX" });
    expect(elsewhere.status).toBe(201);
  });
});

describe("GET /api/landlords/{id}", () => {
  test("answers the landlord", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const res = await t.client().get(`/api/landlords/${l.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(l);
  });

  test("unknown and malformed ids are 404 'Landlord not found'", async () => {
    const t = await createScenario();
    const unknown = await t.client().get(`/api/landlords/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Landlord not found");
    for (const bad of ["nope", "1", "%27%20OR%201=1", "x".repeat(300)]) {
      expect((await t.client().get(`/api/landlords/${bad}`)).status).toBe(404);
      expect((await t.client().get(`/api/landlords/${bad}/reviews`)).status).toBe(404);
    }
  });
});

describe("GET /api/landlords", () => {
  test("lists the most-reviewed first, narrowed by location, limited", async () => {
    const t = await createScenario();
    const a = await t.landlord(t.admin, { name: "A", location: "Austin, TX" });
    const b = await t.landlord(t.admin, { name: "B", location: "Austin, TX" });
    const c = await t.landlord(t.admin, { name: "C", location: "Boston, MA" });
    const r1 = await t.renter();
    const r2 = await t.renter();
    await t.review(r1, b.id);
    await t.review(r2, b.id);
    await t.review(r1, c.id);

    const all = await t.client().get("/api/landlords");
    expect(all.status).toBe(200);
    expect(all.body.map((l: { id: string }) => l.id)).toEqual([b.id, c.id, a.id]);
    const austin = await t.client().get("/api/landlords?location=austin");
    expect(austin.body.map((l: { id: string }) => l.id)).toEqual([b.id, a.id]);
    const one = await t.client().get("/api/landlords?limit=1");
    expect(one.body).toHaveLength(1);
    expect((await t.client().get("/api/landlords?limit=99999")).status).toBe(200);
    expect((await t.client().get("/api/landlords?limit=abc")).status).toBe(400);
    expect((await t.client().get("/api/landlords?limit=0")).status).toBe(400);
  });
});

describe("GET /api/landlords/{id}/reviews", () => {
  test("answers the landlord's reviews newest first, each with its landlord", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const r1 = await t.renter();
    const r2 = await t.renter();
    const older = await t.review(r1, l.id, { reviewText: "The older review text." });
    const newer = await t.review(r2, l.id, { reviewText: "The newer review text." });
    const res = await t.client().get(`/api/landlords/${l.id}/reviews`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([newer.id, older.id]);
    expect(res.body[0].landlord).toEqual({ id: l.id, name: l.name, location: l.location });
  });

  test("pages of 20 by default with the landlord's total; `after` (the last review shown) gives the next page; a malformed one is 400", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    // 23 reviews straight through the store, on either database (registering 23 accounts through the API is slow).
    for (let i = 0; i < 23; i++) {
      const { id } = await t.deps.store.users.create({ username: `pager${i}`, email: `pager${i}@example.test`, passwordHash: "x", isAdmin: 0 });
      await t.deps.store.reviews.create(id, { ...reviewBody(), landlordId: l.id } as never, { createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() });
    }
    const first = await t.client().get(`/api/landlords/${l.id}/reviews`);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(20);
    expect(first.headers.get("x-total-count")).toBe("23");
    const next = await t.client().get(`/api/landlords/${l.id}/reviews?after=${first.body[19].id}`);
    expect(next.body).toHaveLength(3);
    const all = await t.client().get(`/api/landlords/${l.id}/reviews?limit=100`);
    expect([...first.body, ...next.body].map((r: { id: string }) => r.id)).toEqual(all.body.map((r: { id: string }) => r.id));
    const byOffset = await t.client().get(`/api/landlords/${l.id}/reviews?offset=20&limit=2`);
    expect(byOffset.body.map((r: { id: string }) => r.id)).toEqual(next.body.slice(0, 2).map((r: { id: string }) => r.id));
    const bad = await t.client().get(`/api/landlords/${l.id}/reviews?after=nope`);
    expect(bad.status).toBe(400);
  });

  test("a landlord with no reviews answers []", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    expect((await t.client().get(`/api/landlords/${l.id}/reviews`)).body).toEqual([]);
  });
});
