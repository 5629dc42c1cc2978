// Query evaluation of a search index (search-index.ts, points 3 and 4): the query terms' plans
// (expansion.ts) walked over the postings (postings.ts) to the best `limit` documents, with the
// work per query bounded. Generic over kinds: it reads document numbers, places and field lengths
// (documents.ts, places.ts), never a kind's rows.
//
// Everything a query needs is a typed array made once and reused (the per-document scratch is
// re-sized only when the index grows): no allocation per posting or per candidate, and the hot
// loops read the postings' typed arrays directly (`Postings.segment`). Each step is a method of
// its own: one function holding every walk took the JIT's optimizing tier ~120 ms to compile,
// more than once, while the server answered (issue 16: compiles in the latency bench's window);
// small ones compile sooner and cheaper.
import type { Places } from "./places";
import { BLOCK, BLOCK_MIN, type DenseList, type ListBlocks, type Postings } from "./postings";
import { RANK_RANGE_SHIFT, type DocumentTable } from "./documents";
import { MAX_TERMS } from "./text";
import { MAX_EXPANSIONS, type Plan } from "./expansion";

/** Candidates a walk admits at most (point 3). */
export const SCAN_LIMIT = 12_000;
/** With one term, or under OR, the walk stops at this many matches. */
export const MAX_CANDIDATES = 1_000;
/** Postings of the two rarest terms below which AND walks both whole (point 3). */
export const PAIR_WALK_LIMIT = 200_000;
/** Steps (postings walked, binary-search probes) of point 3 beyond the driving term's walk. */
export const WORK_LIMIT = 400_000;
/**
 * Matches a pair walk scores before it starts to pass over those that cannot beat its page
 * (twoTermPair): most searches have fewer, and for them the bounds' set-up (the runs, markLists)
 * costs more than it saves.
 */
const BOUND_AFTER = 1_000;
/** Documents of a walk gathered before their figures are read ahead together (see manyTermWalk). */
const HIT_CHUNK = 256;
const K1 = 1.2;
const B = 0.75;
/** The second term of a pair walk when it is one dense list (evaluate.ts `onlyDenseList`): its key, field, weight times (k1 + 1) and bits. */
interface OwnList {
  key: number;
  field: number;
  weight: number;
  dense: DenseList;
  bits: Uint32Array;
}
/** What twoTermPair's steps share while it walks: the first term's list being walked, the second term, and the counts so far. */
interface PairWalk {
  allowed: Uint8Array | null;
  /** Without a location, the live documents' bits (documents.ts `liveBits`): a match's liveness read there, not from its place. */
  alive: Uint32Array | null;
  /** The second term's documents: its one dense list's bits, or markSecond's scratch set of its lists. */
  bits: Uint32Array;
  /** The scratch set's words written (markSecond). */
  touched: number;
  /** markSecond's lists of the second term (0: it is one dense list, `ownKey`, with `multi`), and per list its key, field, weight times (k1 + 1), bit set and highest tf. */
  lists: number;
  keys: Int32Array;
  fields: Int32Array;
  weights: Float64Array;
  denses: (DenseList | null)[];
  tops: Int32Array;
  /** Per list, its documents as bits (a dense list's own, else a scratch set: listScratch), and 1 when those bits may miss some (a dense list's additions). */
  listBits: Uint32Array[];
  whole: Uint8Array;
  /** Per list, its documents of a term frequency above 1 (null: none), and the scratch set of those of the lists not dense. */
  listMulti: (Uint32Array | null)[];
  sharedMulti: Uint32Array;
  /** The lists not dense are marked in their sets (markLists). */
  listsMarked: boolean;
  ownKey: number;
  multi: Uint32Array | null;
  topTf1: number;
  w0: number;
  f0: number;
  norm0: number;
  per0: number;
  w1: number;
  f1: number;
  norm1: number;
  per1: number;
  /** Matches so far, and of them those scored (in `admitted`). */
  count: number;
  scored: number;
  several: boolean;
  /** Documents only counted and marked in `pooled` (`several`), listed in `pool`. */
  countedOnly: number;
}
/** Whether every expansion of `plan` weighs above 0 (the bounds of twoTermPair hold only then). */
function positive(plan: Plan): boolean {
  for (let x = 0; x < plan.expansions.length; x++) if (!(plan.expansions[x]!.weight > 0)) return false;
  return true;
}

/** In a candidate's mask, the bits of the query terms it has (MAX_TERMS at most), and the mark of being in the pool. */
const TERM_BITS = (1 << MAX_TERMS) - 1;

export class Evaluator {
  /** How many documents the last `search` matched (within point 3's bounds), of which it gave the best `limit`. */
  total = 0;
  // Per document (valid for the documents in `pooled`); bound from the table at each query.
  private placeOf = new Int32Array(0);
  private lengths: Uint16Array = new Uint16Array(0);
  private rank = new Float32Array(0);
  private fieldCount: number;
  /** One bit per document: in the pool of the query being evaluated; all clear between queries. */
  private pooled = new Uint32Array(0);
  private mask = new Uint8Array(0);
  private score = new Float64Array(0);
  /** The candidates of one query. */
  private pool = new Int32Array(0);
  /** The pool as admitted, before point 3 narrows it. */
  private admitted = new Int32Array(0);
  /** One bit per document: the second term's documents in a pair walk (point 3); all clear between queries. */
  private pairBits = new Uint32Array(0);
  /** evaluate's BM25 length normalisation per field, and best()'s heap: made once, not per query. */
  private readonly norm: Float64Array;
  private readonly perLength: Float64Array;
  private heap = new Int32Array(0);
  /** Positions in best()'s heap. */
  private heapSize = 0;
  /** The page's end (offset + limit) of the search being evaluated: a walk that ranks as it goes keeps this many. */
  private limit = 0;
  /** The last walk left its best `limit` in the heap (twoTermPair): `search` takes them from there. */
  private ranked = false;
  /** onlyDenseList's answer, filled afresh for each pair walk. */
  private readonly own: OwnList = { key: 0, field: 0, weight: 0, dense: { bits: new Uint32Array(0), multi: null, from: 0, before: null }, bits: new Uint32Array(0) };
  /** markSecond's scratch sets, one per list of a term at most (listScratch). */
  private readonly listSets: Uint32Array[] = [];
  /** twoTermPair's state, one object reused by every pair walk. */
  private readonly pair: PairWalk;
  /** The one place a search asks for, as bits (places.ts `bitsOf`), or null: set by `search`. */
  private placeBits: Uint32Array | null = null;
  /** A walk's documents met (in both terms of a pair), a chunk at a time, and their term frequencies. */
  private readonly hits = new Int32Array(HIT_CHUNK);
  private readonly hitTfs = new Uint8Array(HIT_CHUNK);
  /** Per document of `hits`, 1 when it may beat twoTermPair's kept best (mayBeat). */
  private readonly hitMay = new Uint8Array(HIT_CHUNK);
  /** Per document of `hits`, its posting's place in its list's block (oneTermWalk: its run). */
  private readonly hitAt = new Int32Array(HIT_CHUNK);
  /** mayBeat's bound per list of the second term. */
  private listBound: Float64Array;
  private listBoundTop: Float64Array;
  /** What the read-aheads read, summed (kept so that their reads are not dropped). */
  private touched = 0;
  /** The final score of each match in `admitted`, side by side (keepMatches, twoTermPair): what best() ranks by. */
  private kept = new Float64Array(0);
  /** The rank of each match in `admitted`, side by side (best()'s ties). */
  private keptRank = new Float32Array(0);
  /** twoDenseLists' answer. */
  private readonly twoDense: Uint32Array[] = [];
  /** manyTermWalk's candidates (the documents of its two rarest terms), their first term's list (its place in the term's lists) and term frequency, and per later term its credit. */
  private readonly cands = new Int32Array(SCAN_LIMIT);
  private readonly candList = new Uint8Array(SCAN_LIMIT);
  private readonly candTf = new Uint8Array(SCAN_LIMIT);
  private readonly candCredit: Float64Array[] = Array.from({ length: MAX_TERMS }, () => new Float64Array(SCAN_LIMIT));
  /** manyTermWalk's lists of one term that scoreOthers would read within WORK_LIMIT: key, field, weight times (k1 + 1), bits if dense, and 1 when marked in `pairBits` (checked there before a binary search). */
  private readonly termKeys: Int32Array;
  private readonly termFields: Int32Array;
  private readonly termWeights: Float64Array;
  private readonly termDenses: (DenseList | null)[] = [];
  private readonly termMarked: Uint8Array;
  /** termLists' work after its lists, and whether it read every list. */
  private termWork = 0;
  private termAll = true;

