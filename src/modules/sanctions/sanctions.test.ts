// What an admin sees of an account (docs/product-rules.md#moderation): its reported or moderated
// content only, so one admin account (compromised, or partial) cannot link authors to the reviews
// they wrote anonymously (issue 30). Suspensions still show what they were given for.
import { describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";

const reportOn = (targetId: string) => ({
  reportType: "review",
  targetId,
  reportCategory: "Spam or promotional content",
  description: "This looks like an advert for a moving company.",
});

describe("GET /api/admin/users/{id}/reviews", () => {
  test("moderators can unmask authors: an admin sees only the account's reported or moderated reviews, never all of them", async () => {
    const t = await createScenario();
    const author = await t.renter();
    const reported = await t.review(author, (await t.landlord(t.admin)).id, { reviewText: "Reported: the deposit never came back." });
    const quiet = await t.review(author, (await t.landlord(t.admin)).id, { reviewText: "Quiet: nobody ever reported this one." });
    const moderated = await t.review(author, (await t.landlord(t.admin)).id, { reviewText: "Moderated: a report on it was settled." });

    expect((await (await t.renter()).post("/api/reports", reportOn(reported.id))).status).toBe(201);
    // The report on the third is settled (a moderation-log row names the review), then its
    // reporter leaves and takes the report along: the log row alone still counts.
    const reporter = await t.renter();
    const report = await reporter.post("/api/reports", reportOn(moderated.id));
    expect((await t.admin.patch(`/api/reports/${report.body.id}`, { status: "resolved" })).status).toBe(200);
    expect((await reporter.request("DELETE", "/api/user", { password: "correct horse", reviews: "delete" })).status).toBe(204);

    const res = await t.admin.get(`/api/admin/users/${author.user.id}/reviews`);
    expect(res.status).toBe(200);
    const ids = (res.body as { review: { id: string } }[]).map((x) => x.review.id).sort();
    expect(ids).toEqual([reported.id, moderated.id].sort());
    expect(res.text).not.toContain(quiet.id);
    expect(res.text).not.toContain("Quiet: nobody ever reported this one.");
  });

  test("an account with nothing reported lists nothing; a suspension still says what it was given for", async () => {
    const t = await createScenario();
    const author = await t.renter();
    await t.review(author, (await t.landlord(t.admin)).id);
    expect((await t.admin.get(`/api/admin/users/${author.user.id}/reviews`)).body).toEqual([]);
    expect((await t.admin.post(`/api/admin/users/${author.user.id}/suspend`, { hours: 24, reason: "Spam reviews of one landlord" })).status).toBe(201);
    const found = await t.admin.get(`/api/admin/users?query=${author.user.username}`);
    expect(found.body[0].suspension).toMatchObject({ reason: "Spam reviews of one landlord" });
  });
});
