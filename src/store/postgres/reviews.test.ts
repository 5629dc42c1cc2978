// The reviews store behaves the same on PostgreSQL as on SQLite: the same assertions run against
// both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts), where writes really race.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { ReviewCreateInput, ReviewsStore } from "../reviews";
import type { ReviewFields } from "../../contract/schemas";
import * as sqliteReviews from "../sqlite/reviews";
import { createReviewsStore as createSqliteReviews } from "../sqlite/reviews";
import * as postgresReviews from "./reviews";
import { createReviewsStore as createPostgresReviews } from "./reviews";
import { usersSql, reviewFields } from "../../test/store-fixtures";

const { eachBackend } = storeBackends({ max: 12 });

const USERS = 30;
interface Backend {
  reviews: ReviewsStore;
  rows(query: string): Promise<Record<string, unknown>[]>;
  exec(statement: string): Promise<void>;
  heard: string[];
  /** The composed reads other stores use (an owner's dashboard, an admin's view of an account). */
  reads: {
    ofLandlords(ids: string[], opts: { limit: number; unanswered?: boolean }): Promise<string[]>;
    unanswered(ids: string[]): Promise<number>;
    reportedOrModerated(userId: number): Promise<string[]>;
  };
}

const SETUP = [
  ...usersSql(USERS),
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at, owner_user_id) VALUES ('L', 'Lord', 'company', 'Leeds', 'lord|leeds', 'n', 2)",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('S', 'Sorted', 'company', 'Leeds', 'sorted|leeds', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('K', 'Keyset', 'company', 'Leeds', 'keyset|leeds', 'n')",
];

const fields = reviewFields;
const COUNT = "SELECT CAST(count(*) AS integer) AS n";

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => {
    const heard: string[] = [];
    ctx.events.on("landlord.changed", (p) => heard.push(`${p.landlordId} ${p.doc.reviews}`));
    return {
      reviews: createSqliteReviews(ctx),
      rows: async (q) => ctx.db.$client.query(q).all() as Record<string, unknown>[],
      exec: async (s) => void ctx.db.$client.exec(s),
      heard,
      reads: {
        ofLandlords: async (ids, opts) => sqliteReviews.reviewsOfLandlords(ctx.db, ids, null, opts).map((r) => r.id),
        unanswered: async (ids) => sqliteReviews.countUnanswered(ctx.db, ids),
        reportedOrModerated: async (userId) => sqliteReviews.reportedOrModeratedReviewsOf(ctx.db, userId, null).map((r) => r.id),
      },
    };
  },
  postgres: (ctx) => {
    const { db } = ctx;
    const heard: string[] = [];
    ctx.events.on("landlord.changed", (p) => heard.push(`${p.landlordId} ${p.doc.reviews}`));
    return {
      reviews: createPostgresReviews(ctx),
      rows: async (q) => [...(await db.$client.unsafe(q))] as Record<string, unknown>[],
      exec: async (s) => void (await db.$client.unsafe(s)),
      heard,
      reads: {
        ofLandlords: async (ids, opts) => (await postgresReviews.reviewsOfLandlords(db, ids, null, opts)).map((r) => r.id),
        unanswered: async (ids) => postgresReviews.countUnanswered(db, ids),
        reportedOrModerated: async (userId) => (await postgresReviews.reportedOrModeratedReviewsOf(db, userId, null)).map((r) => r.id),
      },
    };
  },
};

