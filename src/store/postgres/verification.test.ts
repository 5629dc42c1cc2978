// The verification store behaves the same on PostgreSQL as on SQLite: the same assertions run against
// both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts), where decisions really race.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { Events } from "../../events";
import type { VerificationStore } from "../verification";
import type { VerificationRequestInput } from "../../contract/schemas";
import { createVerificationStore as createSqliteVerification } from "../sqlite/verification";
import { createVerificationStore as createPostgresVerification } from "./verification";
import { createAdminStore as createPostgresAdmin } from "./admin";

const { onPostgres, postgresContext, eachBackend } = storeBackends({ max: 20 });

interface Backend {
  verification: VerificationStore;
  events: Events;
  /** The owner of a landlord's profile. */
  ownerOf(landlordId: string): Promise<number | null>;
  /** The moderation-log actions on verification requests, oldest first. */
  log(): Promise<string[]>;
}

/** Admin 1, applicants 2..7, landlords L and M (M owned by 7). */
const SETUP = [
  ...Array.from({ length: 7 }, (_, i) => `INSERT INTO users (id, username, email, password, is_admin, created_at, updated_at) VALUES (${i + 1}, 'u${i + 1}', 'u${i + 1}@x.test', 'x', ${i === 0 ? 1 : 0}, 'n', 'n')`),
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'Acme Lettings', 'company', 'Leeds', 'k', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at, owner_user_id) VALUES ('M', 'Mo Homes', 'company', 'York', 'k2', 'n', 7)",
  ...[
    ["V1", 2, "2026-01-01"],
    ["V2", 3, "2026-01-02"],
  ].map(
    ([id, user, at]) => `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, created_at, updated_at)
   VALUES ('${id}', 'M', ${user}, 4, 4, 4, 4, 'text text text', 'Flat 2, 9 Low St', '1-2 years', '${at}', 'n')`,
  ),
  "INSERT INTO review_replies (id, review_id, user_id, text, created_at, updated_at) VALUES ('P1', 'V1', 7, 'Thanks, fixed.', 'n', 'n')",
];

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({
    verification: createSqliteVerification(ctx),
    events: ctx.events,
    ownerOf: async (id) => (ctx.db.$client.query("SELECT owner_user_id AS o FROM landlords WHERE id = ?").get(id) as { o: number | null }).o,
    log: async () => (ctx.db.$client.query("SELECT action FROM moderation_log WHERE target_type = 'verification_request' ORDER BY id").all() as { action: string }[]).map((r) => r.action),
  }),
  postgres: (ctx) => ({
    verification: createPostgresVerification(ctx),
    events: ctx.events,
    ownerOf: async (id) => (await ctx.db.$client<{ o: number | null }[]>`SELECT owner_user_id AS o FROM landlords WHERE id = ${id}`)[0]!.o,
    log: async () => (await ctx.db.$client<{ action: string }[]>`SELECT action FROM moderation_log WHERE target_type = 'verification_request' ORDER BY id`).map((r) => r.action),
  }),
};

const form = (landlordId: string | null): VerificationRequestInput => ({
  fullName: "Ann Owner",
  email: "ann@x.test",
  phone: "0123",
  businessAddress: "1 High St",
  yearsInBusiness: 3,
  propertyCount: 2,
  landlordId,
});

