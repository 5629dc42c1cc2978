// What search is fed with (docs/architecture.md, "Stores", "Events" and "Search"): each landlord
// as a document of its public row and the building-level addresses of its reviews. The search
// module (src/modules/search/service.ts) reads every document once at start (`all`), and after
// another process's commits (`since`, or `all` again); between those, every change reaches it as
// an event carrying the document (src/events.ts `landlord.changed`), never as a read.
// Its SQLite implementation is src/store/sqlite/search-docs.ts `createSearchStore`.
import type { LandlordType } from "../contract/constants";
import type { PublicLandlordRow } from "../modules/landlords/public";

export interface SearchDoc {
  id: string;
  name: string;
  location: string;
  /**
   * The distinct building-level forms of its reviews' addresses (src/contract/address.ts
   * `publicAddress`), in the order they first appeared, joined by newlines.
   */
  addresses: string;
  /**
   * Set on a document published after a write that only added forms at the end of `addresses` (most
   * review writes: src/store/addresses-touched.ts): those lines ("" for none), so that the index,
   * which kept the earlier text, indexes them without `addresses`, whose reading may then cost a read
   * of every form the landlord has (SQLite reads it when asked). Issue 32: a write to a landlord of
   * 10,000 buildings re-read and compared 140 KB.
   */
  addressesAppended?: string;
  /**
   * The landlord's review count (absent: 0). `reset()` numbers documents most-reviewed first (ties
   * in the order given), so its input need not be sorted.
   */
  reviews?: number;
  /**
   * The landlord's public figures (docs/product-rules.md#verification-badges-and-replies), kept
   * so that a search answer's rows come from memory (`record()`): reading 50 random rows from
   * SQLite cost more than the search itself. Absent: "individual", no ratings, no owner.
   */
  type?: LandlordType;
  averageRating?: number;
  responsivenessRating?: number;
  maintenanceRating?: number;
  fairnessRating?: number;
  /** The account of its verified owner (the "verified" badge), if any. */
  ownerUserId?: number | null;
}

/**
 * Where the store stood when documents were read: opaque to the search module, which only hands
 * it back to `since` (the SQLite store's is a few counters, src/store/sqlite/search-docs.ts).
 */
export type SearchMark = { readonly [searchMark]: true };
declare const searchMark: unique symbol;

/** Documents as read, and where the store stood then. */
export interface SearchDocsRead {
  mark: SearchMark;
  docs: SearchDoc[];
}

export interface SearchStore {
  /** Every landlord's document, in no particular order (the index numbers them itself), and the mark to catch up from. */
  everything(): Promise<SearchDocsRead>;
  /**
   * What was committed since `mark`, when it was only new landlords (another process's `rentfair
   * import`): their documents and the new mark. null when anything else changed: read `everything()`.
   */
  since(mark: SearchMark): Promise<SearchDocsRead | null>;
  /** One landlord's document as committed (or as the write under way has it, see `writing`), or null. */
  doc(id: string): Promise<SearchDoc | null>;
  /** The landlords at any of `locations` (exact stored values), most-reviewed first, then by name: at most `limit` from `offset` on (a location-only search's page). */
  landlordsAt(locations: readonly string[], limit: number, offset?: number): Promise<PublicLandlordRow[]>;
  /**
   * Whether a write is under way whose rows this store's reads already see (SQLite: one
   * connection, inside its transaction): documents changed by it are not announced yet, so the
   * index may be behind what `doc` reads. False where writes are invisible until committed.
   */
  writing(): boolean;
  /**
   * Where the search index may be kept between starts, beside this database, and the database's
   * identity (src/modules/search/snapshot.ts, issue 32); absent or null: none (in memory, PostgreSQL).
   */
  snapshotPlace?(): SearchSnapshotPlace | null;
}

/** A file for the search index's snapshot, and the identity of the database it belongs to (a snapshot of another is ignored). */
export interface SearchSnapshotPlace {
  path: string;
  identity(): string;
}
