// The replies store behaves the same on PostgreSQL as on SQLite: the same assertions run against
// both, PostgreSQL on a real private cluster (src/test/postgres-cluster.ts).
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { RepliesStore } from "../replies";
import { createRepliesStore as createSqliteReplies } from "../sqlite/replies";
import { createRepliesStore as createPostgresReplies } from "./replies";

const { eachBackend } = storeBackends({ max: 8 });

interface Backend {
  replies: RepliesStore;
  rows(query: string): Promise<Record<string, unknown>[]>;
  exec(statement: string): Promise<void>;
}

/** Users 1 (admin), 2 (owner of L), 3 (reviewer), 4; review R of L by user 3. */
const SETUP = [
  ...[1, 2, 3, 4].map((id) => `INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (${id}, 'u${id}', 'u${id}@x.test', 'x', 'n', 'n')`),
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at, owner_user_id) VALUES ('L', 'Lord', 'company', 'Leeds', 'lord|leeds', 'n', 2)",
  `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, created_at, updated_at)
   VALUES ('R', 'L', 3, 4, 4, 4, 4, 'text text text', '1-2 years', 'n', 'n')`,
];

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({ replies: createSqliteReplies(ctx), rows: async (q) => ctx.db.$client.query(q).all() as Record<string, unknown>[], exec: async (s) => void ctx.db.$client.exec(s) }),
  postgres: (ctx) => ({
    replies: createPostgresReplies(ctx),
    rows: async (q) => [...(await ctx.db.$client.unsafe(q))] as Record<string, unknown>[],
    exec: async (s) => void (await ctx.db.$client.unsafe(s)),
  }),
};

eachBackend("the replies store", { setup: SETUP }, open, (b) => {
  test("only the landlord's verified owner replies (403), to a review that exists (404)", async () => {
    await expect(b.replies.put(4, "R", "Not mine to answer")).rejects.toMatchObject({ status: 403, code: "reply.not_owner" });
    await expect(b.replies.put(2, "nope", "Nothing there")).rejects.toMatchObject({ status: 404, code: "review.not_found" });
    await expect(b.replies.remove(2, "R")).rejects.toMatchObject({ status: 404, code: "reply.not_found" });
  });

  test("the owner's reply, then its replacement keeping id and first date; answered as the review with its reply", async () => {
    const first = await b.replies.put(2, "R", "Thank you");
    expect(first).toMatchObject({ id: "R", userId: null, reply: { text: "Thank you" } });
    const second = await b.replies.put(2, "R", "Thank you, fixed now");
    expect(second.reply).toMatchObject({ id: first.reply!.id, createdAt: first.reply!.createdAt, text: "Thank you, fixed now" });
    expect(await b.rows("SELECT CAST(count(*) AS integer) AS n FROM review_replies")).toEqual([{ n: 1 }]);
  });

  test("a revoked owner can no longer reply or delete", async () => {
    await b.exec("UPDATE landlords SET owner_user_id = NULL WHERE id = 'L'");
    await expect(b.replies.put(2, "R", "Still here")).rejects.toMatchObject({ status: 403, code: "reply.not_owner" });
    await expect(b.replies.remove(2, "R")).rejects.toMatchObject({ status: 403, code: "reply.not_owner" });
    await b.exec("UPDATE landlords SET owner_user_id = 2 WHERE id = 'L'");
  });

  test("an admin removes a reply by id: pending reports on it resolved, one log row; twice at once: one removes, the other 404", async () => {
    const [reply] = await b.rows("SELECT id FROM review_replies WHERE review_id = 'R'");
    const id = reply!.id as string;
    await b.exec(`INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, status, created_at) VALUES ('reply', '${id}', 4, 'Abusive', 'x', 'pending', 'n')`);
    const results = await Promise.allSettled([b.replies.adminRemove(1, id), b.replies.adminRemove(1, id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 404, code: "reply.not_found" });
    expect(await b.rows(`SELECT status, resolved_by FROM reports WHERE target_id = '${id}'`)).toEqual([{ status: "resolved", resolved_by: 1 }]);
    expect(await b.rows(`SELECT action, target_type FROM moderation_log WHERE target_id = '${id}'`)).toEqual([{ action: "reply.remove", target_type: "reply" }]);
    expect(await b.rows("SELECT CAST(count(*) AS integer) AS n FROM review_replies")).toEqual([{ n: 0 }]);
  });

  test("the owner deletes a reply; a second delete is 404", async () => {
    await b.replies.put(2, "R", "Again");
    await b.replies.remove(2, "R");
    await expect(b.replies.remove(2, "R")).rejects.toMatchObject({ status: 404, code: "reply.not_found" });
  });
});
