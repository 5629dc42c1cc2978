// PostgreSQL's migrations (issue 24): SQL files written by drizzle-kit into ./migrations (`npm run
// db:generate`, drizzle.postgres.config.ts), embedded as text like SQLite's (scripts/embed-migrations.ts),
// recorded in drizzle's own bookkeeping table (drizzle.__drizzle_migrations) so drizzle-kit stays the
// source of truth.
//
// Several nodes may start together on one database: every node runs `migrate`, and all of it (reading
// what was applied, applying the rest, recording them) is one transaction holding a transaction-level
// advisory lock, so the first node migrates and the others wait, then find nothing left to do. A
// failing migration rolls back whole: the database is never left half-migrated.
import { createHash } from "node:crypto";
import type { Sql } from "postgres";
import journal from "./migrations/meta/_journal.json";
import { migrationSql } from "./migrations/index";

export interface PgMigration {
  tag: string;
  /** Its statements, split at drizzle-kit's breakpoints. */
  statements: string[];
  /** drizzle-kit's timestamp of the migration: what the bookkeeping table records as created_at. */
  folderMillis: number;
  hash: string;
}

export function embeddedMigrations(): PgMigration[] {
  return journal.entries.map((entry) => {
    const query = migrationSql[entry.tag];
    if (query === undefined) throw new Error(`migration ${entry.tag} is in the journal but not embedded`);
    return {
      tag: entry.tag,
      statements: query.split("--> statement-breakpoint").filter((s) => s.trim() !== ""),
      folderMillis: entry.when,
      hash: createHash("sha256").update(query).digest("hex"),
    };
  });
}

/**
 * The advisory locks RentFair takes on PostgreSQL, as (namespace, key) pairs: the namespace
 * 0x52656e74 ("Rent") keeps them apart from anything else sharing the database.
 */
export const ADVISORY_LOCK_NAMESPACE = 0x52656e74;
/** landlordChanges: written as literals in migration 0001's trigger (shared), tried by search.ts's mark (exclusive). */
export const ADVISORY_LOCKS = { migrate: 1, landlordChanges: 2 } as const;

/** The database was written by a newer RentFair: its schema is one this binary does not know. */
export class NewerDatabaseError extends Error {}

/**
 * Applies the migrations the database lacks, in one transaction under the migration lock. Refuses
 * (NewerDatabaseError, nothing changed) a database holding a migration newer than every one given,
 * as SQLite's refuseNewerDatabase does: an older binary would otherwise answer health 200 while its
 * queries fail. Returns the tags it applied.
 */
export async function migrate(sql: Sql, migrations: PgMigration[] = embeddedMigrations()): Promise<string[]> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${ADVISORY_LOCK_NAMESPACE}, ${ADVISORY_LOCKS.migrate})`;
    await tx`CREATE SCHEMA IF NOT EXISTS drizzle`;
    await tx`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`;
    const [row] = await tx<{ newest: string | null }[]>`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`;
    const newest = row?.newest == null ? null : Number(row.newest);
    const known = Math.max(0, ...migrations.map((m) => m.folderMillis));
    if (newest !== null && newest > known) {
      const [{ database }] = await tx<{ database: string }[]>`SELECT current_database() AS database`;
      throw new NewerDatabaseError(
        `the database ${database} was written by a newer version of RentFair (a migration from ${new Date(newest).toISOString()} is unknown to this one); nothing was changed`,
      );
    }
    // As drizzle's migrator decides: every migration newer than the last one recorded.
    const applied: string[] = [];
    for (const migration of migrations) {
      if (newest !== null && migration.folderMillis <= newest) continue;
      for (const statement of migration.statements) await tx.unsafe(statement);
      await tx`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`;
      applied.push(migration.tag);
    }
    return applied;
  });
}
