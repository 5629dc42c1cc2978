// The in-memory search index of landlords: name, location and the property addresses of their
// reviews, held compactly, with the work per query bounded whatever the input.
//
// MiniSearch's public `SearchableMap` (a radix tree) is the term dictionary: it interns each
// distinct term once (term -> term number) and answers prefix lookups. Everything else is held in
// typed arrays indexed by those numbers and by document numbers (see docs below), because the
// per-term Maps of MiniSearch's own index cost ~250 MB of RSS and 750 ms of start-up at 100,000
// landlords (issue 16) and its `search()` builds a result object for every match.
//
// Documents and postings:
// - Each landlord gets a document number in the order added; `reset()` adds them most-reviewed
//   first (ties in the order given), so low numbers are the best-known landlords and a walk cut
//   short has seen them.
// - Postings of (term, field) are [document, term frequency] pairs in document order: the bulk in
//   one compressed-row block built by `reset()` in a single pass over the landlords (`baseOffsets`,
//   `baseDocs`, `baseTf`), later additions in small per-list arrays (`delta`). Removing a landlord
//   marks its number dead; `compact()` folds both back into one block, renumbered, once the dead
//   numbers or the additions grow past a quarter of the whole.
//
// A query:
// 1. is cut down: at most MAX_QUERY_CHARS characters, MAX_TERMS distinct terms of at most
//    MAX_TERM_CHARS characters. A 5,000-character query costs what a short one does.
// 2. Each term is expanded: itself, its completions (the first PREFIX_SCAN of the tree under it)
//    and, when it is not a known word, its near-misses: 1 typo from 4 letters, 2 from 8, a swap of
//    neighbours counting as one ("jonh" -> "john"). Near-misses come from a deletion map built
//    with the index (SymSpell: every term's variants with one or two letters deleted, hashed into
//    buckets), so a lookup is a few dozen bucket probes instead of a fuzzy walk of the tree. The
//    expansion of a term is cached until a new term enters the dictionary. At most MAX_EXPANSIONS
//    per term, best first, weighted as MiniSearch weighs prefix and fuzzy matches.
// 3. Terms are combined with AND, rarest first. When the two rarest terms have at most
//    PAIR_WALK_LIMIT postings together, both are walked whole and their common landlords are the
//    candidates (at a million landlords "garcia chen" must not stop at the first thousands of
//    Garcias). Otherwise the rarest term's postings (or, when a location is asked for and has
//    fewer landlords, that location's landlords) admit at most SCAN_LIMIT candidates. Each other
//    term then walks its postings, or for a long list looks each candidate up by binary search,
//    whichever is less work; at most WORK_LIMIT steps in all. A landlord's score is BM25 (k1 1.2,
//    b 0.75) of each term's best expansion. With one term, the walk stops at MAX_CANDIDATES matches.
// 4. If AND finds nothing, the terms are combined with OR under the same bounds, landlords
//    matching more of the terms first; then the best `limit` are kept with a small heap.
import SearchableMap from "minisearch/SearchableMap";
import { Doorkeeper } from "./doorkeeper";
import { LANDLORD_TYPES, type LandlordType } from "../../contract/constants";
import type { PublicLandlordRow } from "../../store/sqlite/landlords";

export const MAX_QUERY_CHARS = 200;
export const MAX_TERMS = 5;
export const MAX_TERM_CHARS = 30;
export const MAX_EXPANSIONS = 12;
export const SCAN_LIMIT = 12_000;
export const MAX_CANDIDATES = 1_000;
/** Postings of the two rarest terms below which AND walks both whole (point 3). */
export const PAIR_WALK_LIMIT = 200_000;
/** Steps (postings walked, binary-search probes) of point 3 beyond the driving term's walk. */
export const WORK_LIMIT = 400_000;
/** Prefix completions are collected from at most this many terms of the tree. */
const PREFIX_SCAN = 300;
/** Term expansions kept (point 2). */
const EXPANSION_CACHE_ENTRIES = 20_000;
/** Terms longer than this have no typo entries (a query term is at most MAX_TERM_CHARS). */
const MAX_TYPO_TERM = MAX_TERM_CHARS + 2;
/** New terms looked through one by one for typos until the deletion map is rebuilt with them. */
const RECENT_TERMS = 2_000;
const K1 = 1.2;
const B = 0.75;
const FIELD_COUNT = 3; // name, location, addresses
/** In a candidate's mask, the bits of the query terms it has (MAX_TERMS at most), and the mark of being in the pool. */
const TERM_BITS = (1 << MAX_TERMS) - 1;
const NAME = 0;
const LOCATION = 1;
const ADDRESSES = 2;

export type SearchType = "landlord" | "address";

export type { SearchDoc } from "../../store/search";
import type { SearchDoc } from "../../store/search";

/** A landlord as the index keeps it: what GET /api/landlords/search shows of each (landlords/repository.ts `toLandlord`). */
export type IndexedLandlord = PublicLandlordRow;

/** Ratings are kept as tenths in a byte (they are means rounded to one decimal); this marks one kept exactly aside. */
const RATING_ASIDE = 255;
const RATINGS = 4; // overall, responsiveness, maintenance, fairness
/** The JSON text of each rating kept in tenths ("0", "0.1", … "25.4"): writing a fraction is slow, a lookup is not. */
const TENTHS_TEXT = Array.from({ length: RATING_ASIDE }, (_, tenths) => String(tenths / 10));

const FIELDS: Record<SearchType, readonly number[]> = {
  landlord: [NAME],
  address: [ADDRESSES, LOCATION],
};

// Made once: a regular expression literal makes a new object each time it is evaluated, and
// tokenize runs several times per search (issue 16 counts what a search allocates).
const ASCII_ONLY = /^[\x00-\x7f]*$/;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NOT_LETTER_OR_DIGIT = /[^a-z0-9]+/;

/** Lower-cased, accents stripped, split on anything that is not a letter or digit. */
export function tokenize(text: string): string[] {
  // Plain ASCII (nearly every name and address) skips the Unicode normalisation: same result.
  const plain = ASCII_ONLY.test(text) ? text : text.normalize("NFKD").replace(COMBINING_MARKS, "");
  return plain
    .toLowerCase()
    .split(NOT_LETTER_OR_DIGIT)
    .filter(Boolean);
}

/** The query's terms, bounded: see point 1. */
export function queryTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const t of tokenize(text.slice(0, MAX_QUERY_CHARS))) {
    terms.add(t.slice(0, MAX_TERM_CHARS));
    if (terms.size >= MAX_TERMS) break;
  }
  return [...terms];
}

/** Whether a landlord's location terms match the requested ones: each requested term starts one of its terms. */
export function locationMatches(landlordLocTerms: readonly string[], wanted: readonly string[]): boolean {
  // Loops, not every/some: asked for each stored location on every search with a location.
  wanted: for (let w = 0; w < wanted.length; w++) {
    for (let t = 0; t < landlordLocTerms.length; t++) if (landlordLocTerms[t]!.startsWith(wanted[w]!)) continue wanted;
    return false;
  }
  return true;
}

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

