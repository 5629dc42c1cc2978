// the privacy rule of docs/product-rules.md#privacy, tried as a curious landlord would: every GET answer under /api that
// the app serves (found from the app's own route table, so a route added later is covered too),
// fetched signed out, as another renter and as an admin, must hold no review author's id and no
// unit number; the author alone sees their id and the address as typed.
import { describe, expect, test } from "bun:test";
import { createScenario, type TestClient } from "../../test/harness";

const UNIT_ADDRESSES = ["8611 Washington Blvd, Apt 33", "123 Main St #4B", "Unit 12A, 55 Lake Shore Dr"];
const UNIT_MARKERS = ["Apt 33", "#4B", "Unit 12A", "12A"];

async function world() {
  const t = await createScenario();
  const author = await t.renter();
  const landlords = [];
  for (const [i, propertyAddress] of UNIT_ADDRESSES.entries()) {
    const l = await t.landlord(t.admin, { name: `Washington Holdings ${i}` });
    landlords.push(l);
    await t.review(author, l.id, { propertyAddress, reviewText: `Unit review number ${i}, the heating broke every winter.` });
  }
  const reviewIds: string[] = (await author.get("/api/user/reviews")).body.map((r: { id: string }) => r.id);
  // Something for the admin lists to hold: a report on one of the reviews.
  const other = await t.renter();
  expect((await other.post("/api/reports", { reportType: "review", targetId: reviewIds[0], reportCategory: "Other", description: "Looks like it names a person." })).status).toBe(201);
  return { t, author, other, landlords, reviewIds };
}

/** Every GET route under /api, with its path parameters filled by each id that may fit. */
function getPaths(t: Awaited<ReturnType<typeof world>>): string[] {
  // The OpenAPI document describes the shapes (it names reviewText and userId) and holds no data.
  const routes = (t.t.app.routes as { method: string; path: string }[]).filter(
    (r) => r.method === "GET" && r.path.startsWith("/api") && r.path !== "/api/openapi.json",
  );
  const out = new Set<string>();
  const ids = [...t.landlords.map((l: { id: string }) => l.id), ...t.reviewIds, String(t.author.user.id)];
  for (const { path } of routes) {
    if (!path.includes(":")) {
      out.add(path);
      continue;
    }
    for (const id of ids) out.add(path.replace(/:[A-Za-z]+/g, id));
  }
  // The searches that read review addresses, as a landlord would try them.
  for (const query of ["Washington", "Washington Blvd Apt 33", "Lake Shore", "Main St 4B"]) {
    out.add(`/api/landlords/search?type=address&query=${encodeURIComponent(query)}`);
  }
  out.add("/api/reviews/recent?limit=50");
  return [...out];
}

/** Every object in a JSON answer. */
function* objects(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const v of value) yield* objects(v);
  else if (value && typeof value === "object") {
    yield value as Record<string, unknown>;
    for (const v of Object.values(value)) yield* objects(v);
  }
}

async function expectNothingLinks(client: TestClient, paths: string[], authorId: number) {
  let reviewsSeen = 0;
  for (const path of paths) {
    const res = await client.get(path);
    if (res.status !== 200 || typeof res.body !== "object") continue;
    for (const o of objects(res.body)) {
      if ("reviewText" in o) {
        reviewsSeen++;
        expect({ path, userId: o.userId }).toEqual({ path, userId: null });
      }
      for (const [key, v] of Object.entries(o)) {
        // An author's id under any name (userId, authorId, user: {...}) is a link.
        if (/^(userId|authorId|author|writtenBy)$/i.test(key)) expect({ path, key, v }).toEqual({ path, key, v: null });
        // The admin's account tools (docs/product-rules.md#moderation: find an account, its counts, its reviews) name
        // accounts by design; their reviews still carry no author id and no unit.
        if (key === "id" && "username" in o && !path.startsWith("/api/admin/users")) expect({ path, id: v }).not.toEqual({ path, id: authorId });
      }
    }
    for (const marker of UNIT_MARKERS) expect({ path, has: res.text.includes(marker) }).toEqual({ path, has: false });
  }
  return reviewsSeen;
}

describe("no answer links a review to its author or its unit", () => {
  test("signed out", async () => {
    const w = await world();
    const seen = await expectNothingLinks(w.t.client(), getPaths(w), w.author.user.id);
    // The walk really read reviews (each landlord's, and the recent ones twice): not a vacuous pass.
    expect(seen).toBeGreaterThanOrEqual(3 + 3 + 3);
  });

  test("as another renter", async () => {
    const w = await world();
    const seen = await expectNothingLinks(w.other, getPaths(w), w.author.user.id);
    expect(seen).toBeGreaterThanOrEqual(9);
  });

  test("as an admin, in the admin lists too", async () => {
    const w = await world();
    const paths = [...getPaths(w), "/api/reports", "/api/reports?status=pending"];
    const seen = await expectNothingLinks(w.t.admin, paths, w.author.user.id);
    expect(seen).toBeGreaterThanOrEqual(9);
  });

  test("building-level addresses are still shown, so the review keeps its use", async () => {
    const w = await world();
    const shown = (await w.t.client().get(`/api/landlords/${w.landlords[0].id}/reviews`)).body[0];
    expect(shown.propertyAddress).toBe("8611 Washington Blvd");
    const found = (await w.t.client().get("/api/landlords/search?type=address&query=Washington%20Blvd")).body;
    expect(found.map((l: { id: string }) => l.id)).toContain(w.landlords[0].id);
  });

  test("the author sees their own id and the address as typed, so edit and delete still show", async () => {
    const w = await world();
    const { author } = w;
    const id = author.user.id;
    for (const path of [`/api/landlords/${w.landlords[0].id}/reviews`, "/api/reviews/recent", "/api/user/reviews"]) {
      const res = await author.get(path);
      const reviews = Array.isArray(res.body) ? res.body : [res.body];
      const own = reviews.filter((r: { userId: number | null }) => r.userId === id);
      expect({ path, own: own.length > 0 }).toEqual({ path, own: true });
      for (const r of own) expect(UNIT_ADDRESSES).toContain(r.propertyAddress);
    }
    const updated = await author.put(`/api/reviews/${w.reviewIds[0]}`, {
      overallRating: 2, responsivenessRating: 2, maintenanceRating: 2, fairnessRating: 2,
      reviewText: "Edited: still no heat in winter.", lengthOfResidence: "1-2 years", propertyAddress: "8611 Washington Blvd, Apt 33",
    });
    expect(updated.body).toMatchObject({ userId: id, propertyAddress: "8611 Washington Blvd, Apt 33" });
  });
});
