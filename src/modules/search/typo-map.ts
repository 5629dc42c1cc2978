// The typo map of a search index (search-index.ts, point 2): the terms within one or two edits
// of a query term that the dictionary does not know ("jonh" -> "john"), found without a fuzzy
// walk of the dictionary. SymSpell's deletion map: every term's variants with one or two letters
// deleted, hashed (FNV-1a, without building the variant) and counting-sorted into buckets of term
// numbers; a query term's own deletions are looked up in it, a few dozen bucket probes, and each
// term found is checked by edit distance (swaps of neighbours counting one).
//
// Terms that entered the dictionary after the map was built (`covered` on) are looked through
// one by one; the index rebuilds the map once there are RECENT_TERMS of them.
import { grow } from "./arrays";
import { MAX_TERM_CHARS } from "./text";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-format";

/** Terms longer than this have no typo entries (a query term is at most MAX_TERM_CHARS). */
const MAX_TYPO_TERM = MAX_TERM_CHARS + 2;
/** New terms looked through one by one for typos until the deletion map is rebuilt with them. */
export const RECENT_TERMS = 2_000;

/** FNV-1a of `s` without the characters at `skipA` and `skipB` (-1: none): a deletion variant, hashed without building it. */
function hashWithout(s: string, skipA: number, skipB: number): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < s.length; k++) {
    if (k === skipA || k === skipB) continue;
    h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
  }
  return h >>> 0;
}

const deletionCount = (length: number, max: number) => 1 + (max >= 1 ? length : 0) + (max >= 2 ? (length * (length - 1)) / 2 : 0);
/** Deletions kept per term: enough for a 1-typo query from 4 letters (terms of 3+) and a 2-typo one from 8 (terms of 6+). */
const typoDepth = (length: number) => (length < 3 || length > MAX_TYPO_TERM ? 0 : length >= 6 ? 2 : 1);

const distanceRows = [new Int32Array(MAX_TYPO_TERM + 2), new Int32Array(MAX_TYPO_TERM + 2), new Int32Array(MAX_TYPO_TERM + 2)] as const;
/** The two words' character codes, read once per comparison rather than once per cell. */
const codesA = new Int32Array(MAX_TYPO_TERM + 2);
const codesB = new Int32Array(MAX_TYPO_TERM + 2);
/**
 * Edit distance with swaps of neighbours counting one (optimal string alignment), or Infinity when
 * above `max`. Called for every term a typo'd query word's deletions meet (issue 32: ~6% of a
 * distinct search's CPU at a million landlords): the rows rotate without an array made per row,
 * the characters are compared as codes, not one-letter strings, and only the cells within `max`
 * of the diagonal are worked out (Ukkonen's band): any other is more than `max` away, and every
 * cell is capped at max + 1, which changes no distance up to `max` (the recurrence only adds and
 * takes minimums). The same answers as the full table (slowEditDistance; typo-map.test.ts).
 */
