// The operations store on PostgreSQL (src/store/operations.ts): the twin of src/store/sqlite/operations.ts
// for what a server's boot, health and metrics need: ping, sizes, isEmpty, close. What PostgreSQL does
// differently is said here, or by an error that names it rather than done halfway:
// - backupTo: a PostgreSQL database is copied by its own tool, `pg_dump` (BACKUP_ON_POSTGRES);
// - loadDemo and addLandlords (the bulk loads of `seed --demo` and `rentfair import`) are bulk.ts's;
// - watchOtherWriters: every node's and command's commits reach this one through the transactional
//   outbox (outbox.ts): it starts the node's reader (poll + LISTEN wake-up) from where the store was opened.
import { sql } from "drizzle-orm";
import { closePostgres, sessionClient } from "./connection";
import { searchDocs, type PostgresContext } from "./tx";
import { outboxPosition, pruneOutbox, startOutboxReader } from "./outbox";
import { pruneLimits, singletonRunner } from "./cluster";
import { addLandlords, loadDemo } from "./bulk";
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
      let reader: ReturnType<typeof startOutboxReader> | null = null;
      let stopped = false;
      const start = (from: string) => {
        if (stopped) return;
        reader = startOutboxReader({ sql: db.$client, events: ctx.events, log: ctx.node?.log, from, docs: (ids) => searchDocs(db, ids), listen: ctx.node?.listen });
        void reader.readNow();
      };
      const from = ctx.node?.outboxFrom;
      if (from !== undefined) start(from);
      else void outboxPosition(db.$client).then(start, (error) => ctx.node?.log?.error("outbox: cannot start reading", error));
      // Old outbox rows and limit windows are deleted hourly, by one node.
      const stopUpkeep = singletonRunner(sessionClient(db), ctx.node?.log)("outbox and limits upkeep", () => {
        const upkeep = () => void Promise.all([pruneOutbox(db.$client), pruneLimits(db.$client)]).catch((error) => ctx.node?.log?.warn("outbox and limits upkeep failed; trying again in an hour", error));
        upkeep();
        const timer = setInterval(upkeep, 60 * 60 * 1000);
        timer.unref?.();
        return () => clearInterval(timer);
      });
      return () => {
        stopped = true;
        stopUpkeep();
        void reader?.stop();
      };
    },
    // A PostgreSQL commit returns once its WAL is flushed (as the operator's synchronous_commit says): nothing is left to wait for.
    durably: (handle) => handle(),
    async close() {
      await closePostgres(db);
    },
    async isEmpty() {
      const [row] = await db.$client<{ empty: boolean }[]>`SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM landlords) AS empty`;
      return row!.empty;
    },
    loadDemo: (plan, onLandlord) => loadDemo(ctx, plan, onLandlord),
    addLandlords: (rows) => addLandlords(ctx, rows),
    checkFigures: (opts) => checkFigures(db, opts),
  };
}