const distanceRows = [new Int32Array(MAX_TYPO_TERM + 2), new Int32Array(MAX_TYPO_TERM + 2), new Int32Array(MAX_TYPO_TERM + 2)];
/** Edit distance with swaps of neighbours counting one (optimal string alignment), or Infinity when above `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let [prev2, prev, cur] = distanceRows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return Infinity;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  const d = prev[b.length]!;
  return d <= max ? d : Infinity;
}

/**
 * The candidate terms of a query term's expansion, before the searched fields are known: their
 * numbers and MiniSearch's weight for the kind of match, side by side. Two arrays rather than an
 * object per candidate: thousands are kept (EXPANSION_CACHE_ENTRIES) and replaced as new typos
 * come, each outliving young collections, and a full collection's pause grows with their count.
 */
interface Candidates {
  termIds: Int32Array;
  kindWeights: Float64Array;
}
interface Expansion {
  termId: number;
  /** Kind weight times the term's idf in the searched fields. */
  weight: number;
}
interface Plan {
  expansions: Expansion[];
  df: number;
}

function grow<T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(a: T, min: number, fill?: number): T {
  if (a.length >= min) return a;
  const bigger = new (a.constructor as new (n: number) => T)(Math.max(min, a.length * 2));
  if (fill !== undefined) bigger.fill(fill);
  bigger.set(a);
  return bigger;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/**
 * Term numbers by term: open addressing on FNV-1a, so that indexing plain ASCII text finds a known
 * term from the text's characters without first building a string of it (most of a build's time
 * went to making and hashing such strings).
 */
class TermTable {
  private slots = new Int32Array(1 << 12).fill(-1);
  private hashes = new Uint32Array(1 << 11);
  constructor(private readonly texts: string[]) {}

  static hash(term: string): number {
    let h = FNV_OFFSET;
    for (let k = 0; k < term.length; k++) h = Math.imul(h ^ term.charCodeAt(k), FNV_PRIME);
    return h >>> 0;
  }

  /** The number of the term spelt, lower-cased, by `src` from `start` to `end` (ASCII), whose hash is `hash`; or -1. */
  findSlice(src: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const id = this.slots[slot]!;
      if (id < 0) return -1;
      if (this.hashes[id] !== hash) continue;
      const text = this.texts[id]!;
      if (text.length !== end - start) continue;
      let k = 0;
      for (; k < text.length; k++) {
        let c = src.charCodeAt(start + k);
        if (c >= 65 && c <= 90) c += 32;
        if (c !== text.charCodeAt(k)) break;
      }
      if (k === text.length) return id;
    }
  }

  find(term: string): number {
    return this.findSlice(term, 0, term.length, TermTable.hash(term));
  }

  /** Records `term`, already in `texts` as number `id`. */
  add(id: number, hash: number): void {
    if (id >= this.hashes.length) this.hashes = grow(this.hashes, id + 1);
    this.hashes[id] = hash;
    if ((id + 1) * 2 > this.slots.length) {
      const old = this.slots;
      this.slots = new Int32Array(old.length * 2).fill(-1);
      for (const other of old) if (other >= 0) this.place(other);
    }
    this.place(id);
  }

  private place(id: number): void {
    const mask = this.slots.length - 1;
    let slot = this.hashes[id]! & mask;
    while (this.slots[slot]! >= 0) slot = (slot + 1) & mask;
    this.slots[slot] = id;
  }
}

/** Postings of one list added since the block was built, in document order. */
interface DeltaList {
  docs: Uint32Array;
  tfs: Uint8Array;
  length: number;
}

/** Postings collected by `reset()` before they are sorted into the block: (list key, document, tf) triples. */
class PostingBuffer {
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

/** Sorts the first `count` numbers of `a`: by insertion for the handful of terms a field has (a sorted view per field cost more). */
function sortPrefix(a: Int32Array, count: number): void {
  if (count > 32) {
    a.subarray(0, count).sort();
    return;
  }
  for (let i = 1; i < count; i++) {
    const v = a[i]!;
    let j = i - 1;
    for (; j >= 0 && a[j]! > v; j--) a[j + 1] = a[j]!;
    a[j + 1] = v;
  }
}

/** Positions in `docs`, most reviews first, ties in the order given: a counting sort. */
function mostReviewedFirst(docs: readonly SearchDoc[]): Int32Array {
  const count = docs.length;
  const reviews = new Uint32Array(count);
  let max = 0;
  for (let i = 0; i < count; i++) {
    const r = Math.min(docs[i]!.reviews ?? 0, 0xffffffff);
    reviews[i] = r;
    if (r > max) max = r;
  }
  const order = new Int32Array(count);
  if (max > 1_000_000) {
    // Absurd counts: a comparison sort rather than a huge histogram.
    for (let i = 0; i < count; i++) order[i] = i;
    return order.sort((a, b) => reviews[b]! - reviews[a]! || a - b);
  }
  const start = new Uint32Array(max + 2);
  for (let i = 0; i < count; i++) start[max - reviews[i]! + 1]!++;
  for (let v = 0; v <= max; v++) start[v + 1]! += start[v]!;
  for (let i = 0; i < count; i++) order[start[max - reviews[i]!]!++] = i;
  return order;
}

export class LandlordIndex {
  /** The term dictionary: term -> term number (MiniSearch's radix tree, public API only). */
  private dictionary = new SearchableMap<number>();
  private termText: string[] = [];
  /** Exact lookups, the commonest, skip the tree walk. */
  private termIds = new TermTable(this.termText);
  /** Term numbers of one field being indexed. */
  private fieldTerms = new Int32Array(256);

  // Per document number.
  private docCount = 0;
  private ids: string[] = [];
  /**
   * Each name as read. Its JSON text is made when a search answer first writes the landlord
   * (search/landlord-json.ts keeps the bytes): escaping every name at each start cost ~50 ms of
   * the cold start at 100,000 landlords (issue 16).
   */
  private names: string[] = [];
  /** The type's index in LANDLORD_TYPES. */
  private kinds = new Uint8Array(1024);
  /** The owner's account number, 0 for none (accounts are numbered from 1). */
  private owners = new Uint32Array(1024);
  private reviewCounts = new Uint32Array(1024);
  /** RATINGS per document, in tenths; RATING_ASIDE: the exact value is in `ratingsAside` (key n * RATINGS + k). */
  private ratings = new Uint8Array(1024 * RATINGS);
  private ratingsAside = new Map<number, number>();
  /**
   * Each id's document number, made at its first use rather than by reset(): ~40 ms of a cold
   * start at 100,000 landlords (issue 16), and searches never read it (a landlord page or a change
   * does). Until it is made every document is live: the first removal makes it.
   */
  private docOfMap: Map<string, number> | null = new Map();
  /** During reset(): the dictionary's tree is filled at the end. */
  private building = false;
  /** The location number, or -1 once removed. */
  private locOf = new Int32Array(1024).fill(-1);
  /** Distinct terms per field (as MiniSearch counts a field's length), FIELD_COUNT per document. */
  private lengths = new Uint16Array(1024 * FIELD_COUNT);
  private live = 0;
  private dead = 0;
  private lengthSum = new Float64Array(FIELD_COUNT);

