// The account store behaves the same on PostgreSQL as on SQLite: the same assertions run against both,
// PostgreSQL on a real private cluster (src/test/postgres-cluster.ts), where renames really race.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { Events } from "../../events";
import type { AccountStore } from "../account";
import { createAccountStore as createSqliteAccount } from "../sqlite/account";
import { createAccountStore as createPostgresAccount } from "./account";
import { REMOVED_WITH_ACCOUNT } from "./reports";
import { createVotesStore as createPostgresVotes } from "./votes";
import { recomputeFigures } from "./landlords";
import { write } from "./tx";
import { sql as raw } from "drizzle-orm";

const { onPostgres, postgresContext, eachBackend } = storeBackends({ max: 20 });

interface Backend {
  account: AccountStore;
  events: Events;
  rows<T>(query: string): Promise<T[]>;
}

const FAR = 4_102_444_800_000; // 2100
const review = (id: string, landlord: string, user: number, at: string) =>
  `INSERT INTO reviews (id, landlord_id, user_id, reviewer_name, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, created_at, updated_at)
   VALUES ('${id}', '${landlord}', ${user}, 'Ann', ${id === "A1" ? 2 : 4}, 4, 4, 4, 'text text text', '12 Flat, 3 High St', '1-2 years', '${at}', 'n')`;

/**
 * Users 1 (ann: reviews A1 on L and A2 on M, votes on B1, a report filed, owns landlord O, two sessions,
 * a reset link) and 2 (bob: review B1 on L, votes on A1 and A2), 3 (cat, for renames). Pending reports on A1.
 */
const SETUP = [
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (1, 'ann', 'ann@x.test', 'x', 'n', 'n')",
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (2, 'bob', 'bob@x.test', 'x', 'n', 'n')",
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (3, 'cat', 'cat@x.test', 'x', 'n', 'n')",
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (4, 'dan', 'dan@x.test', 'x', 'n', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'Lo', 'company', 'Leeds', 'k1', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('M', 'Mo', 'company', 'York', 'k2', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at, owner_user_id) VALUES ('O', 'Oh', 'company', 'Hull', 'k3', 'n', 1)",
  review("A1", "L", 1, "2026-01-01"),
  review("A2", "M", 1, "2026-01-02"),
  review("B1", "L", 2, "2026-01-03"),
  "INSERT INTO helpful_votes (review_id, user_id, created_at) VALUES ('B1', 1, '2026-02-01'), ('A1', 2, '2026-02-02'), ('A2', 2, '2026-02-03')",
  "UPDATE reviews SET helpful_count = 1",
  "INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, status, admin_notes, resolved_by, created_at) VALUES ('review', 'B1', 1, 'spam', 'an advert', 'resolved', 'mod notes', 4, '2026-03-01')",
  "INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, status, created_at) VALUES ('review', 'A1', 2, 'spam', 'an advert', 'pending', '2026-03-02')",
  `INSERT INTO sessions (sid, sess, expire) VALUES ('s1', '{"userId":1}', ${FAR}), ('s2', '{"userId":1}', ${FAR}), ('s3', '{"userId":2}', ${FAR})`,
  `INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES ('h1', 1, ${FAR}, 'n')`,
];

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({ account: createSqliteAccount(ctx), events: ctx.events, rows: async (q) => ctx.db.$client.query(q).all() as never[] }),
  postgres: ({ db, events }) => ({ account: createPostgresAccount({ db, events }), events, rows: async (q) => (await db.$client.unsafe(q)) as never[] }),
};

