// What a kind of document tells the search engine (search-index.ts): the engine's parts (terms,
// postings, typo map, documents and places, evaluation) are generic; a kind describes its
// documents' searched fields, keeps what its answers show of each document (its row store), and
// writes a document's answer JSON. Landlords are one kind (landlord-kind.ts); buildings plug in
// the same way: a `DocumentKind<BuildingDoc, BuildingRow, BuildingSearchType>` with its fields
// (address, place, ...), its row store and its JSON, and a `SearchIndex` made over it. The kind is
// called per document when indexing and per answer row when writing, never per posting or per
// candidate: the hot loops of evaluate.ts know nothing of it.
import type { SnapshotReader, SnapshotWriter } from "./snapshot-format";
import type { Strings } from "./string-column";

/** What every document given to the engine has: the id it is known by (a change or a removal names it). */
export interface IndexableDoc {
  id: string;
}

/**
 * What a kind keeps of each of its documents for its answers, by the engine's document numbers
 * (documents.ts): typed arrays grown with the engine's, renumbered when it compacts. Read by the
 * kind's own row and JSON writers, never by the engine's hot loops.
 */
export interface RowStore<Doc extends IndexableDoc, Row> {
  /** Forgets every document. */
  clear(): void;
  /** Room for `length` document numbers (the engine's per-document arrays' length). */
  grow(length: number): void;
  /** Keeps document number `n`'s figures. */
  set(n: number, doc: Doc): void;
  /**
   * Optional: keeps document `n`'s figures again, its indexed texts (so its name) unchanged: for a
   * change of figures only, in place (search-index.ts `update`). Without it such a change re-adds the document.
   */
  setFigures?(n: number, doc: Doc): void;
  /** Optional: keeps its strings packed as a snapshot loads them (string-column.ts `packStrings`): called at the end of a rebuild. */
  pack?(): void;
  /** Keeps only the documents of `order` (new number -> old), renumbered, in room for `capacity`. */
  renumber(order: Int32Array, capacity: number): void;
  /** Document `n` as its answers show it; `id` and `place` are the engine's. */
  row(n: number, id: string, place: string): Row;
  /**
   * Optional: reads what the kind's JSON of the first `count` documents of `numbers` reads, each
   * read independent of the others, before they are written one by one (answer-writer.ts
   * `touch`, issue 32); returns a sum of what it read.
   */
  touch?(numbers: Int32Array, count: number): number;
  /** Optional: true when the kind's JSON takes its documents' ids from its own rows (landlord-kind.ts records), not from the documents' ids: those are then not read ahead. */
  readonly keepsIds?: boolean;
  /**
   * The first `count` documents' rows into an index snapshot (snapshot.ts), and back (`load`, room
   * for `capacity`). Only what the kind's public answers show: the file is kept beside the
   * database, and must hold nothing the API would not tell. A kind without them is never snapshotted.
   */
  save?(w: SnapshotWriter, count: number): void;
  load?(r: SnapshotReader, count: number, capacity: number): void;
}

export interface DocumentKind<Doc extends IndexableDoc, Row, Type extends string, Rows extends RowStore<Doc, Row> = RowStore<Doc, Row>> {
  /** The searched text fields, by name; a field's number is its position. */
  readonly fields: readonly string[];
  /** The field holding a document's place (places.ts): one text per document, never empty of meaning. */
  readonly placeField: number;
  /** Which fields each type of search reads. */
  readonly searchFields: Readonly<Record<Type, readonly number[]>>;
  readonly defaultType: Type;
  /** The text of field `field` of `doc`. */
  text(doc: Doc, field: number): string;
  /**
   * When `doc` is known to be the document's previous version with lines appended to field `field`:
   * those lines ("" for none), so that `update` need not read nor compare the whole field (a landlord's
   * addresses: src/store/search.ts `addressesAppended`, issue 32); undefined when not known.
   */
  appended?(doc: Doc, field: number): string | undefined;
  /** A rebuild numbers documents highest rank first (ties in the order given): a non-negative integer (a landlord: its review count). */
  rank(doc: Doc): number;
  /** A new, empty row store of the kind. */
  createRows(): Rows;
  /** Document `n` of `rows`, whose id and place are given, as JSON text the way the kind's search answers list it (answer-writer.ts keeps its bytes). */
  json(rows: Rows, n: number, id: string, place: string): string;
  /**
   * Optional: `json`'s text as UTF-8 straight into `out` from `at`, the id being string `n` of
   * `ids` (documents.ts): the end, or -1 when it cannot (no room, or a string to escape), and
   * `json` is asked instead. Made for answers of documents read from a snapshot, whose strings
   * are kept as UTF-8 (string-column.ts): decoding them to write them back cost a fifth of a
   * search at a million landlords (issue 32).
   */
  writeJson?(rows: Rows, n: number, ids: Strings, place: string, out: Uint8Array, at: number): number;
}

/** Positions in `docs`, highest `rank` first, ties in the order given: a counting sort. */
export function rankOrder<Doc>(docs: readonly Doc[], rank: (doc: Doc) => number): Int32Array {
  const count = docs.length;
  const ranks = new Uint32Array(count);
  let max = 0;
  for (let i = 0; i < count; i++) {
    const r = Math.min(rank(docs[i]!), 0xffffffff);
    ranks[i] = r;
    if (r > max) max = r;
  }
  const order = new Int32Array(count);
  if (max > 1_000_000) {
    // Absurd ranks: a comparison sort rather than a huge histogram.
    for (let i = 0; i < count; i++) order[i] = i;
    return order.sort((a, b) => ranks[b]! - ranks[a]! || a - b);
  }
  const start = new Uint32Array(max + 2);
  for (let i = 0; i < count; i++) start[max - ranks[i]! + 1]!++;
  for (let v = 0; v <= max; v++) start[v + 1]! += start[v]!;
  for (let i = 0; i < count; i++) order[start[max - ranks[i]!]!++] = i;
  return order;
}
