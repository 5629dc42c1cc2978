// The building search index kept beside the database (building-search.ts, snapshot.ts, issue 32):
// loaded at the next start while nothing it shows has changed (the store's building mark), rebuilt
// when anything it shows changed behind it (a rent edited by another process, which moves no
// landlord row), and, when this process's own writes changed it, saved at shutdown from what it
// holds, answering as a rebuild from the database would.
import { expect, test } from "bun:test";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEvents } from "../../events";
import { createLogger } from "../../lib/logger";
import { createSqliteStore } from "../../store/sqlite";
import { openDatabase } from "../../store/sqlite/connection";
import type { BuildingsStore } from "../../store/buildings";
import { reviewFields, usersSql } from "../../test/store-fixtures";
import { createBuildingSearch } from "./building-search";

const QUERIES = [{ query: "oak street" }, { query: "elm road", location: "Austin" }, { query: "12 oak" }, { location: "Austin, TX" }, { query: "pine" }];

function setUp() {
  const path = join(mkdtempSync(join(tmpdir(), "rentfair-building-snapshot-")), "rentfair.db");
  const db = openDatabase(path);
  const other = openDatabase(path); // another process: an operator's SQL, `rentfair import`
  for (const sql of usersSql(12)) db.$client.exec(sql);
  for (const [id, name] of [["L1", "Oakwood Rentals"], ["L2", "Elm Lettings"], ["L3", "Pine Homes"]]) {
    db.$client.exec(`INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('${id}', '${name}', 'company', 'Austin, TX', '${name.toLowerCase()}|austin, tx', 'n')`);
  }
  const events = createEvents();
  const store = createSqliteStore(db, events);
  const lines: string[] = [];
  const log = createLogger("debug", "text", (line) => void lines.push(line));
  /** Full reads of every building, counted. */
  const reads = { every: 0 };
  const buildings: BuildingsStore = {
    ...store.buildings,
    eachBuilding: (visit) => {
      reads.every++;
      return store.buildings.eachBuilding(visit);
    },
  };
  const start = async () => {
    lines.length = 0;
    reads.every = 0;
    const search = createBuildingSearch({ store: { buildings }, events, log, snapshot: store.buildings.snapshotPlace!()! });
    await search.loaded();
    return search;
  };
  /** Every query's answer by the search given, each building equal to the store's own. */
  const answers = async (search: Awaited<ReturnType<typeof start>>) => {
    const all = [];
    for (const input of QUERIES) {
      const found = await search.buildings(input);
      for (const b of found) expect(b).toEqual((await store.buildings.byId(b.id))!);
      all.push(found);
    }
    return all;
  };
  /** What a rebuild from the database answers now. */
  const rebuilt = async () => {
    const fresh = createBuildingSearch({ store });
    await fresh.loaded();
    return answers(fresh);
  };
  return { path, db, other, store, lines, reads, start, answers, rebuilt, snapshotPath: join(path, "..", "buildings-index.snapshot") };
}

test("the building index is kept beside the database and loaded while nothing it shows changed; a rent edited by another process means a rebuild", async () => {
  const t = setUp();
  await t.store.reviews.create(1, { ...reviewFields(4, { propertyAddress: "12 Oak Street, Austin", monthlyRent: 1000 }), landlordId: "L1" });
  await t.store.reviews.create(2, { ...reviewFields(2, { propertyAddress: "Apt 4, 12 Oak Street, Austin", monthlyRent: 1400 }), landlordId: "L2" });
  await t.store.reviews.create(3, { ...reviewFields(5, { propertyAddress: "40 Elm Road, Austin", monthlyRent: null }), landlordId: "L2" });

  let search = await t.start();
  expect(t.reads.every).toBe(1);
  const first = await t.answers(search);
  expect(first[0]!.length).toBe(1);
  await search.persist(); // at shutdown: saved
  expect(statSync(t.snapshotPath).mode & 0o777).toBe(0o600);

  // A landlord added by another process shows in no building: the snapshot still holds.
  t.other.$client.exec("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L9', 'New Co', 'company', 'Austin, TX', 'new co|austin, tx', 'n')");
  search = await t.start();
  expect(t.lines.join("\n")).toMatch(/building search: index loaded from .*buildings-index\.snapshot/);
  expect(t.reads.every).toBe(0);
  expect(await t.answers(search)).toEqual(first);

  // A rent edited behind the server's back moves no landlord row; the building counter says so.
  t.other.$client.exec("UPDATE reviews SET monthly_rent = 2000 WHERE user_id = 2");
  search = await t.start();
  expect(t.lines.join("\n")).toMatch(/changed since the index snapshot; rebuilding/);
  expect(t.reads.every).toBe(1);
  const edited = await t.answers(search);
  expect(edited[0]![0]!.rent[0]!.medianMonthlyRent).toBe(1500);
  expect(edited).toEqual(await t.rebuilt());
  await search.persist();

  // A landlord renamed behind its back: its name shows on its buildings.
  t.other.$client.exec("UPDATE landlords SET name = 'Oakwood Homes' WHERE id = 'L1'");
  search = await t.start();
  expect(t.reads.every).toBe(1);
  expect((await t.answers(search))[0]![0]!.landlords.map((l) => l.name).sort()).toEqual(["Elm Lettings", "Oakwood Homes"]);
});

