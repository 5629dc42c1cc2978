// Data version 3 (src/store/sqlite/migrate.ts): a database written before the duplicate rule knew
// Cherokee letters, small capitals, l/I and 0/O gets its landlord keys recomputed once; twins
// made with those before keep keys of their own (the older the plain key), and no new twin can be added.
import { expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { landlordKey } from "../../contract/names";
import { openDatabase } from "./connection";
import { DATA_VERSION } from "./migrate";

test("Cherokee Ꭺ, small-capital ᴍ, l/I and 0/O still make twin landlords: twins of an older version are rekeyed once", () => {
  const file = join(mkdtempSync(join(tmpdir(), "rentfair-data3-")), "rentfair.db");
  const first = openDatabase(file);
  const insert = first.$client.query(
    "INSERT INTO landlords (id, name, type, location, average_rating, total_reviews, dedupe_key, created_at) VALUES (?, ?, 'company', ?, 0, 0, ?, ?)",
  );
  // Keyed as data version 2 did: each of these had a key of its own.
  const twins = [
    ["a", "Acme Rentals", "Austin, TX"],
    ["b", "\u13AAcme Rentals", "Austin, TX"],
    ["c", "Ac\u1D0De RentaIs", "Austin, TX"],
    ["d", "Acme Rentals", "Unit 10, Austin"],
    ["e", "Acme Rentals", "Unit 1O, Austin"],
  ] as const;
  for (const [i, [id, name, location]] of twins.entries()) insert.run(id, name, location, `v2|${id}`, `2026-0${i + 1}-01T00:00:00.000Z`);
  first.$client.exec("PRAGMA user_version = 2");
  first.$client.close();

  const db = openDatabase(file);
  const keys = Object.fromEntries((db.$client.query("SELECT id, dedupe_key AS key FROM landlords").all() as { id: string; key: string }[]).map((r) => [r.id, r.key]));
  const acme = landlordKey("Acme Rentals", "Austin, TX");
  const unit = landlordKey("Acme Rentals", "Unit 10, Austin");
  expect(keys).toEqual({ a: acme, b: `${acme}#b`, c: `${acme}#c`, d: unit, e: `${unit}#e` });
  expect((db.$client.query("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(DATA_VERSION);
  // A new look-alike meets the plain key: the unique index refuses it.
  expect(() => db.$client.query("INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('f', 'ACME RENTALS', 'company', 'Austin, TX', ?, '2026-09-01')").run(landlordKey("\u13AAC\u1D0DE RENTALS", "Austin, TX"))).toThrow();
  db.$client.close();
});
