import { describe, expect, test } from "bun:test";
import { createScenario, reviewBody, verificationBody } from "../../test/harness";

async function reviewed() {
  const t = await createScenario();
  const l = await t.landlord(t.admin, { name: "Hall Homes", location: "San Antonio, TX" });
  const author = await t.renter();
  const review = await t.review(author, l.id, { reviewText: "The heating broke twice and took weeks to fix." });
  const owner = await t.owner(l.id);
  return { t, l, author, review, owner };
}

const TEXT = "We replaced the boiler in March; sorry for the wait.";

describe("PUT /api/reviews/{id}/reply", () => {
  test("the verified owner replies (200): the review carries it everywhere it is shown", async () => {
    const { t, l, review, owner } = await reviewed();
    const res = await owner.put(`/api/reviews/${review.id}/reply`, { text: `  ${TEXT}  ` });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(review.id);
    expect(res.body.reply).toMatchObject({ text: TEXT });
    expect(res.body.reply.createdAt).toBe(res.body.reply.updatedAt);
    expect(Object.keys(res.body.reply).sort()).toEqual(["createdAt", "id", "text", "updatedAt"]);
    const onProfile = (await t.client().get(`/api/landlords/${l.id}/reviews`)).body[0];
    expect(onProfile.reply).toEqual(res.body.reply);
    expect((await t.client().get("/api/reviews/recent")).body[0].reply).toEqual(res.body.reply);
  });

  test("a second PUT replaces the one reply (same id and createdAt, new text and updatedAt)", async () => {
    const { t, l, review, owner } = await reviewed();
    const first = (await owner.put(`/api/reviews/${review.id}/reply`, { text: TEXT })).body.reply;
    await Bun.sleep(5);
    const second = await owner.put(`/api/reviews/${review.id}/reply`, { text: "Update: the new boiler is in and working." });
    expect(second.status).toBe(200);
    expect(second.body.reply).toMatchObject({ id: first.id, createdAt: first.createdAt, text: "Update: the new boiler is in and working." });
    expect(second.body.reply.updatedAt > first.updatedAt).toBe(true);
    const count = t.deps.db.$client.query("SELECT count(*) AS n FROM review_replies").get() as { n: number };
    expect(count.n).toBe(1);
    expect((await t.client().get(`/api/landlords/${l.id}/reviews`)).body[0].reply.text).toBe("Update: the new boiler is in and working.");
  });

  test("anyone but the verified owner gets 403: the author, another renter, an admin, a pending applicant", async () => {
    const { t, l, author, review } = await reviewed();
    const applicant = await t.renter();
    // A request not yet decided gives no right of reply (the profile has an owner, so file one without a claim).
    expect((await applicant.post("/api/verification-requests", verificationBody())).status).toBe(201);
    for (const c of [author, await t.renter(), t.admin, applicant]) {
      const res = await c.put(`/api/reviews/${review.id}/reply`, { text: TEXT });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Only the verified owner of this landlord profile can reply to its reviews");
    }
    // The owner of another profile cannot reply here either.
    const elsewhere = await t.landlord(t.admin, { name: "Elsewhere" });
    const otherOwner = await t.owner(elsewhere.id);
    expect((await otherOwner.put(`/api/reviews/${review.id}/reply`, { text: TEXT })).status).toBe(403);
    expect((await t.client().get(`/api/landlords/${l.id}/reviews`)).body[0].reply).toBeNull();
  });

  test("text 10 to 2000 characters (400 otherwise); signed out 401; unknown and malformed ids 404", async () => {
    const { t, review, owner } = await reviewed();
    const short = await owner.put(`/api/reviews/${review.id}/reply`, { text: "  thanks  " });
    expect(short.status).toBe(400);
    expect(short.body.errors.text).toBe("Reply must be at least 10 characters");
    expect((await owner.put(`/api/reviews/${review.id}/reply`, { text: "x".repeat(2001) })).body.errors.text).toBe("Reply must be less than 2000 characters");
    expect((await owner.put(`/api/reviews/${review.id}/reply`, { text: "x".repeat(2000) })).status).toBe(200);
    expect((await t.client().put(`/api/reviews/${review.id}/reply`, { text: TEXT })).status).toBe(401);
    expect((await owner.put(`/api/reviews/${crypto.randomUUID()}/reply`, { text: TEXT })).status).toBe(404);
    expect((await owner.put(`/api/reviews/nope/reply`, { text: TEXT })).status).toBe(404);
  });

  test("the owner can never edit the review itself", async () => {
    const { review, owner } = await reviewed();
    expect((await owner.put(`/api/reviews/${review.id}`, reviewBody({ overallRating: 5, reviewText: "Everything was perfect." }))).status).toBe(403);
    expect((await owner.delete(`/api/reviews/${review.id}`)).status).toBe(403);
  });

  test("an ownership taken back ends the right of reply", async () => {
    const { t, review, owner } = await reviewed();
    const req = (await owner.get("/api/user/verification-requests")).body[0];
    await t.admin.patch(`/api/admin/verification-requests/${req.id}`, { status: "rejected", adminNotes: "Impersonation" });
    expect((await owner.put(`/api/reviews/${review.id}/reply`, { text: TEXT })).status).toBe(403);
  });
});

