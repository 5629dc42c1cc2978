// The sanctions store behaves the same on PostgreSQL as on SQLite: the same assertions run against both,
// PostgreSQL on a real private cluster (src/test/postgres-cluster.ts), where moderators really race.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { SanctionsStore } from "../sanctions";
import { createSanctionsStore as createSqliteSanctions } from "../sqlite/sanctions";
import { createSanctionsStore as createPostgresSanctions } from "./sanctions";

const { eachBackend } = storeBackends({ max: 20 });

interface Backend {
  sanctions: SanctionsStore;
  /** The moderation-log actions on an account, oldest first. */
  logOf(userId: number): Promise<string[]>;
}

/** Admin 1; users 2 (Zoe Brown, reviewed twice, one review reported twice), 3 (alice), 4 ('b_o%b'). */
const SETUP = [
  "INSERT INTO users (id, username, email, password, is_admin, created_at, updated_at) VALUES (1, 'admin', 'admin@x.test', 'x', 1, '2026-01-01', 'n')",
  "INSERT INTO users (id, username, email, password, first_name, last_name, created_at, updated_at) VALUES (2, 'zoe', 'zoe@x.test', 'x', 'Zoe', 'Brown', '2026-01-02', 'n')",
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (3, 'alice', 'alice@x.test', 'x', '2026-01-03', 'n')",
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (4, 'b_o%b', 'bob@x.test', 'x', '2026-01-04', 'n')",
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (5, 'Bob2', 'bob2@x.test', 'x', '2026-01-05', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'n', 'company', 'l', 'k', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('M', 'n', 'company', 'l', 'k2', 'n')",
  ...[
    ["R1", "L"],
    ["R2", "M"],
  ].map(
    ([id, landlord]) => `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, created_at, updated_at)
   VALUES ('${id}', '${landlord}', 2, 4, 4, 4, 4, 'text text text', '1-2 years', 'n', 'n')`,
  ),
  ...[3, 4].map((u) => `INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, status, created_at) VALUES ('review', 'R1', ${u}, 'spam', 'an advert', 'pending', 'n')`),
];

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({
    sanctions: createSqliteSanctions(ctx),
    logOf: async (id) => (ctx.db.$client.query("SELECT action FROM moderation_log WHERE target_type = 'user' AND target_id = ? ORDER BY id").all(String(id)) as { action: string }[]).map((r) => r.action),
  }),
  postgres: ({ db, events }) => ({
    sanctions: createPostgresSanctions({ db, events }),
    logOf: async (id) => (await db.$client<{ action: string }[]>`SELECT action FROM moderation_log WHERE target_type = 'user' AND target_id = ${String(id)} ORDER BY id`).map((r) => r.action),
  }),
};

const week = { hours: 24, reason: "Spam reviews" };

eachBackend("the sanctions store", { setup: SETUP, warmPool: true }, open, (b) => {
  test("accounts: the most reported first without a query, matched by name, e-mail or full name otherwise, wildcards literal", async () => {
    const all = await b.sanctions.listAccounts(undefined, 10);
    expect(all.map((a) => [a.username, a.reviewCount, a.reportCount])).toEqual([
      ["zoe", 2, 2],
      ["Bob2", 0, 0],
      ["b_o%b", 0, 0],
      ["alice", 0, 0],
      ["admin", 0, 0],
    ]);
    expect(all.find((a) => a.id === 1)).toMatchObject({ isAdmin: 1, suspension: null });
    expect((await b.sanctions.listAccounts("b", 10)).map((a) => a.username)).toEqual(["Bob2", "b_o%b", "zoe"]);
    expect((await b.sanctions.listAccounts("zoe brown", 10)).map((a) => a.id)).toEqual([2]);
    expect((await b.sanctions.listAccounts("BOB@X", 10)).map((a) => a.id)).toEqual([4]);
    expect((await b.sanctions.listAccounts("o%", 10)).map((a) => a.id)).toEqual([4]);
    expect((await b.sanctions.listAccounts("_", 10)).map((a) => a.id)).toEqual([4]);
    expect(await b.sanctions.listAccounts("b", 1)).toHaveLength(1);
  });

  test("an account's reviews as an admin sees them: only those a report or the log names, with their reports, no author id", async () => {
    const list = await b.sanctions.reviewsOf(1, 2);
    expect(list.map(({ review, reports }) => [review.id, review.userId, reports.map((r) => r.reportedByUserId).sort()])).toEqual([["R1", null, [3, 4]]]);
    expect(await b.sanctions.reviewsOf(1, 3)).toEqual([]);
    await expect(b.sanctions.reviewsOf(1, 99)).rejects.toMatchObject({ status: 404, code: "user.not_found" });
  });

  test("no suspension of an unknown account (404) nor of an admin (409); no lift without one (409)", async () => {
    await expect(b.sanctions.suspend(1, 99, week)).rejects.toMatchObject({ status: 404, code: "user.not_found" });
    await expect(b.sanctions.suspend(1, 1, week)).rejects.toMatchObject({ status: 409, code: "sanction.admin" });
    await expect(b.sanctions.lift(1, 3)).rejects.toMatchObject({ status: 409, code: "sanction.not_suspended" });
    await expect(b.sanctions.lift(1, 99)).rejects.toMatchObject({ status: 404, code: "user.not_found" });
    expect(await b.sanctions.activeSuspension(3)).toBeNull();
  });

  test("two moderators suspending one account at once: one suspension, one 409 naming its end, one log row", async () => {
    const results = await Promise.allSettled([b.sanctions.suspend(1, 3, week), b.sanctions.suspend(1, 3, { hours: 48, reason: "Other" })]);
    const done = results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<{ until: string; reason: string }>).value);
    expect(done).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ status: 409, code: "sanction.already_suspended" });
    expect(await b.sanctions.activeSuspension(3)).toEqual(done[0]!);
    expect(await b.logOf(3)).toEqual(["user.suspended"]);
    expect((await b.sanctions.listAccounts("alice", 10))[0]!.suspension).toEqual(done[0]!);
  });

  test("a lift ends the suspension, logged, and a new one may follow", async () => {
    await b.sanctions.lift(1, 3);
    expect(await b.sanctions.activeSuspension(3)).toBeNull();
    expect(await b.logOf(3)).toEqual(["user.suspended", "user.unsuspended"]);
    const first = await b.sanctions.suspend(1, 4, week);
    expect(await b.sanctions.activeSuspension(4)).toEqual(first);
    await expect(b.sanctions.lift(1, 4)).resolves.toBeUndefined();
    await expect(b.sanctions.suspend(1, 4, { hours: 48, reason: "Again" })).resolves.toMatchObject({ reason: "Again" });
  });
});
