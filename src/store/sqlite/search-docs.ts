// What the search index is built from: each landlord with the building-level addresses of its
// reviews, read straight from SQLite (two plain scans for a rebuild, one row per update).
//
// The addresses are kept one row per form in `landlord_addresses` (with how many reviews give it and
// the order forms first appeared in, `seq`), by deltas in the transaction of every review change
// (src/store/sqlite/figures.ts), already in the form everyone sees, at building level (the privacy
// rule of docs/product-rules.md#privacy, src/contract/address.ts): a search for "Apt 33" must not
// confirm which landlord a unit reviewed. Reading them from `reviews` and stripping the units at every
// start cost more than half of the start-up at 100,000 landlords (issue 16). They were a text on the
// landlord row until migration 0019 (issue 32): every review's figures update rewrote it, 140 KB for a
// landlord of 10,000 buildings, and each write's document carried it all to the index.
//
// A document published after a write that only appended forms (src/store/addresses-touched.ts)
// carries those (`addressesAppended`) and reads its whole `addresses` only if the index asks for them
// (`searchDoc`): one row read per write whatever the landlord's size.
//
// A rebuild reads the table in storage order rather than sorting in SQL: an ORDER BY on review
// count costs a sort of every row, while a scan costs tens of milliseconds. The index numbers
// landlords most-reviewed first itself (src/modules/search/search-index.ts `reset`). The addresses
// come from one scan of landlord_addresses_order_idx (by landlord, in seq order: no sort).
//
// `createSearchStore` is the search store (src/store/search.ts) over these reads; the sync
// functions stay for the other SQLite files that compose them (tx.ts `write`, bulk.ts).
import { statSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Db } from "./connection";
import type { SearchDoc, SearchMark, SearchSnapshotPlace, SearchStore } from "../search";
import type { SqliteContext } from "./tx";
import { landlordsAt } from "./landlords";

/** A landlord's columns as a SearchDoc names them, but its addresses (see the header). */
const DOC_COLUMNS =
  "id, name, type, location, total_reviews AS reviews, average_rating AS averageRating, responsiveness_rating AS responsivenessRating, " +
  "maintenance_rating AS maintenanceRating, fairness_rating AS fairnessRating, owner_user_id AS ownerUserId";

/** The landlord's search addresses: its forms in the order they first appeared (landlord_addresses_order_idx). */
const ADDRESSES_OF = "SELECT address FROM landlord_addresses WHERE landlord_id = ? ORDER BY seq";

/** One landlord's search addresses (see the header): a read of every form it has. */
export function addressesOf(db: Db, id: string): string {
  return db.$client.query<{ address: string }, [string]>(ADDRESSES_OF).values(id).join("\n");
}

/**
 * Every landlord, in storage order, with its review count: one pass over the table, and one over
 * the addresses' order index. All at once: the index numbers them before it adds any
 * (search-index.ts `reset`), and passing each row through a generator cost more than reading it.
 */
export function allSearchDocs(db: Db): SearchDoc[] {
  const client = db.$client;
  const docs = client.query<SearchDoc, []>(`SELECT ${DOC_COLUMNS}, '' AS addresses FROM landlords`).all();
  const byId = new Map<string, string>();
  let id: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (id !== null) byId.set(id, lines.join("\n"));
  };
  for (const [landlordId, address] of client.query<[string, string], []>("SELECT landlord_id, address FROM landlord_addresses INDEXED BY landlord_addresses_order_idx ORDER BY landlord_id, seq").values() as [string, string][]) {
    if (landlordId !== id) {
      flush();
      id = landlordId;
      lines = [];
    }
    lines.push(address);
  }
  flush();
  if (byId.size) for (const doc of docs) doc.addresses = byId.get(doc.id) ?? "";
  return docs;
}

/**
 * A document whose addresses only gained `addressesAppended` at their end: it reads them whole
 * (every form the landlord has) only if asked, once. A class, not a property defined on the row:
 * every such document has one shape.
 */
