// Moderation people can contest (contract §7.5): hide and restore with the figures recounted in the
// same transaction, appeals once and within 14 days, warnings and an account's record, the public
// log's rows, the author's view and the edit history. Every route and code of the contract's list.
import { afterEach, describe, expect, setSystemTime, test } from "bun:test";
import { createScenario, reviewBody, type Scenario } from "../../test/harness";

const HIDE = { reason: "Harassment or personal attacks", note: "Names a neighbour" };

async function hiddenReviewScenario() {
  const t = await createScenario();
  const author = await t.renter();
  const landlord = await t.landlord(t.admin, { name: "Hidden Heights LLC" });
  const other = await t.renter();
  await t.review(other, landlord.id, { overallRating: 2, responsivenessRating: 2, maintenanceRating: 2, fairnessRating: 2, reviewText: "Slow repairs, fair enough otherwise." });
  const review = await t.review(author, landlord.id, { overallRating: 5, responsivenessRating: 5, maintenanceRating: 5, fairnessRating: 5, reviewText: "The best landlord in the whole city, truly." });
  return { t, author, other, landlord, review };
}

const figures = async (t: Scenario, landlordId: string) => {
  const res = await t.client().get(`/api/landlords/${landlordId}`);
  return { totalReviews: res.body.totalReviews, averageRating: res.body.averageRating };
};

const searchCount = async (t: Scenario, name: string) => {
  const res = await t.client().get(`/api/landlords/search?query=${encodeURIComponent(name)}`);
  const list = (Array.isArray(res.body) ? res.body : res.body.landlords ?? res.body.results) as { name: string; totalReviews: number }[];
  return list.find((l) => l.name === name)?.totalReviews;
};

afterEach(() => setSystemTime());

