// The postings of a search index (search-index.ts): for each (term, field) list, the documents
// having that term in that field, as [document number, term frequency] pairs in document order.
// A list's key is termId * fieldCount + field.
//
// The bulk is one compressed-row block built in a single pass by a rebuild (`build`: `offsets`,
// `docs`, `tfs`); documents added later go to small per-list arrays (the additions, `add`). A
// compaction (`renumber`) folds both back into one block. The hot loops of query evaluation
// (evaluate.ts) read a list through `segment` (`load(key, part)`: part 0 the block, 1 the
// additions) and walk the typed arrays directly, never through a callback per posting.
//
// A long list of the block is also kept as a bit set over document numbers once it is first asked
// for (`bitsOf`, issue 32): at a million landlords a common word ("holdings", "llc", a city) has
// tens of thousands of postings, and answering "is document n in it?" by a binary search per
// candidate, or by walking the list whole to mark its documents, cost most of a search; a bit set
// answers in one read. Only lists holding at least one document in DENSE_SHARE (the bit set then
// weighs at most twice the list) and DENSE_MIN postings: ~24 MB for ~200 lists at a million.
import { grow } from "./arrays";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-format";

/** Postings of one list added since the block was built, in document order. */
interface DeltaList {
  docs: Uint32Array;
  tfs: Uint8Array;
  length: number;
}

/** Postings collected before they are sorted into the block: (list key, document, tf) triples. */
export class PostingBuffer {
  keys: Uint32Array;
  docs: Uint32Array;
  tfs: Uint8Array;
  length = 0;
  constructor(capacity = 1 << 16) {
    this.keys = new Uint32Array(capacity);
    this.docs = new Uint32Array(capacity);
    this.tfs = new Uint8Array(capacity);
  }
  push(key: number, doc: number, tf: number): void {
    if (this.length >= this.keys.length) {
      this.keys = grow(this.keys, this.length + 1);
      this.docs = grow(this.docs, this.length + 1);
      this.tfs = grow(this.tfs, this.length + 1);
    }
    this.keys[this.length] = key;
    this.docs[this.length] = doc;
    this.tfs[this.length++] = tf;
  }
}

/** Part `part` of one list, as `Postings.load` points it: `docs[from..to)` and their `tfs`. */
export interface Segment {
  docs: Uint32Array;
  tfs: Uint8Array;
  from: number;
  to: number;
}

/** A block list gets a bit set (see above) from this many postings… */
export const DENSE_MIN = 2048;
/** …when it holds at least one in this many of the document numbers below its last. */
export const DENSE_SHARE = 64;

/** blocksOf sums up a list's block part in runs of this many postings… */
export const BLOCK = 64;
/** …for lists of at least this many postings in the block. */
export const BLOCK_MIN = 1024;

/**
 * A long list's block part in runs of BLOCK postings (`blocksOf`): per run, the shortest field
 * length of its documents, what bounds a posting's score with its term frequency (evaluate.ts
 * `twoTermPair`: a document that cannot beat the kept matches is only counted).
 */
export interface ListBlocks {
  minLength: Uint16Array;
  /** The highest term frequency of the whole list's block part. */
  topTf: number;
}

/** A dense list's documents as bits, and those of them whose term frequency is above 1 (null: none). */
export interface DenseList {
  bits: Uint32Array;
  multi: Uint32Array | null;
  /** Where the list's block starts in the postings (`tfOf` reads a term frequency there). */
  from: number;
  /**
   * Per run of RANK_WORDS words of `bits`, the block's postings before it: made at the first term
   * frequency asked of a document having more than one (`tfOf`), null until then.
   */
  before: Int32Array | null;
}

/** Words of a dense list's bits per count kept in `before` (tfOf counts the bits of at most this many more). */
const RANK_WORDS = 4;

