// Migrations are SQL files written by drizzle-kit (`npm run db:generate`). They are imported as
// text so that `bun build --compile` embeds them in the binary; drizzle's own migrator reads
// them from disk, so we hand its dialect the same structures it would have built, which keeps
// its bookkeeping table (__drizzle_migrations) and lets drizzle-kit stay the source of truth.
import { createHash } from "node:crypto";
import type { MigrationMeta } from "drizzle-orm/migrator";
import type { Db } from "./connection";
import journal from "./migrations/meta/_journal.json";
import { migrationSql } from "./migrations/index";

export function embeddedMigrations(): MigrationMeta[] {
  return journal.entries.map((entry) => {
    const query = migrationSql[entry.tag];
    if (query === undefined) throw new Error(`migration ${entry.tag} is in the journal but not embedded`);
    return {
      sql: query.split("--> statement-breakpoint"),
      bps: entry.breakpoints,
      folderMillis: entry.when,
      hash: createHash("sha256").update(query).digest("hex"),
    };
  });
}

/** The database was written by a newer RentFair: its schema is one this binary does not know. */
export class NewerDatabaseError extends Error {}

/**
 * Refuses a database that holds migrations newer than every embedded one (docs/product-rules.md#limits): an older
 * binary would otherwise answer health 200 while its queries fail. Runs before anything is written.
 * drizzle records each applied migration's `folderMillis` as `created_at`, and applies only those
 * newer than the last recorded one, so "newer than the newest we know" is exactly "unknown".
 */
export function refuseNewerDatabase(db: Db, migrations: MigrationMeta[] = embeddedMigrations()): void {
  const client = db.$client;
  const table = client.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  if (!table) return;
  const row = client.query("SELECT max(created_at) AS newest FROM __drizzle_migrations").get() as { newest: number | null };
  const known = Math.max(0, ...migrations.map((m) => m.folderMillis));
  if (row.newest !== null && Number(row.newest) > known) {
    throw new NewerDatabaseError(
      `the database ${client.filename} was written by a newer version of RentFair (a migration from ${new Date(Number(row.newest)).toISOString()} is unknown to this one); nothing was changed`,
    );
  }
}

export function applyMigrations(db: Db): void {
  refuseNewerDatabase(db);
  const dialect = (db as unknown as { dialect: { migrate(m: MigrationMeta[], s: unknown, c: object): void } }).dialect;
  const session = (db as unknown as { session: unknown }).session;
  dialect.migrate(embeddedMigrations(), session, {});
}

/**
 * Data migrations: changes to stored values that SQL alone cannot compute, each run once and
 * recorded in SQLite's `user_version` (drizzle keeps its own table for the schema, so the two
 * never meet).
 * 1: landlord duplicate keys recomputed with src/contract/names.ts (NFKC, invisible characters,
 *    look-alike letters, punctuation). Two rows that now share a key are twins made before the
 *    rule: the older keeps the key, the newer keeps a key of its own for an admin to merge.
 * 2: landlords.search_addresses (migration 0005) filled from the reviews already written. The column
 *    went with migration 0019 (issue 32): 5 fills what replaced it, so a database older than 2 has
 *    nothing of its own to do here any more.
 * 3: landlord duplicate keys recomputed again, as in 1, for the look-alikes the rule learned in
 *    issue 30 (Cherokee letters, small capitals, "l"/"I", "0"/"O"): twins made with them before
 *    keep keys of their own, the older one the plain key. And pending reports whose review or
 *    reply no longer exists (deleted with its author's account, which left them in the queue
 *    with no target) are resolved, as the account's deletion does from then on (reports.ts
 *    `resolvePendingOnReviewsOf`).
 * 4: every review with an address gets its building (contract §7.2, src/store/sqlite/buildings.ts
 *    `assignBuildings`), as review writes keep them from then on.
 * 5: landlord_addresses (migration 0012, issue 32) filled from the reviews already written, as
 *    figures.ts keeps it by deltas from then on (the other kept figures are SQL: migration 0013).
 */
