// docs/product-rules.md#moderation end to end through the API: the queue's paging, filters, targets and bulk
// changes; the public log, written in the same transaction as each admin action; suspensions and
// their 403s; the contact inbox; the duplicate-landlord merge.
import { describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";
import { insertReport } from "../../store/sqlite/reports";

type Scenario = Awaited<ReturnType<typeof createScenario>>;

const logRows = (t: Scenario) => t.deps.db.$client.query("SELECT * FROM moderation_log ORDER BY id").all() as Record<string, unknown>[];

const reportOn = (targetId: string, over: Record<string, unknown> = {}) => ({
  reportType: "review",
  targetId,
  reportCategory: "Spam or promotional content",
  description: "This looks like an advert for a moving company.",
  ...over,
});

/** `n` pending reports straight into the database (the API's per-user rule would need n accounts). */
function seedReports(t: Scenario, targets: { type: "review" | "landlord"; id: string; category: string }[], n: number) {
  const base = Date.parse("2026-01-01T00:00:00Z");
  for (let i = 0; i < n; i++) {
    const target = targets[i % targets.length]!;
    insertReport(t.deps.db, {
      reportType: target.type,
      targetId: target.id,
      reportCategory: target.category,
      description: `Report number ${i} about this content`,
      reportedByUserId: t.adminUser.id,
      createdAt: new Date(base + i * 60_000).toISOString(),
    });
  }
}

describe("GET /api/reports: the queue", () => {
  test("pages 25 at a time by default with the total in X-Total-Count, at most 100, with offset", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    seedReports(t, [{ type: "landlord", id: l.id, category: "Other" }], 130);
    const first = await t.admin.get("/api/reports");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-total-count")).toBe("130");
    expect(first.body).toHaveLength(25);
    expect(first.body[0].description).toBe("Report number 129 about this content");
    const second = await t.admin.get("/api/reports?limit=25&offset=25");
    expect(second.body[0].description).toBe("Report number 104 about this content");
    expect((await t.admin.get("/api/reports?limit=500")).body).toHaveLength(100);
    expect((await t.admin.get("/api/reports?offset=125")).body).toHaveLength(5);
    expect((await t.admin.get("/api/reports?limit=0")).status).toBe(400);
    expect((await t.admin.get("/api/reports?offset=-1")).status).toBe(400);
  });

  test("narrows by type and category, and each report carries its target: the review's first 300 characters or the landlord", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { name: "Oak Street Rentals", location: "Madison, WI" });
    const longText = "The heating failed every winter. ".repeat(20).trim();
    const r = await t.review(await t.renter(), l.id, { reviewText: longText.slice(0, 1000) });
    seedReports(t, [
      { type: "review", id: r.id, category: "Spam or promotional content" },
      { type: "landlord", id: l.id, category: "Duplicate profile" },
    ], 4);
    const reviews = await t.admin.get("/api/reports?type=review");
    expect(reviews.headers.get("x-total-count")).toBe("2");
    expect(reviews.body[0].target).toEqual({ landlordId: l.id, landlordName: "Oak Street Rentals", excerpt: longText.slice(0, 300) });
    const dup = await t.admin.get("/api/reports?category=Duplicate%20profile");
    expect(dup.body.map((x: { reportType: string }) => x.reportType)).toEqual(["landlord", "landlord"]);
    expect(dup.body[0].target).toEqual({ landlordId: l.id, landlordName: "Oak Street Rentals", excerpt: "Oak Street Rentals, Madison, WI" });
    expect((await t.admin.get("/api/reports?type=user")).status).toBe(400);
    // Content deleted since: the report stays, its target is null.
    await t.admin.delete(`/api/admin/reviews/${r.id}`);
    const after = await t.admin.get("/api/reports?type=review&status=resolved");
    expect(after.body[0].target).toBeNull();
  });

  test("group=target pages by reported item: one review reported five times is one item with its five reports", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const renter = await t.renter();
    const r = await t.review(renter, l.id);
    const others = await Promise.all([1, 2, 3].map(async () => (await t.landlord(t.admin)).id));
    seedReports(t, [{ type: "review", id: r.id, category: "Harassment or personal attacks" }], 5);
    seedReports(t, others.map((id) => ({ type: "landlord" as const, id, category: "Other" })), 3);
    const page = await t.admin.get("/api/reports?group=target&limit=2");
    expect(page.headers.get("x-total-count")).toBe("4");
    const targets = [...new Set(page.body.map((x: { targetId: string }) => x.targetId))];
    expect(targets).toHaveLength(2);
    const rest = await t.admin.get("/api/reports?group=target&limit=2&offset=2");
    const all = [...page.body, ...rest.body];
    expect(all.filter((x: { targetId: string }) => x.targetId === r.id)).toHaveLength(5);
  });
});