/** The number of bits set in a 32-bit word. */
function bitCount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export class Postings {
  private offsets = new Uint32Array(1);
  private docs = new Uint32Array(0);
  private tfs = new Uint8Array(0);
  private delta = new Map<number, DeltaList>();
  /** Postings in the additions. */
  added = 0;
  /** The block's dense lists made so far (`bitsOf`); null for a list found not dense. Emptied whenever the block changes. */
  private dense = new Map<number, DenseList | null>();
  /** The block's lists summed up so far (`blocksOf`); null for a list too short. Emptied whenever the block changes. */
  private blocks = new Map<number, ListBlocks | null>();
  /** `topTf` of the block's long lists found so far. Emptied whenever the block changes. */
  private tops = new Map<number, number>();
  /** Where `load` points: read by the hot loops (evaluate.ts) right after each call. */
  readonly segment: Segment = { docs: new Uint32Array(0), tfs: new Uint8Array(0), from: 0, to: 0 };

  /** Postings in the block. */
  get blockSize(): number {
    return this.docs.length;
  }

  /** Replaces everything by the block of `buffer`'s triples (in document order), for `lists` list keys. */
  build(buffer: PostingBuffer, lists: number): void {
    const { keys, docs, tfs, length } = buffer;
    // A counting sort by key keeps the document order of each list.
    const offsets = new Uint32Array(lists + 1);
    for (let i = 0; i < length; i++) offsets[keys[i]! + 1]!++;
    for (let k = 0; k < lists; k++) offsets[k + 1]! += offsets[k]!;
    const next = offsets.slice(0, lists);
    const outDocs = new Uint32Array(length);
    const outTf = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      const at = next[keys[i]!]!++;
      outDocs[at] = docs[i]!;
      outTf[at] = tfs[i]!;
    }
    this.offsets = offsets;
    this.docs = outDocs;
    this.tfs = outTf;
    this.delta = new Map();
    this.dense = new Map();
    this.blocks = new Map();
    this.tops = new Map();
    this.added = 0;
  }

  /** The block into a snapshot (snapshot.ts): only the block, so only when nothing was added since it was built. */
  save(w: SnapshotWriter): void {
    if (this.added) throw new Error("snapshot: postings have additions; save a rebuilt index");
    w.array("postings.offsets", "u32", this.offsets);
    w.array("postings.docs", "u32", this.docs);
    w.array("postings.tfs", "u8", this.tfs);
  }

  restore(r: SnapshotReader): void {
    const offsets = r.array("postings.offsets", "u32");
    const docs = r.array("postings.docs", "u32");
    const tfs = r.array("postings.tfs", "u8");
    if (!offsets.length || offsets[offsets.length - 1] !== docs.length || tfs.length !== docs.length) throw new Error("snapshot: postings do not match");
    this.offsets = offsets;
    this.docs = docs;
    this.tfs = tfs;
    this.delta = new Map();
    this.dense = new Map();
    this.blocks = new Map();
    this.tops = new Map();
    this.added = 0;
  }

  /** Lists in the block. */
  get lists(): number {
    return this.offsets.length - 1;
  }

  /** Appends a posting to list `key` (document `n` is numbered after every other of the list). */
  add(key: number, n: number, tf: number): void {
    let list = this.delta.get(key);
    if (!list) this.delta.set(key, (list = { docs: new Uint32Array(4), tfs: new Uint8Array(4), length: 0 }));
    if (list.length === list.docs.length) {
      list.docs = grow(list.docs, list.length + 1);
      list.tfs = grow(list.tfs, list.length + 1);
    }
    list.docs[list.length] = n;
    list.tfs[list.length++] = tf;
    this.added++;
  }

  /**
   * Adds `tf` to document `n`'s posting in list `key` when it is the list's last addition, else
   * appends one (`n` numbered after every other of the list, as for `add`); whether it appended.
   * For a document that gains text (search-index.ts `update`).
   */
  addOrRaise(key: number, n: number, tf: number): boolean {
    const list = this.delta.get(key);
    if (list && list.length && list.docs[list.length - 1] === n) {
      list.tfs[list.length - 1] = Math.min(255, list.tfs[list.length - 1]! + tf);
      return false;
    }
    this.add(key, n, tf);
    return true;
  }

  /** Postings in list `key`, dead documents included. */
  listLength(key: number): number {
    const base = key + 1 < this.offsets.length ? this.offsets[key + 1]! - this.offsets[key]! : 0;
    return base + (this.delta.get(key)?.length ?? 0);
  }

  /** Postings of list `key` in the block (its additions not counted). */
  blockLength(key: number): number {
    return key + 1 < this.offsets.length ? this.offsets[key + 1]! - this.offsets[key]! : 0;
  }

  /** Points `segment` at part `part` (0: the block, 1: the additions) of list `key`; false when it has none. */
  load(key: number, part: number): boolean {
    const seg = this.segment;
    if (part === 0) {
      if (key + 1 >= this.offsets.length) return false;
      seg.docs = this.docs;
      seg.tfs = this.tfs;
      seg.from = this.offsets[key]!;
      seg.to = this.offsets[key + 1]!;
    } else {
      const extra = this.delta.get(key);
      if (!extra) return false;
      seg.docs = extra.docs;
      seg.tfs = extra.tfs;
      seg.from = 0;
      seg.to = extra.length;
    }
    return seg.from < seg.to;
  }

  /**
   * Sets in `marked` the bit of every document of list `key` (`dense`: its `bitsOf`, OR-ed a word at
   * a time, then its additions one by one; else each posting): how many words of `marked` it may have
   * written, for the caller to clear (evaluate.ts's pair walks).
   */
  markInto(key: number, dense: DenseList | null, marked: Uint32Array): number {
    let touched = 0;
    if (dense) {
      const { bits } = dense;
      for (let w = 0; w < bits.length; w++) marked[w] = marked[w]! | bits[w]!;
      touched = bits.length;
    }
    const segment = this.segment;
    for (let part = dense ? 1 : 0; part < 2; part++) {
      if (!this.load(key, part)) continue;
      const { docs, to } = segment;
      for (let i = segment.from; i < to; i++) {
        const n = docs[i]!;
        marked[n >>> 5] = marked[n >>> 5]! | (1 << (n & 31));
      }
      const last = (docs[to - 1]! >>> 5) + 1;
      if (last > touched) touched = last;
    }
    return touched;
  }

  /**
   * The block part of list `key` as a bit set when it is dense (see above), made at its first use;
   * else null. Its additions (`load(key, 1)`) are not in it.
   */
  bitsOf(key: number): DenseList | null {
    const known = this.dense.get(key);
    if (known !== undefined) return known;
    let made: DenseList | null = null;
    if (key + 1 < this.offsets.length) {
      const from = this.offsets[key]!;
      const to = this.offsets[key + 1]!;
      const length = to - from;
      if (length >= DENSE_MIN && length * DENSE_SHARE > this.docs[to - 1]!) {
        const { docs, tfs } = this;
        const bits = new Uint32Array((docs[to - 1]! >>> 5) + 1);
        let multi: Uint32Array | null = null;
        for (let i = from; i < to; i++) {
          const n = docs[i]!;
          bits[n >>> 5] = bits[n >>> 5]! | (1 << (n & 31));
          if (tfs[i]! > 1) {
            multi ??= new Uint32Array(bits.length);
            multi[n >>> 5] = multi[n >>> 5]! | (1 << (n & 31));
          }
        }
        made = { bits, multi, from, before: null };
      }
    }
    this.dense.set(key, made);
    return made;
  }

  /**
   * The block part of list `key` summed up in runs of BLOCK postings (ListBlocks), made at its first
   * use from `lengths` (the documents' field lengths, `fieldCount` per document: documents.ts); null
   * for a list of fewer than BLOCK_MIN. Kept until the block changes: a document of the block never
   * changes its lengths (a document given text after it was added is one of the additions,
   * search-index.ts `appendTo`; any other change re-adds it under a new number).
   */
  blocksOf(key: number, lengths: Uint16Array, fieldCount: number): ListBlocks | null {
    const known = this.blocks.get(key);
    if (known !== undefined) return known;
    let made: ListBlocks | null = null;
    if (key + 1 < this.offsets.length) {
      const from = this.offsets[key]!;
      const to = this.offsets[key + 1]!;
      if (to - from >= BLOCK_MIN) {
        const f = key % fieldCount;
        const { docs, tfs } = this;
        const runs = Math.ceil((to - from) / BLOCK);
        const minLength = new Uint16Array(runs).fill(0xffff);
        let topTf = 0;
        for (let i = from; i < to; i++) {
          const b = (i - from) >>> 6;
          const length = lengths[docs[i]! * fieldCount + f]!;
          if (length < minLength[b]!) minLength[b] = length;
          if (tfs[i]! > topTf) topTf = tfs[i]!;
        }
        made = { minLength, topTf };
      }
    }
    this.blocks.set(key, made);
    return made;
  }

  /** The highest term frequency of list `key`, block and additions (a long list's block part kept once found: `tops`). */
  topTf(key: number): number {
    let top = this.tops.get(key);
    if (top === undefined) {
      top = 0;
      if (key + 1 < this.offsets.length) {
        const { tfs } = this;
        for (let i = this.offsets[key]!, to = this.offsets[key + 1]!; i < to; i++) if (tfs[i]! > top) top = tfs[i]!;
      }
      if (this.blockLength(key) >= BLOCK_MIN) this.tops.set(key, top);
    }
    const extra = this.delta.get(key);
    if (extra) for (let i = 0; i < extra.length; i++) if (extra.tfs[i]! > top) top = extra.tfs[i]!;
    return top;
  }

  /** Whether list `key` has postings added since the block was built. */
  hasAdditions(key: number): boolean {
    return this.delta.has(key);
  }

  /** find(key, n) for a list whose block is `dense` (bitsOf): one read unless the document is in the additions or has a term frequency above 1 (then `tfOf`). */
  findDense(key: number, dense: DenseList, n: number): number {
    const w = n >>> 5;
    const bit = 1 << (n & 31);
    if (w < dense.bits.length && dense.bits[w]! & bit) return dense.multi !== null && dense.multi[w]! & bit ? this.tfOf(dense, n) : 1;
    return this.delta.has(key) ? this.find(key, n) : 0;
  }

  /**
   * The term frequency in the block of `dense`'s list of document n, which its bits have: what
   * find(key, n) reads there, found by counting the bits before n (`before`, then at most
   * RANK_WORDS words) rather than by a binary search of the list (issue 32: "st" of an address
   * search is in most of a million landlords' addresses, several times in many, and each such
   * look-up was ~20 reads at random in a list of a million postings).
   */
  tfOf(dense: DenseList, n: number): number {
    const { bits } = dense;
    const before = (dense.before ??= this.countsBefore(bits));
    const w = n >>> 5;
    let at = dense.from + before[(w / RANK_WORDS) | 0]!;
    for (let v = w - (w % RANK_WORDS); v < w; v++) at += bitCount(bits[v]!);
    return this.tfs[at + bitCount(bits[w]! & ~(-1 << (n & 31)))]!;
  }

  /** Per run of RANK_WORDS words of `bits`, the bits set before it (DenseList `before`). */
  private countsBefore(bits: Uint32Array): Int32Array {
    const before = new Int32Array(Math.ceil(bits.length / RANK_WORDS));
    let count = 0;
    for (let w = 0; w < bits.length; w++) {
      if (w % RANK_WORDS === 0) before[w / RANK_WORDS] = count;
      count += bitCount(bits[w]!);
    }
    return before;
  }

  /** The term frequency of document `n` in list `key`, or 0: binary search in each part. */
  find(key: number, n: number): number {
    for (let part = 0; part < 2; part++) {
      if (!this.load(key, part)) continue;
      const { docs, tfs, to } = this.segment;
      let lo = this.segment.from;
      let hi = to;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (docs[mid]! < n) lo = mid + 1;
        else hi = mid;
      }
      if (lo < to && docs[lo] === n) return tfs[lo]!;
    }
    return 0;
  }

  /** One block of `lists` lists from the block and the additions, documents renumbered by `renumbered` (old -> new, -1: dropped). */
  renumber(renumbered: Int32Array, lists: number): void {
    const postings = new PostingBuffer();
    for (let key = 0; key < lists; key++) {
      for (let part = 0; part < 2; part++) {
        if (!this.load(key, part)) continue;
        const { docs, tfs, from, to } = this.segment;
        for (let i = from; i < to; i++) {
          const m = renumbered[docs[i]!]!;
          if (m >= 0) postings.push(key, m, tfs[i]!);
        }
      }
    }
    this.build(postings, lists);
  }
}