export const DATA_VERSION = 5;

export interface DataRules {
  /** The duplicate key of a landlord (src/contract/names.ts `landlordKey`). */
  keyOf: (name: string, location: string) => string;
  /** Gives every review with an address and no building its building (src/store/sqlite/buildings.ts `assignBuildings`). */
  assignBuildings?: (db: Db) => void;
  /** The building-level form of one typed address (src/contract/address.ts `publicAddress`). */
  buildingOf: (typed: string | null) => string | null;
}

export function applyDataMigrations(db: Db, rules: DataRules): void {
  const client = db.$client;
  const version = (client.query("PRAGMA user_version").get() as { user_version: number }).user_version;
  if (version >= DATA_VERSION) return;
  client.transaction(() => {
    if (version < 3) rekeyLandlords(db, rules.keyOf); // data versions 1 and 3: once covers both
    if (version < 3) resolveTargetlessReports(db);
    if (version < 4) rules.assignBuildings?.(db);
    if (version < 5) fillLandlordAddresses(db, rules.buildingOf);
    client.exec(`PRAGMA user_version = ${DATA_VERSION}`);
  }).immediate();
}

function rekeyLandlords(db: Db, keyOf: DataRules["keyOf"]): void {
  const client = db.$client;
  const rows = client.query("SELECT id, name, location, dedupe_key AS key FROM landlords ORDER BY created_at, id").all() as { id: string; name: string; location: string; key: string }[];
  const taken = new Set<string>();
  const wanted = new Map<string, string>();
  for (const row of rows) {
    const key = keyOf(row.name, row.location);
    const final = taken.has(key) ? `${key}#${row.id}` : key;
    taken.add(final);
    if (final !== row.key) wanted.set(row.id, final);
  }
  // Two passes, so that a key moving from one row to another never meets itself on the way.
  const update = client.query("UPDATE landlords SET dedupe_key = ? WHERE id = ?");
  for (const id of wanted.keys()) update.run(`~rekey~${id}`, id);
  for (const [id, key] of wanted) update.run(key, id);
}

/** The notes of a report closed because its review went with its author's account (reports.ts too). */
export const REMOVED_WITH_ACCOUNT = "Removed with its author's account";

function resolveTargetlessReports(db: Db): void {
  db.$client
    .query(
      `UPDATE reports SET status = 'resolved', resolved_at = ?, admin_notes = coalesce(admin_notes, ?)
       WHERE status = 'pending' AND (
         (report_type = 'review' AND target_id NOT IN (SELECT id FROM reviews)) OR
         (report_type = 'reply' AND target_id NOT IN (SELECT id FROM review_replies)))`,
    )
    .run(new Date().toISOString(), REMOVED_WITH_ACCOUNT);
}

function fillLandlordAddresses(db: Db, buildingOf: DataRules["buildingOf"]): void {
  const client = db.$client;
  client.exec("DELETE FROM landlord_addresses");
  // In the order recomputeFigures reads them: by landlord, oldest review first.
  const rows = client.query<{ landlordId: string; address: string }, []>(
    // visible reviews only (issue 28): a hidden review is in no search address.
    "SELECT landlord_id AS landlordId, property_address AS address FROM reviews WHERE property_address IS NOT NULL AND hidden_at IS NULL ORDER BY landlord_id, created_at, id",
  );
  const insert = client.query("INSERT INTO landlord_addresses (landlord_id, address, reviews, seq) VALUES (?, ?, ?, ?)");
  let landlordId: string | null = null;
  let counts = new Map<string, number>();
  const flush = () => {
    let seq = 0;
    if (landlordId !== null) for (const [address, n] of counts) insert.run(landlordId, address, n, ++seq);
  };
  for (const row of rows.iterate()) {
    if (row.landlordId !== landlordId) {
      flush();
      landlordId = row.landlordId;
      counts = new Map();
    }
    const form = buildingOf(row.address);
    if (form) counts.set(form, (counts.get(form) ?? 0) + 1);
  }
  flush();
}