  constructor(
    private readonly docs: DocumentTable,
    private readonly places: Places,
    private readonly postings: Postings,
  ) {
    this.fieldCount = docs.fieldCount;
    this.norm = new Float64Array(docs.fieldCount);
    this.perLength = new Float64Array(docs.fieldCount);
    const lists = MAX_EXPANSIONS * docs.fieldCount; // the most a term has (expansion.ts, one list per field)
    this.listBound = new Float64Array(lists);
    this.listBoundTop = new Float64Array(lists);
    this.termKeys = new Int32Array(lists);
    this.termFields = new Int32Array(lists);
    this.termWeights = new Float64Array(lists);
    this.termMarked = new Uint8Array(lists);
    this.pair = { allowed: null, alive: null, bits: new Uint32Array(0), touched: 0, lists: 0, keys: new Int32Array(lists), fields: new Int32Array(lists), weights: new Float64Array(lists), denses: [], tops: new Int32Array(lists), listBits: [], whole: new Uint8Array(lists), listMulti: [], sharedMulti: new Uint32Array(0), listsMarked: false, ownKey: 0, multi: null, topTf1: 1, w0: 0, f0: 0, norm0: 0, per0: 0, w1: 0, f1: 0, norm1: 0, per1: 0, count: 0, scored: 0, several: false, countedOnly: 0 };
  }

  /** The documents were renumbered or replaced: the scratch is re-sized on the next query. */
  forget(): void {
    this.mask = new Uint8Array(0);
  }

  /**
   * Document numbers of the best matches of `plans` (one per query term with expansions) in
   * `fields`, best first, at most `limit`; only in the places matching `location` (queryTerms of
   * it) when it has terms.
   */
  search(plans: Plan[], fields: readonly number[], location: readonly string[] | undefined, limit: number): number[] {
    this.total = 0;
    this.ranked = false;
    this.limit = limit;
    if (!plans.length || limit <= 0) return [];
    // Rarest first, ties in the query's order (a stable insertion sort of at most MAX_TERMS).
    for (let i = 1; i < plans.length; i++) {
      const p = plans[i]!;
      let j = i - 1;
      for (; j >= 0 && plans[j]!.df > p.df; j--) plans[j + 1] = plans[j]!;
      plans[j + 1] = p;
    }

    // The location, when asked for: a filter, and the walk's driver when it has fewer documents than the driving postings.
    let allowed: Uint8Array | null = null;
    let numbers: number[] = [];
    let locationTotal = Infinity;
    if (location?.length) {
      const { places } = this;
      numbers = places.matching(location, Infinity);
      allowed = new Uint8Array(places.names.length);
      for (const n of numbers) allowed[n] = 1;
      locationTotal = 0;
      for (let i = 0; i < numbers.length; i++) locationTotal += places.liveAt[numbers[i]!]!;
      if (!locationTotal) return [];
      // One big place: its bits sift the walk's postings before their places are read (places.ts `bitsOf`).
      this.placeBits = numbers.length === 1 ? places.bitsOf(numbers[0]!, this.docs.count) : null;
    } else this.placeBits = null;

    // The location drives the walk when it has fewer documents than the driving postings.
    let hits = this.evaluate(plans, fields, "AND", allowed, locationTotal < plans[0]!.df ? numbers : null);
    if (!hits && plans.length > 1) {
      let postings = 0;
      for (let p = 0; p < plans.length; p++) postings += plans[p]!.df;
      hits = this.evaluate(plans, fields, "OR", allowed, locationTotal < postings ? numbers : null);
    }
    this.total = hits;
    if (this.ranked) {
      this.ranked = false;
      return this.drain();
    }
    return this.best(hits, limit);
  }

  /**
   * How many documents match the plans, per point 3: their numbers first in `this.admitted`, their
   * scores in `this.score`.
   */
  private evaluate(plans: Plan[], fields: readonly number[], mode: "AND" | "OR", allowed: Uint8Array | null, locations: number[] | null): number {
    this.sizeScratch();
    this.ranked = false;
    // BM25's length normalisation per field, for this query: tf * (k1 + 1) / (tf + norm + perLength * length).
    const { norm, perLength } = this;
    const { live, lengthSum } = this.docs;
    for (let fi = 0; fi < fields.length; fi++) {
      const f = fields[fi]!;
      const avg = live ? lengthSum[f]! / live || 1 : 1;
      norm[f] = K1 * (1 - B);
      perLength[f] = (K1 * B) / avg;
    }
    const cap = mode === "OR" || plans.length === 1 ? MAX_CANDIDATES : SCAN_LIMIT;
    let count: number;
    let first: number; // plans before this one admitted the candidates
    if (locations) {
      count = this.admitFromLocations(locations, cap);
      first = 0;
    } else if (mode === "AND" && plans.length > 1 && plans[0]!.df + plans[1]!.df <= PAIR_WALK_LIMIT) {
      if (plans.length === 2) {
        const found = this.twoTermPair(plans, fields, allowed);
        if (found >= 0) return found;
      }
      return this.manyTermWalk(plans, fields, allowed);
    } else if (plans.length === 1) {
      return this.oneTermWalk(plans[0]!, fields, allowed, cap);
    } else {
      // Under AND every match has the rarest term; under OR any may bring one in, the rarer first.
      first = mode === "AND" ? 1 : plans.length;
      count = this.admitWalking(plans, fields, first, allowed, cap);
    }
    // The pool is reordered below under AND: its first `count` are kept aside (a reused scratch array).
    if (this.admitted.length < count) this.admitted = new Int32Array(this.pool.length);
    const { admitted, pool } = this;
    for (let k = 0; k < count; k++) admitted[k] = pool[k]!;
    this.scoreOthers(plans, fields, mode, mode === "AND" ? first : 0, count);
    return this.keepMatches(plans.length, mode, count);
  }

  /**
   * Marks document n as having term `bit` and adds that term's BM25 score in field f:
   * tf * (k1 + 1) / (tf + norm + perLength * length), `weight` being the expansion's weight times (k1 + 1).
   */
  private credit(n: number, f: number, bit: number, weight: number, tf: number): void {
    this.mask[n] = this.mask[n]! | bit;
    this.score[n] = this.score[n]! + (weight * tf) / (tf + this.norm[f]! + this.perLength[f]! * this.lengths[n * this.fieldCount + f]!);
  }

  /** Puts document n in the pool (its mask and score cleared); returns the pool's new size. */
  private admit(n: number, count: number): number {
    const { pooled } = this;
    pooled[n >>> 5] = pooled[n >>> 5]! | (1 << (n & 31));
    this.mask[n] = 0;
    this.score[n] = 0;
    this.pool[count] = n;
    return count + 1;
  }

  /** The documents of the asked places, at most `cap`, better-known first within each. */
  private admitFromLocations(locations: number[], cap: number): number {
    const { pooled, placeOf } = this;
    const byPlace = this.places.docs;
    let count = 0;
    for (let l = 0; l < locations.length; l++) {
      const loc = locations[l]!;
      const docs = byPlace[loc]!;
      for (let k = 0; k < docs.length; k++) {
        const n = docs[k]!;
        if (count >= cap) return count;
        if (placeOf[n] !== loc || pooled[n >>> 5]! & (1 << (n & 31))) continue;
        count = this.admit(n, count);
      }
    }
    return count;
  }