  // Postings of list key termId * FIELD_COUNT + field: the block, then later additions.
  private baseOffsets = new Uint32Array(1);
  private baseDocs = new Uint32Array(0);
  private baseTf = new Uint8Array(0);
  private delta = new Map<number, DeltaList>();
  private deltaPostings = 0;

  // Locations, numbered: their names, terms, document numbers (dead ones linger until compact) and live counts.
  private locationNames: string[] = [];
  private locationTerms: string[][] = [];
  private locationNumber = new Map<string, number>();
  /** Per location, the term numbers of its text (as `fieldTermIds` leaves them): a location is tokenized once, not once per landlord. */
  private locationTermIds: Int32Array[] = [];
  /** Location numbers by the normalised terms of their whole name ("ann arbor mi") and of their city ("ann arbor"). */
  private locationsNamed = new Map<string, number[]>();
  private byLocation: number[][] = [];
  private liveAt: number[] = [];

  // The deletion map of point 2: bucket -> term numbers, for the terms numbered below `typoTerms`.
  private typoOffsets = new Uint32Array(1);
  private typoTermIds = new Uint32Array(0);
  private typoMask = 0;
  private typoTerms = 0;
  private expansions = new Map<string, Candidates>();
  private readonly expansionAdmission = new Doorkeeper();

  // Scratch of one query, per document (valid for the documents in `pooled`) and per term number
  // (told apart by `epoch`).
  /** One bit per document: in the pool of the query being evaluated; all clear between queries. */
  private pooled = new Uint32Array(0);
  private mask = new Uint8Array(0);
  private score = new Float64Array(0);
  /** The candidates of one query. */
  private pool = new Int32Array(0);
  /** The pool as admitted, before point 3 narrows it. */
  private admitted = new Int32Array(0);
  /** One bit per document: the second term's landlords in a pair walk (point 3); all clear between queries. */
  private pairBits = new Uint32Array(0);
  private termStamp = new Uint32Array(0);
  private epoch = 0;
  /** evaluate's BM25 length normalisation per field, and best()'s heap: made once, not per query. */
  private readonly norm = new Float64Array(FIELD_COUNT);
  private readonly perLength = new Float64Array(FIELD_COUNT);
  private heap = new Int32Array(0);

  constructor() {
    this.reset([]);
  }

  get size(): number {
    return this.live;
  }

  private get docOf(): Map<string, number> {
    if (!this.docOfMap) {
      const docOf = new Map<string, number>();
      for (let n = 0; n < this.docCount; n++) docOf.set(this.ids[n]!, n);
      this.docOfMap = docOf;
    }
    return this.docOfMap;
  }

  /** Replaces the whole index in one pass over `docs` (distinct ids: the landlords' primary keys). */
  reset(docs: Iterable<SearchDoc>): void {
    this.dictionary = new SearchableMap<number>();
    this.termText = [];
    this.termIds = new TermTable(this.termText);
    this.docCount = 0;
    this.ids = [];
    this.names = [];
    this.kinds = new Uint8Array(1024);
    this.owners = new Uint32Array(1024);
    this.reviewCounts = new Uint32Array(1024);
    this.ratings = new Uint8Array(1024 * RATINGS);
    this.ratingsAside = new Map();
    this.docOfMap = new Map();
    this.locOf = new Int32Array(1024).fill(-1);
    this.lengths = new Uint16Array(1024 * FIELD_COUNT);
    this.live = 0;
    this.dead = 0;
    this.lengthSum = new Float64Array(FIELD_COUNT);
    this.delta = new Map();
    this.deltaPostings = 0;
    this.locationNames = [];
    this.locationTerms = [];
    this.locationNumber = new Map();
    this.locationTermIds = [];
    this.locationsNamed = new Map();
    this.byLocation = [];
    this.liveAt = [];
    this.expansions.clear();
    // Numbered most-reviewed first as they are added (ties in the order given), so the postings
    // come out in document order, ready for the block: nothing is renumbered or sorted by
    // document afterwards (that was a third of a build at 100,000 landlords, issue 16).
    const all = Array.isArray(docs) ? (docs as SearchDoc[]) : [...docs];
    const order = mostReviewedFirst(all);
    const capacity = Math.max(1024, all.length);
    this.growDocuments(capacity);
    const buffer = new PostingBuffer(Math.max(1 << 16, all.length * 10));
    this.building = true;
    for (let i = 0; i < order.length; i++) this.addDocument(all[order[i]!]!, buffer);
    this.building = false;
    this.docOfMap = null;
    this.buildBlock(buffer.keys, buffer.docs, buffer.tfs, buffer.length);
    this.mask = new Uint8Array(0); // the scratch is re-sized on the next query
    this.buildTypoMap();
    // The tree is filled once all terms are known: inserting them as met cost several times more.
    this.termText.forEach((t, id) => this.dictionary.set(t, id));
  }

  /** Adds a landlord, or replaces it when it is already indexed. */
  upsert(doc: SearchDoc): void {
    this.markRemoved(doc.id);
    const termsBefore = this.termText.length;
    this.addDocument(doc, null);
    if (this.termText.length !== termsBefore) {
      this.expansions.clear();
      if (this.termText.length - this.typoTerms > RECENT_TERMS) this.buildTypoMap();
    }
    this.compactIfWorthIt();
  }

  private addPosting(key: number, n: number, tf: number): void {
    let list = this.delta.get(key);
    if (!list) this.delta.set(key, (list = { docs: new Uint32Array(4), tfs: new Uint8Array(4), length: 0 }));
    if (list.length === list.docs.length) {
      list.docs = grow(list.docs, list.length + 1);
      list.tfs = grow(list.tfs, list.length + 1);
    }
    list.docs[list.length] = n;
    list.tfs[list.length++] = tf;
    this.deltaPostings++;
  }

  remove(id: string): void {
    if (this.markRemoved(id)) this.compactIfWorthIt();
  }

  private markRemoved(id: string): boolean {
    const n = this.docOf.get(id);
    if (n === undefined) return false;
    this.docOf.delete(id);
    const loc = this.locOf[n]!;
    this.liveAt[loc]!--;
    this.locOf[n] = -1;
    for (let f = 0; f < FIELD_COUNT; f++) this.lengthSum[f]! -= this.lengths[n * FIELD_COUNT + f]!;
    this.live--;
    this.dead++;
    return true;
  }

  has(id: string): boolean {
    return this.docOf.has(id);
  }

