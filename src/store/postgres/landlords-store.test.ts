// The landlords store behaves the same on PostgreSQL as on SQLite: the same assertions run against
// both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts), where creates really race.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { Events } from "../../events";
import type { LandlordsStore } from "../landlords";
import { createLandlordsStore as createSqliteLandlords } from "../sqlite/landlords";
import { createLandlordsStore as createPostgresLandlords } from "./landlords";
import { createReviewsStore } from "./reviews";

const { onPostgres, postgresContext, eachBackend } = storeBackends({ max: 12 });

interface Backend {
  landlords: LandlordsStore;
  /** Rows of a read-only query (same text on both). */
  rows(query: string): Promise<Record<string, unknown>[]>;
  heard: string[];
}

const user = (id: number) => `INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (${id}, 'u${id}', 'u${id}@x.test', 'x', 'n', 'n')`;
const landlord = (id: string, name: string, owner: number | null = null) =>
  `INSERT INTO landlords (id, name, type, location, dedupe_key, created_at, owner_user_id) VALUES ('${id}', '${name}', 'company', 'Merge Town', '${id.toLowerCase()}|merge', 'n', ${owner ?? "NULL"})`;
const review = (id: string, landlordId: string, userId: number, createdAt: string, rating = 4) =>
  `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, created_at, updated_at)
   VALUES ('${id}', '${landlordId}', ${userId}, ${rating}, 3, 3, 3, 'text text text', '1-2 years', '${createdAt}', '${createdAt}')`;
const report = (id: number, type: string, target: string) =>
  `INSERT INTO reports (id, report_type, target_id, reported_by_user_id, report_category, description, status, created_at) VALUES (${id}, '${type}', '${target}', 5, 'Duplicate profile', 'same one', 'pending', '2026-01-0${id}T00:00:00.000Z')`;

const SETUP = [
  ...[1, 2, 3, 4, 5].map(user),
  // A (owner 2) merged into B (no owner): reviews of users 4 (on both: B's is newer) and 5 (A only).
  landlord("A", "Dup One", 2),
  landlord("B", "Dup Two"),
  review("RA4", "A", 4, "2026-01-01T00:00:00.000Z", 1),
  review("RB4", "B", 4, "2026-02-01T00:00:00.000Z", 5),
  review("RA5", "A", 5, "2026-01-02T00:00:00.000Z", 3),
  report(1, "landlord", "A"),
  report(2, "review", "RA4"),
  report(3, "landlord", "Z"),
  // C (owner 2) and D (owner 3): different owners.
  landlord("C", "Owned C", 2),
  landlord("D", "Owned D", 3),
];

/** Every landlord event the store raises, in order. */
const heardOn = (events: Events) => {
  const heard: string[] = [];
  events.on("landlord.changed", (p) => heard.push(`changed ${p.landlordId}`));
  events.on("landlord.removed", (p) => heard.push(`removed ${p.landlordId}`));
  return heard;
};

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({ landlords: createSqliteLandlords(ctx), rows: async (q) => ctx.db.$client.query(q).all() as Record<string, unknown>[], heard: heardOn(ctx.events) }),
  postgres: (ctx) => ({ landlords: createPostgresLandlords(ctx), rows: async (q) => [...(await ctx.db.$client.unsafe(q))] as Record<string, unknown>[], heard: heardOn(ctx.events) }),
};