  /**
   * The walk of the commonest distinct search at a million landlords, scoring and ranking as it
   * goes (issue 32): two terms, the commoner one dense list (onlyDenseList) or, without
   * a location, any lists (markSecond). Each document of the rarer term's lists that the other has
   * is credited where first met (a bit in `pooled` marks it met), with the two terms' credits summed
   * in credit's order, times 2 (the terms it matches, as keepMatches does), and is offered to the
   * heap of the page's best in the order met, up to SCAN_LIMIT: what the general walk gives,
   * without its per-document mask and score (a cache miss each at a million documents); those that
   * cannot beat the page are only counted (mayBeat, countHits). The matches (their best left in the
   * heap: `ranked`), or -1 when the search is not of this shape (manyTermWalk then runs).
   */
  private twoTermPair(plans: Plan[], fields: readonly number[], allowed: Uint8Array | null): number {
    const own = this.onlyDenseList(plans[1]!.expansions, fields);
    // With a location nothing is only counted (see below): a second term of several lists is left to manyTermWalk, no slower there.
    if (own === null && allowed !== null) return -1;
    const { postings, lengths, fieldCount, pooled, limit } = this;
    if (this.admitted.length < SCAN_LIMIT) this.admitted = new Int32Array(Math.max(SCAN_LIMIT, this.pool.length));
    if (this.kept.length < SCAN_LIMIT) this.sizeKept(SCAN_LIMIT);
    this.startHeap(limit);
    const pair = this.pair;
    pair.allowed = allowed;
    pair.alive = allowed === null ? this.docs.liveBits : null;
    if (own !== null) {
      pair.lists = 0;
      pair.bits = own.bits;
      pair.multi = own.dense.multi;
      pair.ownKey = own.key;
      pair.topTf1 = -1; // the second term's highest term frequency, found when the bounds need it (mayBeat)
    } else this.markSecond(plans[1]!.expansions, fields);
    const segment = postings.segment;
    const { expansions } = plans[0]!;
    // Without a location, a run of postings (postings.ts `blocksOf`) whose best possible score
    // cannot beat the worst of the best `limit` kept so far is only counted (countHits): its
    // documents' bits in the second term's set and in the live set (documents.ts `liveBits`),
    // ~125 KB each at a million, read instead of each document's place, lengths and rank (a cache
    // miss each). X-Total-Count stays the count of every match, and the page is the same (`offer`:
    // which are kept does not depend on what was offered before). A document only counted is
    // marked met in `pooled` when a later list of the first term may meet it again (`several`).
    // A weight below 0 (a term in more postings than there are live documents: dead copies,
    // expansion.ts) turns the bounds around (a longer document then scores higher): none then.
    const live = allowed === null && positive(plans[0]!) && positive(plans[1]!) ? this.docs.liveBits : null;
    pair.several = expansions.length * fields.length > 1;
    pair.countedOnly = 0;
    pair.count = 0;
    pair.scored = 0;
    walk: for (let x = 0; x < expansions.length; x++) {
      const e = expansions[x]!;
      for (let fi = 0; fi < fields.length; fi++) {
        const f0 = fields[fi]!;
        const key0 = e.termId * fieldCount + f0;
        this.setPairTerm(e.weight * (K1 + 1), f0);
        // A list long enough to be summed up in runs (postings.ts `blocksOf`): summed up at the first walk that fills its heap there (most never do).
        const long = live !== null && postings.blockLength(key0) >= BLOCK_MIN;
        let runs: ListBlocks | null = null;
        if (postings.listLength(key0) > postings.blockLength(key0)) pair.several = true; // additions follow the block
        for (let part = 0; part < 2; part++) {
          if (!postings.load(key0, part)) continue;
          const { docs, tfs, to } = segment;
          const from = segment.from;
          if (part === 0 && long && live !== null) {
            // To the end of a run at a time once the heap is full (the bounds are the run's), else HIT_CHUNK matches at a time.
            for (let i = from; i < to; ) {
              const full = this.heapSize === limit && pair.count >= BOUND_AFTER;
              if (full && runs === null) runs = postings.blocksOf(key0, lengths, fieldCount);
              const end = full ? Math.min(to, from + (((i - from) >>> 6) + 1) * BLOCK) : to;
              i = this.scoreRun(docs, tfs, i, end, runs, (i - from) >>> 6, live);
              if (i < 0) break walk;
            }
          } else {
            for (let i = from; i < to; ) {
              i = this.scoreRun(docs, tfs, i, to, null, 0, null);
              if (i < 0) break walk;
            }
          }
        }
      }
    }
    // Clear for the next query (as keepMatches does), the documents only counted too (kept in `pool`, unused by this walk).
    const { admitted } = this;
    for (let k = 0; k < pair.scored; k++) pooled[admitted[k]! >>> 5] = 0;
    for (let k = 0; k < pair.countedOnly; k++) pooled[this.pool[k]! >>> 5] = 0;
    if (pair.lists) this.clearSecond(); // markSecond's scratch sets, clear for the next query
    this.ranked = true;
    return pair.count;
  }

  /**
   * An AND search whose two rarest terms are walked whole (PAIR_WALK_LIMIT): three terms or more,
   * or two that twoTermPair leaves (issue 32: "O'Brien Holdings" is `o`, `brien`, `holdings`, and
   * the walk before this one admitted, credited and scored 12,000 O'Briens for the 730 that are
   * also Holdings). The second term only marks its documents in a bit set (its one dense list's
   * own, else the scratch `pairBits`: a few KB held in cache, where a score per posting cost a
   * cache miss or more); the rarest term's lists are walked (expansions best first, then fields,
   * block then additions), and each document the second has, alive and in the place asked for, is
   * a candidate, up to SCAN_LIMIT in the order met (with many landlords, "garcia chen" shares few
   * of each name's thousands, however far down the lists). A candidate is only noted (its number,
   * which list of the first term met it first and with what term frequency), not credited. Then
   * each later term keeps the candidates it has, reading its lists within WORK_LIMIT (termLists),
   * each candidate credited by the first of them that has it; the candidates with every term are
   * scored last, their credits summed in credit's order (the first term's, then each later one's),
   * times the terms (as keepMatches does), and offered to the heap of the page's best (`ranked`).
   * Documents are taken a chunk at a time (`hits`) and their figures read ahead together: at a
   * million landlords each is a cache miss or more (place, length, rank), which then overlap
   * rather than come one by one. evaluate.test.ts checks it against the general walk
   * (admitFromLocations, scoreOthers, keepMatches, best). Returns the matches.
   */
  private manyTermWalk(plans: Plan[], fields: readonly number[], allowed: Uint8Array | null): number {
    const { postings, fieldCount, pooled, placeOf, placeBits, hits, hitTfs, cands, candList, candTf } = this;
    const segment = postings.segment;
    // The second term's documents as bits: its one dense list's, or its two dense lists' ("real":
    // real, realty) tested one after the other rather than OR-ed together (31,000 words each at a
    // million), else marked in the scratch set (a dense list's bits OR-ed a word at a time, the
    // others' postings one by one).
    let marked: Uint32Array = this.pairBits;
    let also: Uint32Array | null = null;
    let touched = 0;
    const own = this.onlyDenseList(plans[1]!.expansions, fields);
    if (own !== null) marked = own.bits;
    else if (this.twoDenseLists(plans[1]!.expansions, fields)) {
      marked = this.twoDense[0]!;
      also = this.twoDense[1]!;
    } else {
      const second = plans[1]!.expansions;
      for (let x = 0; x < second.length; x++) {
        const key0 = second[x]!.termId * fieldCount;
        for (let fi = 0; fi < fields.length; fi++) {
          const key = key0 + fields[fi]!;
          const words = postings.markInto(key, postings.bitsOf(key), marked);
          if (words > touched) touched = words;
        }
      }
    }
    const words = marked.length;
    const alsoWords = also !== null ? also.length : 0;
    // Without a location a candidate's liveness is its bit (documents.ts `liveBits`), not a read of its place.
    const live = allowed === null ? this.docs.liveBits : null;
    const { expansions } = plans[0]!;
    let count = 0;
    let list = 0; // the first term's list being walked: expansion x, field fi
    walk: for (let x = 0; x < expansions.length; x++) {
      for (let fi = 0; fi < fields.length; fi++, list++) {
        const key = expansions[x]!.termId * fieldCount + fields[fi]!;
        for (let part = 0; part < 2; part++) {
          if (!postings.load(key, part)) continue;
          const { docs, tfs, to } = segment;
          for (let i = segment.from; i < to; ) {
            let found = 0;
            for (; i < to && found < HIT_CHUNK; i++) {
              const n = docs[i]!;
              const w = n >>> 5;
              if ((w >= words || !(marked[w]! & (1 << (n & 31)))) && (also === null || w >= alsoWords || !(also[w]! & (1 << (n & 31))))) continue;
              hits[found] = n;
              hitTfs[found++] = tfs[i]!;
            }
            if (live === null) {
              // Their places read ahead together (see above).
              let sum = 0;
              for (let h = 0; h < found; h++) sum += placeOf[hits[h]!]!;
              this.touched = sum;
            }
            for (let h = 0; h < found; h++) {
              const n = hits[h]!;
              const w = n >>> 5;
              const bit = 1 << (n & 31);
              if (pooled[w]! & bit) continue; // met in an earlier list of the term: noted there
              if (live !== null) {
                if (!(live[w]! & bit)) continue;
              } else {
                if (placeBits !== null && (w >= placeBits.length || !(placeBits[w]! & bit))) continue; // not in the one place asked for
                const loc = placeOf[n]!;
                if (loc < 0 || !allowed![loc]) continue;
              }
              if (count >= SCAN_LIMIT) break walk; // bounded like any walk: the better-known first
              pooled[w] = pooled[w]! | bit;
              cands[count] = n;
              candList[count] = list;
              candTf[count++] = hitTfs[h]!;
            }
          }
        }
      }
    }
    for (let k = 0; k < count; k++) pooled[cands[k]! >>> 5] = 0; // clear for the next query
    if (marked === this.pairBits) marked.fill(0, 0, touched);

    // The later terms, one at a time: the first `alive` candidates have every term so far.
    let alive = count;
    let work = 0;
    let deferred = false; // the second term with every list read: every candidate has it (its bits), credited only once a match (scoreCandidates)
    let p = 1;
    for (; p < plans.length && work < WORK_LIMIT && alive; p++) {
      const lists = this.termLists(plans[p]!.expansions, fields, alive, work);
      work = p === 1 ? 0 : this.termWork; // scoreOthers starts counting after the pair's second term
      if (p === 1 && this.termAll) deferred = true;
      else alive = this.keepHaving(p, lists, alive);
    }
    this.startHeap(this.limit);
    if (p < plans.length || !alive) return 0; // a term left unread (WORK_LIMIT) or no candidate left: none has them all
    return this.scoreCandidates(plans, fields, alive, deferred);
  }

