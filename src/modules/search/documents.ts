// The documents of a search index (search-index.ts), whatever their kind: each has a number, in
// the order added (a rebuild adds them best-ranked first, kind.ts `rank`, so low numbers are the
// best-known and a walk cut short has seen them); its id, its place (places.ts; -1 once removed:
// the number is dead until the index compacts) and each field's length in distinct terms (as
// MiniSearch counts it, for BM25). What a kind keeps of each document for its answers (a
// landlord's name and figures) is in the kind's row store, numbered alike (kind.ts `RowStore`).
import { grow } from "./arrays";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-format";
import { hashStringAt, packStrings, setString, stringAt, type Strings } from "./string-column";
import { IdTable } from "./id-table";

/** rankCeiling keeps one bound per 2^RANK_RANGE_SHIFT document numbers (1,024: 4 KB at a million). */
export const RANK_RANGE_SHIFT = 10;

export class DocumentTable {
  /** Document numbers given so far, dead ones included. */
  count = 0;
  /** Each document's id: an array, or after loading a snapshot a column decoding each when read (string-column.ts). */
  ids: Strings = [];
  /** Each document's place number, or -1 once removed. */
  placeOf = new Int32Array(1024).fill(-1);
  /** Distinct terms per field, `fieldCount` per document. */
  lengths: Uint16Array;
  /**
   * Each document's rank (kind.ts `rank`: a landlord's review count). Ties of score are broken by
   * it (evaluate.ts `better`), not by number: a document changed after the rebuild (a landlord that
   * just got a review) is re-added under the highest number, yet must not fall behind unreviewed ones.
   */
  rank = new Float32Array(1024);
  /**
   * Each document's texts as two 32-bit hashes (`textHashOf`), two per document: a change that
   * leaves them as they were is taken in place (search-index.ts `update`) even when the index kept
   * no copy of the texts, as after a start from a snapshot (issue 32: an account's deletion changes
   * the figures of every landlord it reviewed; re-adding each one left 40,000 dead documents and a
   * compaction of 214 ms on the server's one thread).
   */
  textHash = new Uint32Array(2048);
  /** The lengths of the live documents, summed per field (BM25's average length). */
  lengthSum: Float64Array;
  live = 0;
  dead = 0;
  /**
   * Each id's document number, made at its first use rather than by a rebuild: ~40 ms of a cold
   * start at 100,000 landlords (issue 16), and searches never read it (a landlord page or a change
   * does). Until it is made every document is live: the first removal makes it. Not a Map: a
   * million ids as strings and Map entries cost a second and ~150 MB at the first landlord page (id-table.ts).
   */
  private docOfMap: IdTable | null = this.emptyIdTable(0);
  /** `liveBits`' set, or null until asked for again (made from `placeOf`, then kept by add and remove). */
  private live32: Uint32Array | null = null;
  /** `rankCeiling`'s array, or null until asked for again (made from `rank`, then raised by add and setRank). */
  private ceiling: Float32Array | null = null;

  constructor(readonly fieldCount: number) {
    this.lengths = new Uint16Array(1024 * fieldCount);
    this.lengthSum = new Float64Array(fieldCount);
  }

  /** Forgets every document; then room for `capacity`. */
  clear(capacity: number): void {
    this.count = 0;
    this.ids = [];
    this.placeOf = new Int32Array(1024).fill(-1);
    this.rank = new Float32Array(1024);
    this.textHash = new Uint32Array(2048);
    this.lengths = new Uint16Array(1024 * this.fieldCount);
    this.lengthSum = new Float64Array(this.fieldCount);
    this.live = 0;
    this.dead = 0;
    this.docOfMap = this.emptyIdTable(0);
    this.grow(capacity);
    this.live32 = null;
    this.ceiling = null;
  }

  /** Room for at least `min` document numbers; the per-document arrays' length (row stores follow it). */
  grow(min: number): number {
    this.placeOf = grow(this.placeOf, min, -1);
    this.rank = grow(this.rank, this.placeOf.length);
    this.textHash = grow(this.textHash, this.placeOf.length * 2);
    this.lengths = grow(this.lengths, this.placeOf.length * this.fieldCount);
    this.live32 = null;
    this.ceiling = null;
    return this.placeOf.length;
  }

  get docOf(): IdTable {
    if (!this.docOfMap) {
      const docOf = this.emptyIdTable(this.count);
      for (let n = 0; n < this.count; n++) docOf.add(n);
      this.docOfMap = docOf;
    }
    return this.docOfMap;
  }

  private emptyIdTable(expected: number): IdTable {
    return new IdTable(
      (n) => this.idAt(n),
      (n) => hashStringAt(this.ids, n),
      expected,
    );
  }

