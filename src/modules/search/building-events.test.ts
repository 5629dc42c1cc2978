// Issue 32: a review write re-reads only the buildings it touched, on both databases. The building
// search (building-search.ts) is fed by the stores' `landlord.changed` events, which name the
// buildings a review left or joined (src/store/buildings-touched.ts); a store wrapper counts what
// the search reads back, and every answer it gives is compared with the store's own.
import { expect, test } from "bun:test";
import { storeBackends, type BackendOpeners } from "../../test/store-backends";
import type { ReviewsStore } from "../../store/reviews";
import type { BuildingsStore } from "../../store/buildings";
import type { LandlordsStore } from "../../store/landlords";
import type { ReviewFields } from "../../contract/schemas";
import type { Events } from "../../events";
import { createReviewsStore as createSqliteReviews } from "../../store/sqlite/reviews";
import { createBuildingsStore as createSqliteBuildings } from "../../store/sqlite/buildings";
import { createLandlordsStore as createSqliteLandlords } from "../../store/sqlite/landlords";
import { createReviewsStore as createPostgresReviews } from "../../store/postgres/reviews";
import { createBuildingsStore as createPostgresBuildings } from "../../store/postgres/buildings";
import { createLandlordsStore as createPostgresLandlords } from "../../store/postgres/landlords";
import { createAdminStore as createSqliteAdmin } from "../../store/sqlite/admin";
import { createAdminStore as createPostgresAdmin } from "../../store/postgres/admin";
import type { AdminStore } from "../../store/admin";
import { createBuildingSearch } from "./building-search";
import { usersSql, reviewFields } from "../../test/store-fixtures";

const { eachBackend } = storeBackends({ max: 4 });

interface Backend {
  reviews: ReviewsStore;
  buildings: BuildingsStore;
  landlords: LandlordsStore;
  admin: AdminStore;
  events: Events;
}

/** Landlord A's portfolio: a building each for reviews by users 1..MANY. */
const MANY = 60;
const landlord = (id: string, name: string) =>
  `INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('${id}', '${name}', 'company', 'Ann Arbor, MI', '${name.toLowerCase()}|ann arbor, mi', 'n')`;
const SETUP = [
  ...usersSql(MANY + 10),
  landlord("A", "Many Homes"),
  landlord("C", "Merged Away"),
  landlord("D", "Deleted Later"),
];

const fields = (propertyAddress: string | null, overall = 4): ReviewFields => reviewFields(overall, { propertyAddress, monthlyRent: null });

const open: BackendOpeners<Backend> = {
  sqlite: (ctx) => ({ reviews: createSqliteReviews(ctx), buildings: createSqliteBuildings(ctx), landlords: createSqliteLandlords(ctx), admin: createSqliteAdmin(ctx), events: ctx.events }),
  postgres: (ctx) => ({ reviews: createPostgresReviews(ctx), buildings: createPostgresBuildings(ctx), landlords: createPostgresLandlords(ctx), admin: createPostgresAdmin(ctx), events: ctx.events }),
};