export function editDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return Infinity;
  if (la > MAX_TYPO_TERM + 1 || lb > MAX_TYPO_TERM + 1) return slowEditDistance(a, b, max);
  const cap = max + 1;
  for (let i = 0; i < la; i++) codesA[i] = a.charCodeAt(i);
  for (let j = 0; j < lb; j++) codesB[j] = b.charCodeAt(j);
  let prev2 = distanceRows[0];
  let prev = distanceRows[1];
  let cur = distanceRows[2];
  for (let j = 0; j <= lb; j++) prev[j] = j < cap ? j : cap;
  for (let i = 1; i <= la; i++) {
    const lo = i - max > 1 ? i - max : 1;
    const hi = i + max < lb ? i + max : lb;
    cur[0] = i < cap ? i : cap;
    if (lo > 1) cur[lo - 1] = cap;
    let rowMin = cur[0]!;
    const ca = codesA[i - 1]!;
    for (let j = lo; j <= hi; j++) {
      const cb = codesB[j - 1]!;
      let d = prev[j - 1]! + (ca === cb ? 0 : 1);
      if (prev[j]! + 1 < d) d = prev[j]! + 1;
      if (cur[j - 1]! + 1 < d) d = cur[j - 1]! + 1;
      if (i > 1 && j > 1 && ca === codesB[j - 2] && codesA[i - 2] === cb && prev2[j - 2]! + 1 < d) d = prev2[j - 2]! + 1;
      if (d > cap) d = cap;
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (hi < lb) cur[hi + 1] = cap;
    if (rowMin > max) return Infinity;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  const d = prev[lb]!;
  return d <= max ? d : Infinity;
}

/** The full table's edit distance (as before the band): words longer than editDistance's scratch rows, and its test. */
export function slowEditDistance(a: string, b: string, max: number): number {
  let prev2 = new Int32Array(b.length + 1);
  let prev = new Int32Array(b.length + 1);
  let cur = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return Infinity;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  const d = prev[b.length]!;
  return d <= max ? d : Infinity;
}

export class TypoMap {
  // Bucket -> term numbers, for the terms numbered below `covered`.
  private offsets = new Uint32Array(1);
  private termIds = new Uint32Array(0);
  private mask = 0;
  /** Terms numbered from here on are not in the map yet. */
  covered = 0;
  /** Per term number: the last query (`epoch`) that considered it, so that each is checked once per query. */
  private stamp = new Uint32Array(0);
  private epoch = 0;

  /** The deletion map over every term of `terms`. */
  build(terms: readonly string[]): void {
    let entries = 0;
    for (let id = 0; id < terms.length; id++) {
      const length = terms[id]!.length;
      const depth = typoDepth(length);
      if (depth > 0) entries += deletionCount(length, depth);
    }
    // Each deletion is hashed once, then the (hash, term) pairs are counting-sorted into buckets.
    const hashes = new Uint32Array(entries);
    const owners = new Uint32Array(entries);
    let at = 0;
    for (let id = 0; id < terms.length; id++) {
      const t = terms[id]!;
      const depth = typoDepth(t.length);
      if (depth === 0) continue;
      hashes[at] = hashWithout(t, -1, -1);
      owners[at++] = id;
      for (let i = 0; i < t.length; i++) {
        hashes[at] = hashWithout(t, i, -1);
        owners[at++] = id;
        if (depth < 2) continue;
        for (let j = i + 1; j < t.length; j++) {
          hashes[at] = hashWithout(t, i, j);
          owners[at++] = id;
        }
      }
    }
    let buckets = 1;
    while (buckets < entries) buckets *= 2;
    const mask = buckets - 1;
    const offsets = new Uint32Array(buckets + 1);
    for (let e = 0; e < entries; e++) offsets[(hashes[e]! & mask) + 1]!++;
    for (let b = 0; b < buckets; b++) offsets[b + 1]! += offsets[b]!;
    const next = offsets.slice(0, buckets);
    const termIds = new Uint32Array(entries);
    for (let e = 0; e < entries; e++) termIds[next[hashes[e]! & mask]!++] = owners[e]!;
    this.offsets = offsets;
    this.termIds = termIds;
    this.mask = mask;
    this.covered = terms.length;
  }

  /** The map into a snapshot (snapshot.ts). */
  save(w: SnapshotWriter): void {
    w.array("typos.offsets", "u32", this.offsets);
    w.array("typos.termIds", "u32", this.termIds);
    w.array("typos.shape", "u32", Uint32Array.of(this.mask, this.covered));
  }

  /** The map as `save` wrote it, over a dictionary of `terms` terms. */
  load(r: SnapshotReader, terms: number): void {
    const offsets = r.array("typos.offsets", "u32");
    const termIds = r.array("typos.termIds", "u32");
    const [mask, covered] = r.array("typos.shape", "u32");
    if (mask === undefined || covered === undefined || offsets.length !== mask + 2 || offsets[mask + 1] !== termIds.length || covered > terms) throw new Error("snapshot: typo map does not match");
    this.offsets = offsets;
    this.termIds = termIds;
    this.mask = mask;
    this.covered = covered;
    this.stamp = new Uint32Array(0);
    this.epoch = 0;
  }

  /** Term numbers of `terms` within `max` edits of `term` (not itself), with their distance. */
  nearMisses(term: string, max: number, terms: readonly string[]): [number, number][] {
    const out: [number, number][] = [];
    const epoch = this.nextEpoch(terms.length);
    // The term and each of its variants with up to `max` letters deleted, looked up in the deletion map.
    this.considerBucket(term, max, hashWithout(term, -1, -1), epoch, terms, out);
    for (let i = 0; i < term.length; i++) {
      this.considerBucket(term, max, hashWithout(term, i, -1), epoch, terms, out);
      if (max < 2) continue;
      for (let j = i + 1; j < term.length; j++) this.considerBucket(term, max, hashWithout(term, i, j), epoch, terms, out);
    }
    for (let id = this.covered; id < terms.length; id++) this.consider(term, max, id, epoch, terms, out);
    return out;
  }

  /**
   * nearMisses(term, 1, terms) of one letter more than `term` only, in the order it lists them (a
   * short word's longer variants, expansion.ts: "jon" -> "john"). Each is `term` with a letter
   * added, so `term` is one of its deletions: it is in `term`'s own bucket, the first nearMisses
   * looks in, and no other bucket need be looked in (a 4-digit house number's other buckets held
   * ~200 terms, each checked by edit distance, for none of them kept; issue 32).
   */
  longerByOne(term: string, terms: readonly string[]): [number, number][] {
    const out: [number, number][] = [];
    const epoch = this.nextEpoch(terms.length);
    const want = term.length + 1;
    const b = hashWithout(term, -1, -1) & this.mask;
    for (let i = this.offsets[b]!, end = this.offsets[b + 1]!; i < end; i++) {
      const id = this.termIds[i]!;
      if (terms[id]!.length === want) this.consider(term, 1, id, epoch, terms, out);
    }
    for (let id = this.covered; id < terms.length; id++) if (terms[id]!.length === want) this.consider(term, 1, id, epoch, terms, out);
    return out;
  }

  private considerBucket(term: string, max: number, hash: number, epoch: number, terms: readonly string[], out: [number, number][]): void {
    const b = hash & this.mask;
    for (let i = this.offsets[b]!, end = this.offsets[b + 1]!; i < end; i++) this.consider(term, max, this.termIds[i]!, epoch, terms, out);
  }

  /** Adds term `id` to `out` when it is within `max` edits of `term`, once per query (`epoch`). */
  private consider(term: string, max: number, id: number, epoch: number, terms: readonly string[], out: [number, number][]): void {
    if (this.stamp[id] === epoch) return;
    this.stamp[id] = epoch;
    const d = editDistance(term, terms[id]!, max);
    if (d > 0 && d <= max) out.push([id, d]);
  }

  private nextEpoch(termCount: number): number {
    if (this.stamp.length === 0) {
      this.stamp = new Uint32Array(Math.max(termCount, 1024));
      this.epoch = 0;
    }
    if (this.stamp.length < termCount) this.stamp = grow(this.stamp, termCount);
    if (++this.epoch === 0xffffffff) {
      this.stamp.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }
}