describe("PATCH /api/reports: many at once, logged", () => {
  async function queue() {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const r = await t.review(await t.renter(), l.id);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await (await t.renter()).post("/api/reports", reportOn(r.id))).body.id);
    return { t, ids, review: r };
  }

  test("dismisses the selection, one log row each naming the category, and an undo puts them back", async () => {
    const { t, ids, review } = await queue();
    const res = await t.admin.patch("/api/reports", { ids, status: "dismissed" });
    expect(res.status).toBe(200);
    expect(res.body.map((x: { status: string }) => x.status)).toEqual(["dismissed", "dismissed", "dismissed"]);
    expect(res.body[0].resolvedBy).toBe(t.adminUser.id);
    const log = logRows(t);
    expect(log).toHaveLength(3);
    expect(log[0]).toMatchObject({ action: "report.dismissed", target_type: "review", target_id: review.id, report_id: ids[0], category: "Spam or promotional content", actor_id: t.adminUser.id });
    const undo = await t.admin.patch("/api/reports", { ids: [ids[0]], status: "pending" });
    expect(undo.body[0]).toMatchObject({ status: "pending", resolvedAt: null, resolvedBy: null });
    expect(logRows(t).at(-1)).toMatchObject({ action: "report.reopened", report_id: ids[0] });
  });

  test("an unknown id is 404 and one already in that status 409; then nothing changes and no log row is written", async () => {
    const { t, ids } = await queue();
    const missing = await t.admin.patch("/api/reports", { ids: [ids[0], 999999], status: "resolved" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Report 999999 not found");
    await t.admin.patch(`/api/reports/${ids[1]}`, { status: "dismissed" });
    const before = logRows(t).length;
    const stale = await t.admin.patch("/api/reports", { ids: [ids[0], ids[1]], status: "dismissed" });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(`Report ${ids[1]} is already dismissed`);
    expect(logRows(t)).toHaveLength(before);
    expect((await t.admin.get("/api/reports?status=pending")).body.map((r: { id: number }) => r.id).sort()).toEqual([ids[0], ids[2]].sort());
    // The single-report route says the same.
    expect((await t.admin.patch(`/api/reports/${ids[1]}`, { status: "dismissed" })).status).toBe(409);
  });

  test("bad bodies are 400; renters 403; signed out 401", async () => {
    const { t, ids } = await queue();
    expect((await t.admin.patch("/api/reports", { ids: [], status: "resolved" })).status).toBe(400);
    expect((await t.admin.patch("/api/reports", { ids: ["a"], status: "resolved" })).status).toBe(400);
    expect((await t.admin.patch("/api/reports", { ids, status: "gone" })).status).toBe(400);
    expect((await (await t.renter()).patch("/api/reports", { ids, status: "resolved" })).status).toBe(403);
    expect((await t.client().patch("/api/reports", { ids, status: "resolved" })).status).toBe(401);
  });
});

