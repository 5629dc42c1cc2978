// database.changed after another process's commit: only added landlords are added; anything else rebuilds.
import { expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../store/sqlite/connection";
import { writeTx } from "../../store/sqlite/tx";
import { prepareInsertLandlord } from "../../store/sqlite/landlords";
import { createSqliteStore } from "../../store/sqlite";
import { createEvents } from "../../events";
import { createLandlordSearch } from "./service";

const ids = (found: ReturnType<ReturnType<typeof createLandlordSearch>["search"]>) => ("ids" in found ? [...found.ids] : []);

test("catch-up adds what another connection added, and rebuilds when it changed anything else or this process did", async () => {
  const path = join(mkdtempSync(join(tmpdir(), "rentfair-catchup-")), "rentfair.db");
  const server = openDatabase(path);
  const other = openDatabase(path); // stands for `rentfair import` in another process
  const add = (names: string[]) => writeTx(other, (tx) => names.map((name) => prepareInsertLandlord(tx)({ name, type: "company", location: "Austin, TX" })));
  add(["Acme Rentals", "Birch Homes"]);
  const store = createSqliteStore(server, createEvents());
  const search = createLandlordSearch({ store });
  await search.loaded();
  expect(search.size).toBe(2);

  const [cedar] = add(["Cedar Lettings"]);
  expect(await search.catchUp()).toBe("added");
  expect(ids(search.search({ query: "cedar" }))).toEqual([cedar!]);
  expect(await search.catchUp()).toBe("added"); // nothing new: nothing done

  // Another process changed an older landlord: its figures differ, so the index is read afresh.
  other.$client.exec("UPDATE landlords SET name = 'Acme Rentals Group' WHERE name = 'Acme Rentals'");
  expect(await search.catchUp()).toBe("rebuilt");
  expect(search.size).toBe(3);

  // Any change to an existing row counts (landlord_changes, kept by triggers), even one that
  // leaves lengths and totals as they were; so does a deletion.
  other.$client.exec("UPDATE landlords SET name = 'Birch Homez' WHERE name = 'Birch Homes'");
  expect(await search.catchUp()).toBe("rebuilt");
  expect(ids(search.search({ query: "homez" }))).toHaveLength(1);
  other.$client.exec("DELETE FROM landlords WHERE name = 'Birch Homez'");
  expect(await search.catchUp()).toBe("rebuilt");
  expect(search.size).toBe(2);
  add(["Birch Homes"]);
  expect(await search.catchUp()).toBe("added");
  expect(search.size).toBe(3);

  // After this process's own change the mark cannot be trusted: the next catch-up rebuilds.
  search.landlordChanged({ landlordId: cedar!, doc: (await store.search.doc(cedar!))! });
  add(["Dogwood Living"]);
  expect(await search.catchUp()).toBe("rebuilt");
  expect(search.size).toBe(4);
  add(["Elm Estates"]);
  expect(await search.catchUp()).toBe("added");
  expect(search.size).toBe(5);
});
