import { describe, expect, test } from "bun:test";
import { createScenario, verificationBody } from "../../test/harness";

type Scenario = Awaited<ReturnType<typeof createScenario>>;

const landlordOf = async (t: Scenario, id: string) => (await t.client().get(`/api/landlords/${id}`)).body;

describe("POST /api/verification-requests", () => {
  test("a signed-in account files the form, claiming a profile: 201 pending, with the profile named", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { name: "Hall Homes", location: "San Antonio, TX" });
    const applicant = await t.renter();
    const res = await applicant.post("/api/verification-requests", verificationBody({ landlordId: l.id, status: "approved", userId: 999 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: applicant.user.id,
      landlordId: l.id,
      landlord: { id: l.id, name: "Hall Homes", location: "San Antonio, TX" },
      fullName: "Patricia Hall",
      yearsInBusiness: 12,
      propertyCount: 8,
      businessLicense: "TX-123456",
      status: "pending",
      adminNotes: null,
      decidedAt: null,
    });
    // Filing changes nothing on the profile yet.
    expect((await landlordOf(t, l.id)).badges).toEqual([]);
    const mine = await applicant.get("/api/user/verification-requests");
    expect(mine.body.map((r: { id: number }) => r.id)).toEqual([res.body.id]);
  });

  test("without a profile claimed, optional fields left out", async () => {
    const t = await createScenario();
    const applicant = await t.renter();
    const res = await applicant.post("/api/verification-requests", verificationBody({ businessName: undefined, businessLicense: "", additionalInfo: undefined }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ landlordId: null, landlord: null, businessName: null, businessLicense: null, additionalInfo: null });
  });

  test("the form's rules: required fields, counts as numbers, years 0+, properties 1+ (400 with the form's words)", async () => {
    const t = await createScenario();
    const applicant = await t.renter();
    const res = await applicant.post("/api/verification-requests", { fullName: " ", email: "nope", yearsInBusiness: -1, propertyCount: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      fullName: "Full name is required",
      email: "Invalid email address",
      phone: "Phone is required",
      businessAddress: "Business address is required",
      yearsInBusiness: "Years in business cannot be negative",
      propertyCount: "At least 1 property is required",
    });
    const asText = await applicant.post("/api/verification-requests", verificationBody({ yearsInBusiness: "12", propertyCount: "8" }));
    expect(asText.status).toBe(400);
    expect(Object.keys(asText.body.errors).sort()).toEqual(["propertyCount", "yearsInBusiness"]);
  });

  test("signed out 401; an unknown or malformed profile 404; a second pending request 409; a profile with an owner 409", async () => {
    const t = await createScenario();
    expect((await t.client().post("/api/verification-requests", verificationBody())).status).toBe(401);
    const applicant = await t.renter();
    expect((await applicant.post("/api/verification-requests", verificationBody({ landlordId: crypto.randomUUID() }))).status).toBe(404);
    expect((await applicant.post("/api/verification-requests", verificationBody({ landlordId: "nope" }))).status).toBe(404);
    const l = await t.landlord(t.admin);
    const first = await applicant.post("/api/verification-requests", verificationBody({ landlordId: l.id }));
    expect(first.status).toBe(201);
    const again = await applicant.post("/api/verification-requests", verificationBody());
    expect(again.status).toBe(409);
    expect((await t.admin.patch(`/api/admin/verification-requests/${first.body.id}`, { status: "approved" })).status).toBe(200);
    const rival = await t.renter();
    const claim = await rival.post("/api/verification-requests", verificationBody({ landlordId: l.id }));
    expect(claim.status).toBe(409);
    expect(claim.body.message).toBe("This landlord profile already has a verified owner");
  });
});