eachBackend("the verification store", { setup: SETUP, warmPool: true }, open, (b) => {
  test("an owner's dashboard: the profiles owned, their newest reviews, those without a reply and how many", async () => {
    const dashboard = await b.verification.ownerDashboard(7, { newest: 5, unanswered: 5 });
    expect(dashboard.landlords.map((l) => l.id)).toEqual(["M"]);
    expect(dashboard.newestReviews.map((r) => [r.id, r.userId, r.reply?.text ?? null])).toEqual([
      ["V2", null, null],
      ["V1", null, "Thanks, fixed."],
    ]);
    expect(dashboard.unanswered.map((r) => r.id)).toEqual(["V2"]);
    expect(dashboard.unansweredCount).toBe(1);
    expect(await b.verification.ownerDashboard(2, { newest: 5, unanswered: 5 })).toEqual({ landlords: [], newestReviews: [], unanswered: [], unansweredCount: 0 });
  });

  test("a claim on an unknown profile is 404, on an owned one 409", async () => {
    await expect(b.verification.create(2, form("nope"))).rejects.toMatchObject({ status: 404, code: "landlord.not_found" });
    await expect(b.verification.create(2, form("M"))).rejects.toMatchObject({ status: 409, code: "verification.profile_owned" });
    expect(await b.verification.ofUser(2)).toEqual([]);
  });

  test("five submissions of one account at once make one pending request; the others are 409", async () => {
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => b.verification.create(2, form("L"))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409, code: "verification.already_pending" });
    const mine = await b.verification.ofUser(2);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ userId: 2, landlordId: "L", landlord: { id: "L", name: "Acme Lettings", location: "Leeds" }, status: "pending", businessName: null, decidedAt: null });
  });

  test("two approvals claiming one profile at once: one owner, one 409, the badge announced once with the owner", async () => {
    const other = await b.verification.create(3, form("L"));
    const first = (await b.verification.ofUser(2))[0]!;
    const announced: (number | null)[] = [];
    const off = b.events.on("landlord.changed", ({ landlordId, doc }) => landlordId === "L" && announced.push(doc.ownerUserId ?? null));
    const results = await Promise.allSettled([b.verification.decide(1, first.id, { status: "approved", adminNotes: "papers ok" }), b.verification.decide(1, other.id, { status: "approved" })]);
    off();
    const done = results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<{ userId: number; status: string }>).value);
    expect(done).toHaveLength(1);
    expect(done[0]!.status).toBe("approved");
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { status: 409, code: "verification.profile_owned" } });
    expect(await b.ownerOf("L")).toBe(done[0]!.userId);
    expect(announced).toEqual([done[0]!.userId]);
    expect(await b.log()).toEqual(["verification.approve"]);
    expect((await b.verification.list("pending")).map((r) => r.userId)).toEqual([done[0]!.userId === 2 ? 3 : 2]);
  });

  test("rejecting an approved request gives the ownership back, announced; an unknown request is 404", async () => {
    const approved = (await b.verification.list("approved"))[0]!;
    const announced: (number | null)[] = [];
    const off = b.events.on("landlord.changed", ({ doc }) => announced.push(doc.ownerUserId ?? null));
    const rejected = await b.verification.decide(1, approved.id, { status: "rejected", adminNotes: "license expired" });
    off();
    expect(rejected).toMatchObject({ status: "rejected", adminNotes: "license expired" });
    expect(rejected.decidedAt).not.toBeNull();
    expect(await b.ownerOf("L")).toBeNull();
    expect(announced).toEqual([null]);
    await expect(b.verification.decide(1, 999_999, { status: "approved" })).rejects.toMatchObject({ status: 404, code: "verification.not_found" });
    // A decision that moves no owner announces nothing.
    const plain = await b.verification.create(4, form(null));
    const quiet: unknown[] = [];
    const off2 = b.events.on("landlord.changed", (p) => quiet.push(p));
    expect(await b.verification.decide(1, plain.id, { status: "approved" })).toMatchObject({ status: "approved", landlord: null });
    off2();
    expect(quiet).toEqual([]);
    expect((await b.verification.list()).length).toBe(3);
  });
});

onPostgres("a decision on PostgreSQL racing the delete of the landlord it claims", () => {
  test("never deadlocks: the approval either lands first (and the owner goes with the landlord) or finds the claim gone", async () => {
    const { sql, ctx } = await postgresContext();
    const verification = createPostgresVerification(ctx);
    const admin = createPostgresAdmin(ctx);
    await sql.unsafe("INSERT INTO users (id, username, email, password, created_at, updated_at) SELECT g, 'v' || g, 'v' || g || '@x.test', 'x', 'n', 'n' FROM generate_series(600, 611) g");
    for (let i = 0; i < 12; i++) {
      await sql.unsafe(`INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('N${i}', 'n', 'company', 'l', 'kn${i}', 'n')`);
      const request = await verification.create(600 + i, form(`N${i}`));
      const results = await Promise.allSettled([verification.decide(1, request.id, { status: "approved" }), admin.deleteLandlord(1, `N${i}`)]);
      expect(results.map((r) => (r.status === "rejected" ? String((r.reason as Error).message) : "ok"))).toEqual(["ok", "ok"]);
    }
  });
});