describe("hide and restore (POST /api/admin/reviews/{id}/hide|restore)", () => {
  test("a hidden review leaves every public answer, count, figure and search document; its author still sees why", async () => {
    const { t, author, landlord, review } = await hiddenReviewScenario();
    expect(await figures(t, landlord.id)).toEqual({ totalReviews: 2, averageRating: 3.5 });
    const reporter = await t.renter();
    const report = await reporter.post("/api/reports", { reportType: "review", targetId: review.id, reportCategory: "Harassment or personal attacks", description: "It names the neighbour downstairs." });
    expect(report.status).toBe(201);

    const hidden = await t.admin.post(`/api/admin/reviews/${review.id}/hide`, HIDE);
    expect(hidden.status).toBe(200);
    expect(await figures(t, landlord.id)).toEqual({ totalReviews: 1, averageRating: 2 });
    expect(await searchCount(t, "Hidden Heights LLC")).toBe(1);
    const publicList = await t.client().get(`/api/landlords/${landlord.id}/reviews`);
    expect(publicList.text).not.toContain(review.id);
    expect((await t.client().get("/api/reviews/recent")).text).not.toContain(review.id);
    // The pending report on it is resolved.
    const reports = await t.admin.get("/api/reports?status=pending");
    expect(reports.text).not.toContain(review.id);

    const mine = await author.get("/api/user/reviews");
    const own = mine.body.find((r: { id: string }) => r.id === review.id);
    expect(own.moderation).toMatchObject({ state: "hidden", reason: HIDE.reason, note: HIDE.note, appeal: null });
    expect(Date.parse(own.moderation.appealDeadline) - Date.parse(own.moderation.at)).toBe(14 * 86_400_000);

    expect((await t.admin.post(`/api/admin/reviews/${review.id}/hide`, HIDE)).status).toBe(409);
    expect((await t.admin.post(`/api/admin/reviews/${review.id}/restore`)).status).toBe(200);
    expect(await figures(t, landlord.id)).toEqual({ totalReviews: 2, averageRating: 3.5 });
    expect(await searchCount(t, "Hidden Heights LLC")).toBe(2);
    expect((await t.client().get(`/api/landlords/${landlord.id}/reviews`)).text).toContain(review.id);
    expect((await author.get("/api/user/reviews")).body.find((r: { id: string }) => r.id === review.id).moderation).toBeUndefined();
    const again = await t.admin.post(`/api/admin/reviews/${review.id}/restore`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("moderation.not_hidden");

    // The log: hide and restore, without names or ids.
    const log = await t.client().get("/api/moderation-log");
    const actions = log.body.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(["review.restored", "review.hidden"]);
    expect(log.body[1]).toMatchObject({ targetType: "review", category: HIDE.reason, appeal: null });
    expect(log.text).not.toContain(review.id);
    expect(log.text).not.toContain(author.user.username);
  });

  test("bad input: unknown review 404, a reason outside the review categories 400, a renter 403, signed out 401", async () => {
    const { t, author, review } = await hiddenReviewScenario();
    expect((await t.admin.post(`/api/admin/reviews/${crypto.randomUUID()}/hide`, HIDE)).status).toBe(404);
    expect((await t.admin.post(`/api/admin/reviews/${review.id}/hide`, { reason: "I dislike it" })).status).toBe(400);
    expect((await author.post(`/api/admin/reviews/${review.id}/hide`, HIDE)).status).toBe(403);
    expect((await t.client().post(`/api/admin/reviews/${review.id}/restore`)).status).toBe(401);
    expect((await t.admin.post(`/api/admin/reviews/${crypto.randomUUID()}/restore`)).status).toBe(404);
  });

  test("replies: POST /api/admin/replies/{reviewId}/hide and restore", async () => {
    const { t, landlord, review } = await hiddenReviewScenario();
    const owner = await t.owner(landlord.id);
    expect((await owner.put(`/api/reviews/${review.id}/reply`, { text: "We fixed the boiler the next morning." })).status).toBe(200);
    expect((await t.admin.post(`/api/admin/replies/${review.id}/restore`)).status).toBe(409);
    expect((await t.admin.post(`/api/admin/replies/${review.id}/hide`, { reason: "Other" })).status).toBe(200);
    expect((await t.admin.post(`/api/admin/replies/${review.id}/hide`, { reason: "Other" })).status).toBe(409);
    const page = await t.client().get(`/api/landlords/${landlord.id}/reviews`);
    expect(page.text).not.toContain("We fixed the boiler");
    expect((await t.admin.post(`/api/admin/replies/${review.id}/restore`)).status).toBe(200);
    expect((await t.client().get(`/api/landlords/${landlord.id}/reviews`)).text).toContain("We fixed the boiler");
    const other = await t.review(await t.renter(), landlord.id);
    expect((await t.admin.post(`/api/admin/replies/${other.id}/hide`, { reason: "Other" })).status).toBe(404);
    const actions = (await t.client().get("/api/moderation-log")).body.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(["reply.restored", "reply.hidden"]);
    // The reply's owner is told on the dashboard, naming the landlord whose page it was on.
    const decisions = (await owner.get("/api/user/moderation")).body.decisions;
    expect(decisions.slice(0, 2)).toMatchObject([
      { kind: "reply.restored", landlordName: "Hidden Heights LLC", reviewId: review.id },
      { kind: "reply.hidden", reason: "Other", landlordName: "Hidden Heights LLC", reviewId: review.id },
    ]);
  });
});

describe("appeals (POST /api/appeals, GET and PATCH /api/admin/appeals)", () => {
  const TEXT = "The neighbour is not named; I described the landlord only.";

  test("the author appeals once; a granted appeal restores the review and its figures; the log shows the outcome", async () => {
    const { t, author, landlord, review } = await hiddenReviewScenario();
    await t.admin.post(`/api/admin/reviews/${review.id}/hide`, HIDE);
    const filed = await author.post("/api/appeals", { targetType: "review", targetId: review.id, text: TEXT });
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({ status: "pending", targetType: "review", targetId: review.id });
    const second = await author.post("/api/appeals", { targetType: "review", targetId: review.id, text: TEXT });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("appeal.already_appealed");
    expect((await author.get("/api/user/reviews")).body.find((r: { id: string }) => r.id === review.id).moderation.appeal).toMatchObject({ status: "pending" });

    const pending = await t.admin.get("/api/admin/appeals?status=pending");
    expect(pending.status).toBe(200);
    expect(pending.body).toHaveLength(1);
    expect(pending.body[0]).toMatchObject({ text: TEXT, user: { username: author.user.username }, action: { action: "review.hidden", category: HIDE.reason, note: HIDE.note } });
    expect(pending.body[0].review.reviewText).toBe(review.reviewText);
    expect((await t.admin.get("/api/admin/appeals?status=granted")).body).toEqual([]);
    expect((await t.admin.get("/api/admin/appeals?status=maybe")).status).toBe(400);

    expect(await figures(t, landlord.id)).toEqual({ totalReviews: 1, averageRating: 2 });
    const granted = await t.admin.patch(`/api/admin/appeals/${filed.body.id}`, { decision: "granted", note: "Nobody is named." });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ status: "granted", decisionNote: "Nobody is named." });
    expect(await figures(t, landlord.id)).toEqual({ totalReviews: 2, averageRating: 3.5 });
    expect(await searchCount(t, "Hidden Heights LLC")).toBe(2);
    expect((await t.client().get(`/api/landlords/${landlord.id}/reviews`)).text).toContain(review.id);
    const twice = await t.admin.patch(`/api/admin/appeals/${filed.body.id}`, { decision: "upheld" });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("appeal.already_decided");
    expect((await t.admin.patch("/api/admin/appeals/999999", { decision: "upheld" })).status).toBe(404);
    expect((await author.patch(`/api/admin/appeals/${filed.body.id}`, { decision: "upheld" })).status).toBe(403);

    const log = (await t.client().get("/api/moderation-log")).body as { action: string; appeal: string | null }[];
    expect(log[0]).toMatchObject({ action: "appeal.granted" });
    expect(log.find((e) => e.action === "review.hidden")?.appeal).toBe("granted");

    // The author is told on the dashboard (the contract's fallback until notifications).
    const mine = await author.get("/api/user/moderation");
    expect(mine.body.decisions.map((d: { kind: string }) => d.kind)).toEqual(["appeal.granted", "review.hidden"]);
    expect(mine.body.appeals[0]).toMatchObject({ status: "granted" });
  });

  test("an appeal's text: 10 to 2,000 characters, the error says the bound", async () => {
    const { t, author, review } = await hiddenReviewScenario();
    await t.admin.post(`/api/admin/reviews/${review.id}/hide`, HIDE);
    const long = await author.post("/api/appeals", { targetType: "review", targetId: review.id, text: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain("Appeal must be at most 2,000 characters");
    expect((await author.post("/api/appeals", { targetType: "review", targetId: review.id, text: "x".repeat(2000) })).status).toBe(201);
  });

  test("fixing a hidden review's text while its appeal waits: the edit's answer still shows the appeal pending", async () => {
    const { t, author, review } = await hiddenReviewScenario();
    await t.admin.post(`/api/admin/reviews/${review.id}/hide`, HIDE);
    expect((await author.post("/api/appeals", { targetType: "review", targetId: review.id, text: TEXT })).status).toBe(201);
    const edited = await author.put(`/api/reviews/${review.id}`, reviewBody({ overallRating: 4, reviewText: "A good landlord; the neighbour is no longer mentioned here." }));
    expect(edited.status).toBe(200);
    expect(edited.body.moderation).toMatchObject({ state: "hidden", reason: HIDE.reason, appeal: { status: "pending" } });
    // The dashboard's decision carries the moderators' note to the author (kept on the review, not in the public log).
    const mine = (await author.get("/api/user/moderation")).body;
    expect(mine.decisions[0]).toMatchObject({ kind: "review.hidden", reason: HIDE.reason, note: HIDE.note, reviewId: review.id });
    expect(JSON.stringify((await t.client().get("/api/moderation-log")).body)).not.toContain(HIDE.note);
  });

  test("someone else's content: 403 saying why; nothing hidden: 404; after 14 days: 403 saying why", async () => {
    const { t, author, other, review } = await hiddenReviewScenario();
    const past = new Date(Date.now() - 15 * 86_400_000);
    setSystemTime(past);
    await t.admin.post(`/api/admin/reviews/${review.id}/hide`, HIDE);
    setSystemTime();
    const stranger = await other.post("/api/appeals", { targetType: "review", targetId: review.id, text: TEXT });
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ code: "appeal.not_yours", message: expect.stringContaining("your own") });
    const late = await author.post("/api/appeals", { targetType: "review", targetId: review.id, text: TEXT });
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ code: "appeal.deadline_passed", message: expect.stringContaining("14 days") });
    const visible = await t.review(author, (await t.landlord(t.admin)).id);
    expect((await author.post("/api/appeals", { targetType: "review", targetId: visible.id, text: TEXT })).status).toBe(404);
    expect((await author.post("/api/appeals", { targetType: "review", targetId: review.id, text: "short" })).status).toBe(400);
    expect((await t.client().post("/api/appeals", { targetType: "review", targetId: review.id, text: TEXT })).status).toBe(401);
  });

  test("a suspended account appeals its suspension (the one write it may make); upheld keeps it, granted lifts it", async () => {
    const t = await createScenario();
    const renter = await t.renter();
    const other = await t.renter();
    expect((await t.admin.post(`/api/admin/users/${renter.user.id}/suspend`, { hours: 48, reason: "Spam reviews" })).status).toBe(201);
    expect((await renter.post("/api/reviews", {})).status).toBe(403);
    expect((await renter.post("/api/appeals", { targetType: "suspension", targetId: String(other.user.id), text: TEXT })).status).toBe(403);
    const filed = await renter.post("/api/appeals", { targetType: "suspension", targetId: String(renter.user.id), text: TEXT });
    expect(filed.status).toBe(201);
    expect((await renter.post("/api/appeals", { targetType: "suspension", targetId: String(renter.user.id), text: TEXT })).status).toBe(409);
    const listed = await t.admin.get("/api/admin/appeals");
    expect(listed.body[0]).toMatchObject({ targetType: "suspension", suspension: { reason: "Spam reviews" }, action: { action: "user.suspended", reason: "Spam reviews" } });
    expect((await t.admin.patch(`/api/admin/appeals/${filed.body.id}`, { decision: "granted" })).status).toBe(200);
    expect((await renter.get("/api/user/suspension")).body.suspension).toBeNull();
    expect((await other.post("/api/appeals", { targetType: "suspension", targetId: String(other.user.id), text: TEXT })).status).toBe(404);
  });

  test("an appeal of an earlier suspension, granted after a new one began, does not lift the new one", async () => {
    const t = await createScenario();
    const renter = await t.renter();
    expect((await t.admin.post(`/api/admin/users/${renter.user.id}/suspend`, { hours: 24, reason: "Spam reviews" })).status).toBe(201);
    const filed = await renter.post("/api/appeals", { targetType: "suspension", targetId: String(renter.user.id), text: TEXT });
    expect(filed.status).toBe(201);
    // The first suspension runs out; moderators suspend again, for something else, before deciding the appeal.
    setSystemTime(new Date(Date.now() + 25 * 3600_000));
    expect((await renter.get("/api/user/suspension")).body.suspension).toBeNull();
    expect((await t.admin.post(`/api/admin/users/${renter.user.id}/suspend`, { hours: 72, reason: "Harassment" })).status).toBe(201);
    expect((await t.admin.patch(`/api/admin/appeals/${filed.body.id}`, { decision: "granted" })).status).toBe(200);
    expect((await renter.get("/api/user/suspension")).body.suspension).toMatchObject({ reason: "Harassment" });
    expect((await renter.post("/api/reviews", {})).status).toBe(403);
  });
});