  // Document `n`'s public fields, as searchNumbers() numbers them.
  idAt(n: number): string {
    return this.ids[n]!;
  }
  /** The name as JSON text (quoted, escaped). */
  nameJsonAt(n: number): string {
    return JSON.stringify(this.names[n]!);
  }
  typeAt(n: number): LandlordType {
    return LANDLORD_TYPES[this.kinds[n]!]!;
  }
  locationAt(n: number): string {
    return this.locationNames[this.locOf[n]!]!;
  }
  reviewsAt(n: number): number {
    return this.reviewCounts[n]!;
  }
  /** Rating `k` of RATINGS (overall, responsiveness, maintenance, fairness). */
  ratingAt(n: number, k: number): number {
    const tenths = this.ratings[n * RATINGS + k]!;
    return tenths === RATING_ASIDE ? this.ratingsAside.get(n * RATINGS + k)! : tenths / 10;
  }
  /** ratingAt(n, k) as JSON text. */
  ratingTextAt(n: number, k: number): string {
    const tenths = this.ratings[n * RATINGS + k]!;
    return tenths === RATING_ASIDE ? String(this.ratingsAside.get(n * RATINGS + k)!) : TENTHS_TEXT[tenths]!;
  }
  ownerAt(n: number): number | null {
    return this.owners[n] || null;
  }

  /** The landlord `id` as indexed, or null. */
  record(id: string): IndexedLandlord | null {
    const n = this.docOf.get(id);
    if (n === undefined) return null;
    return {
      id,
      name: this.names[n]!,
      type: this.typeAt(n),
      location: this.locationAt(n),
      averageRating: this.ratingAt(n, 0),
      totalReviews: this.reviewCounts[n]!,
      responsivenessRating: this.ratingAt(n, 1),
      maintenanceRating: this.ratingAt(n, 2),
      fairnessRating: this.ratingAt(n, 3),
      ownerUserId: this.ownerAt(n),
    };
  }

  /** The stored locations that match `location` (at most `max`), for location-only searches. */
  matchingLocations(location: string, max = 500): string[] {
    return this.matchingLocationNumbers(queryTerms(location), max).map((n) => this.locationNames[n]!);
  }

  /**
   * The stored locations a query names whole: its words are exactly a location's city (the part
   * before the comma) or the whole location ("City, ST"). [] when it names none. A lookup, not a
   * walk over every location: it is asked on every name search (search/service.ts), with the
   * query's terms as `queryTerms` gives them (the caller has them already).
   */
  namedLocations(terms: readonly string[]): string[] {
    const numbers = terms.length ? this.locationsNamed.get(terms.join(" ")) : undefined;
    return numbers ? numbers.filter((n) => this.liveAt[n]! > 0).map((n) => this.locationNames[n]!) : [];
  }

  /** The numbers of the stored locations each of whose `wanted` terms (queryTerms of a location) starts one of their terms. */
  private matchingLocationNumbers(wanted: readonly string[], max: number): number[] {
    if (!wanted.length) return [];
    const out: number[] = [];
    for (let n = 0; n < this.locationNames.length && out.length < max; n++) {
      if (this.liveAt[n]! > 0 && locationMatches(this.locationTerms[n]!, wanted)) out.push(n);
    }
    return out;
  }

  /** Ids of the best-matching landlords, best first, at most `limit`. */
  search(query: string, opts: { location?: string; type?: SearchType; limit?: number } = {}): string[] {
    return this.searchNumbers(query, opts).map((n) => this.ids[n]!);
  }

  /**
   * Document numbers of the best-matching landlords, best first, at most `limit`: read them with
   * the `…At(n)` methods below, before the index next changes (a change may renumber).
   */
  searchNumbers(query: string, opts: { location?: string; type?: SearchType; limit?: number } = {}): number[] {
    return this.searchTermNumbers(queryTerms(query), { ...opts, location: queryTerms(opts.location ?? "") });
  }

  /** searchNumbers with the query's and the location's terms as `queryTerms` gives them (the search service has them already). */
  searchTermNumbers(terms: readonly string[], opts: { location?: readonly string[]; type?: SearchType; limit?: number } = {}): number[] {
    const fields = FIELDS[opts.type ?? "landlord"];
    const limit = opts.limit ?? 50;
    const plans: Plan[] = [];
    for (const term of terms) {
      const plan = this.plan(term, fields);
      if (plan.expansions.length) plans.push(plan);
    }
    if (!plans.length || limit <= 0) return [];
    // Rarest first, ties in the query's order (a stable insertion sort of at most MAX_TERMS).
    for (let i = 1; i < plans.length; i++) {
      const p = plans[i]!;
      let j = i - 1;
      for (; j >= 0 && plans[j]!.df > p.df; j--) plans[j + 1] = plans[j]!;
      plans[j + 1] = p;
    }

    // The location, when asked for: a filter, and the walk's driver when it has fewer landlords than the driving postings.
    let allowed: Uint8Array | null = null;
    let numbers: number[] = [];
    let locationTotal = Infinity;
    if (opts.location?.length) {
      numbers = this.matchingLocationNumbers(opts.location, Infinity);
      allowed = new Uint8Array(this.locationNames.length);
      for (const n of numbers) allowed[n] = 1;
      locationTotal = 0;
      for (let i = 0; i < numbers.length; i++) locationTotal += this.liveAt[numbers[i]!]!;
      if (!locationTotal) return [];
    }

    // The location drives the walk when it has fewer landlords than the driving postings.
    let hits = this.evaluate(plans, fields, "AND", allowed, locationTotal < plans[0]!.df ? numbers : null);
    if (!hits && plans.length > 1) {
      let postings = 0;
      for (let p = 0; p < plans.length; p++) postings += plans[p]!.df;
      hits = this.evaluate(plans, fields, "OR", allowed, locationTotal < postings ? numbers : null);
    }
    return this.best(hits, limit);
  }

  // ---- point 3 ----

  /**
   * How many documents match the plans, per point 3: their numbers first in `this.admitted`, their
   * scores in `this.score`. Each step is a method of its own: one function holding every walk took
   * the JIT's optimizing tier ~120 ms to compile, more than once, while the server answered
   * (issue 16: compiles in the latency bench's window); small ones compile sooner and cheaper.
   */
  private evaluate(plans: Plan[], fields: readonly number[], mode: "AND" | "OR", allowed: Uint8Array | null, locations: number[] | null): number {
    this.sizeScratch();
    // BM25's length normalisation per field, for this query: tf * (k1 + 1) / (tf + norm + perLength * length).
    const { norm, perLength } = this;
    for (let fi = 0; fi < fields.length; fi++) {
      const f = fields[fi]!;
      const avg = this.live ? this.lengthSum[f]! / this.live || 1 : 1;
      norm[f] = K1 * (1 - B);
      perLength[f] = (K1 * B) / avg;
    }
    const cap = mode === "OR" || plans.length === 1 ? MAX_CANDIDATES : SCAN_LIMIT;
    let count: number;
    let first: number; // plans before this one admitted the candidates
    let pairWalk = false; // the second term of a pair walk is counted below, outside WORK_LIMIT (it is bounded by PAIR_WALK_LIMIT)
    if (locations) {
      count = this.admitFromLocations(locations, cap);
      first = 0;
    } else if (mode === "AND" && plans.length > 1 && plans[0]!.df + plans[1]!.df <= PAIR_WALK_LIMIT) {
      count = this.admitPair(plans, fields, allowed);
      first = 1;
      pairWalk = true;
    } else {
      // Under AND every match has the rarest term; under OR any may bring one in, the rarer first.
      first = mode === "AND" ? 1 : plans.length;
      count = this.admitWalking(plans, fields, first, allowed, cap);
    }
    // The pool is reordered below under AND: its first `count` are kept aside (a reused scratch array).
    if (this.admitted.length < count) this.admitted = new Int32Array(this.pool.length);
    const { admitted, pool } = this;
    for (let k = 0; k < count; k++) admitted[k] = pool[k]!;
    this.scoreOthers(plans, fields, mode, mode === "AND" ? first : 0, count, pairWalk);
    return this.keepMatches(plans.length, mode, count);
  }

