// The API of contract §7.2 through the whole app: building answers and their 404s, a building's
// reviews paged like a landlord's, building search (typo- and prefix-tolerant, bounded), the
// portfolio, the weighted ranking of GET /api/landlords?sort=, and cities.
import { describe, expect, test } from "bun:test";
import { createScenario, reviewBody } from "../../test/harness";

async function world() {
  const t = await createScenario();
  const oak = await t.landlord(t.admin, { name: "Oak Homes", location: "Ann Arbor, MI" });
  const birch = await t.landlord(t.admin, { name: "Birch Rentals", location: "Ann Arbor, MI" });
  const far = await t.landlord(t.admin, { name: "Far Away", location: "Detroit, MI" });
  const write = async (landlordId: string, body: Record<string, unknown>) => {
    const c = await t.renter();
    const res = await c.post("/api/reviews", reviewBody({ landlordId, ...body }));
    if (res.status !== 201) throw new Error(res.text);
    return { c, review: res.body.review };
  };
  const a = await write(oak.id, { propertyAddress: "12 Oak St., Apt 4B", overallRating: 5, monthlyRent: 1200 });
  const b = await write(birch.id, { propertyAddress: "12 oak street #7", overallRating: 3, monthlyRent: 300, rentPeriod: "weekly" });
  await write(oak.id, { propertyAddress: "300 Elm Avenue", overallRating: 4 });
  await write(far.id, { propertyAddress: "12 Oak St", overallRating: 1 });
  return { t, oak, birch, far, a, b, buildingId: a.review.buildingId as string };
}