class AppendedDoc implements SearchDoc {
  id!: string;
  name!: string;
  location!: string;
  reviews?: number;
  type?: SearchDoc["type"];
  averageRating?: number;
  responsivenessRating?: number;
  maintenanceRating?: number;
  fairnessRating?: number;
  ownerUserId?: number | null;
  addressesAppended: string;
  #db: Db;
  #whole: string | undefined;
  constructor(db: Db, row: Omit<SearchDoc, "addresses">, appended: string) {
    Object.assign(this, row);
    this.#db = db;
    this.addressesAppended = appended;
  }
  get addresses(): string {
    return (this.#whole ??= addressesOf(this.#db, this.id));
  }
  set addresses(value: string) {
    this.#whole = value;
  }
}

/**
 * One landlord's document as committed. `appended` (from the write's raises, tx.ts): the lines its
 * addresses gained at their end; the document then carries them (`addressesAppended`) and reads its
 * whole `addresses` only when asked, once (see the header). Without it, they are read now.
 */
export function searchDoc(db: Db, id: string, appended?: string): SearchDoc | null {
  const row = db.$client.query<SearchDoc, [string]>(`SELECT ${DOC_COLUMNS} FROM landlords WHERE id = ?`).get(id);
  if (!row) return null;
  if (appended !== undefined) return new AppendedDoc(db, row, appended);
  row.addresses = addressesOf(db, id);
  return row;
}

/**
 * What a catch-up compares (`since`, on `database.changed`): the highest landlord rowid, the
 * count of changes to existing landlord rows (`landlord_changes`, kept by triggers on every
 * UPDATE and DELETE of `landlords`, migration 0006), and a fingerprint of the reviews. An
 * unchanged count and unchanged reviews mean another process only added landlords (`rentfair
 * import`); anything else is rebuilt from scratch. Three index or single-row reads: aggregating
 * every landlord instead cost ~40 ms of each start at 100,000 landlords (issue 16).
 */
export interface StoreMark {
  maxRowid: number;
  landlordChanges: number;
  reviews: string;
}

export function readStoreMark(db: Db): StoreMark {
  const client = db.$client;
  const { maxRowid } = client.query<{ maxRowid: number }, []>("SELECT coalesce(max(rowid), 0) AS maxRowid FROM landlords").get()!;
  const { changes } = client.query<{ changes: number }, []>("SELECT changes FROM landlord_changes WHERE id = 1").get()!;
  // Two statements: asked together, count(*) and max(rowid) cost a scan of the whole reviews table
  // (88 ms of CPU and 0.3-0.5 s of reading at a million landlords, on every start: issue 32); alone,
  // each is answered from an index (the smallest one's entries; the rowid b-tree's last page).
  const { n } = client.query<{ n: number }, []>("SELECT count(*) AS n FROM reviews").get()!;
  const { m } = client.query<{ m: number }, []>("SELECT coalesce(max(rowid), 0) AS m FROM reviews").get()!;
  return { maxRowid, landlordChanges: changes, reviews: JSON.stringify({ n, m }) };
}

/** Landlords added after `rowid` (by another process), as documents. They have no reviews yet: the caller checked. */
export function landlordDocsAfter(db: Db, rowid: number): SearchDoc[] {
  const docs = db.$client.query<SearchDoc, [number]>(`SELECT ${DOC_COLUMNS} FROM landlords WHERE rowid > ?`).all(rowid);
  for (const doc of docs) doc.addresses = addressesOf(db, doc.id);
  return docs;
}

/** The search index's snapshot in DATA_DIR (src/modules/search/snapshot.ts). */
export const SEARCH_SNAPSHOT_FILE = "search-index.snapshot";

/** The search store's opaque mark is a StoreMark here. */
const toMark = (mark: StoreMark) => mark as unknown as SearchMark;
const fromMark = (mark: SearchMark) => mark as unknown as StoreMark;

/** The search store on SQLite (src/store/search.ts). */
export function createSearchStore(ctx: SqliteContext): SearchStore {
  const { db } = ctx;
  return {
    async everything() {
      // The mark is read before the rows: a commit in between is read again by the next catch-up, never lost.
      const mark = toMark(readStoreMark(db));
      return { mark, docs: allSearchDocs(db) };
    },
    async since(mark) {
      const before = fromMark(mark);
      // One read transaction: the comparison, the new mark and the new rows come from one snapshot.
      return db.$client.transaction(() => {
        const now = readStoreMark(db);
        if (now.landlordChanges !== before.landlordChanges || now.reviews !== before.reviews) return null;
        return { mark: toMark(now), docs: now.maxRowid === before.maxRowid ? [] : landlordDocsAfter(db, before.maxRowid) };
      })();
    },
    async doc(id) {
      return searchDoc(db, id);
    },
    async landlordsAt(locations, limit, offset = 0) {
      return landlordsAt(db, locations, limit, offset);
    },
    writing() {
      return db.$client.inTransaction;
    },
    snapshotPlace() {
      return snapshotPlaceOf(db, SEARCH_SNAPSHOT_FILE);
    },
  };
}

/**
 * The file `name` beside the database file, in DATA_DIR, for an index snapshot, with the database's
 * identity: the file's device and inode (`rentfair restore` renames a copy into place, so a
 * restored database is another file). null for a database in memory.
 */
export function snapshotPlaceOf(db: Db, name: string): SearchSnapshotPlace | null {
  const file = db.$client.filename;
  if (!file || file === ":memory:" || file.startsWith("file:")) return null;
  return {
    path: join(dirname(file), name),
    identity: () => {
      const { dev, ino } = statSync(file);
      return `${dev}:${ino}`;
    },
  };
}