  /**
   * Marks document n as having term `bit` and adds that term's BM25 score in field f:
   * tf * (k1 + 1) / (tf + norm + perLength * length), `weight` being the expansion's weight times (k1 + 1).
   */
  private credit(n: number, f: number, bit: number, weight: number, tf: number): void {
    this.mask[n] = this.mask[n]! | bit;
    this.score[n] = this.score[n]! + (weight * tf) / (tf + this.norm[f]! + this.perLength[f]! * this.lengths[n * FIELD_COUNT + f]!);
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

  /** The landlords of the asked locations, at most `cap`, better-known first within each. */
  private admitFromLocations(locations: number[], cap: number): number {
    const { pooled, locOf } = this;
    let count = 0;
    for (let l = 0; l < locations.length; l++) {
      const loc = locations[l]!;
      const docs = this.byLocation[loc]!;
      for (let k = 0; k < docs.length; k++) {
        const n = docs[k]!;
        if (count >= cap) return count;
        if (locOf[n] !== loc || pooled[n >>> 5]! & (1 << (n & 31))) continue;
        count = this.admit(n, count);
      }
    }
    return count;
  }

  /**
   * Two rarest terms walked whole: the second only marks its landlords in a bit set (a few KB,
   * held in cache, where a score per posting cost a cache miss or more), the first admits those it
   * shares with it. The candidates are exactly the pair's common landlords, however far down the
   * lists they are (with many landlords, "garcia chen" shares few of each name's thousands); the
   * second term's scores come from scoreOthers, for those candidates only.
   */
  private admitPair(plans: Plan[], fields: readonly number[], allowed: Uint8Array | null): number {
    const { segment, pooled, mask, locOf } = this;
    const marked = this.pairBits;
    const second = plans[1]!.expansions;
    for (let x = 0; x < second.length; x++) {
      const key0 = second[x]!.termId * FIELD_COUNT;
      for (let fi = 0; fi < fields.length; fi++) {
        for (let part = 0; part < 2; part++) {
          if (!this.loadSegment(key0 + fields[fi]!, part)) continue;
          const { docs, to } = segment;
          for (let i = segment.from; i < to; i++) {
            const n = docs[i]!;
            marked[n >>> 5] = marked[n >>> 5]! | (1 << (n & 31));
          }
        }
      }
    }
    let count = 0;
    const { expansions } = plans[0]!;
    admit: for (let x = 0; x < expansions.length; x++) {
      const e = expansions[x]!;
      const weight = e.weight * (K1 + 1);
      for (let fi = 0; fi < fields.length; fi++) {
        const f = fields[fi]!;
        for (let part = 0; part < 2; part++) {
          if (!this.loadSegment(e.termId * FIELD_COUNT + f, part)) continue;
          const { docs, tfs, to } = segment;
          for (let i = segment.from; i < to; i++) {
            const n = docs[i]!;
            if (!(marked[n >>> 5]! & (1 << (n & 31)))) continue;
            if (!(pooled[n >>> 5]! & (1 << (n & 31)))) {
              const loc = locOf[n]!;
              if (loc < 0 || (allowed !== null && !allowed[loc])) continue;
              if (count >= SCAN_LIMIT) break admit; // bounded like any walk: the better-known first
              count = this.admit(n, count);
            }
            if (mask[n]! & 1) continue;
            const tf = tfs[i]!;
            this.credit(n, f, 1, weight, tf);
          }
        }
      }
    }
    marked.fill(0);
    return count;
  }

  /**
   * The first `drivers` plans' postings admit candidates, the rarer first, scoring them as they
   * go: at most SCAN_LIMIT postings, at most `cap` candidates. With one term, or under OR, every
   * landlord admitted matches: the walk stops at MAX_CANDIDATES of them, as MiniSearch-era search did.
   */
  private admitWalking(plans: Plan[], fields: readonly number[], drivers: number, allowed: Uint8Array | null, cap: number): number {
    const { segment, pooled, mask, locOf } = this;
    let count = 0;
    let scanned = 0;
    for (let p = 0; p < drivers; p++) {
      const bit = 1 << p;
      // Expansions best first, so the first list a landlord is met in gives its score for the term.
      const { expansions } = plans[p]!;
      for (let x = 0; x < expansions.length; x++) {
        const e = expansions[x]!;
        const weight = e.weight * (K1 + 1);
        for (let fi = 0; fi < fields.length; fi++) {
          const f = fields[fi]!;
          const key = e.termId * FIELD_COUNT + f;
          for (let part = 0; part < 2; part++) {
            if (!this.loadSegment(key, part)) continue;
            const { docs, tfs, to } = segment;
            for (let i = segment.from; i < to; i++) {
              if (++scanned > SCAN_LIMIT) return count;
              const n = docs[i]!;
              if (!(pooled[n >>> 5]! & (1 << (n & 31)))) {
                if (count >= cap) return count; // full (under OR the terms are all counted later)
                const loc = locOf[n]!;
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
   * candidates matching every term so far.
   */
  private scoreOthers(plans: Plan[], fields: readonly number[], mode: "AND" | "OR", from: number, count: number, pairWalk: boolean): void {
    const { pool, mask } = this;
    let work = 0;
    let live = count; // under AND, the pool's first `live` still match every term so far
    for (let p = from; p < plans.length && work < WORK_LIMIT && live; p++) {
      const bit = 1 << p;
      const need = mode === "AND" ? bit - 1 : -1; // under AND, only landlords matching every earlier term
      const { expansions } = plans[p]!;
      for (let x = 0; x < expansions.length; x++) {
        const e = expansions[x]!;
        const weight = e.weight * (K1 + 1);
        for (let fi = 0; fi < fields.length; fi++) {
          const f = fields[fi]!;
          const key = e.termId * FIELD_COUNT + f;
          const length = this.listLength(key);
          if (!length || work >= WORK_LIMIT) continue;
          const probeCost = live * (1 + Math.log2(length));
          if (probeCost < length) {
            work += probeCost;
            this.scoreByProbing(key, f, weight, bit, need, live);
          } else {
            work += length;
            this.scoreByWalking(key, f, weight, bit, need);
          }
        }
      }
      if (mode === "AND") {
        let kept = 0;
        for (let k = 0; k < live; k++) if (mask[pool[k]!]! & bit) pool[kept++] = pool[k]!;
        live = kept;
      }
      if (pairWalk && p === 1) work = 0;
    }
  }

  /** Scores term `bit` for the pool's first `live` by looking each up in list `key` (binary search). */
  private scoreByProbing(key: number, f: number, weight: number, bit: number, need: number, live: number): void {
    const { pool, mask } = this;
    for (let k = 0; k < live; k++) {
      const n = pool[k]!;
      if (mask[n]! & bit || (need >= 0 && (mask[n]! & TERM_BITS) !== need)) continue;
      const tf = this.findPosting(key, n);
      if (!tf) continue;
      this.credit(n, f, bit, weight, tf);
    }
  }

  /** Scores term `bit` for the pool's members met walking list `key` whole. */
  private scoreByWalking(key: number, f: number, weight: number, bit: number, need: number): void {
    const { segment, pooled, mask } = this;
    for (let part = 0; part < 2; part++) {
      if (!this.loadSegment(key, part)) continue;
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
   * it is read) and clears the pool for the next query. Under OR, as MiniSearch does, landlords
   * matching more of the terms come first.
   */
  private keepMatches(terms: number, mode: "AND" | "OR", count: number): number {
    const { admitted, pooled, mask, score } = this;
    const all = (1 << terms) - 1;
    let found = 0;
    for (let k = 0; k < count; k++) {
      const n = admitted[k]!;
      pooled[n >>> 5] = 0; // clear for the next query (the whole word: its other bits are pool members too, or clear)
      const m = mask[n]! & TERM_BITS;
      if (mode === "AND" ? m !== all : !m) continue;
      let matched = 0;
      for (let b = m; b; b &= b - 1) matched++;
      score[n] = score[n]! * matched;
      admitted[found++] = n;
    }
    return found;
  }

  /** The best `limit` of the `count` documents of `this.admitted` (evaluate's matches) by score, ties to the lower (better-known) number, best first. */
  private best(count: number, limit: number): number[] {
    const hits = this.admitted;
    if (this.heap.length < limit) this.heap = new Int32Array(limit);
    // A min-heap of the best `limit` so far, its root the worst kept: no sort of thousands, and
    // no closure or array per query (a comparison is a method, the heap is kept).
    const heap = this.heap;
    let size = 0;
    for (let h = 0; h < count; h++) {
      const n = hits[h]!;
      if (size < limit) {
        let i = size++;
        while (i > 0) {
          const parent = (i - 1) >> 1;
          if (!this.better(heap[parent]!, n)) break;
          heap[i] = heap[parent]!;
          i = parent;
        }
        heap[i] = n;
      } else if (this.better(n, heap[0]!)) this.siftDown(n, size);
    }
    // The worst comes off the root first: the answer is filled from its end.
    const out = new Array<number>(size);
    for (let k = size - 1; k >= 0; k--) {
      out[k] = heap[0]!;
      if (k > 0) this.siftDown(heap[k]!, k);
    }
    return out;
  }

  /** Puts `n` at the root of best()'s heap of `size` and moves it down to its place. */
  private siftDown(n: number, size: number): void {
    const heap = this.heap;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const c = l + 1 < size && this.better(heap[l]!, heap[l + 1]!) ? l + 1 : l;
      if (!this.better(n, heap[c]!)) break;
      heap[i] = heap[c]!;
      i = c;
    }
    heap[i] = n;
  }

  /** Whether document a ranks before b: a higher score, or the same and a lower (better-known) number. */
  private better(a: number, b: number): boolean {
    const sa = this.score[a]!;
    const sb = this.score[b]!;
    return sa > sb || (sa === sb && a < b);
  }

  /** Sizes the per-document scratch for every document number there is. */
  private sizeScratch(): void {
    if (this.mask.length >= this.docCount) return;
    const size = Math.max(this.docCount, this.mask.length * 2, 1024);
    this.pooled = new Uint32Array(Math.ceil(size / 32));
    this.mask = new Uint8Array(size);
    this.score = new Float64Array(size);
    this.pool = new Int32Array(size);
    this.pairBits = new Uint32Array(Math.ceil(size / 32));
  }

  private nextEpoch(): number {
    if (this.termStamp.length === 0) {
      this.termStamp = new Uint32Array(Math.max(this.termText.length, 1024));
      this.epoch = 0;
    }
    if (this.termStamp.length < this.termText.length) this.termStamp = grow(this.termStamp, this.termText.length);
    if (++this.epoch === 0xffffffff) {
      this.termStamp.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }

  // ---- postings ----

  private listLength(key: number): number {
    const base = key + 1 < this.baseOffsets.length ? this.baseOffsets[key + 1]! - this.baseOffsets[key]! : 0;
    return base + (this.delta.get(key)?.length ?? 0);
  }

  /**
   * Points `this.segment` at part `part` (0: the block, 1: the additions) of a list's postings;
   * false when there is none. The hot loops of point 3 read the two typed arrays directly rather
   * than through a callback per posting.
   */
  private readonly segment: { docs: Uint32Array; tfs: Uint8Array; from: number; to: number } = { docs: new Uint32Array(0), tfs: new Uint8Array(0), from: 0, to: 0 };
  private loadSegment(key: number, part: number): boolean {
    const seg = this.segment;
    if (part === 0) {
      if (key + 1 >= this.baseOffsets.length) return false;
      seg.docs = this.baseDocs;
      seg.tfs = this.baseTf;
      seg.from = this.baseOffsets[key]!;
      seg.to = this.baseOffsets[key + 1]!;
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

  /** Calls `fn(document, tf)` for each posting of the list in document order (compaction only). */
  private forEachPosting(key: number, fn: (n: number, tf: number) => void): void {
    for (let part = 0; part < 2; part++) {
      if (!this.loadSegment(key, part)) continue;
      const { docs, tfs, from, to } = this.segment;
      for (let i = from; i < to; i++) fn(docs[i]!, tfs[i]!);
    }
  }

  /** The term frequency of document `n` in the list, or 0: binary search in each part. */
  private findPosting(key: number, n: number): number {
    for (let part = 0; part < 2; part++) {
      if (!this.loadSegment(key, part)) continue;
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

  /** The block from (key, document, tf) triples in document order: a counting sort by key keeps that order per list. */
  private buildBlock(keys: Uint32Array, docs: Uint32Array, tfs: Uint8Array, length: number): void {
    const lists = this.termText.length * FIELD_COUNT;
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
    this.baseOffsets = offsets;
    this.baseDocs = outDocs;
    this.baseTf = outTf;
  }

  private compactIfWorthIt(): void {
    const block = this.baseDocs.length;
    if (this.dead > Math.max(5_000, this.live / 4) || this.deltaPostings > Math.max(50_000, block / 4)) this.compact();
  }

  /** Folds the additions into the block and drops dead documents, renumbering the live ones in order. */
  private compact(): void {
    let live = 0;
    const order = new Int32Array(this.live);
    for (let n = 0; n < this.docCount; n++) if (this.locOf[n]! >= 0) order[live++] = n;
    this.renumber(order);
  }

  /** Renumbers the live documents in `order` (new number -> old) and rebuilds the block from the block and additions. */
  private renumber(order: Int32Array): void {
    const count = order.length;
    const renumbered = new Int32Array(this.docCount).fill(-1);
    const locOf = new Int32Array(Math.max(1024, count + (count >> 2))).fill(-1);
    const lengths = new Uint16Array(locOf.length * FIELD_COUNT);
    const ids: string[] = new Array(count);
    const names: string[] = new Array(count);
    const kinds = new Uint8Array(locOf.length);
    const owners = new Uint32Array(locOf.length);
    const reviewCounts = new Uint32Array(locOf.length);
    const ratings = new Uint8Array(locOf.length * RATINGS);
    const ratingsAside = new Map<number, number>();
    const docOf = new Map<string, number>();
    for (let m = 0; m < count; m++) {
      const n = order[m]!;
      renumbered[n] = m;
      locOf[m] = this.locOf[n]!;
      for (let f = 0; f < FIELD_COUNT; f++) lengths[m * FIELD_COUNT + f] = this.lengths[n * FIELD_COUNT + f]!;
      ids[m] = this.ids[n]!;
      names[m] = this.names[n]!;
      kinds[m] = this.kinds[n]!;
      owners[m] = this.owners[n]!;
      reviewCounts[m] = this.reviewCounts[n]!;
      for (let k = 0; k < RATINGS; k++) {
        const tenths = (ratings[m * RATINGS + k] = this.ratings[n * RATINGS + k]!);
        if (tenths === RATING_ASIDE) ratingsAside.set(m * RATINGS + k, this.ratingsAside.get(n * RATINGS + k)!);
      }
      docOf.set(ids[m], m);
    }
    this.docOfMap = docOf;
    this.names = names;
    this.kinds = kinds;
    this.owners = owners;
    this.reviewCounts = reviewCounts;
    this.ratings = ratings;
    this.ratingsAside = ratingsAside;
    const postings = new PostingBuffer();
    const lists = this.termText.length * FIELD_COUNT;
    for (let key = 0; key < lists; key++) {
      this.forEachPosting(key, (n, tf) => {
        const m = renumbered[n]!;
        if (m >= 0) postings.push(key, m, tf);
      });
    }
    this.delta = new Map();
    this.deltaPostings = 0;
    this.buildBlock(postings.keys, postings.docs, postings.tfs, postings.length);
    this.byLocation = this.byLocation.map(() => []);
    for (let m = 0; m < count; m++) this.byLocation[locOf[m]!]!.push(m);
    this.locOf = locOf;
    this.lengths = lengths;
    this.ids = ids;
    this.docCount = count;
    this.dead = 0;
    this.mask = new Uint8Array(0); // the scratch is re-sized on the next query
  }

  // ---- documents and terms ----

  private newTerm(term: string, hash: number): number {
    const id = this.termText.push(term) - 1;
    this.termIds.add(id, hash);
    if (!this.building) this.dictionary.set(term, id);
    return id;
  }

  private putFieldTerm(count: number, id: number): number {
    if (count === this.fieldTerms.length) this.fieldTerms = grow(this.fieldTerms, count + 1);
    this.fieldTerms[count] = id;
    return count + 1;
  }

  /** The term numbers of `text`'s terms into `this.fieldTerms`; how many. */
  private fieldTermIds(text: string): number {
    // As tokenize() does for ASCII: lower case, split on anything but letters and digits; the
    // first character beyond ASCII sends the whole text through tokenize() itself.
    let count = 0;
    let start = -1;
    let h = FNV_OFFSET;
    for (let k = 0; k <= text.length; k++) {
      let c = k < text.length ? text.charCodeAt(k) : 32;
      if (c > 127) return this.fieldTermIdsSlow(text);
      if (c >= 65 && c <= 90) c += 32;
      if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
        if (start < 0) {
          start = k;
          h = FNV_OFFSET;
        }
        h = Math.imul(h ^ c, FNV_PRIME);
      } else if (start >= 0) {
        const hash = h >>> 0;
        const id = this.termIds.findSlice(text, start, k, hash);
        count = this.putFieldTerm(count, id >= 0 ? id : this.newTerm(text.slice(start, k).toLowerCase(), hash));
        start = -1;
      }
    }
    return count;
  }

  /** fieldTermIds of location number `loc`, whose text is `text`, from `locationTermIds` after its first time. */
  private locationFieldTermIds(loc: number, text: string): number {
    const known = this.locationTermIds[loc];
    if (known) {
      if (known.length > this.fieldTerms.length) this.fieldTerms = grow(this.fieldTerms, known.length);
      this.fieldTerms.set(known);
      return known.length;
    }
    const count = this.fieldTermIds(text);
    this.locationTermIds[loc] = this.fieldTerms.slice(0, count);
    return count;
  }

  private fieldTermIdsSlow(text: string): number {
    let count = 0;
    for (const t of tokenize(text)) {
      const hash = TermTable.hash(t);
      const id = this.termIds.findSlice(t, 0, t.length, hash);
      count = this.putFieldTerm(count, id >= 0 ? id : this.newTerm(t, hash));
    }
    return count;
  }

  /** Room for at least `min` document numbers in the per-document arrays. */
  private growDocuments(min: number): void {
    this.locOf = grow(this.locOf, min, -1);
    this.lengths = grow(this.lengths, this.locOf.length * FIELD_COUNT);
    this.kinds = grow(this.kinds, this.locOf.length);
    this.owners = grow(this.owners, this.locOf.length);
    this.reviewCounts = grow(this.reviewCounts, this.locOf.length);
    this.ratings = grow(this.ratings, this.locOf.length * RATINGS);
  }

  private setRating(at: number, value: number): void {
    const tenths = Math.round(value * 10);
    if (tenths / 10 === value && tenths >= 0 && tenths < RATING_ASIDE) this.ratings[at] = tenths;
    else {
      this.ratings[at] = RATING_ASIDE;
      this.ratingsAside.set(at, value);
    }
  }

  /** Indexes `doc` under the next number; its postings go to `buffer` (a reset) or to the additions. */
  private addDocument(doc: SearchDoc, buffer: PostingBuffer | null): void {
    const n = this.docCount++;
    if (n >= this.locOf.length) this.growDocuments(n + 1);
    this.ids[n] = doc.id;
    this.names[n] = doc.name;
    this.kinds[n] = Math.max(0, LANDLORD_TYPES.indexOf(doc.type ?? "individual"));
    this.owners[n] = doc.ownerUserId ?? 0;
    this.reviewCounts[n] = Math.min(doc.reviews ?? 0, 0xffffffff);
    this.setRating(n * RATINGS, doc.averageRating ?? 0);
    this.setRating(n * RATINGS + 1, doc.responsivenessRating ?? 0);
    this.setRating(n * RATINGS + 2, doc.maintenanceRating ?? 0);
    this.setRating(n * RATINGS + 3, doc.fairnessRating ?? 0);
    if (!buffer) this.docOf.set(doc.id, n); // after a reset, the map is made at its first use (docOfMap)
    let loc = this.locationNumber.get(doc.location);
    if (loc === undefined) {
      loc = this.locationNames.push(doc.location) - 1;
      this.locationNumber.set(doc.location, loc);
      this.locationTerms.push(tokenize(doc.location));
      for (const named of new Set([queryTerms(doc.location).join(" "), queryTerms(doc.location.split(",")[0]!).join(" ")])) {
        const known = this.locationsNamed.get(named);
        if (known) known.push(loc);
        else this.locationsNamed.set(named, [loc]);
      }
      this.byLocation.push([]);
      this.liveAt.push(0);
    }
    this.locOf[n] = loc;
    this.byLocation[loc]!.push(n);
    this.liveAt[loc]!++;
    this.live++;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const count = f === LOCATION ? this.locationFieldTermIds(loc, doc.location) : this.fieldTermIds(f === NAME ? doc.name : doc.addresses);
      const ids = this.fieldTerms;
      sortPrefix(ids, count);
      let distinct = 0;
      for (let i = 0; i < count; ) {
        let j = i + 1;
        while (j < count && ids[j] === ids[i]) j++;
        const key = ids[i]! * FIELD_COUNT + f;
        const tf = Math.min(255, j - i);
        if (buffer) buffer.push(key, n, tf);
        else this.addPosting(key, n, tf);
        distinct++;
        i = j;
      }
      const length = Math.min(distinct, 0xffff);
      this.lengths[n * FIELD_COUNT + f] = length;
      this.lengthSum[f]! += length;
    }
  }

  // ---- point 2 ----

  /** The deletion map over every term so far (see point 2): bucket -> term numbers. */
  private buildTypoMap(): void {
    const terms = this.termText;
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
    this.typoOffsets = offsets;
    this.typoTermIds = termIds;
    this.typoMask = mask;
    this.typoTerms = terms.length;
  }

  /** Term numbers within `max` edits of `term` (not itself), with their distance. */
  private nearMisses(term: string, max: number): [number, number][] {
    const out: [number, number][] = [];
    const epoch = this.nextEpoch();
    // The term and each of its variants with up to `max` letters deleted, looked up in the deletion map.
    this.considerBucket(term, max, hashWithout(term, -1, -1), epoch, out);
    for (let i = 0; i < term.length; i++) {
      this.considerBucket(term, max, hashWithout(term, i, -1), epoch, out);
      if (max < 2) continue;
      for (let j = i + 1; j < term.length; j++) this.considerBucket(term, max, hashWithout(term, i, j), epoch, out);
    }
    for (let id = this.typoTerms; id < this.termText.length; id++) this.consider(term, max, id, epoch, out);
    return out;
  }

  private considerBucket(term: string, max: number, hash: number, epoch: number, out: [number, number][]): void {
    const b = hash & this.typoMask;
    for (let i = this.typoOffsets[b]!, end = this.typoOffsets[b + 1]!; i < end; i++) this.consider(term, max, this.typoTermIds[i]!, epoch, out);
  }

  /** Adds term `id` to `out` when it is within `max` edits of `term`, once per query (`epoch`). */
  private consider(term: string, max: number, id: number, epoch: number, out: [number, number][]): void {
    if (this.termStamp[id] === epoch) return;
    this.termStamp[id] = epoch;
    const d = editDistance(term, this.termText[id]!, max);
    if (d > 0 && d <= max) out.push([id, d]);
  }

  /** The candidates of point 2 for a query term, in the order MiniSearch's weights then sort (cached). */
  private candidates(term: string): Candidates {
    const cached = this.expansions.get(term);
    if (cached) return cached;
    const found = new Map<number, number>();
    const exact = this.termIds.find(term);
    if (exact >= 0) found.set(exact, 1);
    // Kind weights as MiniSearch's own: completions fade slowly with extra length, typos faster.
    if (term.length >= 2) {
      let scanned = 0;
      for (const [t, id] of this.dictionary.atPrefix(term)) {
        if (++scanned > PREFIX_SCAN) break;
        if (t !== term && !found.has(id)) found.set(id, (0.375 * t.length) / (t.length + 0.3 * (t.length - term.length)));
      }
    }
    // Typos only for words the index does not know: "smyth" stays "smyth" when Smyths exist.
    if (exact < 0 && term.length >= 4) {
      for (const [id, d] of this.nearMisses(term, term.length >= 8 ? 2 : 1)) {
        const t = this.termText[id]!;
        if (!found.has(id)) found.set(id, (0.45 * t.length) / (t.length + d));
      }
    }
    const out: Candidates = { termIds: new Int32Array(found.size), kindWeights: new Float64Array(found.size) };
    let at = 0;
    for (const [termId, kindWeight] of found) {
      out.termIds[at] = termId;
      out.kindWeights[at++] = kindWeight;
    }
    // Kept from the second time the term is asked for (doorkeeper.ts): most typos come once.
    if (!this.expansionAdmission.admit(term)) return out;
    if (this.expansions.size >= EXPANSION_CACHE_ENTRIES) this.expansions.delete(this.expansions.keys().next().value!);
    this.expansions.set(term, out);
    return out;
  }

  /** The expansions of a query term in the searched fields: weighted by idf, best first, at most MAX_EXPANSIONS. */
  private plan(term: string, fields: readonly number[]): Plan {
    const n = this.live || 1;
    // The best MAX_EXPANSIONS by weight, ties in the candidates' order (as a stable sort would
    // keep them), kept sorted as they come: a prefix may have hundreds of completions.
    const expansions: (Expansion & { df: number })[] = [];
    const { termIds, kindWeights } = this.candidates(term);
    for (let c = 0; c < termIds.length; c++) {
      const termId = termIds[c]!;
      const kindWeight = kindWeights[c]!;
      let df = 0;
      for (let fi = 0; fi < fields.length; fi++) df += this.listLength(termId * FIELD_COUNT + fields[fi]!);
      if (!df) continue;
      const weight = kindWeight * Math.log(1 + (n - df + 0.5) / (df + 0.5));
      if (expansions.length === MAX_EXPANSIONS && !(weight > expansions[MAX_EXPANSIONS - 1]!.weight)) continue;
      let at = expansions.length;
      while (at > 0 && expansions[at - 1]!.weight < weight) at--;
      expansions.splice(at, 0, { termId, weight, df });
      if (expansions.length > MAX_EXPANSIONS) expansions.pop();
    }
    let df = 0;
    for (let e = 0; e < expansions.length; e++) df += expansions[e]!.df;
    return { expansions, df };
  }
}