eachBackend("the building search after a change", { setup: SETUP }, open, (b) => {
  /** The building ids the search read back from the store since `reads.clear()`, and how often it asked for a landlord's every building. */
  const reads = { ids: new Set<string>(), landlordWide: 0, clear: () => ((reads.ids = new Set()), (reads.landlordWide = 0)) };
  let search: ReturnType<typeof createBuildingSearch>;
  const buildingOf = async (reviewId: string) => (await b.reviews.byId(reviewId, null))!.buildingId!;
  /** The search's answer for the building at `address`, which must equal the store's answer by id. */
  const answered = async (address: string) => {
    await search.loaded();
    const found = (await search.buildings({ query: address, location: "Ann Arbor" })).find((x) => x.address === address);
    if (found) expect(found).toEqual((await b.buildings.byId(found.id))!);
    return found;
  };

  test("a review written to a landlord of many buildings re-reads only the building written to", async () => {
    for (let n = 1; n <= MANY; n++) await b.reviews.create(n, { ...fields(`${n} Maple Street`), landlordId: "A" });
    const counted: BuildingsStore = {
      ...b.buildings,
      byIds: async (ids) => {
        for (const id of ids) reads.ids.add(id);
        return b.buildings.byIds(ids);
      },
      docsOfLandlord: async (id) => {
        reads.landlordWide++;
        return b.buildings.docsOfLandlord(id);
      },
    };
    search = createBuildingSearch({ store: { buildings: counted }, events: b.events });
    await search.loaded();
    expect(search.size).toBe(MANY);
    const untouched = (await answered("3 Maple Street"))!;
    reads.clear();

    const { review } = await b.reviews.create(MANY + 1, { ...fields("7 Maple Street", 1), landlordId: "A" });
    const written = await answered("7 Maple Street");
    expect(written!.totalReviews).toBe(2);
    expect([...reads.ids]).toEqual([review.buildingId!]);
    expect(reads.landlordWide).toBe(0);
    expect(await answered("3 Maple Street")).toEqual(untouched);
  });

  test("an address edit moving a review from one building to another updates both, and only them", async () => {
    const reviewId = (await b.reviews.ofUser(MANY + 1))[0]!.id;
    const from = await buildingOf(reviewId);
    reads.clear();
    await b.reviews.update(MANY + 1, reviewId, { propertyAddress: "8 Maple Street" });
    const to = await buildingOf(reviewId);
    expect((await answered("7 Maple Street"))!.totalReviews).toBe(1);
    expect((await answered("8 Maple Street"))!.totalReviews).toBe(2);
    expect([...reads.ids].sort()).toEqual([from, to].sort());
    expect(reads.landlordWide).toBe(0);
    // Moved to a new building of its own, then deleted: the new building goes from the answers.
    await b.reviews.update(MANY + 1, reviewId, { propertyAddress: "500 Birch Road" });
    expect((await answered("500 Birch Road"))!.totalReviews).toBe(1);
    expect((await answered("8 Maple Street"))!.totalReviews).toBe(1);
    await b.reviews.remove({ id: MANY + 1, isAdmin: false }, reviewId);
    expect(await answered("500 Birch Road")).toBeUndefined();
    expect(reads.landlordWide).toBe(0);
  });

  test("a merge refreshes the buildings its reviews name (their landlord is the kept one now), and no others", async () => {
    const shared = await b.reviews.create(MANY + 2, { ...fields("9 Maple Street", 2), landlordId: "C" });
    const alone = await b.reviews.create(MANY + 3, { ...fields("99 Elm Street", 5), landlordId: "C" });
    expect((await answered("9 Maple Street"))!.landlords.map((l) => l.id).sort()).toEqual(["A", "C"]);
    expect((await answered("99 Elm Street"))!.landlords.map((l) => l.id)).toEqual(["C"]);
    reads.clear();
    await b.landlords.merge("C", "A", { id: 1 });
    expect((await answered("9 Maple Street"))!.landlords).toEqual([{ id: "A", name: "Many Homes", reviewCount: 2 }]);
    expect((await answered("99 Elm Street"))!.landlords).toEqual([{ id: "A", name: "Many Homes", reviewCount: 1 }]);
    expect([...reads.ids].sort()).toEqual([shared.review.buildingId!, alone.review.buildingId!].sort());
    expect(reads.landlordWide).toBe(0);
  });

  test("an admin's deletion of a landlord takes it off the buildings that showed it, and buildings only it was reviewed at go", async () => {
    const shared = await b.reviews.create(MANY + 4, { ...fields("711 Maple Street", 1), landlordId: "D" });
    await b.reviews.create(MANY + 5, { ...fields("711 Maple Street", 5), landlordId: "A" });
    const alone = await b.reviews.create(MANY + 6, { ...fields("77 Cedar Lane", 2), landlordId: "D" });
    expect((await answered("711 Maple Street"))!.landlords.map((l) => l.id).sort()).toEqual(["A", "D"]);
    expect((await answered("77 Cedar Lane"))!.landlords.map((l) => l.id)).toEqual(["D"]);
    reads.clear();
    await b.admin.deleteLandlord(1, "D");
    const left = await answered("711 Maple Street");
    expect(left!.landlords).toEqual([{ id: "A", name: "Many Homes", reviewCount: 1 }]);
    expect(left!.averageRating).toBe(5);
    expect(await answered("77 Cedar Lane")).toBeUndefined();
    // Found in memory: only the two buildings that named it are read back.
    expect([...reads.ids].sort()).toEqual([shared.review.buildingId!, alone.review.buildingId!].sort());
  });
});
