// The admin store behaves the same on PostgreSQL as on SQLite: the same assertions run against both,
// PostgreSQL on a real private cluster (src/test/postgres-cluster.ts), where a delete races reviews.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { Events } from "../../events";
import type { AdminStore } from "../admin";
import { createAdminStore as createSqliteAdmin } from "../sqlite/admin";
import { createAdminStore as createPostgresAdmin } from "./admin";
import { recomputeFigures } from "./landlords";
import { write } from "./tx";
import { sql as raw } from "drizzle-orm";
import { usersSql } from "../../test/store-fixtures";

const { onPostgres, postgresContext, eachBackend } = storeBackends({ max: 20 });

interface Backend {
  admin: AdminStore;
  events: Events;
  /** Rows of a query, for what a user would see afterwards. */
  rows<T>(query: string): Promise<T[]>;
}

const review = (id: string, landlord: string, user: number) =>
  `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, created_at, updated_at)
   VALUES ('${id}', '${landlord}', ${user}, 4, 4, 4, 4, 'text text text', '1-2 years', 'n', 'n')`;
const report = (type: string, target: string, user: number, at: string) =>
  `INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, status, created_at) VALUES ('${type}', '${target}', ${user}, 'spam', 'an advert', 'pending', '${at}')`;

/** Admin 1, users 2..6; landlord L with review R (by 2) and reply P; landlord K with review S; pending reports on each. */
const SETUP = [
  ...usersSql(6),
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'n', 'company', 'l', 'k', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('K', 'n', 'company', 'l', 'k2', 'n')",
  review("R", "L", 2),
  review("S", "K", 2),
  "INSERT INTO review_replies (id, review_id, user_id, text, created_at, updated_at) VALUES ('P', 'R', 3, 'We fixed it.', 'n', 'n')",
  "INSERT INTO helpful_votes (review_id, user_id, created_at) VALUES ('R', 3, 'n')",
  report("landlord", "L", 3, "2026-01-01"),
  report("landlord", "L", 4, "2026-01-02"),
  report("review", "R", 5, "2026-01-03"),
  report("reply", "P", 6, "2026-01-04"),
  report("review", "S", 5, "2026-01-05"),
];

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({ admin: createSqliteAdmin(ctx), events: ctx.events, rows: async (q) => ctx.db.$client.query(q).all() as never[] }),
  postgres: ({ db, events }) => ({ admin: createPostgresAdmin({ db, events }), events, rows: async (q) => (await db.$client.unsafe(q)) as never[] }),
};

eachBackend("the admin store", { setup: SETUP, warmPool: true }, open, (b) => {
  test("an unknown landlord is 404 and nothing is logged", async () => {
    await expect(b.admin.deleteLandlord(1, "nope")).rejects.toMatchObject({ status: 404, code: "landlord.not_found" });
    expect(await b.rows("SELECT id FROM moderation_log")).toEqual([]);
  });

  test("a landlord's delete takes its reviews, replies and votes, resolves the reports on all of them, logs once and announces the removal", async () => {
    const removed: string[] = [];
    const off = b.events.on("landlord.removed", ({ landlordId }) => removed.push(landlordId));
    await b.admin.deleteLandlord(1, "L");
    off();
    expect(removed).toEqual(["L"]);
    expect(await b.rows("SELECT id FROM landlords ORDER BY id")).toEqual([{ id: "K" }]);
    expect(await b.rows("SELECT id FROM reviews")).toEqual([{ id: "S" }]);
    expect(await b.rows("SELECT id FROM review_replies")).toEqual([]);
    expect(await b.rows("SELECT review_id FROM helpful_votes")).toEqual([]);
    expect(await b.rows("SELECT target_id, status, resolved_by, admin_notes FROM reports ORDER BY created_at")).toEqual([
      { target_id: "L", status: "resolved", resolved_by: 1, admin_notes: "Content deleted" },
      { target_id: "L", status: "resolved", resolved_by: 1, admin_notes: "Content deleted" },
      { target_id: "R", status: "resolved", resolved_by: 1, admin_notes: "Content deleted" },
      { target_id: "P", status: "resolved", resolved_by: 1, admin_notes: "Content deleted" },
      { target_id: "S", status: "pending", resolved_by: null, admin_notes: null },
    ]);
    // The log row answers the newest pending report on the landlord.
    const [newest] = await b.rows<{ id: number }>("SELECT id FROM reports WHERE target_id = 'L' AND reported_by_user_id = 4");
    expect(await b.rows("SELECT action, target_type, target_id, report_id, category FROM moderation_log")).toEqual([
      { action: "landlord.deleted", target_type: "landlord", target_id: "L", report_id: newest!.id, category: "spam" },
    ]);
  });
});

onPostgres("a landlord's delete on PostgreSQL racing reviews written to it", () => {
  test("neither deadlocks: each review either lands before the delete (and goes with it) or finds no landlord", async () => {
    const { sql, ctx } = await postgresContext();
    await sql.unsafe("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('Z', 'n', 'company', 'l', 'kz', 'n')");
    await sql.unsafe("INSERT INTO users (id, username, email, password, created_at, updated_at) SELECT g, 'r' || g, 'r' || g || '@x.test', 'x', 'n', 'n' FROM generate_series(100, 124) g");
    // A review written as the reviews store writes one: the row, then its landlord's figures recounted.
    const writeReview = (user: number) =>
      write(ctx, async (tx, raise) => {
        await tx.execute(raw.raw(`INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, created_at, updated_at)
          VALUES ('z${user}', 'Z', ${user}, 4, 4, 4, 4, 'text text text', '1-2 years', 'n', 'n')`));
        await recomputeFigures(tx, raise, "Z");
      });
    const reviews = Array.from({ length: 24 }, (_, i) => writeReview(100 + i));
    const deleted = createPostgresAdmin(ctx).deleteLandlord(1, "Z");
    const results = await Promise.allSettled([...reviews, deleted]);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason as Error & { code?: string; cause?: { code?: string } });
    // No deadlock (40P01): the only failures are reviews that found their landlord gone (a foreign key, 23503).
    for (const f of failures) expect(f.cause?.code ?? f.code).toBe("23503");
    expect(results.at(-1)!.status).toBe("fulfilled");
    expect(await sql`SELECT id FROM reviews WHERE landlord_id = 'Z'`).toHaveLength(0);
  });
});
