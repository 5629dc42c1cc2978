// What the search index is built from, on PostgreSQL: the twin of src/store/sqlite/search-docs.ts
// (the contract is src/store/search.ts). Each landlord's document is its row and its search addresses,
// its forms in landlord_addresses (kept by deltas in the transaction of every review change, figures.ts)
// in seq order, read with tx.ts `searchDoc`'s columns.
//
// The catch-up mark. SQLite's is the highest landlord rowid, the landlord change counter and a
// fingerprint of the reviews: its one writer commits rowids in order, so "rowid > mark" is exactly
// what was added since. PostgreSQL has no rowid, and neither a sequence nor created_at is in commit
// order (a transaction that took a lower value may commit after the mark was read). So the mark holds
// the snapshot it was read in (`pg_current_snapshot()`, in a REPEATABLE READ transaction with the
// rows themselves): what was added since is exactly the rows whose inserting transaction that
// snapshot did not see (`pg_visible_in_snapshot` of the row's xmin). That holds only while existing
// rows were not updated or deleted, which is what the counter checks: the sequence
// `landlord_changes_seq`, moved by triggers on every UPDATE and DELETE of `landlords` (migration 0001),
// as SQLite's counter row is. Unchanged counter and reviews: only new landlords, read by xmin; anything
// else: null (read everything). A sequence is not transactional: a writer moves it before it commits,
// and a rolled-back change moves it too (an unneeded full read, safe). So a mark read while a writer
// that moved it is uncommitted would count a change its snapshot lacks, and a delete would never be
// read. Such writers hold a shared advisory lock until their commit (migration 0001); the mark is read
// holding the exclusive one, tried without waiting. When a writer holds it, the mark is unsettled and
// the next catch-up reads everything (as when two nodes read a mark at once). Writers wait for the
// mark's one statement at most. The xmin scan reads the whole table (no index on xmin): tens of
// milliseconds at 100,000 landlords, once per catch-up.
//
// `writing()` is false: a write's rows are invisible to other connections until it commits, and its
// events are published after the commit (tx.ts `write`), so `doc` never reads ahead of the index.
import type { SearchDoc, SearchMark, SearchStore } from "../search";
import type { Sql } from "postgres";
import { landlordsAt } from "./landlords";
import { ADVISORY_LOCK_NAMESPACE, ADVISORY_LOCKS } from "./migrate";
import { searchDoc, type PostgresContext } from "./tx";
import { sessionClient } from "./connection";

/** A landlord's columns as a SearchDoc names them (quoted: PostgreSQL folds bare aliases to lower case). */
const DOC_COLUMNS =
  "id, name, type, location, coalesce((SELECT string_agg(a.address, E'\\n' ORDER BY a.seq) FROM landlord_addresses a WHERE a.landlord_id = landlords.id), '') AS addresses, " +
  'total_reviews AS reviews, average_rating AS "averageRating", ' +
  'responsiveness_rating AS "responsivenessRating", maintenance_rating AS "maintenanceRating", fairness_rating AS "fairnessRating", owner_user_id AS "ownerUserId"';

/**
 * Where the store stood: the snapshot the documents were read in, the landlord change counter, a
 * fingerprint of the reviews, and whether no writer that had moved the counter was uncommitted (settled).
 */
interface StoreMark {
  snapshot: string;
  landlordChanges: string;
  reviews: string;
  settled: boolean;
}

const toMark = (mark: StoreMark) => mark as unknown as SearchMark;
const fromMark = (mark: SearchMark) => mark as unknown as StoreMark;

/** The mark as of the transaction's snapshot (REPEATABLE READ: the one every read of it sees). */
async function readStoreMark(tx: Sql, settled: boolean): Promise<StoreMark> {
  const [row] = await tx`
    SELECT pg_current_snapshot()::text AS snapshot,
      (SELECT (CASE WHEN is_called THEN last_value ELSE 0 END)::text FROM landlord_changes_seq) AS "landlordChanges",
      (SELECT count(*) || ' ' || coalesce(max(created_at), '') || ' ' || coalesce(max(updated_at), '') FROM reviews) AS reviews`;
  return { ...(row as unknown as Omit<StoreMark, "settled">), settled };
}