  /**
   * The lists of a term's `expansions` in `fields` read for `alive` candidates with `work` done
   * before them, expansions best first then fields, into termKeys… (their count): point 3's
   * bound, each list counted as a probe per candidate or a walk of the list costs, whichever is
   * less, and none read once the work reaches WORK_LIMIT (the same terms scored with or without
   * bit sets; the second term's work is not counted against the later ones': it is bounded by
   * PAIR_WALK_LIMIT). The work after them in `termWork`, and in `termAll` whether every list was read.
   */
  private termLists(expansions: Plan["expansions"], fields: readonly number[], alive: number, work: number): number {
    const { postings, fieldCount, termKeys, termFields, termWeights, termDenses, termMarked } = this;
    let lists = 0;
    let all = true;
    for (let x = 0; x < expansions.length; x++) {
      const weight = expansions[x]!.weight * (K1 + 1);
      for (let fi = 0; fi < fields.length; fi++) {
        const key = expansions[x]!.termId * fieldCount + fields[fi]!;
        const length = postings.listLength(key);
        if (!length) continue;
        if (work >= WORK_LIMIT) {
          all = false;
          continue;
        }
        const probeCost = alive * (1 + Math.log2(length));
        work += probeCost < length ? probeCost : length;
        termKeys[lists] = key;
        termFields[lists] = fields[fi]!;
        termWeights[lists] = weight;
        termDenses[lists] = postings.bitsOf(key);
        // A list not dense that is shorter than its probes: marked in `pairBits` once (keepHaving), a binary search only for a candidate marked.
        termMarked[lists] = termDenses[lists] === null && probeCost >= length ? 1 : 0;
        lists++;
      }
    }
    this.termWork = work;
    this.termAll = all;
    return lists;
  }

  /**
   * Keeps, of the first `alive` candidates, those that term `p` has in one of termLists' first
   * `lists` lists, each with its credit from the first that has it (candCredit[p]), in order;
   * returns how many.
   */
  private keepHaving(p: number, lists: number, alive: number): number {
    const { postings, termKeys, termFields, termDenses, termMarked, cands, candList, candTf, candCredit } = this;
    const marked = this.pairBits;
    let touched = 0;
    for (let l = 0; l < lists; l++) {
      if (!termMarked[l]) continue;
      const words = postings.markInto(termKeys[l]!, null, marked);
      if (words > touched) touched = words;
    }
    const credits = candCredit[p]!;
    // One list read by bits (most often: a common word), tested inline; a candidate not in its bits
    // is not in the list unless the list has additions (findDense).
    const only = lists === 1 ? termDenses[0]! : null;
    const onlyBits = only !== null && !postings.hasAdditions(termKeys[0]!) ? only.bits : null;
    // The lengths termCredit reads of the candidates it credits read ahead together (see manyTermWalk):
    // the candidates come in the order met, each a read at random in megabytes at a million documents.
    if (onlyBits !== null) {
      const { lengths, fieldCount } = this;
      const at = termFields[0]!;
      const words = onlyBits.length;
      let sum = 0;
      for (let k = 0; k < alive; k++) {
        const n = cands[k]!;
        if ((n >>> 5) < words && onlyBits[n >>> 5]! & (1 << (n & 31))) sum += lengths[n * fieldCount + at]!;
      }
      this.touched = sum;
    }
    let kept = 0;
    for (let k = 0; k < alive; k++) {
      const n = cands[k]!;
      if (onlyBits !== null && ((n >>> 5) >= onlyBits.length || !(onlyBits[n >>> 5]! & (1 << (n & 31))))) continue;
      const credit = this.termCredit(n, lists, marked);
      if (credit !== credit) continue; // NaN: none of the lists has it (a credit may be 0 or below: a term in most documents, expansion.ts)
      cands[kept] = n;
      candList[kept] = candList[k]!;
      candTf[kept] = candTf[k]!;
      for (let q = 1; q < p; q++) candCredit[q]![kept] = candCredit[q]![k]!;
      credits[kept++] = credit;
    }
    marked.fill(0, 0, touched);
    return kept;
  }

  /** Document n's credit (credit's arithmetic) from the first of termLists' first `lists` lists that has it, NaN when none does (keepHaving drops it; scoreCandidates never meets one), `marked` holding the marked lists' documents. */
  private termCredit(n: number, lists: number, marked: Uint32Array): number {
    const { postings, termKeys, termFields, termWeights, termDenses, termMarked, norm, perLength, lengths, fieldCount } = this;
    for (let l = 0; l < lists; l++) {
      const key = termKeys[l]!;
      const dense = termDenses[l]!;
      let tf: number;
      if (dense !== null) tf = postings.findDense(key, dense, n);
      else if (termMarked[l] && !(marked[n >>> 5]! & (1 << (n & 31)))) tf = 0;
      else tf = postings.find(key, n);
      if (!tf) continue;
      const f = termFields[l]!;
      return (termWeights[l]! * tf) / (tf + norm[f]! + perLength[f]! * lengths[n * fieldCount + f]!);
    }
    return NaN;
  }

  /**
   * Scores manyTermWalk's first `alive` candidates (each has every term): the first term's credit
   * from the list that met it, then each later term's, summed in credit's order, times the terms
   * (keepMatches), and offers them to the heap (`ranked`). The second term's credit is found here
   * when `deferred` (every one of its lists read, see termLists). Returns `alive`.
   */
  private scoreCandidates(plans: Plan[], fields: readonly number[], alive: number, deferred: boolean): number {
    const { norm, perLength, lengths, fieldCount, rank, cands, candList, candTf, candCredit, limit } = this;
    if (this.admitted.length < alive) this.admitted = new Int32Array(Math.max(SCAN_LIMIT, this.pool.length));
    if (this.kept.length < alive) this.sizeKept(alive);
    const { admitted, kept, keptRank } = this;
    const { expansions } = plans[0]!;
    const terms = plans.length;
    const secondLists = deferred ? this.termLists(plans[1]!.expansions, fields, 0, 0) : 0; // every list (no work counted at 0 candidates)
    // Their lengths and ranks read ahead together (see manyTermWalk).
    let sum = 0;
    for (let k = 0; k < alive; k++) {
      const n = cands[k]!;
      sum += lengths[n * fieldCount + fields[0]!]! + rank[n]!;
    }
    this.touched = sum;
    for (let k = 0; k < alive; k++) {
      const n = cands[k]!;
      const list = candList[k]!;
      const f = fields[list % fields.length]!;
      const weight = expansions[(list / fields.length) | 0]!.weight * (K1 + 1);
      const tf = candTf[k]!;
      let score = 0 + (weight * tf) / (tf + norm[f]! + perLength[f]! * lengths[n * fieldCount + f]!);
      score = score + (deferred ? this.termCredit(n, secondLists, this.pairBits) : candCredit[1]![k]!);
      for (let p = 2; p < terms; p++) score = score + candCredit[p]![k]!;
      kept[k] = score * terms;
      keptRank[k] = rank[n]!;
      admitted[k] = n;
      this.offer(k, limit);
    }
    this.ranked = true;
    return alive;
  }

  /** twoTermPair's figures of the first term's list being walked (its weight times (k1 + 1) and field) and of the second term when it is one dense list. */
  private setPairTerm(w0: number, f0: number): void {
    const pair = this.pair;
    pair.w0 = w0;
    pair.f0 = f0;
    pair.norm0 = this.norm[f0]!;
    pair.per0 = this.perLength[f0]!;
    if (pair.lists) return;
    const own = this.own;
    pair.w1 = own.weight;
    pair.f1 = own.field;
    pair.norm1 = this.norm[own.field]!;
    pair.per1 = this.perLength[own.field]!;
  }

  /**
   * The second term of twoTermPair when it is not one dense list: its lists in scoreOthers' order
   * (expansions best first, then fields), each with its field, weight times (k1 + 1), bit set if
   * dense and highest term frequency; and their documents marked in the scratch set (`pairBits`,
   * as manyTermWalk marks them), cleared after the walk.
   */
  private markSecond(expansions: Plan["expansions"], fields: readonly number[]): void {
    const { pair, postings, fieldCount } = this;
    const marked = this.pairBits;
    let touched = 0;
    let lists = 0;
    for (let x = 0; x < expansions.length; x++) {
      const key0 = expansions[x]!.termId * fieldCount;
      for (let fi = 0; fi < fields.length; fi++) {
        const key = key0 + fields[fi]!;
        if (!postings.listLength(key)) continue;
        const dense = postings.bitsOf(key);
        pair.keys[lists] = key;
        pair.fields[lists] = fields[fi]!;
        pair.weights[lists] = expansions[x]!.weight * (K1 + 1);
        pair.denses[lists] = dense;
        // The list's own documents as bits, for the runs' bounds and secondScore: a dense list's
        // (its additions, if any, are not in them: such a list is taken to have every document),
        // else its documents marked in a scratch set of its own when needed (markLists), cleared after the walk (clearSecond).
        const own = dense ? dense.bits : this.listScratch(lists);
        pair.listBits[lists] = own;
        // Its documents of a term frequency above 1: a dense list's own (or none), else marked in one scratch set shared by the others.
        pair.listMulti[lists] = dense ? dense.multi : this.multiScratch();
        pair.whole[lists] = dense !== null && postings.listLength(key) > postings.blockLength(key) ? 1 : 0;
        lists++;
        const words = postings.markInto(key, dense, marked);
        if (words > touched) touched = words;
      }
    }
    pair.lists = lists;
    pair.bits = marked;
    pair.multi = null;
    pair.touched = touched;
    pair.listsMarked = false;
  }

