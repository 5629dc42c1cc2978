import { describe, expect, test } from "bun:test";
import { createScenario, createTestApp, reviewBody, verificationBody, type TestClient } from "../../test/harness";

const PASSWORD = "correct horse";

/** A second signed-in session of the same account, as another browser would have. */
async function signInElsewhere(t: { client(): TestClient }, email: string, password = PASSWORD): Promise<TestClient> {
  const c = t.client();
  const res = await c.post("/api/login", { email, password });
  expect(res.status).toBe(200);
  return c;
}

const count = (t: { deps: { db: { $client: { query(sql: string): { get(...a: unknown[]): unknown } } } } }, sql: string, ...args: unknown[]) =>
  (t.deps.db.$client.query(sql).get(...args) as { n: number }).n;

describe("PATCH /api/user", () => {
  test("changes names and username and answers the user; a blank name clears it", async () => {
    const t = createTestApp();
    const c = t.client();
    const me = await c.register({ firstName: "Maria", lastName: "Lopez" });
    const res = await c.patch("/api/user", { username: "maria_l", firstName: "Mara", lastName: "" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: me.id, username: "maria_l", firstName: "Mara", lastName: null, email: me.email });
    expect(res.text).not.toContain("argon2");
    expect((await c.get("/api/user")).body).toMatchObject({ username: "maria_l", firstName: "Mara", lastName: null });
  });

  test("a username another account has (ignoring case) is 409; one's own in another case is fine", async () => {
    const t = createTestApp();
    await t.client().register({ username: "taken_name" });
    const c = t.client();
    await c.register({ username: "mine_now" });
    const res = await c.patch("/api/user", { username: "TAKEN_name" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: "Username already taken", errors: { username: "Username already taken" } });
    expect((await c.patch("/api/user", { username: "Mine_Now" })).status).toBe(200);
  });

  test("bad input is 400 with the product's messages; signed out is 401; isAdmin and email are not taken", async () => {
    const t = createTestApp();
    const c = t.client();
    const me = await c.register();
    const short = await c.patch("/api/user", { username: "ab" });
    expect(short.status).toBe(400);
    expect(short.body.errors.username).toBe("Username must be at least 3 characters");
    expect((await c.patch("/api/user", { firstName: "x".repeat(101) })).body.errors.firstName).toBe("First name must be less than 100 characters");
    const sneaky = await c.patch("/api/user", { isAdmin: 1, email: "other@example.test", firstName: "Ok" });
    expect(sneaky.body).toMatchObject({ isAdmin: 0, email: me.email, firstName: "Ok" });
    expect((await t.client().patch("/api/user", { firstName: "X" })).status).toBe(401);
  });
});

describe("POST /api/user/password", () => {
  test("with the current password: 204, the new one signs in, the old does not, other sessions end, this one stays", async () => {
    const t = createTestApp();
    const c = t.client();
    const me = await c.register();
    const elsewhere = await signInElsewhere(t, me.email);
    const res = await c.post("/api/user/password", { currentPassword: PASSWORD, newPassword: "battery staple" });
    expect(res.status).toBe(204);
    expect((await c.get("/api/user")).status).toBe(200);
    expect((await elsewhere.get("/api/user")).status).toBe(401);
    expect((await t.client().post("/api/login", { email: me.email, password: PASSWORD })).status).toBe(401);
    expect((await t.client().post("/api/login", { email: me.email, password: "battery staple" })).status).toBe(200);
  });

  test("a wrong current password is 400 at the field and changes nothing; a short new one is 400; signed out 401", async () => {
    const t = createTestApp();
    const c = t.client();
    const me = await c.register();
    const wrong = await c.post("/api/user/password", { currentPassword: "not it", newPassword: "battery staple" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: "Password is incorrect" });
    const short = await c.post("/api/user/password", { currentPassword: PASSWORD, newPassword: "12345" });
    expect(short.body.errors.newPassword).toBe("Password must be at least 6 characters");
    expect((await t.client().post("/api/login", { email: me.email, password: PASSWORD })).status).toBe(200);
    expect((await t.client().post("/api/user/password", { currentPassword: PASSWORD, newPassword: "battery staple" })).status).toBe(401);
  });

  test("wrong passwords count towards the sign-in limit of the e-mail, so a borrowed session cannot guess it", async () => {
    const t = createTestApp();
    const c = t.client();
    await c.register();
    for (let i = 0; i < 10; i++) expect((await c.post("/api/user/password", { currentPassword: `guess ${i}`, newPassword: "battery staple" })).status).toBe(400);
    const locked = await c.post("/api/user/password", { currentPassword: PASSWORD, newPassword: "battery staple" });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Eleven argon2id checks: more than the default 5 s on a busy machine.
  }, 30_000);
});

