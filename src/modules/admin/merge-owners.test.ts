// Merging landlords never moves a verified owner silently (issue 30, docs/moderation.md "Merge"):
// two profiles with different owners are refused, and an owner that follows the removed profile
// to the kept one is written in the public moderation log.
import { describe, expect, test } from "bun:test";
import { createScenario } from "../../test/harness";

describe("POST /api/admin/landlords/{id}/merge and verified owners", () => {
  test("merging landlords silently makes the removed one's verified owner the kept one's: refused with 409 when both have different owners", async () => {
    const t = await createScenario();
    const kept = await t.landlord(t.admin, { name: "Harbor Property Group", location: "Boston, MA" });
    const dup = await t.landlord(t.admin, { name: "Harbour Property Grp", location: "Boston, MA" });
    const keptOwner = await t.owner(kept.id);
    const dupOwner = await t.owner(dup.id);
    const res = await t.admin.post(`/api/admin/landlords/${dup.id}/merge`, { intoId: kept.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "Both landlords have a different verified owner, so they cannot be merged. Settle which owner is right (reject or revoke a verification) first.",
    );
    // Nothing changed: both profiles stand, each with its own owner.
    expect((await t.client().get(`/api/landlords/${dup.id}`)).status).toBe(200);
    const owns = async (c: typeof keptOwner) => (await c.get("/api/user/properties")).body;
    expect(JSON.stringify(await owns(keptOwner))).toContain(kept.id);
    expect(JSON.stringify(await owns(dupOwner))).toContain(dup.id);
    expect(JSON.stringify(await owns(keptOwner))).not.toContain(dup.id);
  });

  test("an owner that follows the removed profile to the kept one is recorded in the public log, without names", async () => {
    const t = await createScenario();
    const kept = await t.landlord(t.admin, { name: "Elm Street Rentals", location: "Denver, CO" });
    const dup = await t.landlord(t.admin, { name: "Elm St Rentals", location: "Denver, CO" });
    const owner = await t.owner(dup.id);
    const res = await t.admin.post(`/api/admin/landlords/${dup.id}/merge`, { intoId: kept.id, reason: "Same company" });
    expect(res.status).toBe(200);
    expect(res.body.badges).toContain("verified");
    const log = (await t.client().get("/api/moderation-log")).body as { action: string }[];
    expect(log.map((e) => e.action)).toEqual(expect.arrayContaining(["landlord.merged", "landlord.owner_moved"]));
    expect(JSON.stringify(log)).not.toContain(owner.user.username);
  });
});