eachBackend("the account store", { setup: SETUP, warmPool: true }, open, (b) => {
  test("a username another account has, whatever its case, is 409; two accounts taking one name at once: one gets it", async () => {
    await expect(b.account.updateProfile(3, { username: "BOB" })).rejects.toMatchObject({ status: 409, code: "auth.username_taken" });
    expect(await b.account.updateProfile(3, { username: "Cat", firstName: "Cat" })).toMatchObject({ id: 3, username: "Cat", firstName: "Cat" });
    const results = await Promise.allSettled([b.account.updateProfile(3, { username: "eve" }), b.account.updateProfile(4, { username: "EVE" })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { status: 409, code: "auth.username_taken" } });
  });

  test("a password change ends the other sessions and every reset link", async () => {
    await b.account.changePassword(1, "new-hash", "s1");
    expect(await b.rows("SELECT sid FROM sessions ORDER BY sid")).toEqual([{ sid: "s1" }, { sid: "s3" }]);
    expect(await b.rows("SELECT token_hash FROM password_resets")).toEqual([]);
    expect(await b.rows("SELECT password FROM users WHERE id = 1")).toEqual([{ password: "new-hash" }]);
  });

  test("an e-mail proof is used once", async () => {
    const token = await b.account.issueEmailProof(1, "ANN@x.test");
    expect((await b.account.proveEmail(token)).emailVerifiedAt).not.toBeNull();
    await expect(b.account.proveEmail(token)).rejects.toMatchObject({ status: 400 });
    expect(await b.account.connectedProviders(1)).toEqual([]);
  });

  test("the record holds the account's reviews as written, its votes, its reports without moderators' notes, its sessions", async () => {
    const record = await b.account.record(1);
    expect(record.user).toMatchObject({ id: 1, username: "ann" });
    expect(record.reviews.map((r) => [r.id, r.userId, r.propertyAddress, r.landlord.name])).toEqual([
      ["A2", 1, "12 Flat, 3 High St", "Mo"],
      ["A1", 1, "12 Flat, 3 High St", "Lo"],
    ]);
    expect(record.helpfulVotes).toEqual([{ reviewId: "B1", landlordName: "Lo", createdAt: "2026-02-01" }]);
    expect(record.reports).toHaveLength(1);
    expect(record.reports[0]).toMatchObject({ targetId: "B1", status: "resolved" });
    expect(record.reports[0]).not.toHaveProperty("adminNotes");
    expect(record.reports[0]).not.toHaveProperty("resolvedBy");
    expect(record.sessions).toEqual([{ expiresAt: new Date(FAR).toISOString() }]);
    expect(record.suspension).toBeNull();
    expect((await b.account.record(99)).user).toBeUndefined();
  });

  test("leaving with 'delete': reviews, votes and filed reports go, counts and figures follow, reports on its reviews close, its landlords are announced", async () => {
    const changed: string[] = [];
    const off = b.events.on("landlord.changed", ({ landlordId }) => changed.push(landlordId));
    await b.account.delete(1, "delete");
    off();
    expect(changed.sort()).toEqual(["L", "M", "O"]);
    expect(await b.rows("SELECT id FROM users WHERE id = 1")).toEqual([]);
    expect(await b.rows("SELECT id, helpful_count FROM reviews ORDER BY id")).toEqual([{ id: "B1", helpful_count: 0 }]);
    expect(await b.rows("SELECT id, total_reviews, average_rating, owner_user_id FROM landlords ORDER BY id")).toEqual([
      { id: "L", total_reviews: 1, average_rating: 4, owner_user_id: null },
      { id: "M", total_reviews: 0, average_rating: 0, owner_user_id: null },
      { id: "O", total_reviews: 0, average_rating: 0, owner_user_id: null },
    ]);
    expect(await b.rows("SELECT target_id, status, resolved_by, admin_notes FROM reports")).toEqual([{ target_id: "A1", status: "resolved", resolved_by: null, admin_notes: REMOVED_WITH_ACCOUNT }]);
    expect(await b.rows("SELECT sid FROM sessions")).toEqual([{ sid: "s3" }]);
  });

  test("leaving with 'anonymize' keeps the reviews with no link to anyone", async () => {
    await b.account.delete(2, "anonymize");
    expect(await b.rows("SELECT id, user_id, reviewer_name FROM reviews")).toEqual([{ id: "B1", user_id: null, reviewer_name: null }]);
    expect(await b.rows("SELECT id, total_reviews FROM landlords WHERE id = 'L'")).toEqual([{ id: "L", total_reviews: 1 }]);
  });
});

onPostgres("an account's deletion on PostgreSQL racing votes and reviews on what it touches", () => {
  test("no deadlock, and every figure it leaves equals a recount", async () => {
    const { sql, ctx } = await postgresContext();
    // User 500 reviewed landlords Q0..Q4 and voted on reviews by 501..505 there; users 510..529 vote and review meanwhile.
    await sql.unsafe("INSERT INTO users (id, username, email, password, created_at, updated_at) SELECT g, 'q' || g, 'q' || g || '@x.test', 'x', 'n', 'n' FROM generate_series(500, 529) g");
    for (let i = 0; i < 5; i++) {
      await sql.unsafe(`INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('Q${i}', 'n', 'company', 'l', 'kq${i}', 'n')`);
      await sql.unsafe(review(`X${i}`, `Q${i}`, 500, "2026-01-01"));
      await sql.unsafe(review(`Y${i}`, `Q${i}`, 501 + i, "2026-01-01"));
      await sql.unsafe(`INSERT INTO helpful_votes (review_id, user_id, created_at) VALUES ('Y${i}', 500, 'n')`);
    }
    await sql.unsafe("UPDATE reviews SET helpful_count = (SELECT count(*) FROM helpful_votes v WHERE v.review_id = reviews.id) WHERE id LIKE 'Y%'");
    const votes = createPostgresVotes(ctx);
    const racers = Array.from({ length: 20 }, (_, i) => {
      const user = 510 + i;
      const landlord = `Q${i % 5}`;
      if (i % 2) return votes.vote(user, i % 4 ? `Y${i % 5}` : `X${i % 5}`);
      return write(ctx, async (tx, raise) => {
        await tx.execute(raw.raw(review(`W${i}`, landlord, user, "2026-02-01")));
        await recomputeFigures(tx, raise, landlord);
      });
    });
    const results = await Promise.allSettled([...racers, createPostgresAccount(ctx).delete(500, "delete")]);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason as Error & { code?: string; status?: number });
    // The only failure allowed: a vote on one of the deleted reviews (404).
    for (const f of failures) expect({ status: f.status, message: f.message, code: (f.cause as { code?: string } | undefined)?.code ?? f.code }).toMatchObject({ status: 404 });
    expect(results.at(-1)!.status).toBe("fulfilled");
    const figures = await sql`SELECT l.id, l.total_reviews AS stored, (SELECT count(*)::int FROM reviews r WHERE r.landlord_id = l.id) AS counted FROM landlords l WHERE l.id LIKE 'Q%'`;
    for (const f of figures) expect(f.stored).toBe(f.counted);
    const helpful = await sql`SELECT id, helpful_count AS stored, (SELECT count(*)::int FROM helpful_votes v WHERE v.review_id = reviews.id) AS counted FROM reviews WHERE landlord_id LIKE 'Q%'`;
    for (const h of helpful) expect(h.stored).toBe(h.counted);
    expect(await sql`SELECT id FROM reviews WHERE user_id = 500`).toHaveLength(0);
  });
});