describe("GET /api/moderation-log: public, never who", () => {
  test("anyone reads it newest first with paging; it shows action, kind of content, category or reason and date only", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const author = await t.renter();
    const r = await t.review(author, l.id);
    const reporter = await t.renter();
    await reporter.post("/api/reports", reportOn(r.id, { reportCategory: "Harassment or personal attacks" }));
    await t.admin.delete(`/api/admin/reviews/${r.id}`);
    await t.admin.post(`/api/admin/users/${author.user.id}/suspend`, { hours: 48, reason: "Second harassment warning" });
    const res = await t.client().get("/api/moderation-log");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("2");
    expect(res.body.map((e: { action: string }) => e.action)).toEqual(["user.suspended", "review.deleted"]);
    expect(res.body[1]).toMatchObject({ targetType: "review", category: "Harassment or personal attacks", reason: null });
    expect(res.body[0]).toMatchObject({ targetType: "user", category: null, reason: "Second harassment warning" });
    for (const entry of res.body) expect(Object.keys(entry).sort()).toEqual(["action", "appeal", "category", "createdAt", "id", "reason", "targetType"]);
    // Nothing names the moderator, the reporter or the account.
    for (const who of [t.adminUser, author.user, reporter.user]) {
      expect(res.text).not.toContain(who.username);
      expect(res.text).not.toContain(who.email);
    }
    expect(res.text).not.toContain(r.id);
    const paged = await t.client().get("/api/moderation-log?limit=1&offset=1");
    expect(paged.body.map((e: { action: string }) => e.action)).toEqual(["review.deleted"]);
    expect((await t.client().get("/api/moderation-log?limit=x")).status).toBe(400);
  });

  test("is append-only: the database refuses to change or remove a row", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    await t.admin.delete(`/api/admin/landlords/${l.id}`);
    expect(logRows(t)).toHaveLength(1);
    expect(() => t.deps.db.$client.exec("UPDATE moderation_log SET reason = 'x'")).toThrow(/append-only/);
    expect(() => t.deps.db.$client.exec("DELETE FROM moderation_log")).toThrow(/append-only/);
  });

  test("an admin deleting a landlord is logged; a failed delete leaves no row", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    await (await t.renter()).post("/api/reports", reportOn(l.id, { reportType: "landlord", reportCategory: "Spam or fake listing" }));
    expect((await t.admin.delete(`/api/admin/landlords/${crypto.randomUUID()}`)).status).toBe(404);
    expect(logRows(t)).toHaveLength(0);
    expect((await t.admin.delete(`/api/admin/landlords/${l.id}`)).status).toBe(204);
    expect(logRows(t)).toEqual([expect.objectContaining({ action: "landlord.deleted", target_type: "landlord", category: "Spam or fake listing" })]);
  });

  test("an owner deleting their own review is not moderation and is not logged", async () => {
    const t = await createScenario();
    const renter = await t.renter();
    const r = await t.review(renter, (await t.landlord(t.admin)).id);
    expect((await renter.delete(`/api/reviews/${r.id}`)).status).toBe(204);
    expect(logRows(t)).toHaveLength(0);
  });
});

