// Data migrations (src/store/sqlite/migrate.ts): landlord duplicate keys written by an older version are
// recomputed once with the rule of src/contract/names.ts, and twins made before it survive;
// landlords' search addresses are filled from the reviews an older version wrote.
import { addressesOf } from "./search-docs";
import { expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { landlordKey } from "../../contract/names";
import { openDatabase } from "./connection";
import { DATA_VERSION } from "./migrate";
import { recomputeFigures } from "./landlords";
import { createLandlordSearch } from "../../modules/search/service";
import { createEvents } from "../../events";
import { createSqliteStore } from "./index";

test("keys of an older version are recomputed once; twins made before the rule keep keys of their own", () => {
  const file = join(mkdtempSync(join(tmpdir(), "rentfair-data-")), "rentfair.db");
  const first = openDatabase(file);
  const insert = first.$client.query(
    "INSERT INTO landlords (id, name, type, location, average_rating, total_reviews, dedupe_key, created_at) VALUES (?, ?, 'company', ?, 0, 0, ?, ?)",
  );
  // As the first version keyed them: lower case, spaces removed, punctuation kept.
  const oldKey = (name: string, location: string) => `${name}|${location}`.toLowerCase().replace(/\s+/g, "");
  insert.run("a", "Valley Living Inc", "Denver, CO", oldKey("Valley Living Inc", "Denver, CO"), "2026-01-01T00:00:00.000Z");
  insert.run("b", "valley living inc.", "Denver, CO", oldKey("valley living inc.", "Denver, CO"), "2026-02-01T00:00:00.000Z");
  insert.run("c", "Acme Rentals", "Austin, TX", oldKey("Acme Rentals", "Austin, TX"), "2026-03-01T00:00:00.000Z");
  first.$client.exec("PRAGMA user_version = 0");
  first.$client.close();

  const db = openDatabase(file);
  const keys = Object.fromEntries((db.$client.query("SELECT id, dedupe_key AS key FROM landlords").all() as { id: string; key: string }[]).map((r) => [r.id, r.key]));
  expect(keys.a).toBe(landlordKey("Valley Living Inc", "Denver, CO"));
  expect(keys.b).toBe(`${landlordKey("Valley Living Inc", "Denver, CO")}#b`);
  expect(keys.c).toBe(landlordKey("Acme Rentals", "Austin, TX"));
  expect((db.$client.query("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(DATA_VERSION);
  db.$client.close();
});

test("an older database gets its landlords' search addresses from the reviews it holds, at building level", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "rentfair-data-")), "rentfair.db");
  const first = openDatabase(file);
  const c = first.$client;
  const landlord = c.query("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES (?, ?, 'company', 'Austin, TX', ?, '2026-01-01')");
  landlord.run("reviewed", "Reviewed Co", "reviewed");
  landlord.run("quiet", "Quiet Co", "quiet");
  const review = c.query(
    `INSERT INTO reviews (id, landlord_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, created_at, updated_at)
     VALUES (?, 'reviewed', 4, 4, 4, 4, 'A review written by an older version.', ?, '1 year', ?, ?)`,
  );
  review.run("r1", "8611 Washington Blvd, Apt 33", "2026-01-02", "2026-01-02");
  review.run("r2", "8611 Washington Blvd #4B", "2026-01-03", "2026-01-03");
  review.run("r3", null, "2026-01-04", "2026-01-04");
  review.run("r4", "12 Rainey St", "2026-01-05", "2026-01-05");
  // As a version before the addresses were kept: none, and data migrations up to 1 done.
  c.exec("DELETE FROM landlord_addresses");
  c.exec("PRAGMA user_version = 1");
  c.close();

  const db = openDatabase(file);
  const stored = { reviewed: addressesOf(db, "reviewed"), quiet: addressesOf(db, "quiet") };
  expect(stored).toEqual({ reviewed: "8611 Washington Blvd\n12 Rainey St", quiet: "" });
  // The data migration and recomputeFigures agree.
  recomputeFigures(db, () => {}, "reviewed");
  expect(addressesOf(db, "reviewed")).toBe(stored.reviewed);
  const search = createLandlordSearch({ store: createSqliteStore(db, createEvents()) });
  await search.loaded();
  expect(search.search({ query: "rainey", type: "address" })).toEqual({ ids: ["reviewed"] });
  expect((db.$client.query("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(DATA_VERSION);
  db.$client.close();
});

test("an older database's reviews get their buildings once (data migration 4), spellings of one building together", () => {
  const file = join(mkdtempSync(join(tmpdir(), "rentfair-data-")), "rentfair.db");
  const first = openDatabase(file);
  const c = first.$client;
  c.query("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('l', 'Oak Co', 'company', 'Ann Arbor, MI', 'oak', '2026-01-01')").run();
  const review = c.query(
    `INSERT INTO reviews (id, landlord_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, created_at, updated_at)
     VALUES (?, 'l', 4, 4, 4, 4, 'A review written by an older version.', ?, '1 year', '2026-01-02', '2026-01-02')`,
  );
  review.run("r1", "12 Oak St., Apt 4B");
  review.run("r2", "12 oak street #7");
  review.run("r3", "near the park");
  review.run("r4", null);
  c.exec("PRAGMA user_version = 3");
  c.close();

  const db = openDatabase(file);
  const rows = Object.fromEntries((db.$client.query("SELECT id, building_id AS b FROM reviews").all() as { id: string; b: string | null }[]).map((r) => [r.id, r.b]));
  expect(rows.r1).toBeString();
  expect(rows.r2).toBe(rows.r1!);
  expect(rows.r3).toBeString();
  expect(rows.r3).not.toBe(rows.r1!);
  expect(rows.r4).toBeNull();
  expect((db.$client.query("SELECT count(*) AS n FROM buildings").get() as { n: number }).n).toBe(2);
  expect((db.$client.query("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(DATA_VERSION);
  db.$client.close();
});
