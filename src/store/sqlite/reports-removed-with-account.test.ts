// Issue 30: pending reports on reviews removed with an account stayed in the queue with no target,
// and the data export named the admin who handled the user's reports and their notes.
// src/store/sqlite/reports.ts `resolvePendingOnReviewsOf` (called by the account's deletion) and
// `toFiledReport` (the export's reports); data version 3 (migrate.ts) settles the old ones.
import { expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createScenario } from "../../test/harness";
import { openDatabase } from "./connection";
import { REMOVED_WITH_ACCOUNT } from "./migrate";
import { reportById, resolvePendingOnReviewsOf, toFiledReport } from "./reports";

const report = (by: { post(path: string, body: unknown): Promise<{ status: number; body: { id: number } }> }, reportType: string, targetId: string) =>
  by.post("/api/reports", { reportType, targetId, reportCategory: "Other", description: "This attacks a named person." });

test("pending reports on reviews removed with an account stay in the queue with no target: the deletion's write resolves them, naming no admin", async () => {
  const t = await createScenario();
  const landlord = await t.landlord(t.admin);
  const author = await t.renter();
  const reporter = await t.renter();
  const gone = await t.review(author, landlord.id);
  const kept = await t.review(reporter, landlord.id);
  const onGone = await report(reporter, "review", gone.id);
  const onKept = await report(author, "review", kept.id);
  expect([onGone.status, onKept.status]).toEqual([201, 201]);

  t.deps.db.transaction((tx) => resolvePendingOnReviewsOf(tx, author.user.id));
  const resolved = reportById(t.deps.db, onGone.body.id)!;
  expect(resolved).toMatchObject({ status: "resolved", resolvedBy: null, adminNotes: REMOVED_WITH_ACCOUNT });
  expect(resolved.resolvedAt).not.toBeNull();
  expect(reportById(t.deps.db, onKept.body.id)!.status).toBe("pending"); // another author's review keeps its report
  const queue = await t.admin.get("/api/reports?status=pending");
  expect(queue.status).toBe(200);
  expect((queue.body as { id: number }[]).map((r) => r.id)).toEqual([onKept.body.id]);
});

test("the data export names the admin who handled the user's reports and their internal notes: a filed report carries neither", async () => {
  const t = await createScenario();
  const landlord = await t.landlord(t.admin);
  const reporter = await t.renter();
  const filed = await report(reporter, "landlord", landlord.id);
  expect(filed.status).toBe(201);
  const decided = await t.admin.patch(`/api/reports/${filed.body.id}`, { status: "dismissed", adminNotes: "Reporter is a known pest." });
  expect(decided.status).toBe(200);
  const shown = toFiledReport(reportById(t.deps.db, filed.body.id)!);
  expect(shown).toMatchObject({ id: filed.body.id, status: "dismissed", reportType: "landlord", targetId: landlord.id });
  expect(shown).not.toHaveProperty("adminNotes");
  expect(shown).not.toHaveProperty("resolvedBy");
  expect(JSON.stringify(shown)).not.toContain("pest");
});

test("data version 3 resolves the pending reports an older version left with no target", () => {
  const file = join(mkdtempSync(join(tmpdir(), "rentfair-orphans-")), "rentfair.db");
  const first = openDatabase(file);
  const c = first.$client;
  c.exec("INSERT INTO users (username, email, password, created_at, updated_at) VALUES ('r', 'r@example.test', 'x', '2026-01-01', '2026-01-01')");
  const insert = c.query("INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, status, created_at) VALUES (?, ?, 1, 'Spam', 'Spam and more spam.', ?, '2026-01-01')");
  insert.run("review", "gone-review", "pending");
  insert.run("reply", "gone-reply", "pending");
  insert.run("review", "gone-but-decided", "dismissed");
  c.exec("PRAGMA user_version = 2");
  c.close();

  const db = openDatabase(file);
  const rows = db.$client.query("SELECT target_id AS target, status, admin_notes AS notes FROM reports ORDER BY id").all();
  expect(rows).toEqual([
    { target: "gone-review", status: "resolved", notes: REMOVED_WITH_ACCOUNT },
    { target: "gone-reply", status: "resolved", notes: REMOVED_WITH_ACCOUNT },
    { target: "gone-but-decided", status: "dismissed", notes: null },
  ]);
  db.$client.close();
});