  /**
   * Finds the highest term frequency of each of markSecond's lists, and marks the documents of
   * those not dense in their own scratch sets, and those of them with a term frequency above 1 in
   * the shared one: only once a walk has kept its best `limit` (mayBeat's bounds need them), most
   * walks never do.
   */
  private markLists(): void {
    const { pair, postings } = this;
    const segment = postings.segment;
    const multi = pair.sharedMulti;
    pair.listsMarked = true;
    for (let l = 0; l < pair.lists; l++) {
      pair.tops[l] = postings.topTf(pair.keys[l]!);
      if (pair.denses[l] !== null) continue;
      const own = pair.listBits[l]!;
      for (let part = 0; part < 2; part++) {
        if (!postings.load(pair.keys[l]!, part)) continue;
        const { docs, tfs, to } = segment;
        for (let i = segment.from; i < to; i++) {
          const n = docs[i]!;
          own[n >>> 5] = own[n >>> 5]! | (1 << (n & 31));
          if (tfs[i]! > 1) multi[n >>> 5] = multi[n >>> 5]! | (1 << (n & 31));
        }
      }
    }
  }

  /** markSecond's scratch set for its list `l` (made at its first use, as large as `pairBits`; all clear between queries). */
  private listScratch(l: number): Uint32Array {
    const scratch = this.listSets;
    const size = this.pairBits.length;
    if (scratch[l] === undefined || scratch[l].length !== size) scratch[l] = new Uint32Array(size);
    return scratch[l];
  }

  /** markSecond's scratch set of the documents of a term frequency above 1 in its lists that are not dense (as large as `pairBits`; all clear between queries). */
  private multiScratch(): Uint32Array {
    const pair = this.pair;
    if (pair.sharedMulti.length !== this.pairBits.length) pair.sharedMulti = new Uint32Array(this.pairBits.length);
    return pair.sharedMulti;
  }

  /** Clears markSecond's scratch sets (its lists' documents walked again: fewer than the sets' words). */
  private clearSecond(): void {
    const { pair, postings } = this;
    const segment = postings.segment;
    pair.bits.fill(0, 0, pair.touched);
    if (!pair.listsMarked) return;
    for (let l = 0; l < pair.lists; l++) {
      if (pair.denses[l] !== null) continue;
      const own = pair.listBits[l]!;
      for (let part = 0; part < 2; part++) {
        if (!postings.load(pair.keys[l]!, part)) continue;
        const { docs, to } = segment;
        for (let i = segment.from; i < to; i++) own[docs[i]! >>> 5] = pair.sharedMulti[docs[i]! >>> 5] = 0;
      }
    }
  }

  /** The second term's credit (credit's arithmetic) for document n, of the lists markSecond found: the first that has it. */
  private secondScore(n: number): number {
    const { pair, postings, lengths, fieldCount, norm, perLength } = this;
    const w = n >>> 5;
    const bit = 1 << (n & 31);
    for (let l = 0; l < pair.lists; l++) {
      const own = pair.listBits[l]!;
      // Not in this list: its bits say so (a list not dense: once marked, markLists).
      if (!pair.whole[l] && (pair.listsMarked || pair.denses[l] !== null) && (w >= own.length || !(own[w]! & bit))) continue;
      const key = pair.keys[l]!;
      const dense = pair.denses[l]!;
      const tf = dense !== null ? postings.findDense(key, dense, n) : postings.find(key, n);
      if (!tf) continue;
      const f = pair.fields[l]!;
      return (pair.weights[l]! * tf) / (tf + norm[f]! + perLength[f]! * lengths[n * fieldCount + f]!);
    }
    return 0; // not reached: n is in one of them (marked)
  }

  /**
   * Marks in `hitMay` which of the `found` documents of `hits` (twoTermPair's matches in run `b` of
   * a list summed up as `runs`) may beat the worst of the kept best (the heap's root, the heap
   * full); returns how many may. The bound is credit's arithmetic with the run's shortest length:
   * for the first term with the document's own term frequency, for the second with that of the
   * list that would credit it (1, or that list's highest when the document is marked as having
   * more): the same number as the document's score when its length is the run's shortest and its
   * term frequencies 1, and not below it otherwise (each step is monotonic in its operands). A tie
   * of score goes to the higher rank, then the lower number (`better`), bounded by the document's
   * rank ceiling (documents.ts `rankCeiling`).
   */
  private mayBeat(found: number, runs: ListBlocks, b: number): number {
    const { pair, heap, kept, keptRank, admitted, hits, hitTfs, hitMay, norm, perLength } = this;
    const { multi, lists, f0, listBits, whole, listMulti } = pair;
    if (lists && !pair.listsMarked) this.markLists();
    if (!lists && pair.topTf1 < 0) pair.topTf1 = multi === null ? 1 : this.postings.topTf(pair.ownKey);
    const minLength = runs.minLength[b]!;
    const { w0, norm0, per0 } = pair;
    const first1 = 0 + (w0 * 1) / (1 + norm0 + per0 * minLength);
    // The second term's bound per list (several lists: for tf 1 and for the list's highest), else for tf 1 and for its highest.
    const perList = this.listBound;
    const perListTop = this.listBoundTop;
    let one = 0;
    let many = 0;
    if (lists) {
      for (let l = 0; l < lists; l++) {
        const f = pair.fields[l]!;
        const length = f === f0 ? minLength : 0;
        perList[l] = (pair.weights[l]! * 1) / (1 + norm[f]! + perLength[f]! * length);
        perListTop[l] = (pair.weights[l]! * pair.tops[l]!) / (1 + norm[f]! + perLength[f]! * length);
      }
    } else {
      const length1 = pair.f1 === f0 ? minLength : 0;
      one = (pair.w1 * 1) / (1 + pair.norm1 + pair.per1 * length1);
      many = (pair.w1 * pair.topTf1) / (1 + pair.norm1 + pair.per1 * length1);
    }
    const root = heap[0]!;
    const worst = kept[root]!;
    const worstRank = keptRank[root]!;
    const worstNumber = admitted[root]!;
    const ceiling = this.docs.rankCeiling;
    let may = 0;
    for (let h = 0; h < found; h++) {
      const n = hits[h]!;
      const w = n >>> 5;
      const bit = 1 << (n & 31);
      let second = 0;
      if (lists) {
        // The first list having it credits it; a list whose bits may miss it (whole) may be that list.
        for (let l = 0; l < lists; l++) {
          const own = listBits[l]!;
          const has = w < own.length && (own[w]! & bit) !== 0;
          if (!has && !whole[l]) continue;
          // Its term frequency there is 1 unless marked above 1 (a list's additions: unknown).
          const several = whole[l] || (listMulti[l] !== null && w < listMulti[l]!.length && listMulti[l]![w]! & bit);
          const bound = several ? perListTop[l]! : perList[l]!;
          if (bound > second) second = bound;
          if (has) break;
        }
      } else second = multi !== null && multi[w]! & bit ? many : one;
      // The first term's own term frequency, over the run's shortest length.
      const tf = hitTfs[h]!;
      const first = tf === 1 ? first1 : 0 + (w0 * tf) / (tf + norm0 + per0 * minLength);
      const bound = (first + second) * 2;
      let beats = bound > worst;
      if (bound === worst) {
        const top = ceiling[n >>> RANK_RANGE_SHIFT]!;
        beats = top > worstRank || (top === worstRank && n < worstNumber);
      }
      hitMay[h] = beats ? 1 : 0;
      if (beats) may++;
    }
    return may;
  }

  /** Counts the `found` documents of `hits` that twoTermPair's walk matches, without scoring them (none may beat the kept best: mayBeat); false when the walk is full (SCAN_LIMIT). */
  private countHits(found: number, live: Uint32Array): boolean {
    const { pair, pooled, hits } = this;
    const several = pair.several;
    let count = pair.count;
    for (let h = 0; h < found; h++) {
      const n = hits[h]!;
      const w = n >>> 5;
      const bit = 1 << (n & 31);
      if (!(live[w]! & bit) || pooled[w]! & bit) continue;
      if (count >= SCAN_LIMIT) {
        pair.count = count;
        return false; // bounded like any walk: the better-known first
      }
      count++;
      if (several) {
        pooled[w] = pooled[w]! | bit;
        this.pool[pair.countedOnly++] = n;
      }
    }
    pair.count = count;
    return true;
  }

