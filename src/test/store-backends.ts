// The "both backends" frame of the PostgreSQL store tests (src/store/postgres/*.test.ts): the same
// assertions run against an SQLite database in memory and a PostgreSQL one on this file's private
// cluster (postgres-cluster.ts). Each file keeps its own Backend shape and rows; this holds the rest.
import { afterAll, beforeAll, describe } from "bun:test";
import { createEvents, type Events } from "../events";
import { openDatabase, type Db } from "../store/sqlite/connection";
import type { Sql } from "postgres";
import { closePostgres, openPostgres, type PgDb } from "../store/postgres/connection";
import { postgresForTests, type PostgresForTests } from "./postgres-cluster";

export interface BackendOpeners<B> {
  /** The Backend over a fresh SQLite database in memory, the setup statements already run. */
  sqlite(ctx: { db: Db; events: Events }): B | Promise<B>;
  /** The Backend over this file's PostgreSQL database, the setup statements already run. */
  postgres(ctx: { db: PgDb; events: Events }): B | Promise<B>;
}

export interface EachBackendOptions {
  /** SQL statements run, in order, on both databases before the Backend is built. */
  setup?: readonly string[];
  /** Open every connection of the PostgreSQL pool before the tests, so racing writers really run at once. */
  warmPool?: boolean;
}

export interface StoreBackends {
  pg: PostgresForTests;
  /** This file's PostgreSQL pool (`max` connections), opened on first use and closed after the file. */
  postgres(): Promise<PgDb>;
  /** That pool's client and a store context on it with fresh events. */
  postgresContext(): Promise<{ sql: Sql; ctx: { db: PgDb; events: Events } }>;
  /** `describe(title, tests)`, skipped when this machine has no PostgreSQL. */
  onPostgres(title: string, tests: () => void): void;
  /**
   * `describe("<title> on SQLite")` and `describe.skipIf(no PostgreSQL)("<title> on PostgreSQL")`, each
   * running `tests(b)`; `b` is filled with that backend's Backend before the first test.
   */
  eachBackend<B extends object>(title: string, options: EachBackendOptions, open: BackendOpeners<B>, tests: (b: B) => void): void;
}

/** Call once at the top level of a test file. */
export function storeBackends({ max }: { max: number }): StoreBackends {
  const pg = postgresForTests();
  let pgDb: PgDb | null = null;
  afterAll(async () => {
    if (pgDb) await closePostgres(pgDb);
  });
  const postgres = async () => (pgDb ??= await openPostgres(pg.url(), { max }));
  const postgresContext = async () => {
    const db = await postgres();
    return { sql: db.$client, ctx: { db, events: createEvents() } };
  };
  const onPostgres = (title: string, tests: () => void) => describe.skipIf(pg.skipReason !== null)(title, tests);

  function eachBackend<B extends object>(title: string, options: EachBackendOptions, open: BackendOpeners<B>, tests: (b: B) => void): void {
    const setup = options.setup ?? [];
    const backends: [string, boolean, () => Promise<B>][] = [
      [
        "SQLite",
        false,
        async () => {
          const ctx = { db: openDatabase(":memory:"), events: createEvents() };
          for (const statement of setup) ctx.db.$client.exec(statement);
          return open.sqlite(ctx);
        },
      ],
      [
        "PostgreSQL",
        pg.skipReason !== null,
        async () => {
          const db = await postgres();
          for (const statement of setup) await db.$client.unsafe(statement);
          if (options.warmPool) await Promise.all(Array.from({ length: max }, () => db.$client`SELECT pg_sleep(0.02)`));
          return open.postgres({ db, events: createEvents() });
        },
      ],
    ];
    for (const [name, skip, openBackend] of backends) {
      describe.skipIf(skip)(`${title} on ${name}`, () => {
        const b = {} as B;
        beforeAll(async () => {
          Object.assign(b, await openBackend());
        });
        tests(b);
      });
    }
  }

  return { pg, postgres, postgresContext, onPostgres, eachBackend };
}
