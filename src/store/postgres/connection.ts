// The one place that opens PostgreSQL (issue 24): a postgres-js pool under drizzle, migrated before use.
import postgres, { type Sql } from "postgres";
import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import * as schema from "./schema";
import { migrate } from "./migrate";

export type PgDb = PostgresJsDatabase<typeof schema> & { $client: Sql };
/** An open write transaction (tx.ts `write`). */
export type PgTx = Parameters<Parameters<PgDb["transaction"]>[0]>[0];

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
}

/** A pool on `url` without migrating: for migrate's own tests and tools that must not write. */
export function connectPostgres(url: string, options: PostgresOptions = {}): PgDb {
  const client = postgres(url, {
    max: options.max ?? 10,
    // Notices (CREATE ... IF NOT EXISTS on a second start) are not worth a log line.
    onnotice: () => {},
  });
  return drizzle({ client, schema }) as PgDb;
}

/** Opens a pool on `url` and applies the embedded migrations (migrate.ts) before anything else reads it. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PgDb> {
  const db = connectPostgres(url, options);
  try {
    await migrate(db.$client);
  } catch (error) {
    await db.$client.end({ timeout: 5 });
    throw error;
  }
  return db;
}
