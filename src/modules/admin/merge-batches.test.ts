// Issue 32: merging two big landlords moves their reviews in short batches that let other requests
// through; the outcome is the one merge of before (one log row, the duplicate gone, figures exact).
import { expect, test } from "bun:test";
import { createScenario } from "../../test/harness";

const EACH = 1500;

test("merging two landlords of 1,500 reviews each: other requests wait under 100 ms meanwhile; every review ends on the kept one, figures equal their recount", async () => {
  const t = await createScenario();
  const from = await t.landlord(t.admin);
  const into = await t.landlord(t.admin);
  const other = await t.landlord(t.admin);
  const c = t.deps.db.$client;
  c.transaction(() => {
    const user = c.query("INSERT INTO users (username, email, password, created_at, updated_at) VALUES (?, ?, 'x', 'n', 'n') RETURNING id");
    const review = c.query(
      `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, monthly_rent, created_at, updated_at)
       VALUES (?, ?, ?, ?, 4, 4, 4, 'A review of a big landlord.', ?, '1 year', 1500, ?, ?)`,
    );
    for (let i = 0; i < EACH; i++) {
      const { id } = user.get(`merger${i}`, `merger${i}@example.test`) as { id: number };
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
      review.run(crypto.randomUUID(), from.id, id, (i % 5) + 1, `${i % 40} Oak St`, at, at);
      // Every tenth reviewer reviewed both: the newer of their two reviews stays.
      if (i % 10 === 0) review.run(crypto.randomUUID(), into.id, id, 3, `${i % 40} Oak St`, "2025-01-01T00:00:00.000Z", "2025-01-01T00:00:00.000Z");
      else review.run(crypto.randomUUID(), into.id, null, 2, null, at, at);
    }
  })();
  await t.deps.store.operations.checkFigures({ fix: true }); // the addresses written by SQL

  let done = false;
  const waits: number[] = [];
  const visitor = t.client();
  const visiting = (async () => {
    while (!done) {
      const started = performance.now();
      expect((await visitor.get(`/api/landlords/${other.id}`)).status).toBe(200);
      waits.push(performance.now() - started);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  })();
  const res = await t.admin.post(`/api/admin/landlords/${from.id}/merge`, { intoId: into.id }).finally(() => (done = true));
  await visiting;
  expect(res.status).toBeLessThan(300);
  expect(waits.length).toBeGreaterThan(3);
  // Each under 100 ms (or, on a machine so busy that any request can wait longer, under twice the
  // longest wait of the same requests with nothing else running), but for at most 1% of them: a
  // garbage-collection pause or a CPU taken by another process is no batch's doing. A server frozen
  // for the whole operation fails it.
  const bound = Math.max(100, 2 * (await baselineWait(visitor, other.id)));
  expect(waits.filter((w) => w >= bound).length).toBeLessThanOrEqual(Math.floor(waits.length / 100));
  expect(Math.max(...waits)).toBeLessThan(1000);
  expect((await t.client().get(`/api/landlords/${from.id}`)).status).toBe(404);
  const kept = (await t.client().get(`/api/landlords/${into.id}`)).body;
  expect(kept.totalReviews).toBe(EACH * 2 - EACH / 10);
  expect((c.query("SELECT count(*) AS n FROM moderation_log WHERE action = 'landlord.merged'").get() as { n: number }).n).toBe(1);
  expect((await t.deps.store.operations.checkFigures()).mismatches).toEqual([]);
}, 120_000);

/** The longest of 50 requests for one landlord, one after another, while nothing else runs. */
async function baselineWait(visitor: { get(path: string): Promise<unknown> }, landlordId: string): Promise<number> {
  let longest = 0;
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await visitor.get(`/api/landlords/${landlordId}`);
    longest = Math.max(longest, performance.now() - started);
  }
  return longest;
}
