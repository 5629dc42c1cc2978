// The operations store on PostgreSQL (src/store/operations.ts): the twin of src/store/sqlite/operations.ts
// for what a server's boot, health and metrics need: ping, sizes, isEmpty, close. What PostgreSQL does
// differently, or not yet, is said by an error that names it rather than done halfway:
// - backupTo: a PostgreSQL database is copied by its own tool, `pg_dump` (BACKUP_ON_POSTGRES);
// - loadDemo and addLandlords (the bulk loads of `seed --demo` and `rentfair import`) are not written yet;
// - watchOtherWriters: another process's commits reach this one through the outbox issue 24 will add;
//   until then there is nothing to watch and the stop function does nothing.
import { sql } from "drizzle-orm";
import type { PostgresContext } from "./tx";
import type { OperationsStore } from "../operations";
import { checkFigures } from "./figures";

/** What `backupTo` answers on PostgreSQL. */
export const BACKUP_ON_POSTGRES = "not on PostgreSQL: use pg_dump";

/** The operations store on PostgreSQL (src/store/operations.ts). */
export function createOperationsStore(ctx: PostgresContext): OperationsStore {
  const { db } = ctx;
  return {
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    async sizes() {
      const [row] = await db.$client<{ bytes: string }[]>`SELECT pg_database_size(current_database())::text AS bytes`;
      // The write-ahead log is the cluster's, shared by its databases, not this database's: 0, as "none of its own".
      return { databaseBytes: Number(row!.bytes), walBytes: 0 };
    },
    async backupTo() {
      throw new Error(BACKUP_ON_POSTGRES);
    },
    watchOtherWriters() {
      return () => {};
    },
    async close() {
      await db.$client.end({ timeout: 5 });
    },
    async isEmpty() {
      const [row] = await db.$client<{ empty: boolean }[]>`SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM landlords) AS empty`;
      return row!.empty;
    },
    async loadDemo() {
      throw new Error("seed --demo is not on PostgreSQL yet (operations.loadDemo)");
    },
    async addLandlords() {
      throw new Error("rentfair import is not on PostgreSQL yet (operations.addLandlords)");
    },
    checkFigures: (opts) => checkFigures(db, opts),
  };
}
