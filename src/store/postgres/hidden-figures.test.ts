// Issue 28 with issue 32 (merge of both): a hidden review counts in no kept figure. Hiding it takes it
// out of its landlord's total, sums and means (triggers on hidden_at), its search addresses
// (applyReviewToFigures), its author's figures, its location's rents and its building's figures,
// and `rentfair check` (checkFigures) then finds nothing to fix; restoring puts all of it back. Both
// databases.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { Store } from "../index";
import { createBuildingsStore as sqliteBuildings } from "../sqlite/buildings";
import { createOperationsStore as sqliteOperations } from "../sqlite/operations";
import { createReviewsStore as sqliteReviews } from "../sqlite/reviews";
import { createBuildingsStore as pgBuildings } from "./buildings";
import { createOperationsStore as pgOperations } from "./operations";
import { createReviewsStore as pgReviews } from "./reviews";
import type { ReviewFields } from "../../contract/schemas";

const { eachBackend } = storeBackends({ max: 6 });

type Backend = Pick<Store, "buildings" | "operations" | "reviews"> & {
  rows(query: string): Promise<Record<string, unknown>[]>;
};

const SETUP = [
  "INSERT INTO users (id, username, email, password, is_admin, created_at, updated_at) VALUES (1, 'admin', 'admin@x.test', 'x', 1, 'n', 'n')",
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (2, 'zoe', 'zoe@x.test', 'x', 'n', 'n')",
  "INSERT INTO users (id, username, email, password, created_at, updated_at) VALUES (3, 'alice', 'alice@x.test', 'x', 'n', 'n')",
  "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('A', 'Alpha', 'company', 'Leeds', 'alpha|leeds', 'n')",
];

const fields = (overall: number, propertyAddress: string, monthlyRent: number): ReviewFields => ({
  overallRating: overall,
  responsivenessRating: overall,
  maintenanceRating: overall,
  fairnessRating: overall,
  reviewText: "A landlord, reviewed for the figures",
  propertyAddress,
  lengthOfResidence: "1-2 years",
  monthlyRent,
  rentPeriod: "monthly",
  utilitiesIncluded: "false",
  reviewerName: null,
});

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({
    buildings: sqliteBuildings(ctx),
    operations: sqliteOperations(ctx),
    reviews: sqliteReviews(ctx),
    rows: async (q) => ctx.db.$client.query(q).all() as Record<string, unknown>[],
  }),
  postgres: (ctx) => ({
    buildings: pgBuildings(ctx),
    operations: pgOperations(ctx),
    reviews: pgReviews(ctx),
    rows: async (q) => [...(await ctx.db.$client.unsafe(q))] as Record<string, unknown>[],
  }),
};

eachBackend("hidden reviews and kept figures", { setup: SETUP }, open, (b) => {
  test("hiding a review takes it out of every figure (landlord, author, rents, building) and check finds nothing; restoring puts it back", async () => {
    // Zoe's 5 stars and Alice's 1 star, both at 12 High Street; only Zoe's names 3 Mill Lane too.
    const { review: zoe } = await b.reviews.create(2, { ...fields(5, "12 High Street", 900), landlordId: "A" });
    await b.reviews.create(3, { ...fields(1, "Flat 2, 12 High Street", 500), landlordId: "A" });
    const landlord = () => b.rows("SELECT total_reviews, average_rating, overall_sum, (SELECT coalesce(string_agg(address, '\n' ORDER BY seq), '') FROM landlord_addresses WHERE landlord_id = landlords.id) AS search_addresses FROM landlords WHERE id = 'A'");
    const author = () => b.rows("SELECT review_count, rating_sum FROM users WHERE id = 2");
    const rents = () => b.rows("SELECT rents, monthly_sum FROM rent_locations WHERE location = 'Leeds'");
    const building = async () => {
      const [one] = await b.buildings.ofLandlord("A", 10);
      return { totalReviews: one?.totalReviews, averageRating: one?.averageRating };
    };
    expect(await landlord()).toEqual([{ total_reviews: 2, average_rating: 3, overall_sum: 6, search_addresses: "12 High Street" }]);
    expect(await building()).toEqual({ totalReviews: 2, averageRating: 3 });
    expect((await b.operations.checkFigures()).mismatches).toEqual([]);

    await b.reviews.hide(1, zoe.id, { reason: "Other", note: "names someone" });
    expect(await landlord()).toEqual([{ total_reviews: 1, average_rating: 1, overall_sum: 1, search_addresses: "12 High Street" }]);
    expect(await author()).toEqual([{ review_count: 0, rating_sum: 0 }]);
    expect(await rents()).toEqual([{ rents: 1, monthly_sum: 500 }]);
    expect(await building()).toEqual({ totalReviews: 1, averageRating: 1 });
    expect((await b.reviews.ofLandlord("A", null)).total).toBe(1);
    const hidden = await b.operations.checkFigures();
    expect(hidden.mismatches).toEqual([]);
    expect(hidden.differing).toBe(0);

    await b.reviews.restore(1, zoe.id);
    expect(await landlord()).toEqual([{ total_reviews: 2, average_rating: 3, overall_sum: 6, search_addresses: "12 High Street" }]);
    expect(await author()).toEqual([{ review_count: 1, rating_sum: 5 }]);
    expect(await rents()).toEqual([{ rents: 2, monthly_sum: 1400 }]);
    expect(await building()).toEqual({ totalReviews: 2, averageRating: 3 });
    expect((await b.reviews.ofLandlord("A", null)).total).toBe(2);
    expect((await b.operations.checkFigures()).differing).toBe(0);
  });

  test("a hidden review's only address leaves the search addresses, and edits and deletion of a hidden review move no figure", async () => {
    const { review } = await b.reviews.create(1, { ...fields(4, "3 Mill Lane", 800), landlordId: "A" });
    expect(await b.rows("SELECT (SELECT coalesce(string_agg(address, '\n' ORDER BY seq), '') FROM landlord_addresses WHERE landlord_id = landlords.id) AS search_addresses FROM landlords WHERE id = 'A'")).toEqual([{ search_addresses: "12 High Street\n3 Mill Lane" }]);
    await b.reviews.hide(1, review.id, { reason: "Other" });
    expect(await b.rows("SELECT total_reviews, (SELECT coalesce(string_agg(address, '\n' ORDER BY seq), '') FROM landlord_addresses WHERE landlord_id = landlords.id) AS search_addresses FROM landlords WHERE id = 'A'")).toEqual([{ total_reviews: 2, search_addresses: "12 High Street" }]);
    // Its author may edit it while hidden (to appeal with a fixed text): still counted nowhere.
    await b.reviews.update(1, review.id, { overallRating: 1, propertyAddress: "4 Mill Lane" });
    expect(await b.rows("SELECT total_reviews, overall_sum, (SELECT coalesce(string_agg(address, '\n' ORDER BY seq), '') FROM landlord_addresses WHERE landlord_id = landlords.id) AS search_addresses FROM landlords WHERE id = 'A'")).toEqual([{ total_reviews: 2, overall_sum: 6, search_addresses: "12 High Street" }]);
    expect((await b.operations.checkFigures()).differing).toBe(0);
    await b.reviews.remove({ id: 1, isAdmin: true }, review.id);
    expect(await b.rows("SELECT total_reviews, overall_sum FROM landlords WHERE id = 'A'")).toEqual([{ total_reviews: 2, overall_sum: 6 }]);
    expect((await b.operations.checkFigures()).differing).toBe(0);
  });
});