describe("GET /api/user/export", () => {
  test("a JSON attachment of the account, its reviews as written, the votes it cast and the reports it filed; never a hash or session id", async () => {
    const t = await createScenario();
    const me = await t.renter();
    const other = await t.renter();
    const mine = await t.landlord(me, { name: "Export Towers" });
    await t.review(me, mine.id, { propertyAddress: "8611 Washington Blvd, Apt 33", reviewerName: "M." });
    const theirs = await t.landlord(other, { name: "Voted Place" });
    const theirReview = await t.review(other, theirs.id);
    expect((await me.post(`/api/reviews/${theirReview.id}/helpful`)).status).toBe(200);
    expect((await me.post("/api/reports", { reportType: "landlord", targetId: theirs.id, reportCategory: "Other", description: "This profile looks duplicated." })).status).toBe(201);
    const filed = await me.post("/api/verification-requests", verificationBody({ landlordId: mine.id }));
    expect(filed.status).toBe(201);

    const res = await me.get("/api/user/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="rentfair-data-.+\.json"$/);
    const data = res.body;
    expect(data.account).toMatchObject({ id: me.user.id, username: me.user.username, email: me.user.email });
    expect(data.reviews).toHaveLength(1);
    expect(data.reviews[0]).toMatchObject({ userId: me.user.id, propertyAddress: "8611 Washington Blvd, Apt 33", reviewerName: "M.", landlord: { name: "Export Towers" } });
    expect(data.helpfulVotes).toEqual([{ reviewId: theirReview.id, landlordName: "Voted Place", createdAt: expect.any(String) }]);
    expect(data.reports).toHaveLength(1);
    expect(data.reports[0]).toMatchObject({ reportType: "landlord", targetId: theirs.id, reportedByUserId: me.user.id });
    expect(data.sessions).toHaveLength(1);
    expect(data.linkedAccounts).toEqual([]);
    expect(data.verificationRequests).toHaveLength(1);
    expect(data.verificationRequests[0]).toMatchObject({ id: filed.body.id, landlordId: mine.id, status: "pending" });
    expect(data.replies).toEqual([]);
    expect(data.suspension).toBeNull();
    expect(res.text).not.toContain("$argon2");
    const sid = decodeURIComponent(me.cookie.split("=")[1]!).split(".")[0]!;
    expect(res.text).not.toContain(sid);
    // Nothing of the other account.
    expect(res.text).not.toContain(other.user.email);
    expect((await t.client().get("/api/user/export")).status).toBe(401);
  });

  test("includes the appeals the account filed and the warnings it received (contract §7.5), without who decided", async () => {
    const t = await createScenario();
    const me = await t.renter();
    const review = await t.review(me, (await t.landlord(t.admin)).id);
    expect((await t.admin.post(`/api/admin/reviews/${review.id}/hide`, { reason: "Spam or promotional content" })).status).toBe(200);
    const appeal = await me.post("/api/appeals", { targetType: "review", targetId: review.id, text: "Everything in it happened as I wrote it." });
    expect(appeal.status).toBe(201);
    expect((await t.admin.post(`/api/admin/users/${me.user.id}/warn`, { reason: "Personal details of a neighbour in a review" })).status).toBe(201);
    const data = (await me.get("/api/user/export")).body;
    expect(data.appeals).toEqual([expect.objectContaining({ id: appeal.body.id, targetType: "review", targetId: review.id, text: "Everything in it happened as I wrote it.", status: "pending" })]);
    expect(data.warnings).toEqual([{ id: expect.any(Number), reason: "Personal details of a neighbour in a review", createdAt: expect.any(String) }]);
    expect(JSON.stringify(data)).not.toContain(t.adminUser.email);
  });
});

describe("DELETE /api/user", () => {
  async function leavingRenter() {
    const t = await createScenario();
    const me = await t.renter();
    const other = await t.renter();
    const l = await t.landlord(t.admin, { name: "Figures Inc" });
    await t.review(me, l.id, { overallRating: 1, reviewerName: "Maria Lopez" });
    await t.review(other, l.id, { overallRating: 5 });
    const otherReview = (await other.get("/api/user/reviews")).body[0];
    expect((await me.post(`/api/reviews/${otherReview.id}/helpful`)).body.helpfulCount).toBe(1);
    expect((await me.post("/api/reports", { reportType: "review", targetId: otherReview.id, reportCategory: "Other", description: "Testing what happens to my reports." })).status).toBe(201);
    const elsewhere = await signInElsewhere(t, me.user.email);
    return { t, me, other, l, otherReview, elsewhere };
  }

  test('"anonymize": the account, sessions, votes and reports go; the review stays with no author and no name', async () => {
    const { t, me, l, otherReview, elsewhere } = await leavingRenter();
    const res = await me.request("DELETE", "/api/user", { password: PASSWORD, reviews: "anonymize" });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/i);
    expect((await me.get("/api/user")).status).toBe(401);
    expect((await elsewhere.get("/api/user")).status).toBe(401);
    expect((await t.client().post("/api/login", { email: me.user.email, password: PASSWORD })).status).toBe(401);
    expect(count(t, "SELECT count(*) AS n FROM users WHERE id = ?", me.user.id)).toBe(0);
    expect(count(t, "SELECT count(*) AS n FROM sessions WHERE json_extract(sess, '$.userId') = ?", me.user.id)).toBe(0);
    expect(count(t, "SELECT count(*) AS n FROM helpful_votes WHERE user_id = ?", me.user.id)).toBe(0);
    expect(count(t, "SELECT count(*) AS n FROM reports WHERE reported_by_user_id IS NULL OR reported_by_user_id = ?", me.user.id)).toBe(0);

    const reviews = (await t.client().get(`/api/landlords/${l.id}/reviews`)).body;
    expect(reviews).toHaveLength(2);
    const kept = reviews.find((r: { overallRating: number }) => r.overallRating === 1);
    expect(kept).toMatchObject({ userId: null, reviewerName: null });
    expect(count(t, "SELECT count(*) AS n FROM reviews WHERE user_id IS NULL")).toBe(1);
    expect(JSON.stringify(reviews)).not.toContain("Maria Lopez");
    // The vote it cast is gone from the count; the landlord's figures are unchanged.
    expect(reviews.find((r: { id: string }) => r.id === otherReview.id).helpfulCount).toBe(0);
    expect((await t.client().get(`/api/landlords/${l.id}`)).body).toMatchObject({ totalReviews: 2, averageRating: 3 });
  });

  test('"delete": the reviews go too, and the landlord\'s figures and search follow', async () => {
    const { t, me, l } = await leavingRenter();
    // A landlord only the leaving account reviewed, found by an address only its review gave.
    const solo = await t.landlord(t.admin, { name: "Solo Lettings" });
    await t.review(me, solo.id, { propertyAddress: "77 Quillfeather Lane" });
    const search = () => t.client().get("/api/landlords/search?type=address&query=Quillfeather");
    expect((await search()).body.map((x: { id: string }) => x.id)).toContain(solo.id);

    const res = await me.request("DELETE", "/api/user", { password: PASSWORD, reviews: "delete" });
    expect(res.status).toBe(204);
    expect((await t.client().get(`/api/landlords/${l.id}/reviews`)).body).toHaveLength(1);
    expect((await t.client().get(`/api/landlords/${l.id}`)).body).toMatchObject({ totalReviews: 1, averageRating: 5 });
    expect((await t.client().get(`/api/landlords/${solo.id}`)).body).toMatchObject({ totalReviews: 0, averageRating: 0 });
    expect((await search()).body.map((x: { id: string }) => x.id)).not.toContain(solo.id);
    expect(count(t, "SELECT count(*) AS n FROM reviews WHERE user_id IS NULL")).toBe(0);
    expect(count(t, "SELECT count(*) AS n FROM users WHERE id = ?", me.user.id)).toBe(0);
  });

  test("a wrong password or a missing choice is 400 and nothing goes; signed out is 401", async () => {
    const { t, me } = await leavingRenter();
    const wrong = await me.request("DELETE", "/api/user", { password: "not it", reviews: "delete" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: "Password is incorrect" });
    const noChoice = await me.request("DELETE", "/api/user", { password: PASSWORD });
    expect(noChoice.status).toBe(400);
    expect(noChoice.body.errors.reviews).toBe("Choose whether to delete or anonymize your reviews");
    expect((await me.get("/api/user")).status).toBe(200);
    expect(count(t, "SELECT count(*) AS n FROM reviews WHERE user_id = ?", me.user.id)).toBe(1);
    expect((await t.client().request("DELETE", "/api/user", { password: PASSWORD, reviews: "delete" })).status).toBe(401);
  });

  test("the username and e-mail are free again afterwards", async () => {
    const t = createTestApp();
    const c = t.client();
    const me = await c.register();
    expect((await c.request("DELETE", "/api/user", { password: PASSWORD, reviews: "delete" })).status).toBe(204);
    const again = await t.client().post("/api/register", { username: me.username, email: me.email, password: PASSWORD });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(me.id);
  });

  test("an admin's account can leave too; reports it resolved keep their state", async () => {
    const t = await createScenario();
    const r = await t.renter();
    const l = await t.landlord(r);
    const review = await t.review(r, l.id, reviewBody());
    const report = await r.post("/api/reports", { reportType: "landlord", targetId: l.id, reportCategory: "Other", description: "Please check this landlord." });
    expect((await t.admin.patch(`/api/reports/${report.body.id}`, { status: "resolved" })).status).toBe(200);
    expect((await t.admin.request("DELETE", "/api/user", { password: PASSWORD, reviews: "delete" })).status).toBe(204);
    const row = t.deps.db.$client.query("SELECT status, resolved_by FROM reports WHERE id = ?").get(report.body.id) as { status: string; resolved_by: number | null };
    expect(row).toEqual({ status: "resolved", resolved_by: null });
    // The renter's review of the landlord is theirs, not the admin's: it stays.
    expect((await t.client().get(`/api/landlords/${l.id}/reviews`)).body.map((x: { id: string }) => x.id)).toEqual([review.id]);
  });
});