  /**
   * Scores twoTermPair's matches among `docs[start..end)`, at most HIT_CHUNK of them, and offers
   * them to the heap, or only counts those that cannot beat the kept best when `end` is within run
   * `b` of a list summed up as `runs` and the heap is full (mayBeat). Returns where it stopped, or
   * -1 when the walk is full (SCAN_LIMIT).
   */
  private scoreRun(docs: Uint32Array, tfs: Uint8Array, start: number, end: number, runs: ListBlocks | null, b: number, live: Uint32Array | null): number {
    const { pair, hits, hitTfs, placeOf, pooled, rank, lengths, fieldCount, postings, admitted, kept, keptRank, limit } = this;
    const { bits, lists } = pair;
    const words = bits.length;
    const { allowed, alive, multi, w0, f0, norm0, per0, w1, norm1, per1 } = pair;
    // The second term's field, for the read-ahead: its one list's, else the first term's (most often the same).
    const f1 = lists ? f0 : pair.f1;
    let found = 0;
    let i = start;
    for (; i < end && found < HIT_CHUNK; i++) {
      const n = docs[i]!;
      const w = n >>> 5;
      if (w >= words || !(bits[w]! & (1 << (n & 31)))) continue;
      hits[found] = n;
      hitTfs[found++] = tfs[i]!;
    }
    if (!found) return i;
    // The heap full (`end` then within run `b`), the documents that cannot beat the kept best are
    // only counted (mayBeat); `hitMay` says which may (all when it is not full, or with a location).
    const { hitMay } = this;
    const bounded = runs !== null && live !== null && this.heapSize === limit && pair.count >= BOUND_AFTER;
    if (bounded) {
      if (!this.mayBeat(found, runs, b)) return this.countHits(found, live) ? i : -1;
    } else hitMay.fill(1, 0, found);
    // Their figures read ahead, each read independent of the others (see manyTermWalk); without a
    // location a match's liveness is its bit in `alive` (125 KB, mostly in cache at a million), not
    // its place (a read at random in 4 MB): one cache miss less per match.
    let sum = 0;
    for (let h = 0; h < found; h++) {
      if (!hitMay[h]) continue;
      const n = hits[h]!;
      sum += (alive === null ? placeOf[n]! : 0) + lengths[n * fieldCount + f0]! + lengths[n * fieldCount + f1]! + rank[n]!;
    }
    this.touched = sum;
    let { count, scored } = pair;
    let open = true;
    const several = pair.several;
    for (let h = 0; h < found; h++) {
      const n = hits[h]!;
      const w = n >>> 5;
      if (pooled[w]! & (1 << (n & 31))) continue; // met in an earlier list of the term: credited there
      if (!hitMay[h]) {
        // Only counted (as countHits).
        if (!(live![w]! & (1 << (n & 31)))) continue;
        if (count >= SCAN_LIMIT) {
          open = false;
          break;
        }
        count++;
        if (several) {
          pooled[w] = pooled[w]! | (1 << (n & 31));
          this.pool[pair.countedOnly++] = n;
        }
        continue;
      }
      if (alive !== null) {
        if (!(alive[w]! & (1 << (n & 31)))) continue; // set exactly while its place is >= 0 (documents.ts)
      } else {
        const loc = placeOf[n]!;
        if (loc < 0 || !allowed![loc]) continue;
      }
      if (count >= SCAN_LIMIT) {
        open = false; // bounded like any walk: the better-known first
        break;
      }
      pooled[w] = pooled[w]! | (1 << (n & 31));
      const tf = hitTfs[h]!;
      // credit's arithmetic, in its order: the first term's, then the second's.
      let score = 0 + (w0 * tf) / (tf + norm0 + per0 * lengths[n * fieldCount + f0]!);
      if (lists) score = score + this.secondScore(n);
      else {
        const tf1 = multi !== null && multi[w]! & (1 << (n & 31)) ? postings.tfOf(this.own.dense, n) : 1;
        score = score + (w1 * tf1) / (tf1 + norm1 + per1 * lengths[n * fieldCount + f1]!);
      }
      kept[scored] = score * 2;
      keptRank[scored] = rank[n]!;
      admitted[scored] = n;
      this.offer(scored++, limit);
      count++;
    }
    pair.count = count;
    pair.scored = scored;
    return open ? i : -1;
  }

  /**
   * admitWalking, keepMatches and best at once for a search of one term (issue 32): every document
   * admitted matches, credited where first met (a bit in `pooled` marks it met), its score that
   * credit (times 1, as keepMatches does), and is offered to the heap of the page's best in the
   * order met (`ranked`): at most SCAN_LIMIT postings looked at and `cap` documents admitted, as
   * admitWalking stops. The postings are taken a chunk at a time and their documents' figures read
   * ahead together (see manyTermWalk). Without a location, once the heap is full, a posting of a long
   * list (postings.ts `blocksOf`) whose best possible score cannot beat the heap's worst (its own
   * term frequency over its run's shortest length; a tie bounded by the rank ceiling, as mayBeat
   * bounds twoTermPair's) is only counted, by its bit in the live set (documents.ts `liveBits`),
   * without reading its place, length and rank: the total stays the count of every document
   * admitted, and the page the same ("richard": 1,000 admitted, ~150 scored). Returns the matches.
   */
  private oneTermWalk(plan: Plan, fields: readonly number[], allowed: Uint8Array | null, cap: number): number {
    const { postings, norm, perLength, lengths, fieldCount, hits, hitTfs, hitAt, hitMay, placeOf, pooled, rank, placeBits, limit } = this;
    if (this.admitted.length < SCAN_LIMIT) this.admitted = new Int32Array(Math.max(SCAN_LIMIT, this.pool.length));
    if (this.kept.length < SCAN_LIMIT) this.sizeKept(SCAN_LIMIT);
    this.startHeap(limit); // before `heap` is read: it may be made anew
    const { admitted, kept, keptRank, pool, heap } = this;
    // A document only counted is counted by its bit in the live set: without a location only. (With one place, whose bits are tested first, the same count would hold, but it measured no faster: ~200 matches a search, ~5% slower in bench/search-fresh.ts.)
    const live = allowed === null ? this.docs.liveBits : null;
    const ceiling = live !== null ? this.docs.rankCeiling : null;
    const segment = postings.segment;
    const { expansions } = plan;
    let count = 0; // admitted: scored, or only counted
    let scored = 0; // in `admitted`, offered to the heap
    let counted = 0; // only counted, in `pool` (marked met: a later list may meet them again)
    let scanned = 0;
    walk: for (let x = 0; x < expansions.length; x++) {
      const e = expansions[x]!;
      const weight = e.weight * (K1 + 1);
      for (let fi = 0; fi < fields.length; fi++) {
        const f = fields[fi]!;
        const fNorm = norm[f]!;
        const fPer = perLength[f]!;
        const key = e.termId * fieldCount + f;
        // A long list's runs (postings.ts `blocksOf`), made when the heap is first full there; a weight below 0 (dead copies, expansion.ts) turns the bound around: none.
        const long = live !== null && weight > 0 && postings.blockLength(key) >= BLOCK_MIN;
        let runs: ListBlocks | null = null;
        for (let part = 0; part < 2; part++) {
          if (!postings.load(key, part)) continue;
          const { docs, tfs, to } = segment;
          const from = segment.from;
          for (let i = from; i < to; ) {
            // Past SCAN_LIMIT postings, or full: what follows would admit nothing (admitWalking returns there).
            if (scanned >= SCAN_LIMIT || count >= cap) break walk;
            const end = Math.min(to, i + HIT_CHUNK, i + (SCAN_LIMIT - scanned));
            scanned += end - i;
            let found = 0;
            for (; i < end; i++) {
              const n = docs[i]!;
              // Not in the one place asked for: never admitted, whatever else (admitWalking's test, made first).
              if (placeBits !== null && ((n >>> 5) >= placeBits.length || !(placeBits[n >>> 5]! & (1 << (n & 31))))) continue;
              hits[found] = n;
              hitAt[found] = i - from;
              hitTfs[found++] = tfs[i]!;
            }
            // Postings of the block of a long list may be only counted once the heap is full (see above).
            const bounding = part === 0 && long;
            // The heap full already: those that may beat its worst now (`hitMay`), the only ones read ahead and scored.
            let bounded = false;
            if (bounding && this.heapSize === limit) {
              runs ??= postings.blocksOf(key, lengths, fieldCount);
              if (runs !== null) {
                this.mayBeatOne(found, runs, weight, fNorm, fPer);
                bounded = true;
              }
            }
            if (!bounded) hitMay.fill(1, 0, found);
            // Without a location a document's liveness is its bit in `live`, not its place (see scoreRun).
            let sum = 0;
            for (let h = 0; h < found; h++) {
              if (!hitMay[h]) continue;
              const n = hits[h]!;
              sum += (live === null ? placeOf[n]! : 0) + lengths[n * fieldCount + f]! + rank[n]!;
            }
            this.touched = sum;
            for (let h = 0; h < found; h++) {
              const n = hits[h]!;
              const w = n >>> 5;
              const bit = 1 << (n & 31);
              if (pooled[w]! & bit) continue; // met in an earlier list: credited (or counted) there
              if (count >= cap) break walk; // full
              const tf = hitTfs[h]!;
              // Cannot beat the heap's worst (mayBeatOne's test; made here for this one when the heap filled in this chunk): only counted.
              let only = bounded && !hitMay[h];
              if (!bounded && bounding && this.heapSize === limit && (runs ??= postings.blocksOf(key, lengths, fieldCount)) !== null) {
                const root = heap[0]!;
                const bound = (0 + (weight * tf) / (tf + fNorm + fPer * runs.minLength[hitAt[h]! >>> 6]!)) * 1;
                const worst = kept[root]!;
                only = bound < worst || (bound === worst && !(ceiling![n >>> RANK_RANGE_SHIFT]! > keptRank[root]! || (ceiling![n >>> RANK_RANGE_SHIFT]! === keptRank[root]! && n < admitted[root]!)));
              }
              if (only) {
                if (!(live![w]! & bit)) continue;
                pooled[w] = pooled[w]! | bit;
                pool[counted++] = n;
                count++;
                continue;
              }
              if (live !== null) {
                if (!(live[w]! & bit)) continue;
              } else {
                const loc = placeOf[n]!;
                if (loc < 0 || !allowed![loc]) continue;
              }
              pooled[w] = pooled[w]! | bit;
              kept[scored] = (0 + (weight * tf) / (tf + fNorm + fPer * lengths[n * fieldCount + f]!)) * 1;
              keptRank[scored] = rank[n]!;
              admitted[scored] = n;
              // offer's steps, inline (see best).
              if (this.heapSize < limit) this.offer(scored, limit);
              else if (kept[scored]! >= kept[heap[0]!]! && this.better(scored, heap[0]!)) this.siftDown(scored, limit);
              scored++;
              count++;
            }
          }
        }
      }
    }
    // Clear for the next query (as keepMatches does).
    for (let k = 0; k < scored; k++) pooled[admitted[k]! >>> 5] = 0;
    for (let k = 0; k < counted; k++) pooled[pool[k]! >>> 5] = 0;
    this.ranked = true;
    return count;
  }