/**
 * A row's xmin as the xid8 pg_visible_in_snapshot takes: its 32 bits under the epoch of the current
 * transaction counter, the epoch before when they are above the counter's (the xid was issued before
 * the last wrap). Frozen and special xids come out as 3 at least: visible in every snapshot.
 */
const XMIN8 = `greatest(3, (pg_snapshot_xmax(pg_current_snapshot())::text::bigint >> 32 << 32) + xmin::text::bigint
  - CASE WHEN xmin::text::bigint > (pg_snapshot_xmax(pg_current_snapshot())::text::bigint & 4294967295) THEN 4294967296 ELSE 0 END)::text::xid8`;

/** The search store on PostgreSQL (src/store/search.ts). */
export function createSearchStore(ctx: PostgresContext): SearchStore {
  const { db } = ctx;
  /**
   * One REPEATABLE READ read-only snapshot on a connection of its own (BEGIN and COMMIT by hand, on
   * connection.ts's one-connection `sessionClient`, one snapshot at a time) whose first statement reads
   * the mark, holding the landlord changes lock when no writer held it: a session lock, tried before
   * the snapshot is taken, released once the mark is read.
   */
  let session: Sql | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const snapshot = <T>(fn: (tx: Sql, mark: StoreMark) => Promise<T>): Promise<T> => {
    const run = async () => {
      const conn = (session ??= sessionClient(db));
      let locked = false;
      let open = false;
      try {
        const [row] = await conn<{ ok: boolean }[]>`SELECT pg_try_advisory_lock(${ADVISORY_LOCK_NAMESPACE}, ${ADVISORY_LOCKS.landlordChanges}) AS ok`;
        locked = row!.ok;
        await conn`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY`;
        open = true;
        const mark = await readStoreMark(conn, locked);
        if (locked) {
          await conn`SELECT pg_advisory_unlock(${ADVISORY_LOCK_NAMESPACE}, ${ADVISORY_LOCKS.landlordChanges})`;
          locked = false;
        }
        const result = await fn(conn, mark);
        await conn`COMMIT`;
        open = false;
        return result;
      } finally {
        if (open) await conn`ROLLBACK`.catch(() => {});
        if (locked) await conn`SELECT pg_advisory_unlock(${ADVISORY_LOCK_NAMESPACE}, ${ADVISORY_LOCKS.landlordChanges})`.catch(() => {});
      }
    };
    const result = queue.then(run, run);
    queue = result.catch(() => {});
    return result;
  };

  return {
    async everything() {
      // The mark and the rows from one snapshot: a commit after it is read by the next catch-up, never lost.
      return snapshot(async (tx, mark) => {
        const docs = await tx.unsafe<SearchDoc[]>(`SELECT ${DOC_COLUMNS} FROM landlords`);
        return { mark: toMark(mark), docs: [...docs] };
      });
    },
    async since(mark) {
      const before = fromMark(mark);
      return snapshot(async (tx, now) => {
        // An unsettled mark may count a change its snapshot lacks. The counter read now may too: that
        // change is then in neither snapshot, and `now` being unsettled sends the next catch-up to everything.
        if (!before.settled || now.landlordChanges !== before.landlordChanges || now.reviews !== before.reviews) return null;
        const docs = await tx.unsafe<SearchDoc[]>(`SELECT ${DOC_COLUMNS} FROM landlords WHERE NOT pg_visible_in_snapshot(${XMIN8}, $1::pg_snapshot)`, [before.snapshot]);
        return { mark: toMark(now), docs: [...docs] };
      });
    },
    async doc(id) {
      return searchDoc(db, id);
    },
    async landlordsAt(locations, limit, offset = 0) {
      return landlordsAt(db, locations, limit, offset);
    },
    writing() {
      return false;
    },
  };
}
