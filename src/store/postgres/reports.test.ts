// The reports store behaves the same on PostgreSQL as on SQLite: the same assertions run against both,
// PostgreSQL on a real private cluster (src/test/postgres-cluster.ts), where reports really race.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { ReportsStore } from "../reports";
import { REMOVED_WITH_ACCOUNT as SQLITE_REMOVED_WITH_ACCOUNT } from "../sqlite/migrate";
import { createReportsStore as createSqliteReports } from "../sqlite/reports";
import { createReportsStore as createPostgresReports, REMOVED_WITH_ACCOUNT } from "./reports";
import { usersSql } from "../../test/store-fixtures";

const { eachBackend } = storeBackends({ max: 20 });

interface Backend {
  reports: ReportsStore;
  /** The moderation-log rows naming a report. */
  logRows(reportId: number): Promise<number>;
  exec(statement: string): Promise<void>;
}

/** Users 1..12 (1 the admin), a landlord L, review R by user 2 and a reply P to it. */
const SETUP = [
  ...usersSql(12),
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'Acme Lettings', 'company', 'Leeds', 'k', 'n')",
  `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, created_at, updated_at)
   VALUES ('R', 'L', 2, 4, 4, 4, 4, 'The boiler broke twice a winter.', '1-2 years', 'n', 'n')`,
  "INSERT INTO review_replies (id, review_id, user_id, text, created_at, updated_at) VALUES ('P', 'R', 3, 'We replaced it.', 'n', 'n')",
];

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({
    reports: createSqliteReports(ctx),
    logRows: async (id) => (ctx.db.$client.query("SELECT count(*) AS n FROM moderation_log WHERE report_id = ?").get(id) as { n: number }).n,
    exec: async (s) => void ctx.db.$client.exec(s),
  }),
  postgres: ({ db, events }) => ({
    reports: createPostgresReports({ db, events }),
    logRows: async (id) => Number((await db.$client<{ n: number }[]>`SELECT count(*) AS n FROM moderation_log WHERE report_id = ${id}`)[0]!.n),
    exec: async (s) => void (await db.$client.unsafe(s)),
  }),
};

const onReview = { reportType: "review", targetId: "R", reportCategory: "spam", description: "This looks like an advert to me." } as const;

test("a report closed with its author's account carries the same notes on both databases", () => {
  expect(REMOVED_WITH_ACCOUNT).toBe(SQLITE_REMOVED_WITH_ACCOUNT);
});