  /**
   * Marks in `hitMay` which of the `found` documents of `hits` (oneTermWalk's postings at `hitAt`
   * of a list summed up as `runs`, its weight times (k1 + 1) and field's norm and per-length
   * `weight`, `fNorm`, `fPer`) may beat the worst of the kept best (the heap's root, the heap
   * full): credit's arithmetic with the document's own term frequency over its run's shortest
   * length, the same number as its score when its length is that, and above it otherwise (the
   * weight above 0); a tie of score bounded by the rank ceiling (see mayBeat).
   */
  private mayBeatOne(found: number, runs: ListBlocks, weight: number, fNorm: number, fPer: number): void {
    const { heap, kept, keptRank, admitted, hits, hitTfs, hitAt, hitMay } = this;
    const { minLength } = runs;
    const root = heap[0]!;
    const worst = kept[root]!;
    const worstRank = keptRank[root]!;
    const worstNumber = admitted[root]!;
    const ceiling = this.docs.rankCeiling;
    for (let h = 0; h < found; h++) {
      const tf = hitTfs[h]!;
      const bound = (0 + (weight * tf) / (tf + fNorm + fPer * minLength[hitAt[h]! >>> 6]!)) * 1;
      let beats = bound > worst;
      if (bound === worst) {
        const n = hits[h]!;
        const top = ceiling[n >>> RANK_RANGE_SHIFT]!;
        beats = top > worstRank || (top === worstRank && n < worstNumber);
      }
      hitMay[h] = beats ? 1 : 0;
    }
  }

  /** Whether `expansions` have exactly two lists in `fields`, each dense without additions (postings.ts `bitsOf`): their bits then in `twoDense`. */
  private twoDenseLists(expansions: Plan["expansions"], fields: readonly number[]): boolean {
    const { postings, fieldCount, twoDense } = this;
    let lists = 0;
    for (let x = 0; x < expansions.length; x++) {
      for (let fi = 0; fi < fields.length; fi++) {
        const key = expansions[x]!.termId * fieldCount + fields[fi]!;
        if (!postings.listLength(key)) continue;
        const dense = lists < 2 && !postings.hasAdditions(key) ? postings.bitsOf(key) : null;
        if (dense === null) return false;
        twoDense[lists++] = dense.bits;
      }
    }
    return lists === 2;
  }

  /** The one list `expansions` have in `fields` when that list is dense and has no additions (postings.ts `bitsOf`), with what scoring it needs; else null. */
  private onlyDenseList(expansions: Plan["expansions"], fields: readonly number[]): OwnList | null {
    const { postings, fieldCount } = this;
    let only = -1;
    let field = -1;
    let weight = 0;
    for (let x = 0; x < expansions.length; x++) {
      for (let fi = 0; fi < fields.length; fi++) {
        const key = expansions[x]!.termId * fieldCount + fields[fi]!;
        if (!postings.listLength(key)) continue;
        if (only >= 0) return null;
        only = key;
        field = fields[fi]!;
        weight = expansions[x]!.weight * (K1 + 1);
      }
    }
    if (only < 0 || postings.load(only, 1)) return null;
    const dense = postings.bitsOf(only);
    if (!dense) return null;
    // One object reused by every pair walk (none made per search).
    const own = this.own;
    own.key = only;
    own.field = field;
    own.weight = weight;
    own.dense = dense;
    own.bits = dense.bits;
    return own;
  }

  /**
   * The first `drivers` plans' postings admit candidates, the rarer first, scoring them as they
   * go: at most SCAN_LIMIT postings, at most `cap` candidates. With one term, or under OR, every
   * document admitted matches: the walk stops at MAX_CANDIDATES of them, as MiniSearch-era search did.
   */
  private admitWalking(plans: Plan[], fields: readonly number[], drivers: number, allowed: Uint8Array | null, cap: number): number {
    const { pooled, mask, placeOf, postings, fieldCount, placeBits } = this;
    const segment = postings.segment;
    let count = 0;
    let scanned = 0;
    for (let p = 0; p < drivers; p++) {
      const bit = 1 << p;
      // Expansions best first, so the first list a document is met in gives its score for the term.
      const { expansions } = plans[p]!;
      for (let x = 0; x < expansions.length; x++) {
        const e = expansions[x]!;
        const weight = e.weight * (K1 + 1);
        for (let fi = 0; fi < fields.length; fi++) {
          const f = fields[fi]!;
          const key = e.termId * fieldCount + f;
          for (let part = 0; part < 2; part++) {
            if (!postings.load(key, part)) continue;
            const { docs, tfs, to } = segment;
            for (let i = segment.from; i < to; i++) {
              if (++scanned > SCAN_LIMIT) return count;
              const n = docs[i]!;
              if (!(pooled[n >>> 5]! & (1 << (n & 31)))) {
                if (count >= cap) return count; // full (under OR the terms are all counted later)
                if (placeBits !== null && ((n >>> 5) >= placeBits.length || !(placeBits[n >>> 5]! & (1 << (n & 31))))) continue; // not in the one place asked for
                const loc = placeOf[n]!;
                if (loc < 0 || (allowed !== null && !allowed[loc])) continue;
                count = this.admit(n, count);
              }
              if (mask[n]! & bit) continue;
              const tf = tfs[i]!;
              this.credit(n, f, bit, weight, tf);
            }
          }
        }
      }
    }
    return count;
  }

  /**
   * The other terms, from plan `from` on: each candidate's best expansion, by walking a list or
   * probing it, whichever is less work, bounded by WORK_LIMIT. Under AND the pool shrinks to the
   * candidates matching every term so far. A pool in document order (one place's documents,
   * admitFromLocations: the commonest case here) is met with a list longer than it by galloping
   * along the list (scoreByGalloping), whichever of the two the work counts.
   */
  private scoreOthers(plans: Plan[], fields: readonly number[], mode: "AND" | "OR", from: number, count: number): void {
    const { pool, mask, postings, fieldCount } = this;
    let work = 0;
    let live = count; // under AND, the pool's first `live` still match every term so far
    // In document order (the pool only shrinks below, in order): each list's part is then galloped along once.
    let ordered = true;
    for (let k = 1; k < count && ordered; k++) ordered = pool[k - 1]! < pool[k]!;
    for (let p = from; p < plans.length && work < WORK_LIMIT && live; p++) {
      const bit = 1 << p;
      const need = mode === "AND" ? bit - 1 : -1; // under AND, only documents matching every earlier term
      const { expansions } = plans[p]!;
      for (let x = 0; x < expansions.length; x++) {
        const e = expansions[x]!;
        const weight = e.weight * (K1 + 1);
        for (let fi = 0; fi < fields.length; fi++) {
          const f = fields[fi]!;
          const key = e.termId * fieldCount + f;
          const length = postings.listLength(key);
          if (!length || work >= WORK_LIMIT) continue;
          // The work is counted as a probe or a walk costs without bits, whichever is done: the
          // same terms are scored within WORK_LIMIT with or without them (the answers do not change).
          const probeCost = live * (1 + Math.log2(length));
          work += probeCost < length ? probeCost : length;
          const dense = postings.bitsOf(key);
          if (dense) this.scoreByBits(key, dense, f, weight, bit, need, live);
          else if (ordered && live < length) this.scoreByGalloping(key, f, weight, bit, need, live);
          else if (probeCost < length) this.scoreByProbing(key, f, weight, bit, need, live);
          else this.scoreByWalking(key, f, weight, bit, need);
        }
      }
      if (mode === "AND") {
        let kept = 0;
        for (let k = 0; k < live; k++) if (mask[pool[k]!]! & bit) pool[kept++] = pool[k]!;
        live = kept;
      }
    }
  }