describe("admin decisions on verification requests", () => {
  test("admins list them newest first, narrowed by status; others get 403, signed out 401", async () => {
    const t = await createScenario();
    const a = await t.renter();
    const b = await t.renter();
    const ra = (await a.post("/api/verification-requests", verificationBody())).body;
    const rb = (await b.post("/api/verification-requests", verificationBody({ fullName: "Bob Owner" }))).body;
    const all = await t.admin.get("/api/admin/verification-requests");
    expect(all.status).toBe(200);
    expect(all.body.map((r: { id: number }) => r.id)).toEqual([rb.id, ra.id]);
    await t.admin.patch(`/api/admin/verification-requests/${ra.id}`, { status: "rejected", adminNotes: "No license on file" });
    const pending = await t.admin.get("/api/admin/verification-requests?status=pending");
    expect(pending.body.map((r: { id: number }) => r.id)).toEqual([rb.id]);
    expect((await t.admin.get("/api/admin/verification-requests?status=maybe")).status).toBe(400);
    expect((await a.get("/api/admin/verification-requests")).status).toBe(403);
    expect((await t.client().get("/api/admin/verification-requests")).status).toBe(401);
    expect((await a.patch(`/api/admin/verification-requests/${rb.id}`, { status: "approved" })).status).toBe(403);
    expect((await t.client().patch(`/api/admin/verification-requests/${rb.id}`, { status: "approved" })).status).toBe(401);
  });

  test("approval makes the applicant the profile's owner: the verified badge shows and the applicant sees the status", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { name: "Hall Homes" });
    const applicant = await t.renter();
    const req = (await applicant.post("/api/verification-requests", verificationBody({ landlordId: l.id }))).body;
    const res = await t.admin.patch(`/api/admin/verification-requests/${req.id}`, { status: "approved", adminNotes: "License checked" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: req.id, status: "approved", adminNotes: "License checked" });
    expect(typeof res.body.decidedAt).toBe("string");
    expect((await landlordOf(t, l.id)).badges).toEqual(["verified"]);
    expect((await t.client().get("/api/landlords/search?query=hall%20homes")).body[0].badges).toEqual(["verified"]);
    expect((await t.client().get("/api/landlords")).body[0].badges).toEqual(["verified"]);
    const mine = (await applicant.get("/api/user/verification-requests")).body;
    expect(mine[0]).toMatchObject({ status: "approved", adminNotes: "License checked" });
    const properties = await applicant.get("/api/user/properties");
    expect(properties.body.landlords.map((x: { id: string }) => x.id)).toEqual([l.id]);
  });

  test("rejection leaves the profile alone; rejecting an approved request takes the ownership back", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const applicant = await t.renter();
    const req = (await applicant.post("/api/verification-requests", verificationBody({ landlordId: l.id }))).body;
    const rejected = await t.admin.patch(`/api/admin/verification-requests/${req.id}`, { status: "rejected", adminNotes: "Could not confirm" });
    // Each decision is on the public moderation log, without who decided and without the notes
    // (they are about the applicant's papers; the applicant reads them on the dashboard).
    const log = (await t.client().get("/api/moderation-log")).body as Record<string, unknown>[];
    expect(log[0]).toMatchObject({ action: "verification.reject", targetType: "verification_request", reason: null });
    expect(Object.keys(log[0]!)).not.toContain("actorId");
    expect(rejected.body).toMatchObject({ status: "rejected", adminNotes: "Could not confirm" });
    expect((await landlordOf(t, l.id)).badges).toEqual([]);
    await t.admin.patch(`/api/admin/verification-requests/${req.id}`, { status: "approved" });
    expect((await landlordOf(t, l.id)).badges).toEqual(["verified"]);
    await t.admin.patch(`/api/admin/verification-requests/${req.id}`, { status: "rejected" });
    expect((await landlordOf(t, l.id)).badges).toEqual([]);
    expect((await applicant.get("/api/user/properties")).body.landlords).toEqual([]);
  });

  test("approving a second claim on an owned profile is 409; bad status 400; unknown and malformed ids 404", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin);
    const a = await t.renter();
    const b = await t.renter();
    const ra = (await a.post("/api/verification-requests", verificationBody({ landlordId: l.id }))).body;
    const rb = (await b.post("/api/verification-requests", verificationBody({ landlordId: l.id }))).body;
    expect((await t.admin.patch(`/api/admin/verification-requests/${ra.id}`, { status: "approved" })).status).toBe(200);
    expect((await t.admin.patch(`/api/admin/verification-requests/${rb.id}`, { status: "approved" })).status).toBe(409);
    expect((await t.admin.patch(`/api/admin/verification-requests/${rb.id}`, { status: "pending" })).status).toBe(400);
    expect((await t.admin.patch(`/api/admin/verification-requests/99999`, { status: "approved" })).status).toBe(404);
    expect((await t.admin.patch(`/api/admin/verification-requests/abc`, { status: "approved" })).status).toBe(404);
  });
});

describe("GET /api/user/properties (the owner's dashboard)", () => {
  test("the owned profiles with figures and badges, the newest reviews and those still without a reply", async () => {
    const t = await createScenario();
    const l = await t.landlord(t.admin, { name: "Owned Place" });
    const other = await t.landlord(t.admin, { name: "Not Mine" });
    const owner = await t.renter();
    const req = (await owner.post("/api/verification-requests", verificationBody({ landlordId: l.id }))).body;
    await t.admin.patch(`/api/admin/verification-requests/${req.id}`, { status: "approved" });
    const [r1, r2] = [await t.renter(), await t.renter()];
    const older = await t.review(r1, l.id, { overallRating: 5 });
    const newer = await t.review(r2, l.id, { overallRating: 3 });
    await t.review(r1, other.id);
    expect((await owner.put(`/api/reviews/${older.id}/reply`, { text: "Thank you for staying with us." })).status).toBe(200);
    const res = await owner.get("/api/user/properties");
    expect(res.status).toBe(200);
    expect(res.body.landlords).toEqual([
      expect.objectContaining({ id: l.id, totalReviews: 2, averageRating: 4, badges: ["verified"], ratings: expect.objectContaining({ overall: 4 }) }),
    ]);
    expect(res.body.newestReviews.map((r: { id: string }) => r.id)).toEqual([newer.id, older.id]);
    expect(res.body.unanswered.map((r: { id: string }) => r.id)).toEqual([newer.id]);
    expect(res.body.unansweredCount).toBe(1);
    const renter = await t.renter();
    expect((await renter.get("/api/user/properties")).body).toEqual({ landlords: [], newestReviews: [], unanswered: [], unansweredCount: 0 });
    expect((await t.client().get("/api/user/properties")).status).toBe(401);
    expect((await t.client().get("/api/user/verification-requests")).status).toBe(401);
  });
});