eachBackend("the reports store", { setup: SETUP, warmPool: true }, open, (b) => {
  test("a report on missing content is that content's 404", async () => {
    await expect(b.reports.create(4, { ...onReview, targetId: "nope" })).rejects.toMatchObject({ status: 404, code: "review.not_found" });
    await expect(b.reports.create(4, { ...onReview, reportType: "reply", reportCategory: "spam", targetId: "nope" })).rejects.toMatchObject({ status: 404, code: "reply.not_found" });
    await expect(b.reports.create(4, { ...onReview, reportType: "landlord", reportCategory: "spam", targetId: "nope" })).rejects.toMatchObject({ status: 404, code: "landlord.not_found" });
  });

  test("ten identical reports sent at once make one pending report; the others are 409", async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => b.reports.create(5, onReview)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409, code: "report.already_reported" });
    const { reports } = await b.reports.list({ limit: 50, offset: 0, status: "pending" });
    expect(reports.filter((r) => r.reportedByUserId === 5)).toHaveLength(1);
  });

  test("the queue shows each report with its target, newest first, and groups by target", async () => {
    await b.reports.create(6, onReview);
    await b.reports.create(6, { reportType: "reply", targetId: "P", reportCategory: "spam", description: "The reply is an advert as well." });
    await b.reports.create(7, { reportType: "landlord", targetId: "L", reportCategory: "spam", description: "This profile is a duplicate one." });
    const { reports, total } = await b.reports.list({ limit: 50, offset: 0 });
    expect(total).toBe(4);
    expect(reports.map((r) => [r.reportType, r.targetId, r.target])).toEqual([
      ["landlord", "L", { landlordId: "L", landlordName: "Acme Lettings", excerpt: "Acme Lettings, Leeds" }],
      ["reply", "P", { landlordId: "L", landlordName: "Acme Lettings", excerpt: "We replaced it.", reviewId: "R" }],
      ["review", "R", { landlordId: "L", landlordName: "Acme Lettings", excerpt: "The boiler broke twice a winter." }],
      ["review", "R", { landlordId: "L", landlordName: "Acme Lettings", excerpt: "The boiler broke twice a winter." }],
    ]);
    const grouped = await b.reports.list({ limit: 2, offset: 0, groupByTarget: true });
    expect(grouped.total).toBe(3);
    expect(grouped.reports.map((r) => r.targetId)).toEqual(["L", "P"]);
    const last = await b.reports.list({ limit: 2, offset: 2, groupByTarget: true });
    expect(last.reports.map((r) => r.targetId)).toEqual(["R", "R"]);
    expect((await b.reports.list({ limit: 50, offset: 0, type: "review" })).total).toBe(2);
  });

  test("two moderators resolving one report at once: one answer, one 409, one log row", async () => {
    const report = await b.reports.create(8, { reportType: "landlord", targetId: "L", reportCategory: "spam", description: "Another duplicate profile here." });
    const results = await Promise.allSettled([b.reports.update(1, report.id, { status: "resolved" }), b.reports.update(1, report.id, { status: "resolved" })]);
    const done = results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<Awaited<ReturnType<ReportsStore["update"]>>>).value);
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ status: "resolved", resolvedBy: 1 });
    expect(done[0]!.resolvedAt).not.toBeNull();
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { status: 409, code: "report.unchanged" } });
    expect(await b.logRows(report.id)).toBe(1);
    // Reopening clears who resolved it; notes change only when sent.
    expect(await b.reports.update(1, report.id, { status: "pending", adminNotes: "Looking again" })).toMatchObject({ status: "pending", resolvedAt: null, resolvedBy: null, adminNotes: "Looking again" });
    expect(await b.reports.update(1, report.id, { status: "reviewed" })).toMatchObject({ status: "reviewed", adminNotes: "Looking again" });
    await expect(b.reports.update(1, 999_999, { status: "resolved" })).rejects.toMatchObject({ status: 404, code: "report.not_found" });
  });

  test("a bulk update is all or nothing: an unknown id changes none", async () => {
    const a = await b.reports.create(9, onReview);
    const c = await b.reports.create(10, onReview);
    await expect(b.reports.updateMany(1, [a.id, 999_998, c.id], { status: "dismissed" })).rejects.toMatchObject({ status: 404, code: "report.not_found" });
    expect(await b.logRows(a.id)).toBe(0);
    const done = await b.reports.updateMany(1, [c.id, a.id, c.id], { status: "dismissed" });
    expect(done.map((r) => [r.id, r.status])).toEqual([
      [c.id, "dismissed"],
      [a.id, "dismissed"],
    ]);
    expect(await b.logRows(a.id)).toBe(1);
  });

  test("bulk updates of the same reports in opposite orders at once do not deadlock", async () => {
    const ids = await Promise.all([11, 12].map(async (u) => (await b.reports.create(u, { ...onReview, reportType: "landlord", targetId: "L", description: "Duplicate profile number two." })).id));
    const results = await Promise.allSettled([b.reports.updateMany(1, ids, { status: "reviewed" }), b.reports.updateMany(1, [...ids].reverse(), { status: "reviewed" })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "report.unchanged" } });
  });

  test("the queue's total is the kept count (issue 32): equal to the matching reports for every filter after creates, status changes and deletes", async () => {
    const extra = await b.reports.create(4, { ...onReview, reportCategory: "harassment", description: "Names a neighbour in the text." });
    await b.reports.update(1, extra.id, { status: "dismissed" });
    await b.exec(`DELETE FROM reports WHERE id = (SELECT min(id) FROM reports WHERE report_type = 'review')`);
    for (const filter of [{}, { status: "pending" }, { status: "dismissed" }, { type: "review" }, { type: "landlord", status: "reviewed" }, { category: "spam" }, { category: "harassment", type: "review" }] as const) {
      const { reports, total } = await b.reports.list({ limit: 100, offset: 0, ...filter });
      expect({ filter, total }).toEqual({ filter, total: reports.length });
    }
  });
});
