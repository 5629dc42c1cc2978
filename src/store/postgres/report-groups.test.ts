// Issue 32: the report queue grouped by target (GET /api/reports?group=target) reads its total from
// kept counts (report_targets and report_group_counts, kept by triggers: SQLite migration
// 0016_report_groups.sql, PostgreSQL 0011). On both databases, after every kind of write that
// touches reports, the grouped total under each filter equals a recount of the distinct targets of
// the matching reports, the pages walk every target once, and `rentfair check` finds no difference.
import { readFileSync } from "node:fs";
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { Store } from "../index";
import { REPORT_STATUSES, REPORT_TYPES } from "../../contract/constants";
import type { ReviewFields } from "../../contract/schemas";
import type { ReportFilter } from "../reports";
import { createAccountStore as sqliteAccount } from "../sqlite/account";
import { createLandlordsStore as sqliteLandlords } from "../sqlite/landlords";
import { createOperationsStore as sqliteOperations } from "../sqlite/operations";
import { createReportsStore as sqliteReports } from "../sqlite/reports";
import { createReviewsStore as sqliteReviews } from "../sqlite/reviews";
import { createAccountStore as pgAccount } from "./account";
import { createLandlordsStore as pgLandlords } from "./landlords";
import { createOperationsStore as pgOperations } from "./operations";
import { createReportsStore as pgReports } from "./reports";
import { createReviewsStore as pgReviews } from "./reviews";
import { usersSql, reviewFields } from "../../test/store-fixtures";

const { eachBackend } = storeBackends({ max: 6 });

type Backend = Pick<Store, "account" | "landlords" | "operations" | "reports" | "reviews"> & {
  rows(query: string): Promise<Record<string, unknown>[]>;
  exec(statement: string): Promise<void>;
};