  /** Document `n`'s id. */
  idAt(n: number): string {
    return stringAt(this.ids, n)!;
  }

  /**
   * The ids as one UTF-8 column (string-column.ts) rather than a JS string each: ~40 bytes an id
   * instead of ~80 (185,000 building ids: ~7 MB of RSS, issue 25). Each id is then made when read
   * (a search's 50 at most). Ids set later are kept as strings beside it, as after a snapshot.
   */
  packIds(): void {
    this.ids = packStrings(this.ids, this.count);
  }


  /** After a rebuild's documents are added: `docOf` is made at its first use. */
  forgetIds(): void {
    this.docOfMap = null;
  }

  /** The number of the next document, `id` in `place`; `indexId` false during a rebuild (see docOfMap). Its lengths are set by `setLength`. */
  add(id: string, place: number, indexId: boolean, rank = 0): number {
    const n = this.count++;
    if (n >= this.placeOf.length) this.grow(n + 1);
    setString(this.ids, n, id);
    if (indexId) this.docOf.set(id, n);
    this.placeOf[n] = place;
    this.rank[n] = rank;
    if (this.live32 !== null && place >= 0) this.live32[n >>> 5] = this.live32[n >>> 5]! | (1 << (n & 31));
    if (this.ceiling !== null && !(rank <= this.ceiling[n >>> RANK_RANGE_SHIFT]!)) this.ceiling[n >>> RANK_RANGE_SHIFT] = rank;
    this.live++;
    return n;
  }

  /** Sets document `n`'s rank (kind.ts `rank`); every change of a rank after `add` goes through here (rankCeiling). */
  setRank(n: number, rank: number): void {
    this.rank[n] = rank;
    if (this.ceiling !== null && !(rank <= this.ceiling[n >>> RANK_RANGE_SHIFT]!)) this.ceiling[n >>> RANK_RANGE_SHIFT] = rank;
  }

  /**
   * One bit per document number, set while the document is live (placeOf >= 0): what a search that
   * only counts a posting reads instead of its place (evaluate.ts `twoTermPair`), 125 KB at a million
   * rather than a read at random in 4 MB. Made at its first use after a load, rebuild or renumbering.
   */
  get liveBits(): Uint32Array {
    if (this.live32 !== null) return this.live32;
    const bits = new Uint32Array((this.placeOf.length >>> 5) + 1);
    const { placeOf } = this;
    for (let n = 0; n < this.count; n++) if (placeOf[n]! >= 0) bits[n >>> 5] = bits[n >>> 5]! | (1 << (n & 31));
    return (this.live32 = bits);
  }

  /**
   * At least the highest rank of each run of 2^RANK_RANGE_SHIFT document numbers: an upper bound of
   * any document's rank there, which a search uses to pass over postings that cannot outrank its
   * kept matches (evaluate.ts). Made at its first use after a load, rebuild or renumbering; raised
   * as ranks are given (add, setRank), never lowered until then (still a bound).
   */
  get rankCeiling(): Float32Array {
    if (this.ceiling !== null) return this.ceiling;
    const ceiling = new Float32Array((this.placeOf.length >>> RANK_RANGE_SHIFT) + 1).fill(-Infinity);
    const { rank } = this;
    for (let n = 0; n < this.count; n++) {
      const r = rank[n]!;
      if (!(r <= ceiling[n >>> RANK_RANGE_SHIFT]!)) ceiling[n >>> RANK_RANGE_SHIFT] = r;
    }
    return (this.ceiling = ceiling);
  }

  /** Records document `n`'s texts' hashes (`textHashOf`). */
  setTextHash(n: number, hashes: readonly [number, number]): void {
    this.textHash[2 * n] = hashes[0];
    this.textHash[2 * n + 1] = hashes[1];
  }

  /** Whether document `n`'s texts hash as `hashes` (`textHashOf`): 64 bits, so texts that differ are told apart. */
  sameTextHash(n: number, hashes: readonly [number, number]): boolean {
    return this.textHash[2 * n] === hashes[0] && this.textHash[2 * n + 1] === hashes[1];
  }

  setLength(n: number, f: number, length: number): void {
    this.lengths[n * this.fieldCount + f] = length;
    this.lengthSum[f]! += length;
  }

  /** The table into a snapshot (snapshot.ts). */
  save(w: SnapshotWriter): void {
    w.strings("docs.ids", this.ids, this.count);
    w.array("docs.placeOf", "i32", this.placeOf, this.count);
    w.array("docs.rank", "f32", this.rank, this.count);
    w.array("docs.textHash", "u32", this.textHash, this.count * 2);
    w.array("docs.lengths", "u16", this.lengths, this.count * this.fieldCount);
    w.array("docs.lengthSum", "f64", this.lengthSum);
  }