  /**
   * scoreByProbing's credits for a pool in document order (scoreOthers): each part of the list
   * (its block, then its additions; each in document order) galloped along from where the last
   * candidate was found, so a candidate costs the log of the gap to it rather than of the list. A
   * document in both parts is credited from the first, as `find` reads it (its bit then set).
   */
  private scoreByGalloping(key: number, f: number, weight: number, bit: number, need: number, live: number): void {
    const { pool, mask, postings } = this;
    const segment = postings.segment;
    for (let part = 0; part < 2; part++) {
      if (!postings.load(key, part)) continue;
      const { docs, tfs, to } = segment;
      let at = segment.from; // docs before `at` are below the candidates still to come
      for (let k = 0; k < live && at < to; k++) {
        const n = pool[k]!;
        if (mask[n]! & bit || (need >= 0 && (mask[n]! & TERM_BITS) !== need)) continue;
        if (docs[at]! < n) {
          // Gallop: the first of at + 1, +2, +4… not below n bounds the binary search.
          let step = 1;
          let lo = at + 1; // docs[lo - 1] < n
          let hi = lo;
          while (hi < to && docs[hi]! < n) {
            lo = hi + 1;
            step += step;
            hi = lo + step - 1;
          }
          if (hi > to) hi = to;
          while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (docs[mid]! < n) lo = mid + 1;
            else hi = mid;
          }
          at = lo;
          if (at >= to) break;
        }
        if (docs[at] === n) this.credit(n, f, bit, weight, tfs[at]!);
      }
    }
  }

  /** Scores term `bit` for the pool's first `live` by looking each up in list `key` (binary search). */
  private scoreByProbing(key: number, f: number, weight: number, bit: number, need: number, live: number): void {
    const { pool, mask, postings } = this;
    for (let k = 0; k < live; k++) {
      const n = pool[k]!;
      if (mask[n]! & bit || (need >= 0 && (mask[n]! & TERM_BITS) !== need)) continue;
      const tf = postings.find(key, n);
      if (!tf) continue;
      this.credit(n, f, bit, weight, tf);
    }
  }

  /** scoreByProbing for a list with a bit set: one read per candidate (scoreByWalking credits the same documents: each is once in a list). */
  private scoreByBits(key: number, dense: DenseList, f: number, weight: number, bit: number, need: number, live: number): void {
    const { pool, mask, postings } = this;
    for (let k = 0; k < live; k++) {
      const n = pool[k]!;
      if (mask[n]! & bit || (need >= 0 && (mask[n]! & TERM_BITS) !== need)) continue;
      const tf = postings.findDense(key, dense, n);
      if (!tf) continue;
      this.credit(n, f, bit, weight, tf);
    }
  }

  /** Scores term `bit` for the pool's members met walking list `key` whole. */
  private scoreByWalking(key: number, f: number, weight: number, bit: number, need: number): void {
    const { pooled, mask, postings } = this;
    const segment = postings.segment;
    for (let part = 0; part < 2; part++) {
      if (!postings.load(key, part)) continue;
      const { docs, tfs, to } = segment;
      for (let i = segment.from; i < to; i++) {
        const n = docs[i]!;
        if (!(pooled[n >>> 5]! & (1 << (n & 31))) || mask[n]! & bit || (need >= 0 && (mask[n]! & TERM_BITS) !== need)) continue;
        const tf = tfs[i]!;
        this.credit(n, f, bit, weight, tf);
      }
    }
  }

  /**
   * Moves the matches of the `count` admitted to the front of `this.admitted` (overwriting it as
   * it is read) and clears the pool for the next query. Under OR, as MiniSearch does, documents
   * matching more of the terms come first.
   */
  private keepMatches(terms: number, mode: "AND" | "OR", count: number): number {
    const { admitted, pooled, mask, score } = this;
    if (this.kept.length < count) this.sizeKept(count);
    const { kept, keptRank, rank } = this;
    const all = (1 << terms) - 1;
    let found = 0;
    for (let k = 0; k < count; k++) {
      const n = admitted[k]!;
      pooled[n >>> 5] = 0; // clear for the next query (the whole word: its other bits are pool members too, or clear)
      const m = mask[n]! & TERM_BITS;
      if (mode === "AND" ? m !== all : !m) continue;
      let matched = 0;
      for (let b = m; b; b &= b - 1) matched++;
      kept[found] = score[n] = score[n]! * matched;
      keptRank[found] = rank[n]!;
      admitted[found++] = n;
    }
    return found;
  }

  /**
   * The best `limit` of the `count` documents of `this.admitted` (evaluate's matches) by score
   * (`this.kept`, side by side with them: read in order, not one cache miss each at a million
   * documents), ties to the higher rank, best first.
   */
  private best(count: number, limit: number): number[] {
    this.startHeap(limit);
    // offer's steps, inline: this runs over every match of the other walks.
    const { heap, kept } = this;
    let size = 0;
    for (let h = 0; h < count; h++) {
      if (size < limit) {
        let i = size++;
        while (i > 0) {
          const parent = (i - 1) >> 1;
          if (!this.better(heap[parent]!, h)) break;
          heap[i] = heap[parent]!;
          i = parent;
        }
        heap[i] = h;
      } else if (kept[h]! >= kept[heap[0]!]! && this.better(h, heap[0]!)) this.siftDown(h, size);
    }
    this.heapSize = size;
    return this.drain();
  }

  /** An empty heap for best()'s `limit`. */
  private startHeap(limit: number): void {
    if (this.heap.length < limit) this.heap = new Int32Array(limit);
    this.heapSize = 0;
  }

  /**
   * Offers position `h` of `admitted` to a min-heap of the best `limit` so far (positions in
   * `admitted`), its root the worst kept: no sort of thousands, and no closure or array per query
   * (a comparison is a method, the heap is kept). Which `limit` are kept does not depend on the
   * order they are offered in (`better` orders any two documents), so a walk may offer as it goes.
   */
  private offer(h: number, limit: number): void {
    const { heap, kept } = this;
    if (this.heapSize < limit) {
      let i = this.heapSize++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.better(heap[parent]!, h)) break;
        heap[i] = heap[parent]!;
        i = parent;
      }
      heap[i] = h;
    } else if (kept[h]! >= kept[heap[0]!]! && this.better(h, heap[0]!)) this.siftDown(h, this.heapSize);
  }

  /** The heap's documents, best first; empties it. */
  private drain(): number[] {
    // The worst comes off the root first: the answer is filled from its end.
    const { admitted, heap } = this;
    const size = this.heapSize;
    const out = new Array<number>(size);
    for (let k = size - 1; k >= 0; k--) {
      out[k] = admitted[heap[0]!]!;
      if (k > 0) this.siftDown(heap[k]!, k);
    }
    this.heapSize = 0;
    return out;
  }

  /** Puts position `h` at the root of best()'s heap of `size` and moves it down to its place. */
  private siftDown(h: number, size: number): void {
    const heap = this.heap;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const c = l + 1 < size && this.better(heap[l]!, heap[l + 1]!) ? l + 1 : l;
      if (!this.better(h, heap[c]!)) break;
      heap[i] = heap[c]!;
      i = c;
    }
    heap[i] = h;
  }

  /**
   * Whether the match at position i of `admitted` ranks before the one at j: a higher score; the
   * same score (the text matches equally), a higher rank (a landlord: more reviews, documents.ts
   * `rank`); then the lower number.
   */
  private better(i: number, j: number): boolean {
    const si = this.kept[i]!;
    const sj = this.kept[j]!;
    if (si !== sj) return si > sj;
    const ra = this.keptRank[i]!;
    const rb = this.keptRank[j]!;
    return ra > rb || (ra === rb && this.admitted[i]! < this.admitted[j]!);
  }

  /** Room for `count` matches' scores and ranks (at least SCAN_LIMIT: no walk admits more). */
  private sizeKept(count: number): void {
    this.kept = new Float64Array(Math.max(count, SCAN_LIMIT));
    this.keptRank = new Float32Array(this.kept.length);
  }

  /** Binds the documents' arrays for this query, and sizes the per-document scratch for every document number there is. */
  private sizeScratch(): void {
    this.placeOf = this.docs.placeOf;
    this.lengths = this.docs.lengths;
    this.rank = this.docs.rank;
    if (this.mask.length >= this.docs.count) return;
    const size = Math.max(this.docs.count, this.mask.length * 2, 1024);
    this.pooled = new Uint32Array(Math.ceil(size / 32));
    this.mask = new Uint8Array(size);
    this.score = new Float64Array(size);
    this.pool = new Int32Array(size);
    this.pairBits = new Uint32Array(Math.ceil(size / 32));
  }
}