describe("GET /api/buildings/{id}", () => {
  test("answers the building with its figures; reviews carry buildingId, the author sees what they typed", async () => {
    const { t, a, b, buildingId, oak, birch } = await world();
    expect(b.review.buildingId).toBe(buildingId);
    expect(a.review.propertyAddress).toBe("12 Oak St., Apt 4B");
    const res = await t.client().get(`/api/buildings/${buildingId}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["address", "averageRating", "id", "landlords", "location", "ratings", "rent", "totalReviews"]);
    expect(res.body).toMatchObject({ address: "12 Oak St.", location: "Ann Arbor, MI", totalReviews: 2, averageRating: 4 });
    expect(res.body.landlords.map((l: { id: string }) => l.id).sort()).toEqual([oak.id, birch.id].sort());
    const year = new Date().getUTCFullYear();
    // 1200 monthly and 300 weekly (1300 a month): the median is 1250.
    expect(res.body.rent).toEqual([{ year, medianMonthlyRent: 1250, sampleSize: 2 }]);
  });

  test("unknown and malformed ids are 404 'Building not found' JSON", async () => {
    const t = await createScenario();
    for (const path of [`/api/buildings/${crypto.randomUUID()}`, "/api/buildings/nope", `/api/buildings/${crypto.randomUUID()}/reviews`, "/api/buildings/1/reviews"]) {
      const res = await t.client().get(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Building not found");
      expect(res.body.code).toBe("building.not_found");
    }
  });
});

describe("GET /api/buildings/{id}/reviews", () => {
  test("sorts and pages like a landlord's, with X-Total-Count; public addresses have no unit", async () => {
    const { t, buildingId } = await world();
    const res = await t.client().get(`/api/buildings/${buildingId}/reviews?sort=lowest&limit=1&offset=0`);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("2");
    expect(res.body.map((r: { overallRating: number }) => r.overallRating)).toEqual([3]);
    expect(res.body[0].propertyAddress).toBe("12 oak street");
    const next = await t.client().get(`/api/buildings/${buildingId}/reviews?sort=lowest&limit=1&offset=1`);
    expect(next.body.map((r: { overallRating: number }) => r.overallRating)).toEqual([5]);
    expect((await t.client().get(`/api/buildings/${buildingId}/reviews?sort=sideways`)).status).toBe(400);
  });
});

describe("GET /api/buildings/search", () => {
  test("finds buildings by address, with typos and prefixes, narrowed by location, best first", async () => {
    const { t, buildingId } = await world();
    const exact = await t.client().get("/api/buildings/search?query=12%20oak%20street&location=Ann%20Arbor");
    expect(exact.status).toBe(200);
    expect(exact.body[0].id).toBe(buildingId);
    expect(exact.body.every((b: { location: string }) => b.location === "Ann Arbor, MI")).toBe(true);
    const typo = await t.client().get("/api/buildings/search?query=12%20oka%20st");
    expect(typo.body.map((b: { id: string }) => b.id)).toContain(buildingId);
    const prefix = await t.client().get("/api/buildings/search?query=300%20el");
    expect(prefix.body[0].address).toBe("300 Elm Avenue");
    const place = await t.client().get("/api/buildings/search?location=Detroit");
    expect(place.body.map((b: { location: string }) => b.location)).toEqual(["Detroit, MI"]);
    expect((await t.client().get("/api/buildings/search")).body).toEqual([]);
  });

  test("a new review's building is found at once; a building left with no review is left out", async () => {
    const { t, oak } = await world();
    const c = await t.renter();
    const res = await c.post("/api/reviews", reviewBody({ landlordId: oak.id, propertyAddress: "77 Zephyr Lane" }));
    await t.deps.buildingSearch.loaded();
    const found = await t.client().get("/api/buildings/search?query=77%20zephyr%20ln");
    expect(found.body.map((b: { address: string }) => b.address)).toEqual(["77 Zephyr Lane"]);
    expect((await c.delete(`/api/reviews/${res.body.review.id}`)).status).toBe(204);
    await t.deps.buildingSearch.loaded();
    expect((await t.client().get("/api/buildings/search?query=77%20zephyr%20ln")).body).toEqual([]);
    expect((await t.client().get(`/api/buildings/${res.body.review.buildingId}`)).status).toBe(404);
    expect((await t.client().get(`/api/buildings/${res.body.review.buildingId}/reviews`)).status).toBe(404);
  });

  test("answers from memory exactly as GET /api/buildings/{id}, through edits, moves, hidden reviews and deletes", async () => {
    const { t, a, b } = await world();
    const same = async () => {
      await t.deps.buildingSearch.loaded();
      const found = (await t.client().get("/api/buildings/search?location=Ann%20Arbor")).body as { id: string }[];
      for (const building of found) expect(building).toEqual((await t.client().get(`/api/buildings/${building.id}`)).body);
      return found;
    };
    expect((await same()).length).toBe(2);
    // Birch's review of the building Oak shares: Oak's figures there change too.
    expect((await b.c.put(`/api/reviews/${b.review.id}`, reviewBody({ landlordId: b.review.landlordId, propertyAddress: "12 oak street #7", overallRating: 1, monthlyRent: 2000 }))).status).toBe(200);
    await same();
    // Moved to another building: the old one keeps only Oak's review.
    expect((await b.c.put(`/api/reviews/${b.review.id}`, reviewBody({ landlordId: b.review.landlordId, propertyAddress: "9 Birch Road", overallRating: 2 }))).status).toBe(200);
    expect((await same()).length).toBe(3);
    // Hidden by a moderator: it counts nowhere, and a building it alone named is left out.
    expect((await t.admin.post(`/api/admin/reviews/${b.review.id}/hide`, { reason: "Harassment or personal attacks" })).status).toBe(200);
    const afterHide = await same();
    expect(afterHide.some((x) => (x as unknown as { address: string }).address === "9 Birch Road")).toBe(false);
    expect((await a.c.delete(`/api/reviews/${a.review.id}`)).status).toBe(204);
    await same();
  });

  test("bounded: a huge query costs what a short one does and answers at most 50", async () => {
    const { t } = await world();
    const res = await t.client().get(`/api/buildings/search?query=${encodeURIComponent("oak ".repeat(3000))}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(50);
  });
});

describe("GET /api/landlords/{id}/buildings", () => {
  test("the landlord's portfolio, most reviewed first; 404 for an unknown landlord", async () => {
    const { t, oak } = await world();
    const res = await t.client().get(`/api/landlords/${oak.id}/buildings`);
    expect(res.status).toBe(200);
    expect(res.body.map((b: { address: string; totalReviews: number }) => [b.address, b.totalReviews])).toEqual([
      ["12 Oak St.", 2],
      ["300 Elm Avenue", 1],
    ]);
    expect((await t.client().get(`/api/landlords/${crypto.randomUUID()}/buildings`)).status).toBe(404);
  });
});

describe("GET /api/landlords?sort=", () => {
  test("best and worst use the weighted rating: one 5.0 review does not outrank eight of 4.5", async () => {
    const t = await createScenario();
    const many = await t.landlord(t.admin, { name: "Many Good", location: "Lansing, MI" });
    const one = await t.landlord(t.admin, { name: "One Great", location: "Lansing, MI" });
    const poor = await t.landlord(t.admin, { name: "Poor Place", location: "Lansing, MI" });
    await t.landlord(t.admin, { name: "No Reviews", location: "Lansing, MI" });
    for (let i = 0; i < 8; i++) await (await t.renter()).post("/api/reviews", reviewBody({ landlordId: many.id, overallRating: 4.5 }));
    await (await t.renter()).post("/api/reviews", reviewBody({ landlordId: one.id, overallRating: 5 }));
    for (let i = 0; i < 3; i++) await (await t.renter()).post("/api/reviews", reviewBody({ landlordId: poor.id, overallRating: 1 }));
    const best = await t.client().get("/api/landlords?sort=best&location=Lansing");
    expect(best.body.map((l: { name: string }) => l.name)).toEqual(["Many Good", "One Great", "Poor Place"]);
    const worst = await t.client().get("/api/landlords?sort=worst");
    expect(worst.body.map((l: { name: string }) => l.name)).toEqual(["Poor Place", "One Great", "Many Good"]);
    const reviews = await t.client().get("/api/landlords?location=Lansing");
    expect(reviews.body[0].name).toBe("Many Good");
    expect(reviews.body).toHaveLength(4);
    expect((await t.client().get("/api/landlords?sort=random")).status).toBe(400);
  });
});

describe("cities", () => {
  test("GET /api/cities lists locations by slug, most reviewed first; GET /api/cities/{slug} answers one, 404 for none", async () => {
    const { t } = await world();
    const list = await t.client().get("/api/cities");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { location: "Ann Arbor, MI", slug: "ann-arbor-mi", landlordCount: 2, reviewCount: 3 },
      { location: "Detroit, MI", slug: "detroit-mi", landlordCount: 1, reviewCount: 1 },
    ]);
    const city = await t.client().get("/api/cities/ann-arbor-mi");
    expect(city.status).toBe(200);
    expect(city.body).toMatchObject({ location: "Ann Arbor, MI", slug: "ann-arbor-mi", landlordCount: 2, reviewCount: 3, averageRating: 4, averageMonthlyRent: 1333 }); // (1200 + 300 × 52/12 + 1500) / 3
    expect(city.body.best.map((l: { name: string }) => l.name)).toEqual(["Oak Homes", "Birch Rentals"]);
    expect(city.body.worst.map((l: { name: string }) => l.name)).toEqual(["Birch Rentals", "Oak Homes"]);
    expect(city.body.buildings.map((b: { address: string }) => b.address)).toEqual(["12 Oak St.", "300 Elm Avenue"]);
    for (const slug of ["nowhere", "Ann-Arbor-MI", "ann%20arbor", "-", "x".repeat(300)]) {
      const res = await t.client().get(`/api/cities/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("City not found");
    }
  });
});