  /** The table as `save` wrote it; `docOf` is made at its first use, as after a rebuild. */
  load(r: SnapshotReader): void {
    this.ids = r.column("docs.ids");
    this.count = this.ids.length;
    this.placeOf = r.arrayInto("docs.placeOf", "i32", Math.max(1024, this.count), -1);
    this.rank = r.arrayInto("docs.rank", "f32", this.placeOf.length);
    this.textHash = r.arrayInto("docs.textHash", "u32", this.placeOf.length * 2);
    this.lengths = r.arrayInto("docs.lengths", "u16", this.placeOf.length * this.fieldCount);
    this.lengthSum = r.array("docs.lengthSum", "f64");
    this.live32 = null;
    this.ceiling = null;
    if (this.lengthSum.length !== this.fieldCount || this.placeOf.length < this.count) throw new Error("snapshot: documents do not match");
    // A saved index has no dead documents (search-index.ts `pristine`): a native scan says so
    // without a loop over a million run before the JIT has compiled it.
    let live = this.count;
    if (this.placeOf.subarray(0, this.count).indexOf(-1) >= 0) {
      live = 0;
      for (let n = 0; n < this.count; n++) if (this.placeOf[n]! >= 0) live++;
    }
    this.live = live;
    this.dead = this.count - live;
    // With dead numbers, every id must be in the map (see docOfMap): made now, live ones only.
    this.docOfMap = null;
    if (this.dead) {
      const docOf = this.emptyIdTable(this.live);
      for (let n = 0; n < this.count; n++) if (this.placeOf[n]! >= 0) docOf.add(n);
      this.docOfMap = docOf;
    }
  }

  /** Marks document `id` dead; its place number, or -1 when it is not indexed. */
  remove(id: string): number {
    const n = this.docOf.get(id);
    if (n === undefined) return -1;
    this.docOf.delete(id);
    const place = this.placeOf[n]!;
    this.placeOf[n] = -1;
    if (this.live32 !== null) this.live32[n >>> 5] = this.live32[n >>> 5]! & ~(1 << (n & 31));
    for (let f = 0; f < this.fieldCount; f++) this.lengthSum[f]! -= this.lengths[n * this.fieldCount + f]!;
    this.live--;
    this.dead++;
    return place;
  }

  /** The live documents' numbers, in order: a compaction's new numbering (new -> old). */
  liveOrder(): Int32Array {
    let live = 0;
    const order = new Int32Array(this.live);
    for (let n = 0; n < this.count; n++) if (this.placeOf[n]! >= 0) order[live++] = n;
    return order;
  }

  /** Keeps only the documents of `order` (new number -> old), in room for `capacity`; returns old -> new (-1: dropped). */
  renumber(order: Int32Array, capacity: number): Int32Array {
    const count = order.length;
    const { fieldCount } = this;
    const renumbered = new Int32Array(this.count).fill(-1);
    const placeOf = new Int32Array(capacity).fill(-1);
    const rank = new Float32Array(capacity);
    const textHash = new Uint32Array(capacity * 2);
    const lengths = new Uint16Array(capacity * fieldCount);
    const ids: string[] = new Array(count);
    for (let m = 0; m < count; m++) {
      const n = order[m]!;
      renumbered[n] = m;
      placeOf[m] = this.placeOf[n]!;
      rank[m] = this.rank[n]!;
      textHash[2 * m] = this.textHash[2 * n]!;
      textHash[2 * m + 1] = this.textHash[2 * n + 1]!;
      for (let f = 0; f < fieldCount; f++) lengths[m * fieldCount + f] = this.lengths[n * fieldCount + f]!;
      ids[m] = this.idAt(n);
    }
    this.docOfMap = null; // every document is live now: made again at its next use
    this.placeOf = placeOf;
    this.rank = rank;
    this.textHash = textHash;
    this.lengths = lengths;
    this.ids = ids;
    this.count = count;
    this.dead = 0;
    this.live32 = null;
    this.ceiling = null;
    return renumbered;
  }
}

/** Two 32-bit hashes (murmur3, two seeds) of a document's texts, field by field, each field's hash seeding the next. */
export function textHashOf(texts: readonly string[]): [number, number] {
  let a = 0;
  let b = 0x9e3779b9;
  for (const text of texts) {
    a = Bun.hash.murmur32v3(text, a);
    b = Bun.hash.murmur32v3(text, b);
  }
  return [a, b];
}
