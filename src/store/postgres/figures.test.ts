// Issue 32: the figures kept by deltas (triggers and figures.ts `applyReviewToFigures`) equal their
// recount after every kind of write, on both databases, and `checkFigures` finds and fixes one that
// does not (src/store/operations.ts, `rentfair check`).
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { Store } from "../index";
import { createAccountStore as sqliteAccount } from "../sqlite/account";
import { createLandlordsStore as sqliteLandlords } from "../sqlite/landlords";
import { createOperationsStore as sqliteOperations } from "../sqlite/operations";
import { createReportsStore as sqliteReports } from "../sqlite/reports";
import { createReviewsStore as sqliteReviews } from "../sqlite/reviews";
import { createVotesStore as sqliteVotes } from "../sqlite/votes";
import { createAccountStore as pgAccount } from "./account";
import { createLandlordsStore as pgLandlords } from "./landlords";
import { createOperationsStore as pgOperations } from "./operations";
import { createReportsStore as pgReports } from "./reports";
import { createReviewsStore as pgReviews } from "./reviews";
import { createVotesStore as pgVotes } from "./votes";
import type { ReviewFields } from "../../contract/schemas";
import { usersSql, reviewFields } from "../../test/store-fixtures";

const { eachBackend } = storeBackends({ max: 6 });

type Backend = Pick<Store, "account" | "landlords" | "operations" | "reports" | "reviews" | "votes"> & {
  rows(query: string): Promise<Record<string, unknown>[]>;
  exec(statement: string): Promise<void>;
};

const USERS = 12;
const SETUP = [
  ...usersSql(USERS),
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('A', 'Alpha', 'company', 'Leeds', 'alpha|leeds', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('B', 'Beta', 'company', 'York', 'beta|york', 'n')",
  // A review written by SQL, outside the stores (an operator, an older version, a fixture): the triggers count it too.
  `INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, monthly_rent, rent_period, created_at, updated_at)
   VALUES ('SQL1', 'A', 12, 2, 3, 4, 5, 'Written straight into the database.', '1 Mill Lane, Flat 2', '1 year', 1200, 'weekly', '2026-01-01', '2026-01-01')`,
];

const fields = (overall: number, extra: Partial<ReviewFields> = {}): ReviewFields => reviewFields(overall, { maintenanceRating: 4.5, fairnessRating: 1.5, ...extra });

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({
    account: sqliteAccount(ctx),
    landlords: sqliteLandlords(ctx),
    operations: sqliteOperations(ctx),
    reports: sqliteReports(ctx),
    reviews: sqliteReviews(ctx),
    votes: sqliteVotes(ctx),
    rows: async (q) => ctx.db.$client.query(q).all() as Record<string, unknown>[],
    exec: async (s) => void ctx.db.$client.exec(s),
  }),
  postgres: (ctx) => ({
    account: pgAccount(ctx),
    landlords: pgLandlords(ctx),
    operations: pgOperations(ctx),
    reports: pgReports(ctx),
    reviews: pgReviews(ctx),
    votes: pgVotes(ctx),
    rows: async (q) => [...(await ctx.db.$client.unsafe(q))] as Record<string, unknown>[],
    exec: async (s) => void (await ctx.db.$client.unsafe(s)),
  }),
};

