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
  /** Seconds an idle connection is kept (default: for ever); test apps, made by the hundred, close theirs. */
  idleTimeout?: number;
}

function client(url: string, max: number, idleTimeout?: number): Sql {
  return postgres(url, {
    max,
    ...(idleTimeout === undefined ? {} : { idle_timeout: idleTimeout }),
    // While the database is unreachable a request fails fast (503, lib/database-unavailable.ts)
    // instead of waiting the driver's default 30 s for a connection; the pool reconnects by itself.
    connect_timeout: 3,
    // Notices (CREATE ... IF NOT EXISTS on a second start) are not worth a log line.
    onnotice: () => {},
  });
}

const urls = new WeakMap<PgDb, { url: string; idleTimeout?: number }>();
const sessions = new WeakMap<PgDb, Set<Sql>>();

/** A pool on `url` without migrating: for migrate's own tests and tools that must not write. */
export function connectPostgres(url: string, options: PostgresOptions = {}): PgDb {
  const db = drizzle({ client: client(url, options.max ?? 10, options.idleTimeout), schema }) as PgDb;
  urls.set(db, { url, idleTimeout: options.idleTimeout });
  return db;
}

/**
 * A pool of ONE connection beside `db`'s, for work that needs one session across statements (a
 * session-level advisory lock, BEGIN and COMMIT by hand), closed with `closePostgres`. Not
 * `sql.reserve()`: postgres-js 3.4 throws an uncatchable TypeError (nextWrite on a null socket,
 * porsager/postgres#1208) on the next write to a reserved connection whose backend went away, which
 * ended the node when the database restarted; a pool replaces a dead connection instead.
 * Callers serialize their use of it (one session: statements of two users would interleave).
 */
export function sessionClient(db: PgDb): Sql {
  const made = urls.get(db);
  if (made === undefined) throw new Error("sessionClient: not a pool opened by connectPostgres");
  const sql = client(made.url, 1, made.idleTimeout);
  let set = sessions.get(db);
  if (!set) sessions.set(db, (set = new Set()));
  set.add(sql);
  return sql;
}

/** Closes `db`'s pool and every session client made beside it. */
export async function closePostgres(db: PgDb): Promise<void> {
  const side = [...(sessions.get(db) ?? [])];
  sessions.delete(db);
  await Promise.all([db.$client.end({ timeout: 5 }), ...side.map((s) => s.end({ timeout: 5 }))]);
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

let guarded = false;
/**
 * Keeps a node alive through postgres-js 3.4's uncatchable TypeError on a connection whose socket
 * is gone (porsager/postgres#1066, #1154, #1208: a write scheduled with setImmediate runs after the
 * close). By then the driver has already failed the query it belonged to with CONNECTION_CLOSED and
 * the pool replaces the connection, so that one error, and only it, is logged instead of ending the
 * process; any other uncaught exception ends it as before. (Reserved connections, where the write is
 * lost instead, are not used: see `sessionClient`.)
 */
export function surviveDriverSocketRace(log?: { warn(message: string): void }): void {
  if (guarded) return;
  guarded = true;
  process.on("uncaughtException", (error) => {
    if (error instanceof TypeError && /socket/.test(error.message) && /postgres[\\/]src[\\/]connection\.js/.test(error.stack ?? "")) {
      log?.warn("database: a connection closed under a write (postgres-js socket race); the pool reconnects");
      return;
    }
    console.error(error);
    process.exit(1);
  });
}
