// The votes store behaves the same on PostgreSQL as on SQLite: the same assertions run against both,
// PostgreSQL on a real private cluster (src/test/postgres-cluster.ts), where votes really race.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { VotesStore } from "../votes";
import { createVotesStore as createSqliteVotes } from "../sqlite/votes";
import { createVotesStore as createPostgresVotes } from "./votes";
import { usersSql } from "../../test/store-fixtures";

const { eachBackend } = storeBackends({ max: 20 });

const VOTERS = 50;

interface Backend {
  votes: VotesStore;
  /** The stored helpful_count of a review. */
  helpfulCount(reviewId: string): Promise<number>;
}

/** Users 1..VOTERS+1, a landlord, and review R written by user 1. */
const SETUP = [
  ...usersSql(VOTERS + 1),
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'n', 'company', 'l', 'k', 'n')",
  `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, length_of_residence, created_at, updated_at)
   VALUES ('R', 'L', 1, 4, 4, 4, 4, 'text text text', '1-2 years', 'n', 'n')`,
];

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({
    votes: createSqliteVotes(ctx),
    helpfulCount: async (id) => (ctx.db.$client.query("SELECT helpful_count AS n FROM reviews WHERE id = ?").get(id) as { n: number }).n,
  }),
  postgres: (ctx) => ({
    votes: createPostgresVotes(ctx),
    helpfulCount: async (id) => (await ctx.db.$client<{ n: number }[]>`SELECT helpful_count AS n FROM reviews WHERE id = ${id}`)[0]!.n,
  }),
};

eachBackend("the votes store", { setup: SETUP }, open, (b) => {
  test("no vote on an unknown review (404) nor on one's own (403)", async () => {
    await expect(b.votes.vote(2, "nope")).rejects.toMatchObject({ status: 404, code: "review.not_found" });
    await expect(b.votes.vote(1, "R")).rejects.toMatchObject({ status: 403, code: "vote.own_review" });
    expect(await b.helpfulCount("R")).toBe(0);
  });

  test("ten clicks of one user at once count once: one answer, nine 409", async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => b.votes.vote(2, "R")));
    expect(results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<{ helpfulCount: number }>).value)).toEqual([{ helpfulCount: 1 }]);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409, code: "vote.already_voted" });
    expect(await b.helpfulCount("R")).toBe(1);
  });

  test(`${VOTERS - 1} other users voting at once leave the count equal to the votes`, async () => {
    const answers = await Promise.all(Array.from({ length: VOTERS - 1 }, (_, i) => b.votes.vote(i + 3, "R")));
    expect(await b.helpfulCount("R")).toBe(VOTERS);
    // Each answer is the count as its own vote committed: every one from 2 to VOTERS, once.
    expect(answers.map((a) => a.helpfulCount).sort((x, y) => x - y)).toEqual(Array.from({ length: VOTERS - 1 }, (_, i) => i + 2));
  });
});