const USERS = 14;
const SETUP = [
  ...usersSql(USERS),
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('A', 'Alpha', 'company', 'Leeds', 'alpha|leeds', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('B', 'Beta', 'company', 'York', 'beta|york', 'n')",
];

const fields = (overall: number): ReviewFields => reviewFields(overall, { fairnessRating: 2 });

/** The backfill statements of a report_groups migration (those that fill the tables from the reports already written). */
const backfill = (file: string) =>
  readFileSync(new URL(file, import.meta.url), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.replace(/^--.*$/gm, "").trim())
    .filter((s) => s.startsWith("INSERT"));

const open: BackendOpeners<Backend & { backfill: string[] }> = {
  sqlite: (ctx) => ({
    backfill: backfill("../sqlite/migrations/0016_report_groups.sql"),
    account: sqliteAccount(ctx),
    landlords: sqliteLandlords(ctx),
    operations: sqliteOperations(ctx),
    reports: sqliteReports(ctx),
    reviews: sqliteReviews(ctx),
    rows: async (q) => ctx.db.$client.query(q).all() as Record<string, unknown>[],
    exec: async (s) => void ctx.db.$client.exec(s),
  }),
  postgres: (ctx) => ({
    backfill: backfill("./migrations/0011_report_groups.sql"),
    account: pgAccount(ctx),
    landlords: pgLandlords(ctx),
    operations: pgOperations(ctx),
    reports: pgReports(ctx),
    reviews: pgReviews(ctx),
    rows: async (q) => [...(await ctx.db.$client.unsafe(q))] as Record<string, unknown>[],
    exec: async (s) => void (await ctx.db.$client.unsafe(s)),
  }),
};

const CATEGORIES = ["spam", "harassment"] as const;
/** Every filter the queue takes: each status, type and category, or none. */
const FILTERS: ReportFilter[] = [];
for (const status of [undefined, ...REPORT_STATUSES])
  for (const type of [undefined, ...REPORT_TYPES])
    for (const category of [undefined, ...CATEGORIES]) FILTERS.push({ ...(status && { status }), ...(type && { type }), ...(category && { category }) });

const sqlText = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** The distinct targets of the reports matching `f`, counted from the reports. */
async function recount(b: Backend, f: ReportFilter): Promise<number> {
  const where = [f.status && `status = ${sqlText(f.status)}`, f.type && `report_type = ${sqlText(f.type)}`, f.category && `report_category = ${sqlText(f.category)}`].filter(Boolean);
  const [row] = await b.rows(`SELECT count(*) AS n FROM (SELECT DISTINCT report_type, target_id FROM reports ${where.length ? `WHERE ${where.join(" AND ")}` : ""}) AS d`);
  return Number(row!.n);
}

/** Every filter's grouped total equals its recount; the pages of the unfiltered queue hold each target once; `rentfair check` agrees. */
async function expectTotalsRecounted(b: Backend): Promise<number> {
  for (const filter of FILTERS) {
    const { total } = await b.reports.list({ limit: 1, offset: 0, groupByTarget: true, ...filter });
    expect({ filter, total }).toEqual({ filter, total: await recount(b, filter) });
  }
  const all = await b.reports.list({ limit: 3, offset: 0, groupByTarget: true });
  const targets = new Set<string>();
  for (let offset = 0; offset < all.total; offset += 3) {
    const page = await b.reports.list({ limit: 3, offset, groupByTarget: true });
    for (const r of page.reports) targets.add(`${r.reportType}|${r.targetId}`);
  }
  expect(targets.size).toBe(all.total);
  const check = await b.operations.checkFigures();
  expect(check.mismatches).toEqual([]);
  if (all.total) expect(check.checked.reportGroups).toBeGreaterThan(0);
  return all.total;
}

eachBackend("the grouped report queue's kept totals", { setup: SETUP, warmPool: true }, open, (b) => {
  test("equal a recount under every filter after reports, status changes, category changes, deletions, a merge and account deletions", async () => {
    const made: string[] = [];
    for (let u = 1; u <= 6; u++) made.push((await b.reviews.create(u, { ...fields((u % 5) + 0.5), landlordId: u <= 3 ? "A" : "B" })).review.id);
    // Several reports on the same targets from different people, of two categories.
    const ids: number[] = [];
    for (let u = 7; u <= 12; u++) {
      for (const [k, target] of made.slice(0, 4).entries()) {
        if ((u + k) % 2) ids.push((await b.reports.create(u, { reportType: "review", targetId: target, reportCategory: CATEGORIES[(u + k) % 2 ? 0 : 1]!, description: "This looks like an advert to me." })).id);
        else ids.push((await b.reports.create(u, { reportType: "review", targetId: target, reportCategory: "harassment", description: "Names a neighbour in the text." })).id);
      }
    }
    ids.push((await b.reports.create(13, { reportType: "landlord", targetId: "A", reportCategory: "spam", description: "This profile is a duplicate one." })).id);
    ids.push((await b.reports.create(14, { reportType: "landlord", targetId: "B", reportCategory: "spam", description: "This profile is a duplicate one." })).id);
    ids.push((await b.reports.create(14, { reportType: "review", targetId: made[5]!, reportCategory: "spam", description: "This looks like an advert to me." })).id);
    expect(await expectTotalsRecounted(b)).toBe(7);

    // Status changes: one at a time, in bulk, and back to pending.
    await b.reports.update(1, ids[0]!, { status: "resolved" });
    await b.reports.update(1, ids[1]!, { status: "dismissed" });
    await b.reports.updateMany(1, ids.slice(2, 9), { status: "reviewed" });
    await b.reports.update(1, ids[3]!, { status: "pending" });
    await expectTotalsRecounted(b);

    // A category changed by an operator's SQL (the triggers count it too).
    await b.exec(`UPDATE reports SET report_category = 'harassment' WHERE id IN (${ids.slice(-3).join(", ")})`);
    await expectTotalsRecounted(b);

    // A report deleted by SQL; a review deleted by its author and one by an admin (their reports closed).
    await b.exec(`DELETE FROM reports WHERE id = ${ids[4]}`);
    await b.reviews.remove({ id: 1, isAdmin: false }, made[0]!);
    await b.reviews.remove({ id: 1, isAdmin: true }, made[1]!);
    await expectTotalsRecounted(b);

    // Two landlords merged: B's reports move to A.
    await b.landlords.merge("B", "A", { id: 1 });
    expect(await expectTotalsRecounted(b)).toBeLessThanOrEqual(6);

    // Accounts deleted: a reported author (both ways) and a reporter.
    await b.account.delete(3, "delete");
    await b.account.delete(4, "anonymize");
    await b.account.delete(7, "delete");
    await b.account.delete(14, "delete");
    await expectTotalsRecounted(b);

    // Every report deleted: every total back to nothing.
    await b.exec("DELETE FROM reports");
    expect(await expectTotalsRecounted(b)).toBe(0);
    expect(await b.rows("SELECT * FROM report_targets")).toEqual([]);
  });

  test("a kept group count that drifted is found, and --fix recounts it", async () => {
    await b.reports.create(5, { reportType: "landlord", targetId: "A", reportCategory: "spam", description: "This profile is a duplicate one." });
    await b.exec(`UPDATE report_group_counts SET "groups" = "groups" + 2 WHERE status_key = '*' AND category_key = '*' AND report_type = 'landlord'`);
    await b.exec(`DELETE FROM report_targets WHERE status_key = 'pending'`);
    const found = await b.operations.checkFigures();
    expect(found.mismatches.map((m) => `${m.kind} ${m.id} ${m.field}`).sort()).toEqual(["reportGroup *|*|landlord groups", "reportGroup report_targets rows"]);
    expect((await b.operations.checkFigures({ fix: true })).fixed).toBe(true);
    expect((await b.operations.checkFigures()).differing).toBe(0);
    expect((await b.reports.list({ limit: 20, offset: 0, groupByTarget: true })).total).toBe(1);
  });

  test("the migration's backfill fills the tables as the triggers keep them", async () => {
    for (const [u, target] of [[6, "A"], [9, "A"], [8, "A"]] as const) await b.reports.create(u, { reportType: "landlord", targetId: target, reportCategory: u % 2 ? "spam" : "harassment", description: "This profile is a duplicate one." });
    const made = (await b.reviews.create(10, { ...fields(3), landlordId: "A" })).review.id;
    const r = await b.reports.create(11, { reportType: "review", targetId: made, reportCategory: "spam", description: "This looks like an advert to me." });
    await b.reports.update(1, r.id, { status: "dismissed" });
    const kept = async () => ({
      targets: await b.rows("SELECT status_key, category_key, report_type, target_id, n FROM report_targets ORDER BY 1, 2, 3, 4"),
      groups: await b.rows(`SELECT status_key, category_key, report_type, "groups" FROM report_group_counts WHERE "groups" <> 0 ORDER BY 1, 2, 3`),
    });
    const byTriggers = await kept();
    expect(byTriggers.targets.length).toBeGreaterThan(8);
    await b.exec("DELETE FROM report_targets");
    await b.exec("DELETE FROM report_group_counts");
    expect(b.backfill).toHaveLength(2);
    for (const statement of b.backfill) await b.exec(statement);
    expect(await kept()).toEqual(byTriggers);
  });

  test("reports created, resolved and deleted at once on the same targets leave the totals equal to a recount", async () => {
    await b.exec("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('C', 'Gamma', 'company', 'Hull', 'gamma|hull', 'n')");
    const targets = ["C"];
    for (const u of [12, 13]) targets.push((await b.reviews.create(u, { ...fields(4), landlordId: "C" })).review.id);
    const made = await Promise.all(
      [6, 8, 9, 10, 11].flatMap((u) => targets.map((t) => b.reports.create(u, { reportType: t === "C" ? "landlord" : "review", targetId: t, reportCategory: u % 2 ? "spam" : "harassment", description: "Filed at the same moment as others." }))),
    );
    await Promise.all([
      ...made.filter((_, i) => i % 3 === 0).map((r) => b.reports.update(1, r.id, { status: "resolved" })),
      ...made.filter((_, i) => i % 3 === 1).map((r) => b.exec(`DELETE FROM reports WHERE id = ${r.id}`)),
      b.reports.updateMany(1, made.filter((_, i) => i % 3 === 2).map((r) => r.id), { status: "dismissed" }),
      ...[6, 8, 9].map((u) => b.reports.create(u, { reportType: "review", targetId: targets[1]!, reportCategory: "other", description: "One more filed while others are resolved." }).catch(() => null)),
    ]);
    await expectTotalsRecounted(b);
  });
});
