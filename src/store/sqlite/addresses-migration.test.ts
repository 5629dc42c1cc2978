// Migration 0019 (issue 32): a landlord's search addresses leave its row (landlords.search_addresses)
// for the rows landlord_addresses already kept. A database written before it must search, check and
// take new reviews as it did.
import { expect, test } from "bun:test";
import { Database } from "bun:sqlite";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { openDatabase } from "./connection";
import { DATA_VERSION, embeddedMigrations } from "./migrate";
import { addressesOf } from "./search-docs";
import { checkFigures } from "./figures";
import { createSqliteStore } from "./index";
import { createEvents } from "../../events";
import { createLandlordSearch } from "../../modules/search/service";

test("a database of the version before 0019 keeps its landlords' search addresses, found by address search and counted by rentfair check", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "rentfair-0019-")), "rentfair.db");
  const before = embeddedMigrations().filter((m) => !m.sql.some((s) => s.includes("DROP COLUMN `search_addresses`")));
  expect(before.length).toBe(embeddedMigrations().length - 1);
  const client = new Database(file, { create: true, strict: true });
  client.exec("PRAGMA foreign_keys = ON");
  const old = drizzle({ client });
  (old as unknown as { dialect: { migrate(m: unknown, s: unknown, c: object): void } }).dialect.migrate(before, (old as unknown as { session: unknown }).session, {});
  client.exec(`PRAGMA user_version = ${DATA_VERSION}`);
  client.exec("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'Lamar Lets', 'company', 'Austin, TX', 'k', '2026-01-01')");
  const review = client.query(
    `INSERT INTO reviews (id, landlord_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, created_at, updated_at)
     VALUES (?, 'L', 4, 4, 4, 4, 'A review written by an older version.', ?, '1 year', ?, ?)`,
  );
  review.run("r1", "8611 Washington Blvd, Apt 33", "2026-01-02", "2026-01-02");
  review.run("r2", "12 Rainey St", "2026-01-03", "2026-01-03");
  review.run("r3", "8611 Washington Blvd #4B", "2026-01-04", "2026-01-04");
  // What that version kept for them: the text on the row, and the forms with their counts.
  client.exec("UPDATE landlords SET search_addresses = '8611 Washington Blvd' || char(10) || '12 Rainey St' WHERE id = 'L'");
  client.exec("INSERT INTO landlord_addresses (landlord_id, address, reviews, seq) VALUES ('L', '8611 Washington Blvd', 2, 1), ('L', '12 Rainey St', 1, 2)");
  client.close();

  const db = openDatabase(file);
  const columns = db.$client.query<{ name: string }, []>("SELECT name FROM pragma_table_info('landlords')").all().map((c) => c.name);
  expect(columns).not.toContain("search_addresses");
  expect(addressesOf(db, "L")).toBe("8611 Washington Blvd\n12 Rainey St");
  expect(checkFigures(db).differing).toBe(0);
  const events = createEvents();
  const store = createSqliteStore(db, events);
  const search = createLandlordSearch({ store, events });
  await search.loaded();
  expect(search.search({ query: "rainey", type: "address" })).toEqual({ ids: ["L"] });
  expect(search.search({ query: "apt 33", type: "address" })).toEqual({ ids: [] });
  db.$client.close();
});