eachBackend("the reviews store", { setup: SETUP }, open, (b) => {
  test("writes a review with its figures and event; its author reads it as written, others without id and unit", async () => {
    b.heard.length = 0;
    const created = await b.reviews.create(3, { ...fields(4), landlordId: "L" });
    expect(created).toMatchObject({ landlordId: "L", isFirstReview: true });
    expect(created.review).toMatchObject({ userId: 3, propertyAddress: "Flat 3, 12 High Street, Leeds", overallRating: 4, landlord: { id: "L", name: "Lord", location: "Leeds" }, reply: null });
    expect(await b.reviews.byId(created.review.id, 4)).toMatchObject({ userId: null, propertyAddress: "12 High Street, Leeds" });
    expect(await b.reviews.byId("nope", null)).toBeNull();
    expect(b.heard).toEqual(["L 1"]);
    expect(await b.rows("SELECT total_reviews, average_rating, (SELECT coalesce(string_agg(address, '\n' ORDER BY seq), '') FROM landlord_addresses WHERE landlord_id = landlords.id) AS search_addresses FROM landlords WHERE id = 'L'")).toEqual([{ total_reviews: 1, average_rating: 4, search_addresses: "12 High Street, Leeds" }]);
    // A second review of the same user, of a landlord it names by its data: added, not the first any more.
    const second = await b.reviews.create(3, { ...fields(2), landlordData: { name: "New One", type: "individual", location: "York" } });
    expect(second.isFirstReview).toBe(false);
    expect(await b.rows(`SELECT name, total_reviews FROM landlords WHERE id = '${second.landlordId}'`)).toEqual([{ name: "New One", total_reviews: 1 }]);
    expect((await b.reviews.ofUser(3)).map((r) => r.overallRating).sort()).toEqual([2, 4]);
  });

  test("refusals: unknown landlord 404, the verified owner 403, a second review of one landlord 409", async () => {
    await expect(b.reviews.create(4, { ...fields(3), landlordId: "nope" })).rejects.toMatchObject({ status: 404, code: "landlord.not_found" });
    await expect(b.reviews.create(2, { ...fields(3), landlordId: "L" })).rejects.toMatchObject({ status: 403, code: "review.own_landlord" });
    await expect(b.reviews.create(3, { ...fields(3), landlordId: "L" })).rejects.toMatchObject({ status: 409, code: "review.already_reviewed" });
  });

  test("a first review may name a new landlord by its data; a second review of it is 409 and leaves no building or address behind", async () => {
    const first = await b.reviews.create(6, { ...fields(3), landlordData: { name: "Brand New", type: "company", location: "Hull" } });
    expect(first.isFirstReview).toBe(true);
    const before = [await b.rows(`${COUNT} FROM buildings`), await b.rows(`${COUNT} FROM landlord_addresses`), await b.rows(`${COUNT} FROM reviews`)];
    const again = { ...fields(2, { propertyAddress: "7 Other Road, Hull" }), landlordData: { name: "Brand New", type: "company" as const, location: "Hull" } };
    await expect(b.reviews.create(6, again)).rejects.toMatchObject({ status: 409, code: "review.already_reviewed" });
    await expect(b.reviews.create(6, { ...again, landlordData: undefined, landlordId: first.landlordId })).rejects.toMatchObject({ status: 409, code: "review.already_reviewed" });
    expect([await b.rows(`${COUNT} FROM buildings`), await b.rows(`${COUNT} FROM landlord_addresses`), await b.rows(`${COUNT} FROM reviews`)]).toEqual(before);
  });

  test("ten clicks of one user at once write one review: nine 409", async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => b.reviews.create(5, { ...fields(5), landlordId: "L" })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409, code: "review.already_reviewed" });
    expect(await b.rows(`${COUNT} FROM reviews WHERE user_id = 5`)).toEqual([{ n: 1 }]);
  });

  test("twenty users reviewing one new landlord by its data at once: one landlord, twenty reviews, figures exact", async () => {
    const input = (i: number): ReviewCreateInput => ({ ...fields((i % 5) + 1), landlordData: { name: "Crowd Homes", type: "company", location: "Hull" } });
    const made = await Promise.all(Array.from({ length: 20 }, (_, i) => b.reviews.create(i + 10, input(i))));
    expect(new Set(made.map((m) => m.landlordId)).size).toBe(1);
    expect(await b.rows(`SELECT total_reviews, average_rating FROM landlords WHERE name = 'Crowd Homes'`)).toEqual([{ total_reviews: 20, average_rating: 3 }]);
  });

  test("an edit by its author keeps what it leaves out and recounts; others 403, unknown 404", async () => {
    const [mine] = await b.reviews.ofUser(5);
    await expect(b.reviews.update(6, mine!.id, { overallRating: 1 })).rejects.toMatchObject({ status: 403, code: "review.not_owner" });
    await expect(b.reviews.update(5, "nope", { overallRating: 1 })).rejects.toMatchObject({ status: 404, code: "review.not_found" });
    const edited = await b.reviews.update(5, mine!.id, { overallRating: 1, reviewText: "Changed my mind about it" });
    expect(edited).toMatchObject({ id: mine!.id, overallRating: 1, reviewText: "Changed my mind about it", fairnessRating: 5, userId: 5 });
    expect(await b.rows("SELECT total_reviews, average_rating FROM landlords WHERE id = 'L'")).toEqual([{ total_reviews: 2, average_rating: 2.5 }]);
  });

  test("orders: newest, highest, lowest, most helpful, each page with the total; ties in one millisecond always in one order", async () => {
    const at = (i: number) => `2026-03-0${i}T00:00:00.000Z`;
    const ids: string[] = [];
    for (const [i, user] of [1, 3, 4, 6].entries()) {
      const { review } = await b.reviews.create(user, { ...fields([3, 5, 1, 4][i]!), landlordId: "S" }, { createdAt: at(i + 1) });
      ids.push(review.id);
    }
    await b.exec(`UPDATE reviews SET helpful_count = 7 WHERE id = '${ids[0]}'`);
    const page = async (sort: "newest" | "highest" | "lowest" | "helpful", limit?: number, offset?: number) => {
      const { reviews, total } = await b.reviews.ofLandlord("S", null, { sort, limit, offset });
      expect(total).toBe(4);
      return reviews.map((r) => ids.indexOf(r.id));
    };
    expect(await page("newest")).toEqual([3, 2, 1, 0]);
    expect(await page("highest")).toEqual([1, 3, 0, 2]);
    expect(await page("lowest")).toEqual([2, 0, 3, 1]);
    expect(await page("helpful")).toEqual([0, 3, 2, 1]);
    expect(await page("newest", 2, 1)).toEqual([2, 1]);
    expect((await b.reviews.recent(2, null)).map((r) => r.createdAt)).toEqual([expect.any(String), expect.any(String)]);
    // Two reviews in the same millisecond: every read answers them in the same order.
    await b.exec(`UPDATE reviews SET created_at = '${at(9)}' WHERE id IN ('${ids[0]}', '${ids[1]}')`);
    const first = await page("newest");
    expect(first.slice(0, 2).sort()).toEqual([0, 1]);
    for (let i = 0; i < 3; i++) expect(await page("newest")).toEqual(first);
  });

  test("keyset pages (after the last review of the page before) give every order's reviews once each, ties included; an unknown `after` falls back to the offset", async () => {
    // 13 reviews, ratings and helpful counts with many ties, three pairs written in the same millisecond.
    for (let i = 0; i < 13; i++) {
      const { review } = await b.reviews.create(i + 10, { ...fields((i % 3) + 2), landlordId: "K" }, { createdAt: `2026-04-${String(10 + Math.floor(i / 2) * 2 + (i > 6 ? 1 : 0)).padStart(2, "0")}T00:00:00.000Z` });
      await b.exec(`UPDATE reviews SET helpful_count = ${i % 4} WHERE id = '${review.id}'`);
    }
    for (const sort of ["newest", "highest", "lowest", "helpful"] as const) {
      const all = (await b.reviews.ofLandlord("K", null, { sort, limit: 100 })).reviews.map((r) => r.id);
      expect(all).toHaveLength(13);
      const paged: string[] = [];
      let after: string | undefined;
      for (let n = 0; n < 5; n++) {
        const { reviews, total } = await b.reviews.ofLandlord("K", null, { sort, limit: 4, after });
        expect(total).toBe(13);
        paged.push(...reviews.map((r) => r.id));
        after = reviews.at(-1)?.id;
      }
      expect(paged).toEqual(all);
    }
    const byOffset = (await b.reviews.ofLandlord("K", null, { sort: "newest", limit: 3, offset: 6 })).reviews.map((r) => r.id);
    const unknown = (await b.reviews.ofLandlord("K", null, { sort: "newest", limit: 3, offset: 6, after: "00000000-0000-4000-8000-000000000000" })).reviews.map((r) => r.id);
    expect(unknown).toEqual(byOffset);
  });

  test("an admin's delete of someone's review: logged answering the newest pending report, reports on it and its reply resolved, figures recounted", async () => {
    const { review } = await b.reviews.create(7, { ...fields(5), landlordId: "L" });
    await b.exec(`INSERT INTO review_replies (id, review_id, user_id, text, created_at, updated_at) VALUES ('P1', '${review.id}', 2, 'Thanks', 'n', 'n')`);
    await b.exec(`INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, status, created_at) VALUES
      ('review', '${review.id}', 8, 'Spam', 'a', 'pending', '2026-01-01T00:00:00.000Z'),
      ('review', '${review.id}', 9, 'Fake review', 'b', 'pending', '2026-01-02T00:00:00.000Z'),
      ('reply', 'P1', 9, 'Abusive', 'c', 'pending', '2026-01-03T00:00:00.000Z')`);
    await expect(b.reviews.remove({ id: 8, isAdmin: false }, review.id)).rejects.toMatchObject({ status: 403, code: "review.not_owner" });
    b.heard.length = 0;
    await b.reviews.remove({ id: 1, isAdmin: true }, review.id);
    expect(await b.reviews.byId(review.id, null)).toBeNull();
    expect(await b.rows(`SELECT status, resolved_by, admin_notes FROM reports WHERE target_id IN ('${review.id}', 'P1') ORDER BY created_at`)).toEqual(
      Array.from({ length: 3 }, () => ({ status: "resolved", resolved_by: 1, admin_notes: "Content deleted" })),
    );
    expect(await b.rows(`SELECT action, target_type, category FROM moderation_log WHERE target_id = '${review.id}'`)).toEqual([{ action: "review.deleted", target_type: "review", category: "Fake review" }]);
    expect(await b.rows(`${COUNT} FROM review_replies WHERE id = 'P1'`)).toEqual([{ n: 0 }]);
    expect(b.heard).toEqual(["L 2"]);
    await expect(b.reviews.remove({ id: 1, isAdmin: true }, review.id)).rejects.toMatchObject({ status: 404, code: "review.not_found" });
  });

  test("composed reads: reviews of several landlords newest first (unanswered only), their count, an author's reported or moderated reviews", async () => {
    const all = await b.reads.ofLandlords(["S", "L"], { limit: 50 });
    const { reviews: ofS } = await b.reviews.ofLandlord("S", null);
    expect(all.length).toBe(ofS.length + (await b.reviews.ofLandlord("L", null)).total);
    await b.exec(`INSERT INTO review_replies (id, review_id, user_id, text, created_at, updated_at) VALUES ('P2', '${ofS[0]!.id}', 2, 'Thanks', 'n', 'n')`);
    const unanswered = await b.reads.ofLandlords(["S", "L"], { limit: 50, unanswered: true });
    expect(unanswered).toEqual(all.filter((id) => id !== ofS[0]!.id));
    expect(await b.reads.unanswered(["S", "L"])).toBe(all.length - 1);
    expect(await b.reads.ofLandlords([], { limit: 5 })).toEqual([]);
    expect(await b.reads.unanswered([])).toBe(0);
    const [mine] = await b.reviews.ofUser(4);
    expect(await b.reads.reportedOrModerated(4)).toEqual([]);
    await b.exec(`INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, status, created_at) VALUES ('review', '${mine!.id}', 8, 'Spam', 'a', 'dismissed', 'n')`);
    expect(await b.reads.reportedOrModerated(4)).toEqual([mine!.id]);
  });

  test("an author's delete writes no log row", async () => {
    const before = await b.rows(`${COUNT} FROM moderation_log`);
    const [mine] = await b.reviews.ofUser(5);
    await b.reviews.remove({ id: 5, isAdmin: false }, mine!.id);
    expect(await b.reviews.ofUser(5)).toEqual([]);
    expect(await b.rows(`${COUNT} FROM moderation_log`)).toEqual(before);
  });
});