describe("Suspensions", () => {
  test("a suspended account reads but every write gets 403 with the end date, until the suspension is lifted", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const other = await t.review(await t.renter(), l.id);
    const renter = await t.renter();
    const own = await t.review(renter, (await t.landlord(t.admin)).id);
    const res = await t.admin.post(`/api/admin/users/${renter.user.id}/suspend`, { hours: 24, reason: "Repeated personal attacks" });
    expect(res.status).toBe(201);
    const until = new Date(res.body.until);
    expect(Math.abs(until.getTime() - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);
    expect(res.body.reason).toBe("Repeated personal attacks");

    const writes = [
      await renter.post("/api/reviews", { landlordId: (await t.landlord(t.admin)).id, overallRating: 3, responsivenessRating: 3, maintenanceRating: 3, fairnessRating: 3, reviewText: "Another review text.", lengthOfResidence: "1-2 years" }),
      await renter.put(`/api/reviews/${own.id}`, { overallRating: 1, responsivenessRating: 1, maintenanceRating: 1, fairnessRating: 1, reviewText: "Edited text here.", lengthOfResidence: "1-2 years" }),
      await renter.delete(`/api/reviews/${own.id}`),
      await renter.post(`/api/reviews/${other.id}/helpful`),
      await renter.post("/api/reports", reportOn(other.id)),
      await renter.post("/api/landlords", { name: "New Place", type: "company", location: "Austin, TX" }),
    ];
    for (const w of writes) {
      expect(w.status).toBe(403);
      expect(w.body.message).toMatch(/^Your account is suspended until \w+ \d{1,2}, \d{4}/);
      expect(w.body.suspendedUntil).toBe(res.body.until);
    }
    // Reading still works, and so does signing out; the account can read its own suspension.
    expect((await renter.get("/api/user")).status).toBe(200);
    expect((await renter.get("/api/user/suspension")).body).toEqual({ suspension: { until: res.body.until, reason: "Repeated personal attacks" } });
    expect((await renter.get("/api/user/reviews")).status).toBe(200);
    expect((await renter.get(`/api/landlords/${l.id}/reviews`)).status).toBe(200);

    expect((await t.admin.delete(`/api/admin/users/${renter.user.id}/suspend`)).status).toBe(204);
    expect((await renter.get("/api/user/suspension")).body).toEqual({ suspension: null });
    expect((await renter.post(`/api/reviews/${other.id}/helpful`)).status).toBe(200);
    expect(logRows(t).map((r) => r.action)).toEqual(["user.suspended", "user.unsuspended"]);
    expect((await renter.post("/api/logout")).status).toBe(204);
  });

  test("an expired suspension no longer blocks writes", async () => {
    const t = await createScenario();
    const renter = await t.renter();
    await t.admin.post(`/api/admin/users/${renter.user.id}/suspend`, { hours: 24, reason: "Spam" });
    t.deps.db.$client.exec(`UPDATE user_suspensions SET until = '2000-01-01T00:00:00.000Z'`);
    expect((await renter.post("/api/landlords", { name: "Fresh Place", type: "company", location: "Austin, TX" })).status).toBe(201);
  });

  test("24 hours to 7 days with a reason; already suspended 409, not suspended 409, unknown 404, admins cannot be suspended", async () => {
    const t = await createScenario();
    const renter = await t.renter();
    const url = `/api/admin/users/${renter.user.id}/suspend`;
    expect((await t.admin.post(url, { hours: 2, reason: "x" })).body.errors.hours).toBe("A suspension lasts 24 hours to 7 days");
    expect((await t.admin.post(url, { hours: 169, reason: "x" })).status).toBe(400);
    expect((await t.admin.post(url, { hours: 48 })).body.errors.reason).toBe("Please give a reason");
    expect((await t.admin.delete(url)).status).toBe(409);
    expect((await t.admin.post(url, { hours: 168, reason: "Third offense" })).status).toBe(201);
    const again = await t.admin.post(url, { hours: 48, reason: "Again" });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This account is already suspended until/);
    expect((await t.admin.post("/api/admin/users/999999/suspend", { hours: 48, reason: "x" })).status).toBe(404);
    expect((await t.admin.post("/api/admin/users/abc/suspend", { hours: 48, reason: "x" })).status).toBe(404);
    expect((await t.admin.delete("/api/admin/users/999999/suspend")).status).toBe(404);
    expect((await t.admin.post(`/api/admin/users/${t.adminUser.id}/suspend`, { hours: 48, reason: "x" })).status).toBe(409);
    expect((await renter.post(url, { hours: 48, reason: "x" })).status).toBe(403);
    expect((await t.client().delete(url)).status).toBe(401);
    // Only the successful suspension was logged.
    expect(logRows(t).map((r) => r.action)).toEqual(["user.suspended"]);
  });

  test("GET /api/admin/users finds accounts with their review and report counts; /reviews lists each review with its reports", async () => {
    const t = await createScenario();
    const author = await t.renter();
    const l = await t.landlord(t.admin);
    const r = await t.review(author, l.id);
    const r2 = await t.review(author, (await t.landlord(t.admin)).id);
    await (await t.renter()).post("/api/reports", reportOn(r.id));
    await (await t.renter()).post("/api/reports", reportOn(r.id, { reportCategory: "Other" }));
    const found = await t.admin.get(`/api/admin/users?query=${author.user.username.toUpperCase()}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual([
      expect.objectContaining({ id: author.user.id, username: author.user.username, reviewCount: 2, reportCount: 2, suspension: null }),
    ]);
    expect(found.body[0].password).toBeUndefined();
    // Without a query, the most reported accounts come first.
    expect((await t.admin.get("/api/admin/users")).body[0].id).toBe(author.user.id);
    // Admins see an account's reported or moderated reviews only (issue 30): the second is reported too.
    await (await t.renter()).post("/api/reports", reportOn(r2.id));
    const reviews = await t.admin.get(`/api/admin/users/${author.user.id}/reviews`);
    expect(reviews.body).toHaveLength(2);
    const reported = reviews.body.find((x: { review: { id: string } }) => x.review.id === r.id);
    expect(reported.reports.map((x: { reportCategory: string }) => x.reportCategory).sort()).toEqual(["Other", "Spam or promotional content"]);
    expect(reported.review.userId).toBeNull();
    expect((await t.admin.get("/api/admin/users/999999/reviews")).status).toBe(404);
    expect((await author.get("/api/admin/users")).status).toBe(403);
    expect((await t.client().get("/api/admin/users")).status).toBe(401);
  });
});

describe("Contact messages", () => {
  const message = { name: "Dana Renter", email: "dana@example.test", subject: "Deposit question", message: "How do I dispute a deposit deduction?" };

  test("POST /api/contact stores the message (201), anyone may send; the page's rules are the server's", async () => {
    const t = await createScenario();
    const res = await t.client().post("/api/contact", message);
    expect(res.status).toBe(201);
    expect(typeof res.body.id).toBe("number");
    const bad = await t.client().post("/api/contact", { name: " ", email: "nope", subject: "", message: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: "Name is required", email: "Invalid email address", subject: "Subject is required", message: "Message is required" });
    expect((await t.client().post("/api/contact", { ...message, message: "x".repeat(5001) })).status).toBe(400);
  });

  test("admins read the inbox newest first, mark a message read then archived; repeats 409, unknown 404, logged", async () => {
    const t = await createScenario();
    const first = (await t.client().post("/api/contact", message)).body;
    const second = (await t.client().post("/api/contact", { ...message, subject: "Second" })).body;
    const inbox = await t.admin.get("/api/admin/messages");
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get("x-total-count")).toBe("2");
    expect(inbox.body.map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
    expect(inbox.body[1]).toMatchObject({ ...message, status: "new" });
    const read = await t.admin.patch(`/api/admin/messages/${first.id}`, { status: "read" });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe("read");
    expect((await t.admin.patch(`/api/admin/messages/${first.id}`, { status: "read" })).status).toBe(409);
    expect((await t.admin.patch(`/api/admin/messages/${first.id}`, { status: "archived" })).body.status).toBe("archived");
    expect((await t.admin.get("/api/admin/messages?status=inbox")).body.map((m: { id: number }) => m.id)).toEqual([second.id]);
    expect((await t.admin.get("/api/admin/messages?status=archived")).body.map((m: { id: number }) => m.id)).toEqual([first.id]);
    expect((await t.admin.patch("/api/admin/messages/999999", { status: "read" })).status).toBe(404);
    expect((await t.admin.patch(`/api/admin/messages/${second.id}`, { status: "new" })).status).toBe(400);
    expect(logRows(t).map((r) => r.action)).toEqual(["message.read", "message.archived"]);
    const renter = await t.renter();
    expect((await renter.get("/api/admin/messages")).status).toBe(403);
    expect((await renter.patch(`/api/admin/messages/${second.id}`, { status: "read" })).status).toBe(403);
    expect((await t.client().get("/api/admin/messages")).status).toBe(401);
  });
});

describe("POST /api/admin/landlords/{id}/merge", () => {
  test("moves reviews and reports to the kept landlord; where one user reviewed both the newer stays; figures, search and the log follow", async () => {
    const t = await createScenario();
    const kept = await t.landlord(t.admin, { name: "Harbor Property Group", location: "Boston, MA" });
    const dup = await t.landlord(t.admin, { name: "Harbour Property Grp", location: "Boston, MA" });
    const both = await t.renter();
    const older = await t.review(both, kept.id, { overallRating: 2, reviewText: "Older review on the kept profile." });
    const newer = await t.review(both, dup.id, { overallRating: 4, reviewText: "Newer review on the duplicate profile." });
    t.deps.db.$client.exec(`UPDATE reviews SET created_at = '2025-01-01T00:00:00.000Z' WHERE id = '${older.id}'`);
    const onlyDup = await t.review(await t.renter(), dup.id, { overallRating: 5 });
    const reporter = await t.renter();
    const dupReport = (await reporter.post("/api/reports", reportOn(dup.id, { reportType: "landlord", reportCategory: "Duplicate profile" }))).body;
    const olderReport = (await (await t.renter()).post("/api/reports", reportOn(older.id))).body;

    const res = await t.admin.post(`/api/admin/landlords/${dup.id}/merge`, { intoId: kept.id, reportId: dupReport.id, reason: "Same company, misspelled" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: kept.id, totalReviews: 2, averageRating: 4.5 });
    expect((await t.client().get(`/api/landlords/${dup.id}`)).status).toBe(404);
    const reviews = (await t.client().get(`/api/landlords/${kept.id}/reviews`)).body.map((r: { id: string }) => r.id).sort();
    expect(reviews).toEqual([newer.id, onlyDup.id].sort());
    const reports = (await t.admin.get("/api/reports?limit=100")).body;
    expect(reports.find((r: { id: number }) => r.id === dupReport.id)).toMatchObject({ status: "resolved", targetId: kept.id });
    expect(reports.find((r: { id: number }) => r.id === olderReport.id)).toMatchObject({ status: "resolved" });
    const search = (await t.client().get("/api/landlords/search?query=harbour%20property%20grp")).body.map((l: { id: string }) => l.id);
    expect(search).not.toContain(dup.id);
    expect(logRows(t)).toEqual([expect.objectContaining({ action: "landlord.merged", target_id: dup.id, report_id: dupReport.id, category: "Duplicate profile", reason: "Same company, misspelled" })]);
  });

  test("unknown landlords 404, into itself 400, a settled report 409; a failed merge changes nothing and logs nothing", async () => {
    const t = await createScenario();
    const a = await t.landlord(t.admin);
    const b = await t.landlord(t.admin);
    const r = await t.review(await t.renter(), a.id);
    const report = (await (await t.renter()).post("/api/reports", reportOn(a.id, { reportType: "landlord", reportCategory: "Duplicate profile" }))).body;
    expect((await t.admin.post(`/api/admin/landlords/${crypto.randomUUID()}/merge`, { intoId: b.id })).status).toBe(404);
    const missingInto = await t.admin.post(`/api/admin/landlords/${a.id}/merge`, { intoId: crypto.randomUUID() });
    expect(missingInto.status).toBe(404);
    expect(missingInto.body.message).toBe("The landlord to keep was not found");
    expect((await t.admin.post(`/api/admin/landlords/${a.id}/merge`, { intoId: a.id })).status).toBe(400);
    expect((await t.admin.post(`/api/admin/landlords/${a.id}/merge`, {})).status).toBe(400);
    await t.admin.patch(`/api/reports/${report.id}`, { status: "dismissed" });
    const logged = logRows(t).length;
    expect((await t.admin.post(`/api/admin/landlords/${a.id}/merge`, { intoId: b.id, reportId: report.id })).status).toBe(409);
    expect((await t.admin.post(`/api/admin/landlords/${a.id}/merge`, { intoId: b.id, reportId: 999999 })).status).toBe(404);
    expect(logRows(t)).toHaveLength(logged);
    expect((await t.client().get(`/api/landlords/${a.id}/reviews`)).body.map((x: { id: string }) => x.id)).toEqual([r.id]);
    expect((await (await t.renter()).post(`/api/admin/landlords/${a.id}/merge`, { intoId: b.id })).status).toBe(403);
  });
});
