// Data migrations (src/db/migrate.ts): landlord duplicate keys written by an older version are
// recomputed once with the rule of src/contract/names.ts, and twins made before it survive.
import { expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { landlordKey } from "../contract/names";
import { openDatabase } from "./connection";
import { DATA_VERSION } from "./migrate";

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
