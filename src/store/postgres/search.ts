// What the search index is built from, on PostgreSQL: the twin of src/store/sqlite/search-docs.ts
// (the contract is src/store/search.ts). Each landlord's document is its row (`search_addresses`
// kept by recomputeFigures in the transaction of every review change), read with tx.ts `searchDoc`'s columns.
//
// The catch-up mark. SQLite's is the highest landlord rowid, the landlord change counter and a
// fingerprint of the reviews: its one writer commits rowids in order, so "rowid > mark" is exactly
// what was added since. PostgreSQL has no rowid, and neither a sequence nor created_at is in commit
// order (a transaction that took a lower value may commit after the mark was read). So the mark holds
// the snapshot it was read in (`pg_current_snapshot()`, in a REPEATABLE READ transaction with the
// rows themselves): what was added since is exactly the rows whose inserting transaction that
// snapshot did not see (`pg_visible_in_snapshot` of the row's xmin). That holds only while existing
// rows were not updated (an UPDATE gives a row a new xmin), which is what the counter checks:
// `landlord_changes`, moved by triggers on every UPDATE and DELETE of `landlords` (migration 0001),
// as SQLite's is. Unchanged counter and reviews: only new landlords, read by xmin; anything else:
// null (read everything). The xmin scan reads the whole table (no index on xmin): tens of
// milliseconds at 100,000 landlords, once per catch-up.
//
// `writing()` is false: a write's rows are invisible to other connections until it commits, and its
// events are published after the commit (tx.ts `write`), so `doc` never reads ahead of the index.
import type { SearchDoc, SearchMark, SearchStore } from "../search";
import type { TransactionSql } from "postgres";
import { landlordsAt } from "./landlords";
import { searchDoc, type PostgresContext } from "./tx";

/** A landlord's columns as a SearchDoc names them (quoted: PostgreSQL folds bare aliases to lower case). */
const DOC_COLUMNS =
  'id, name, type, location, search_addresses AS addresses, total_reviews AS reviews, average_rating AS "averageRating", ' +
  'responsiveness_rating AS "responsivenessRating", maintenance_rating AS "maintenanceRating", fairness_rating AS "fairnessRating", owner_user_id AS "ownerUserId"';

/** Where the store stood: the snapshot the documents were read in, the landlord change counter, a fingerprint of the reviews. */
interface StoreMark {
  snapshot: string;
  landlordChanges: string;
  reviews: string;
}

const toMark = (mark: StoreMark) => mark as unknown as SearchMark;
const fromMark = (mark: SearchMark) => mark as unknown as StoreMark;

/** The mark as of the transaction's snapshot (REPEATABLE READ: the one every read of it sees). */
async function readStoreMark(tx: TransactionSql): Promise<StoreMark> {
  const [row] = await tx`
    SELECT pg_current_snapshot()::text AS snapshot,
      (SELECT changes::text FROM landlord_changes WHERE id = 1) AS "landlordChanges",
      (SELECT count(*) || ' ' || coalesce(max(created_at), '') || ' ' || coalesce(max(updated_at), '') FROM reviews) AS reviews`;
  return row as unknown as StoreMark;
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
  // postgres-js's own transaction (the statements here are SQL, not drizzle's builder).
  const snapshot = <T>(fn: (tx: TransactionSql) => Promise<T>) => db.$client.begin("isolation level repeatable read read only", fn) as Promise<T>;
  return {
    async everything() {
      // The mark and the rows from one snapshot: a commit after it is read by the next catch-up, never lost.
      return snapshot(async (tx) => {
        const mark = await readStoreMark(tx);
        const docs = await tx.unsafe<SearchDoc[]>(`SELECT ${DOC_COLUMNS} FROM landlords`);
        return { mark: toMark(mark), docs: [...docs] };
      });
    },
    async since(mark) {
      const before = fromMark(mark);
      return snapshot(async (tx) => {
        const now = await readStoreMark(tx);
        if (now.landlordChanges !== before.landlordChanges || now.reviews !== before.reviews) return null;
        const docs = await tx.unsafe<SearchDoc[]>(`SELECT ${DOC_COLUMNS} FROM landlords WHERE NOT pg_visible_in_snapshot(${XMIN8}, $1::pg_snapshot)`, [before.snapshot]);
        return { mark: toMark(now), docs: [...docs] };
      });
    },
    async doc(id) {
      return searchDoc(db, id);
    },
    async landlordsAt(locations, limit) {
      return landlordsAt(db, locations, limit);
    },
    writing() {
      return false;
    },
  };
}
