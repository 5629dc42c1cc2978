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
 * Refuses a database that holds migrations newer than every embedded one (contract §5): an older
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