describe("warnings and the account record (POST /api/admin/users/{id}/warn, GET /api/admin/users/{id}/record)", () => {
  test("a warning is logged and the record proposes the Terms' next step", async () => {
    const { t, author, review } = await hiddenReviewScenario();
    expect((await t.admin.get(`/api/admin/users/${author.user.id}/record`)).body.nextStep).toBe("warning");
    const warned = await t.admin.post(`/api/admin/users/${author.user.id}/warn`, { reason: "Personal details in a review" });
    expect(warned.status).toBe(201);
    expect(warned.body).toMatchObject({ reason: "Personal details in a review" });
    expect((await t.admin.post(`/api/admin/users/${author.user.id}/warn`, { reason: "" })).status).toBe(400);
    expect((await t.admin.post("/api/admin/users/999999/warn", { reason: "x" })).status).toBe(404);
    expect((await author.post(`/api/admin/users/${author.user.id}/warn`, { reason: "x" })).status).toBe(403);
    await t.admin.post(`/api/admin/reviews/${review.id}/hide`, HIDE);
    const record = await t.admin.get(`/api/admin/users/${author.user.id}/record`);
    expect(record.body).toMatchObject({ nextStep: "suspension-short", warnings: [{ reason: "Personal details in a review" }], hiddenReviews: [{ id: review.id, reason: HIDE.reason }] });
    await t.admin.post(`/api/admin/users/${author.user.id}/suspend`, { hours: 24, reason: "Again" });
    expect((await t.admin.get(`/api/admin/users/${author.user.id}/record`)).body.nextStep).toBe("suspension-long");
    const log = (await t.client().get("/api/moderation-log")).body as { action: string; reason: string | null }[];
    expect(log.find((e) => e.action === "user.warned")).toMatchObject({ reason: "Personal details in a review" });
    expect((await author.get("/api/user/moderation")).body.decisions.map((d: { kind: string }) => d.kind)).toContain("user.warned");
  });

  test("the author's data export holds the hidden review, the warnings and the appeals", async () => {
    const { t, author, review } = await hiddenReviewScenario();
    await t.admin.post(`/api/admin/reviews/${review.id}/hide`, HIDE);
    await t.admin.post(`/api/admin/users/${author.user.id}/warn`, { reason: "Names in a review" });
    await author.post("/api/appeals", { targetType: "review", targetId: review.id, text: "Please have another look at it." });
    const exported = await author.get("/api/user/export");
    expect(exported.status).toBe(200);
    expect(exported.body.reviews.find((r: { id: string }) => r.id === review.id).moderation).toMatchObject({ state: "hidden" });
    expect(exported.body.warnings).toMatchObject([{ reason: "Names in a review" }]);
    expect(exported.body.appeals).toMatchObject([{ targetId: review.id, status: "pending" }]);
  });

  test("contact-message housekeeping leaves the public log", async () => {
    const t = await createScenario();
    expect((await t.client().post("/api/contact", { name: "Ana", email: "ana@example.test", subject: "Hi", message: "A question about reviews." })).status).toBe(201);
    const inbox = await t.admin.get("/api/admin/messages");
    const id = (inbox.body.messages ?? inbox.body)[0].id;
    expect((await t.admin.patch(`/api/admin/messages/${id}`, { status: "read" })).status).toBe(200);
    const log = await t.client().get("/api/moderation-log");
    expect(log.body.map((e: { action: string }) => e.action)).not.toContain("message.read");
    expect(log.headers.get("x-total-count")).toBe("0");
  });
});

describe("edits (editedAt, GET /api/admin/reviews/{id}/history)", () => {
  test("an edit sets editedAt and keeps the earlier version for admins only", async () => {
    const { t, author, review } = await hiddenReviewScenario();
    expect(review.editedAt).toBeNull();
    const edited = await author.put(`/api/reviews/${review.id}`, reviewBody({ reviewText: "Still the best landlord, but repairs slowed down." }));
    expect(edited.status).toBe(200);
    expect(edited.body.editedAt).toEqual(expect.any(String));
    const history = await t.admin.get(`/api/admin/reviews/${review.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ reviewText: review.reviewText, overallRating: 5, writtenAt: review.createdAt });
    expect((await author.get(`/api/admin/reviews/${review.id}/history`)).status).toBe(403);
    expect((await t.admin.get(`/api/admin/reviews/${crypto.randomUUID()}/history`)).status).toBe(404);
  });
});
