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

export function applyMigrations(db: Db): void {
  const dialect = (db as unknown as { dialect: { migrate(m: MigrationMeta[], s: unknown, c: object): void } }).dialect;
  const session = (db as unknown as { session: unknown }).session;
  dialect.migrate(embeddedMigrations(), session, {});
}