eachBackend("figures kept by deltas", { setup: SETUP }, open, (b) => {
  test("a review written by SQL is counted by the triggers; only its search address waits for a recount", async () => {
    expect(await b.rows("SELECT total_reviews, average_rating, overall_sum FROM landlords WHERE id = 'A'")).toEqual([{ total_reviews: 1, average_rating: 2, overall_sum: 2 }]);
    expect(await b.rows("SELECT review_count, rating_sum FROM users WHERE id = 12")).toEqual([{ review_count: 1, rating_sum: 2 }]);
    expect(await b.rows("SELECT location, rents FROM rent_locations")).toEqual([{ location: "Leeds", rents: 1 }]);
    // Building-level addresses need src/contract/address.ts: SQL cannot keep them (figures.ts).
    expect((await b.operations.checkFigures()).mismatches).toEqual([{ kind: "landlord", id: "A", field: "searchAddresses", kept: "", counted: "1 Mill Lane" }]);
    await b.operations.checkFigures({ fix: true });
    expect(await b.rows("SELECT (SELECT coalesce(string_agg(address, '\n' ORDER BY seq), '') FROM landlord_addresses WHERE landlord_id = landlords.id) AS search_addresses FROM landlords WHERE id = 'A'")).toEqual([{ search_addresses: "1 Mill Lane" }]);
    expect((await b.operations.checkFigures()).differing).toBe(0);
  });

  test("a review copied in after its reports (an import) counts them in its author's reported figure; a new review and votes leave it", async () => {
    await b.exec("INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, created_at) VALUES ('review', 'SQL2', 3, 'spam', 'Copied in before its review.', 'n')");
    await b.exec("INSERT INTO reports (report_type, target_id, reported_by_user_id, report_category, description, created_at) VALUES ('review', 'SQL2', 4, 'spam', 'Copied in before its review too.', 'n')");
    await b.exec(`INSERT INTO reviews (id, landlord_id, user_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, monthly_rent, rent_period, created_at, updated_at)
      VALUES ('SQL2', 'B', 11, 4, 4, 4, 4, 'Copied in after its reports.', '5 Mill Lane', '1 year', 900, 'monthly', '2026-01-02', '2026-01-02')`);
    const { review } = await b.reviews.create(11, { ...fields(3), landlordId: "A" });
    expect(await b.rows("SELECT review_count, rating_sum, reported_count FROM users WHERE id = 11")).toEqual([{ review_count: 2, rating_sum: 7, reported_count: 2 }]);
    // A vote on either (the update trigger, through helpful_count) moves the helpful figure only.
    await b.votes.vote(5, "SQL2");
    await b.votes.vote(5, review.id);
    expect(await b.rows("SELECT helpful_received, reported_count FROM users WHERE id = 11")).toEqual([{ helpful_received: 2, reported_count: 2 }]);
    expect((await b.operations.checkFigures()).mismatches.filter((m) => m.kind === "user")).toEqual([]);
    // The next tests start from the setup's rows: these go, and their figures with them.
    await b.reviews.remove({ id: 11, isAdmin: false }, review.id);
    await b.exec("DELETE FROM reviews WHERE id = 'SQL2'");
    await b.exec("DELETE FROM reports WHERE target_id = 'SQL2'");
    expect(await b.rows("SELECT review_count, rating_sum, reported_count FROM users WHERE id = 11")).toEqual([{ review_count: 0, rating_sum: 0, reported_count: 0 }]);
  });

  test("creates, edits, votes, reports, deletes, a merge and account deletions leave every figure equal to its recount", async () => {
    const made: string[] = [];
    for (let u = 1; u <= 8; u++) {
      const { review } = await b.reviews.create(u, { ...fields((u % 5) + 0.5, { propertyAddress: u % 2 ? "Flat 3, 12 High Street, Leeds" : `${u} Park Road`, rentPeriod: u % 3 ? "monthly" : "annual" }), landlordId: u <= 5 ? "A" : "B" });
      made.push(review.id);
    }
    // User 1 also reviews B, so the merge drops one of their two reviews.
    const dup = await b.reviews.create(1, { ...fields(5), landlordId: "B" });
    for (let u = 2; u <= 7; u++) await b.votes.vote(u, made[0]!);
    await b.votes.vote(9, made[6]!);
    await b.reports.create(9, { reportType: "review", targetId: made[1]!, reportCategory: "spam", description: "This looks like an advert to me." });
    await b.reports.create(10, { reportType: "review", targetId: made[1]!, reportCategory: "spam", description: "An advert for a removal firm." });
    await b.reviews.update(3, made[2]!, { overallRating: 1, monthlyRent: null, propertyAddress: "9 New Street" });
    await b.reviews.remove({ id: 4, isAdmin: false }, made[3]!);
    expect((await b.operations.checkFigures()).mismatches).toEqual([]);
    await b.landlords.merge("B", "A", { id: 11 });
    expect((await b.operations.checkFigures()).mismatches).toEqual([]);
    await b.account.delete(2, "delete");
    await b.account.delete(5, "anonymize");
    await b.account.delete(9, "delete");
    const check = await b.operations.checkFigures();
    expect(check.mismatches).toEqual([]);
    expect(check.checked.landlords).toBe(1);
    expect(dup.review.id).toBeString();
  });

  test("a figure that drifted is found, and --fix recounts it", async () => {
    await b.exec("UPDATE landlords SET total_reviews = 99 WHERE id = 'A'");
    await b.exec("INSERT INTO landlord_addresses (landlord_id, address, reviews, seq) VALUES ('A', 'Nowhere', 1, 99)");
    await b.exec("UPDATE users SET review_count = 7 WHERE id = 1");
    await b.exec("UPDATE rent_locations SET rents = rents + 3 WHERE location = 'Leeds'");
    const found = await b.operations.checkFigures();
    expect(found.mismatches.map((m) => `${m.kind} ${m.field}`).sort()).toEqual(["landlord searchAddresses", "landlord totalReviews", "location rents", "user reviewCount"]);
    expect(found.fixed).toBe(false);
    const fixed = await b.operations.checkFigures({ fix: true });
    expect(fixed.fixed).toBe(true);
    expect((await b.operations.checkFigures()).differing).toBe(0);
  });
});
