import { describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";

const reportOn = (targetId: string, over: Record<string, unknown> = {}) => ({
  reportType: "review",
  targetId,
  reportCategory: "Spam or promotional content",
  description: "This looks like an advert for a moving company.",
  ...over,
});

describe("POST /api/reports", () => {
  test("a signed-in user reports a review (201, pending) and a landlord", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const r = await t.review(await t.renter(), l.id);
    const c = await t.renter();
    const res = await c.post("/api/reports", reportOn(r.id, { status: "resolved" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reportType: "review", targetId: r.id, reportedByUserId: c.user.id, status: "pending", adminNotes: null, resolvedAt: null, resolvedBy: null });
    expect(Object.keys(res.body).sort()).toEqual(
      ["adminNotes", "createdAt", "description", "id", "reportCategory", "reportType", "reportedByUserId", "resolvedAt", "resolvedBy", "status", "targetId"].sort(),
    );
    const onLandlord = await c.post("/api/reports", reportOn(l.id, { reportType: "landlord", reportCategory: "Duplicate profile" }));
    expect(onLandlord.status).toBe(201);
  });

  test("a category of the other type, a short description and a long one are 400 with the product's messages", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const c = await t.renter();
    const wrongCategory = await c.post("/api/reports", reportOn(l.id, { reportType: "landlord", reportCategory: "Fake or fraudulent review" }));
    expect(wrongCategory.status).toBe(400);
    expect(wrongCategory.body.errors.reportCategory).toBe("Please select a category");
    const short = await c.post("/api/reports", reportOn(l.id, { reportType: "landlord", reportCategory: "Other", description: "bad" }));
    expect(short.body.errors.description).toBe("Please provide more details");
    const long = await c.post("/api/reports", reportOn(l.id, { reportType: "landlord", reportCategory: "Other", description: "x".repeat(501) }));
    expect(long.body.errors.description).toBe("Description too long");
    expect((await c.post("/api/reports", reportOn(l.id, { reportType: "user" }))).status).toBe(400);
  });

  test("a target that does not exist is 404", async () => {
    const t = await createScenario();
    const c = await t.renter();
    expect((await c.post("/api/reports", reportOn(crypto.randomUUID()))).status).toBe(404);
    expect((await c.post("/api/reports", reportOn("nope"))).status).toBe(404);
    const l = await t.landlord(t.admin);
    // A landlord id is not a review.
    expect((await c.post("/api/reports", reportOn(l.id))).status).toBe(404);
  });

  test("a hidden review and a hidden reply are 404 to a new report, as to every public answer (contract §7.5)", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const review = await t.review(await t.renter(), l.id);
    const owner = await t.owner(l.id);
    const reply = (await owner.put(`/api/reviews/${review.id}/reply`, { text: "We fixed the heating the same week." })).body.reply;
    expect((await t.admin.post(`/api/admin/replies/${review.id}/hide`, { reason: "Harassment or personal attacks" })).status).toBe(200);
    const c = await t.renter();
    const onReply = await c.post("/api/reports", { reportType: "reply", targetId: reply.id, reportCategory: "Harassment or personal attacks", description: "This reply attacks the tenant." });
    expect(onReply.status).toBe(404);
    expect((await t.admin.post(`/api/admin/reviews/${review.id}/hide`, { reason: "Spam or promotional content" })).status).toBe(200);
    expect((await c.post("/api/reports", reportOn(review.id))).status).toBe(404);
    expect((await t.admin.post(`/api/admin/reviews/${review.id}/restore`)).status).toBe(200);
    expect((await c.post("/api/reports", reportOn(review.id))).status).toBe(201);
  });

  test("a second pending report by the same user on the same target is 409", async () => {
    const t = await createScenario();
    const r = await t.review(await t.renter(), (await t.landlord(t.admin)).id);
    const c = await t.renter();
    await c.post("/api/reports", reportOn(r.id));
    expect((await c.post("/api/reports", reportOn(r.id, { reportCategory: "Other" }))).status).toBe(409);
    // Someone else may still report it.
    expect((await (await t.renter()).post("/api/reports", reportOn(r.id))).status).toBe(201);
  });

  test("signed out is 401", async () => {
    const t = await createScenario();
    expect((await t.client().post("/api/reports", reportOn(crypto.randomUUID()))).status).toBe(401);
  });

  test("too many reports from one address within a minute get 429 with Retry-After", async () => {
    const t = await createScenario({}, { RATE_LIMIT_PER_MINUTE: "3" });
    const l = await t.landlord(t.admin);
    // Sign-ups count against the same per-address limit (docs/product-rules.md#limits): admin and this renter are 2 of 3.
    const c = t.client();
    await c.register();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await c.post("/api/reports", reportOn(l.id, { reportType: "landlord", reportCategory: "Other" }));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 429, 429, 429, 429, 429]);
    expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("GET /api/reports and PATCH /api/reports/{id}", () => {
  async function withReports() {
    const t = await createScenario();
    const r = await t.review(await t.renter(), (await t.landlord(t.admin)).id);
    const a = await (await t.renter()).post("/api/reports", reportOn(r.id));
    const b = await (await t.renter()).post("/api/reports", reportOn(r.id, { reportCategory: "Other" }));
    return { t, first: a.body, second: b.body };
  }

  test("an admin lists reports newest first, narrowed by status", async () => {
    const { t, first, second } = await withReports();
    const all = await t.admin.get("/api/reports");
    expect(all.status).toBe(200);
    expect(all.body.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    await t.admin.patch(`/api/reports/${first.id}`, { status: "dismissed" });
    expect((await t.admin.get("/api/reports?status=pending")).body.map((r: { id: number }) => r.id)).toEqual([second.id]);
    expect((await t.admin.get("/api/reports?status=dismissed")).body.map((r: { id: number }) => r.id)).toEqual([first.id]);
    expect((await t.admin.get("/api/reports?status=bogus")).status).toBe(400);
  });

  test("each listed report carries its target: the review's landlord and first 300 characters, or the landlord's name and location", async () => {
    const t = await createScenario();
    const landlord = await t.landlord(t.admin, { name: "Maple Court Rentals", location: "Boise, ID" });
    const text = "The heating failed every winter. ".repeat(20);
    const review = await t.review(await t.renter(), landlord.id, { reviewText: text.slice(0, 600) });
    const reporter = await t.renter();
    await reporter.post("/api/reports", reportOn(review.id));
    await reporter.post("/api/reports", reportOn(landlord.id, { reportType: "landlord", reportCategory: "Duplicate profile" }));
    const [onLandlord, onReview] = (await t.admin.get("/api/reports")).body;
    expect(onReview.target).toEqual({ landlordId: landlord.id, landlordName: "Maple Court Rentals", excerpt: text.slice(0, 300) });
    expect(onLandlord.target).toEqual({ landlordId: landlord.id, landlordName: "Maple Court Rentals", excerpt: "Maple Court Rentals, Boise, ID" });
  });

  test("a report whose review was deleted since lists with a null target", async () => {
    const { t, first } = await withReports();
    const review = (await t.admin.get("/api/reports")).body[0];
    expect(review.target).not.toBeNull();
    expect((await t.admin.delete(`/api/admin/reviews/${first.targetId}`)).status).toBe(204);
    const listed = (await t.admin.get("/api/reports")).body;
    expect(listed.map((r: { target: unknown }) => r.target)).toEqual([null, null]);
  });

  test("non-admins get 403 and signed-out visitors 401", async () => {
    const { t, first } = await withReports();
    const c = await t.renter();
    expect((await c.get("/api/reports")).status).toBe(403);
    expect((await c.patch(`/api/reports/${first.id}`, { status: "resolved" })).status).toBe(403);
    expect((await t.client().get("/api/reports")).status).toBe(401);
    expect((await t.client().patch(`/api/reports/${first.id}`, { status: "resolved" })).status).toBe(401);
  });

  test("resolving stamps resolvedAt and resolvedBy and keeps the notes; back to pending clears the stamps", async () => {
    const { t, first } = await withReports();
    const res = await t.admin.patch(`/api/reports/${first.id}`, { status: "resolved", adminNotes: "Removed the advert." });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first.id, status: "resolved", adminNotes: "Removed the advert.", resolvedBy: t.adminUser.id });
    expect(typeof res.body.resolvedAt).toBe("string");
    const reopened = await t.admin.patch(`/api/reports/${first.id}`, { status: "pending" });
    expect(reopened.body).toMatchObject({ status: "pending", adminNotes: "Removed the advert.", resolvedAt: null, resolvedBy: null });
  });

  test("a bad status is 400; unknown and malformed ids are 404", async () => {
    const { t, first } = await withReports();
    expect((await t.admin.patch(`/api/reports/${first.id}`, { status: "deleted" })).status).toBe(400);
    expect((await t.admin.patch(`/api/reports/999999`, { status: "resolved" })).status).toBe(404);
    expect((await t.admin.patch(`/api/reports/abc`, { status: "resolved" })).status).toBe(404);
  });
});