eachBackend("the landlords store", { setup: SETUP }, open, (b) => {
  test("adds a landlord, found by id; the same name in the same location again is 409 naming it; an unknown id is null", async () => {
    b.heard.length = 0;
    const created = await b.landlords.create({ name: "Acme Lettings", type: "company", location: "Leeds" });
    expect(created).toMatchObject({ name: "Acme Lettings", type: "company", location: "Leeds", totalReviews: 0, averageRating: 0, ownerUserId: null });
    expect(await b.landlords.byId(created.id)).toEqual(created);
    expect(await b.landlords.byId("nope")).toBeNull();
    expect(b.heard).toEqual([`changed ${created.id}`]);
    const again = await b.landlords.create({ name: "  acme   LETTINGS ", type: "individual", location: "leeds" }).catch((e) => e);
    expect(again).toMatchObject({ status: 409, code: "landlord.exists", extra: { landlordId: created.id } });
  });

  test("ten creates of one new landlord at once: one adds it, nine get 409 naming it", async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => b.landlords.create({ name: "Race Homes", type: "company", location: "York" })));
    const won = results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<{ id: string }>).value);
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409, code: "landlord.exists", extra: { landlordId: won[0]!.id } });
    expect(await b.rows("SELECT CAST(count(*) AS integer) AS n FROM landlords WHERE name = 'Race Homes'")).toEqual([{ n: 1 }]);
  });

  test("lists most-reviewed first, then best rated, then by name in byte order; a location narrows, case-insensitive, % taken literally", async () => {
    for (const [n, loc] of [["bravo", "Hull"], ["Alpha", "Hull"], ["Zulu", "Hull 100%"]] as const) await b.landlords.create({ name: n, type: "company", location: loc });
    expect((await b.landlords.list({ location: "hULL", limit: 10 })).map((l) => l.name)).toEqual(["Alpha", "Zulu", "bravo"]);
    expect((await b.landlords.list({ location: "100%", limit: 10 })).map((l) => l.name)).toEqual(["Zulu"]);
    expect((await b.landlords.list({ location: "1%0", limit: 10 })).map((l) => l.name)).toEqual([]);
    expect((await b.landlords.list({ location: "hull", limit: 2 })).map((l) => l.name)).toEqual(["Alpha", "Zulu"]);
  });

  test("merge refusals: into itself 400, unknown 404s, a report about neither 400, two different owners 409 with nothing changed", async () => {
    const admin = { id: 1 };
    await expect(b.landlords.merge("A", "A", admin)).rejects.toMatchObject({ status: 400, code: "merge.into_itself" });
    await expect(b.landlords.merge("X", "B", admin)).rejects.toMatchObject({ status: 404, code: "landlord.not_found" });
    await expect(b.landlords.merge("A", "X", admin)).rejects.toMatchObject({ status: 404, code: "merge.kept_not_found" });
    await expect(b.landlords.merge("A", "B", admin, { reportId: 99 })).rejects.toMatchObject({ status: 404 });
    await expect(b.landlords.merge("A", "B", admin, { reportId: 3 })).rejects.toMatchObject({ status: 400, code: "merge.report_unrelated" });
    await expect(b.landlords.merge("C", "D", admin)).rejects.toMatchObject({ status: 409, code: "merge.owners_differ" });
    expect(await b.rows("SELECT id FROM landlords WHERE id IN ('A', 'B', 'C', 'D') ORDER BY id")).toEqual(["A", "B", "C", "D"].map((id) => ({ id })));
    expect(await b.rows("SELECT CAST(count(*) AS integer) AS n FROM moderation_log")).toEqual([{ n: 0 }]);
  });

  test("merge: reviews move (one user's newer one stays), reports follow and are resolved, the owner moves with its own log row, figures recounted", async () => {
    b.heard.length = 0;
    await b.landlords.merge("A", "B", { id: 1 }, { reportId: 1, reason: "same company" });
    expect(await b.landlords.byId("A")).toBeNull();
    expect(await b.rows("SELECT id, landlord_id FROM reviews WHERE id IN ('RA4', 'RB4', 'RA5') ORDER BY id")).toEqual([
      { id: "RA5", landlord_id: "B" },
      { id: "RB4", landlord_id: "B" },
    ]);
    expect(await b.landlords.byId("B")).toMatchObject({ ownerUserId: 2, totalReviews: 2, averageRating: 4 });
    expect(await b.rows("SELECT id, target_id, status, resolved_by FROM reports WHERE id IN (1, 2) ORDER BY id")).toEqual([
      { id: 1, target_id: "B", status: "resolved", resolved_by: 1 },
      { id: 2, target_id: "RA4", status: "resolved", resolved_by: 1 },
    ]);
    expect(await b.rows("SELECT action, target_type, target_id, report_id, category, reason FROM moderation_log ORDER BY id")).toEqual([
      { action: "landlord.merged", target_type: "landlord", target_id: "A", report_id: 1, category: "Duplicate profile", reason: "same company" },
      { action: "landlord.owner_moved", target_type: "landlord", target_id: "B", report_id: 1, category: "Duplicate profile", reason: "same company" },
    ]);
    expect(b.heard.sort()).toEqual(["changed B", "removed A"]);
    // The report is answered now: a second merge naming it is a conflict.
    await expect(b.landlords.merge("C", "B", { id: 1 }, { reportId: 1 })).rejects.toMatchObject({ status: 409 });
  });
});

onPostgres("a merge on PostgreSQL while reviews of both landlords are written", () => {
  test("no deadlock: each review lands on the kept landlord or finds its landlord gone (404), and the figures equal a recount", async () => {
    const { sql, ctx } = await postgresContext();
    const reviewsStore = createReviewsStore(ctx);
    const landlordsStore = createPostgresLandlords(ctx);
    for (let id = 100; id < 130; id++) await sql.unsafe(user(id));
    await sql.unsafe("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('RA', 'Race A', 'company', 'Race', 'ra', 'n'), ('RB', 'Race B', 'company', 'Race', 'rb', 'n')");
    const fields = { overallRating: 4, responsivenessRating: 4, maintenanceRating: 4, fairnessRating: 4, reviewText: "A review written in the race", propertyAddress: null, lengthOfResidence: "1-2 years" as const, monthlyRent: null, rentPeriod: "monthly" as const, utilitiesIncluded: "false" as const, reviewerName: null };
    const writes = Array.from({ length: 30 }, (_, i) => reviewsStore.create(100 + i, { ...fields, overallRating: (i % 5) + 1, landlordId: i % 2 ? "RA" : "RB" }));
    const merge = landlordsStore.merge("RA", "RB", { id: 1 });
    const results = await Promise.allSettled([merge, ...writes]);
    expect(results[0]!.status).toBe("fulfilled");
    const failed = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason);
    for (const reason of failed) expect(reason).toMatchObject({ status: 404, code: "landlord.not_found" });
    const landed = results.length - 1 - failed.length;
    const [figures] = await sql`SELECT total_reviews, average_rating FROM landlords WHERE id = 'RB'`;
    const [recount] = await sql`SELECT count(*)::int AS n, round(avg(overall_rating) * 10) / 10 AS avg FROM reviews WHERE landlord_id = 'RB'`;
    expect(await sql`SELECT id FROM landlords WHERE id = 'RA'`).toHaveLength(0);
    expect(figures!.total_reviews).toBe(landed);
    expect(recount!.n).toBe(landed);
    expect(figures!.average_rating).toBe(Number(recount!.avg));
  });
});
