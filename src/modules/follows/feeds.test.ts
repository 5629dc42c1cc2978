// Atom feeds (contract §7.4), read by a real Atom parser (feedsmith's parseAtomFeed): valid Atom 1.0
// as application/atom+xml, the 50 newest visible reviews, and nothing that identifies an author.
import { describe, expect, test } from "bun:test";
import { parseAtomFeed } from "feedsmith";
import { createScenario } from "../../test/harness";

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

async function atom(t: Awaited<ReturnType<typeof createScenario>>, path: string) {
  const res = await t.app.handle(new Request(`http://localhost${path}`));
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
  const text = await res.text();
  expect(text.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">')).toBe(true);
  const feed = parseAtomFeed(text);
  // What RFC 4287 requires of a feed and its entries (§4.1.1, §4.1.2): id, title, updated, an author.
  expect(feed.id).toBeTruthy();
  expect(feed.title?.value).toBeTruthy();
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.authors?.[0]?.name).toBe("RentFair");
  for (const entry of feed.entries ?? []) {
    expect(entry.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(entry.title?.value).toBeTruthy();
    expect(entry.updated).toMatch(RFC3339);
    expect(entry.authors ?? []).toEqual([]);
  }
  return { feed, text };
}

describe("GET /feeds/{type}/{id}.atom", () => {
  test("a landlord's feed: its reviews newest first, no reviewer name, building-level addresses, escaped text", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { name: "Maple & Sons <Lettings>", location: "Ann Arbor, MI" });
    await t.review(await t.renter(), l.id, { reviewerName: "Maria Lopez", propertyAddress: "12 Oak St, Apt 4B", reviewText: "First: the heat <b>never</b> worked & nobody came." });
    await t.review(await t.renter(), l.id, { reviewText: "Second review: good landlord overall, fair rent." });
    const { feed, text } = await atom(t, `/feeds/landlord/${l.id}.atom`);
    expect(feed.title?.value).toBe("Reviews of Maple & Sons <Lettings> on RentFair");
    expect(feed.entries?.map((e) => e.content?.value)).toEqual(["Second review: good landlord overall, fair rent.", "First: the heat <b>never</b> worked & nobody came."]);
    expect(feed.entries?.[1]?.summary?.value).toBe("12 Oak St, Ann Arbor, MI");
    expect(feed.entries?.[0]?.links?.[0]?.href).toMatch(new RegExp(`/landlord/${l.id}#review-`));
    expect(text).not.toContain("Maria");
    expect(text).not.toContain("4B");
    expect(text).not.toContain("renter");
  });

  test("an address that already names the city is not followed by it a second time", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { name: "Bay Homes", location: "Oakland, CA" });
    await t.review(await t.renter(), l.id, { propertyAddress: "3789 Main St, Apt 2, Oakland, CA" });
    const { feed } = await atom(t, `/feeds/landlord/${l.id}.atom`);
    expect(feed.entries?.[0]?.summary?.value).toBe("3789 Main St, Oakland, CA");
  });

  test("a building whose only review is hidden is unknown to its feed and to a new follow, as to its page", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { location: "Ann Arbor, MI" });
    const review = await t.review(await t.renter(), l.id, { propertyAddress: "77 Quiet Ln, Apt 3" });
    expect((await t.admin.post(`/api/admin/reviews/${review.id}/hide`, { reason: "Spam or promotional content" })).status).toBe(200);
    expect((await t.admin.get(`/api/buildings/${review.buildingId}`)).status).toBe(404);
    const feed = await t.app.handle(new Request(`http://localhost/feeds/building/${review.buildingId}.atom`));
    expect(feed.status).toBe(404);
    expect(await feed.text()).not.toContain("Quiet");
    const follow = await (await t.renter()).post("/api/follows", { targetType: "building", targetId: review.buildingId });
    expect(follow.status).toBe(404);
    expect(follow.text).not.toContain("Quiet");
  });

  test("a city's feed gathers its landlords' reviews; at most the 50 newest", async () => {
    const t = await createScenario();
    const a = await t.landlord(t.admin, { name: "North Homes", location: "Ann Arbor, MI" });
    const b = await t.landlord(t.admin, { name: "South Homes", location: "Ann Arbor, MI" });
    const elsewhere = await t.landlord(t.admin, { name: "Far Homes", location: "Boston, MA" });
    // 55 imported reviews (no author), oldest first.
    const insert = t.deps.db.$client.prepare(
      "INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, created_at, updated_at) VALUES (?, ?, NULL, 3, 3, 3, 3, ?, '1-2 years', ?, ?)",
    );
    for (let i = 0; i < 55; i++) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      insert.run(crypto.randomUUID(), i % 2 ? a.id : b.id, `Imported review ${i}`, at, at);
    }
    await t.review(await t.renter(), elsewhere.id);
    const { feed } = await atom(t, "/feeds/city/ann-arbor-mi.atom");
    expect(feed.entries).toHaveLength(50);
    expect(feed.entries?.[0]?.content?.value).toBe("Imported review 54");
    expect(feed.entries?.[49]?.content?.value).toBe("Imported review 5");
    expect(feed.title?.value).toBe("Reviews of Ann Arbor, MI on RentFair");
  });

  test("an empty feed is still valid; unknown landlords, cities and (until issue 25) buildings are 404", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const { feed } = await atom(t, `/feeds/landlord/${l.id}.atom`);
    expect(feed.entries ?? []).toEqual([]);
    for (const path of [`/feeds/landlord/${crypto.randomUUID()}.atom`, "/feeds/landlord/nope.atom", "/feeds/city/atlantis.atom", `/feeds/building/${crypto.randomUUID()}.atom`, `/feeds/landlord/${l.id}.rss`]) {
      const res = await t.app.handle(new Request(`http://localhost${path}`));
      expect(res.status).toBe(404);
    }
  });
  test("a feed's words follow the reader's language (contract §7.3): the lang cookie, else Accept-Language", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    for (const headers of [{ cookie: "lang=es" }, { "accept-language": "es-MX,es;q=0.9" }] as Record<string, string>[]) {
      const res = await t.app.handle(new Request(`http://localhost/feeds/landlord/${l.id}.atom`, { headers }));
      expect(res.status).toBe(200);
      expect(res.headers.get("vary")).toContain("Accept-Language");
      const feed = parseAtomFeed(await res.text());
      expect(feed.title?.value?.startsWith("Reseñas de ")).toBe(true);
    }
  });
});