describe("DELETE /api/reviews/{id}/reply", () => {
  test("the owner deletes the reply (204); a review without one is 404; others 403", async () => {
    const { t, l, review, owner, author } = await reviewed();
    await owner.put(`/api/reviews/${review.id}/reply`, { text: TEXT });
    expect((await author.delete(`/api/reviews/${review.id}/reply`)).status).toBe(403);
    expect((await t.admin.delete(`/api/reviews/${review.id}/reply`)).status).toBe(403);
    expect((await owner.delete(`/api/reviews/${review.id}/reply`)).status).toBe(204);
    expect((await t.client().get(`/api/landlords/${l.id}/reviews`)).body[0].reply).toBeNull();
    expect((await owner.delete(`/api/reviews/${review.id}/reply`)).status).toBe(404);
    expect((await t.client().delete(`/api/reviews/${review.id}/reply`)).status).toBe(401);
  });

  test("a deleted review takes its reply with it", async () => {
    const { t, review, owner, author } = await reviewed();
    await owner.put(`/api/reviews/${review.id}/reply`, { text: TEXT });
    expect((await author.delete(`/api/reviews/${review.id}`)).status).toBe(204);
    expect((t.deps.db.$client.query("SELECT count(*) AS n FROM review_replies").get() as { n: number }).n).toBe(0);
  });
});

describe("reporting a reply and its removal by an admin", () => {
  test("a renter reports the reply (reportType reply, review categories); the admin removes it: 204, report resolved, reply gone", async () => {
    const { t, l, review, owner } = await reviewed();
    const reply = (await owner.put(`/api/reviews/${review.id}/reply`, { text: "This tenant is lying and owes me money." })).body.reply;
    const renter = await t.renter();
    const wrongCategory = await renter.post("/api/reports", { reportType: "reply", targetId: reply.id, reportCategory: "Duplicate profile", description: "This reply attacks the tenant." });
    expect(wrongCategory.status).toBe(400);
    const report = await renter.post("/api/reports", { reportType: "reply", targetId: reply.id, reportCategory: "Harassment or personal attacks", description: "This reply attacks the tenant." });
    expect(report.status).toBe(201);
    expect(report.body).toMatchObject({ reportType: "reply", targetId: reply.id, status: "pending" });
    // The same renter may still report the review itself: a different target.
    expect((await renter.post("/api/reports", { reportType: "review", targetId: review.id, reportCategory: "Other", description: "Checking this one too." })).status).toBe(201);
    expect((await renter.post("/api/reports", { reportType: "reply", targetId: crypto.randomUUID(), reportCategory: "Other", description: "No such reply here." })).status).toBe(404);

    // The moderator sees the reply's text and its landlord in the queue.
    const queued = (await t.admin.get("/api/reports?type=reply")).body as { id: number; target: unknown }[];
    expect(queued.find((r) => r.id === report.body.id)?.target).toEqual({ landlordId: l.id, landlordName: l.name, excerpt: "This tenant is lying and owes me money.", reviewId: review.id });
    expect((await owner.delete(`/api/admin/replies/${reply.id}`)).status).toBe(403);
    expect((await t.client().delete(`/api/admin/replies/${reply.id}`)).status).toBe(401);
    expect((await t.admin.delete(`/api/admin/replies/${reply.id}`)).status).toBe(204);
    expect((await t.client().get(`/api/landlords/${l.id}/reviews`)).body[0].reply).toBeNull();
    const reports = (await t.admin.get("/api/reports")).body as { id: number; status: string; resolvedBy: number | null }[];
    expect(reports.find((r) => r.id === report.body.id)).toMatchObject({ status: "resolved", resolvedBy: t.adminUser.id });
    expect((await t.admin.delete(`/api/admin/replies/${reply.id}`)).status).toBe(404);
    expect((await t.admin.delete(`/api/admin/replies/nope`)).status).toBe(404);
    // The review itself stays, and the removal is on the public moderation log.
    expect((await t.client().get(`/api/landlords/${l.id}/reviews`)).body.map((r: { id: string }) => r.id)).toEqual([review.id]);
    const log = (await t.client().get("/api/moderation-log")).body as { action: string; targetType: string }[];
    expect(log[0]).toMatchObject({ action: "reply.remove", targetType: "reply" });
  });
});