test("what this process's own writes changed is saved at shutdown without reading every review again, and loads as a rebuild would answer", async () => {
  const t = setUp();
  await t.store.reviews.create(1, { ...reviewFields(4, { propertyAddress: "12 Oak Street, Austin" }), landlordId: "L1" });
  await t.store.reviews.create(2, { ...reviewFields(3, { propertyAddress: "40 Elm Road, Austin" }), landlordId: "L2" });
  for (const id of ["L4", "L5"]) t.db.$client.exec(`INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('${id}', 'Unreviewed ${id}', 'company', 'Austin, TX', 'unreviewed ${id}|austin, tx', 'n')`);
  let search = await t.start();
  await search.persist();
  search = await t.start();
  expect(t.reads.every).toBe(0);

  // A change that shows in no building (two unreviewed landlords merged) still moves the store's
  // counters: at shutdown the same index is saved with the new mark, and the next start loads it.
  await t.store.landlords.merge("L5", "L4", { id: 1 });
  await search.persist();
  expect(t.lines.join("\n")).toMatch(/index saved to/);
  search = await t.start();
  expect(t.lines.join("\n")).toMatch(/index loaded from/);
  expect(t.reads.every).toBe(0);

  // Written while it runs: heard as events, the index changes in place.
  const { review } = await t.store.reviews.create(3, { ...reviewFields(5, { propertyAddress: "7 Pine Avenue, Austin", monthlyRent: 900 }), landlordId: "L3" });
  await t.store.reviews.create(4, { ...reviewFields(1, { propertyAddress: "12 Oak Street, Austin" }), landlordId: "L3" });
  await t.store.reviews.update(1, (await t.store.reviews.ofUser(1))[0]!.id, { monthlyRent: 1234 });
  await search.loaded();
  expect((await search.buildings({ query: "pine" }))[0]!.id).toBe(review.buildingId!);
  await search.persist();
  expect(t.reads.every).toBe(0);
  expect(t.lines.join("\n")).toMatch(/index saved to/);

  search = await t.start();
  expect(t.lines.join("\n")).toMatch(/index loaded from/);
  expect(t.reads.every).toBe(0);
  const loaded = await t.answers(search);
  expect(loaded[4]!.map((b) => b.id)).toEqual([review.buildingId!]);
  expect(loaded[0]![0]!.totalReviews).toBe(2);
  expect(loaded).toEqual(await t.rebuilt());
  for (const input of QUERIES) expect(await search.ids(input)).toEqual(await createBuildingSearch({ store: t.store }).ids(input));

  // Another process committed while this one ran (and it heard nothing of it): not saved; the next start rebuilds.
  await t.store.reviews.create(5, { ...reviewFields(2, { propertyAddress: "40 Elm Road, Austin" }), landlordId: "L1" });
  await search.loaded();
  t.other.$client.exec("UPDATE reviews SET monthly_rent = 3000 WHERE user_id = 2");
  await search.persist();
  expect(t.lines.join("\n")).toMatch(/changed under the index; the next start rebuilds it/);
  search = await t.start();
  expect(t.reads.every).toBe(1);
  expect(await t.answers(search)).toEqual(await t.rebuilt());
});
