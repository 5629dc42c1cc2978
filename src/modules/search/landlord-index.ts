// The in-memory search index of landlords: MiniSearch over name, location and the property
// addresses of their reviews, with the work per query bounded whatever the input.
//
// MiniSearch holds the index (documents, term tree, postings, discard and vacuum) and does the
// typo and prefix lookups. Queries are evaluated here, over its postings, because its own
// `search()` builds a result object (~1-5 µs) for every match and sorts them all: at 100,000
// landlords a broad word ("properties", "llc") or a short prefix ("pr") matches tens of
// thousands and one query took 50+ ms. Here:
//
// 1. The query is cut down: at most MAX_QUERY_CHARS characters, MAX_TERMS distinct terms of at
//    most MAX_TERM_CHARS characters. A 5,000-character query costs what a short one does.
// 2. Each term is expanded against MiniSearch's term tree: itself, its completions (prefix),
//    and, when it is not a known word, its near-misses (1 typo from 4 letters, 2 from 8, plus
//    swapped neighbours: "jonh" -> "john"); at most MAX_EXPANSIONS, best first.
// 3. Terms are combined with AND, rarest first: we walk the rarest term's postings (or, when a
//    location is asked for and has fewer landlords, that location's landlords), check the other
//    terms with one map lookup each, and score with BM25 (k1 1.2, b 0.75) times MiniSearch's own
//    prefix/typo weights. The walk stops after SCAN_LIMIT postings or MAX_CANDIDATES matches, so
//    a word matching 30,000 landlords costs what one matching 12,000 does. The index is built
//    most-reviewed first, so a cut-off walk has looked at the best-known landlords.
// 4. If AND finds nothing, the terms are combined with OR under the same bounds.
//
// The internal maps are read through `internals()`, which checks their shape at construction, so
// a MiniSearch upgrade that changes them fails the first test loudly instead of searching wrongly.
import MiniSearch from "minisearch";
import type SearchableMap from "minisearch/SearchableMap";

export const MAX_QUERY_CHARS = 200;
export const MAX_TERMS = 5;
export const MAX_TERM_CHARS = 30;
export const MAX_EXPANSIONS = 12;
export const SCAN_LIMIT = 12_000;
export const MAX_CANDIDATES = 1_000;
/** Prefix completions are collected from at most this many terms of the tree. */
const PREFIX_SCAN = 300;
/** Two-typo lookups are the dearest (~0.5 ms); at most this many per query. */
const MAX_TWO_TYPO_TERMS = 2;
const K1 = 1.2;
const B = 0.75;

export type SearchType = "landlord" | "address";

export interface SearchDoc {
  id: string;
  name: string;
  location: string;
  /** The distinct property addresses of the landlord's reviews, joined by newlines. */
  addresses: string;
}

type Postings = Map<number, Map<number, number>>; // fieldId -> shortId -> term frequency

interface MiniInternals {
  _index: SearchableMap<Postings>;
  _documentIds: Map<number, string>;
  _idToShortId: Map<string, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
}

function internals(mini: MiniSearch<SearchDoc>): MiniInternals {
  const m = mini as unknown as MiniInternals;
  const ok =
    typeof m._index?.atPrefix === "function" &&
    typeof m._index?.fuzzyGet === "function" &&
    m._documentIds instanceof Map &&
    m._idToShortId instanceof Map &&
    m._fieldLength instanceof Map &&
    Array.isArray(m._avgFieldLength) &&
    typeof m._fieldIds === "object";
  if (!ok) throw new Error("MiniSearch internals changed: review src/modules/search/landlord-index.ts");
  return m;
}

/** Lower-cased, accents stripped, split on anything that is not a letter or digit. */
export function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
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
export function locationMatches(landlordLocTerms: string[], wanted: string[]): boolean {
  return wanted.every((w) => landlordLocTerms.some((t) => t.startsWith(w)));
}

interface Expansion {
  term: string;
  /** MiniSearch's weight for the kind of match (1 exact, less for completions and typos) times the term's idf. */
  weight: number;
  postings: Postings;
}
interface Plan {
  expansions: Expansion[];
  df: number;
}

const FIELDS: Record<SearchType, string[]> = {
  landlord: ["name"],
  address: ["addresses", "location"],
};

export class LandlordIndex {
  private mini!: MiniSearch<SearchDoc>;
  private raw!: MiniInternals;
  // Per MiniSearch short id, in typed arrays because the walk of point 3 checks them for every
  // posting it visits and a lookup in a 100,000-entry Map costs a cache miss:
  /** The landlord's location number, or -1 once it is removed (its postings linger until vacuum). */
  private locOfShort = new Int32Array(1024).fill(-1);
  /** `seen[shortId] === epoch` when the current walk has visited it; no per-query Set. */
  private seen = new Uint32Array(1024);
  private epoch = 0;
  /** Distinct stored locations, numbered; and the short ids of the landlords at each. */
  private locationNames: string[] = [];
  private locationNumber = new Map<string, number>();
  private byLocation: Set<number>[] = [];

  constructor() {
    this.reset([]);
  }

  get size(): number {
    return this.mini.documentCount;
  }

  /** Replaces the whole index; `docs` should come most-reviewed first (see point 3). */
  reset(docs: Iterable<SearchDoc>): void {
    this.mini = new MiniSearch<SearchDoc>({
      fields: ["name", "location", "addresses"],
      tokenize,
      processTerm: (t) => t,
    });
    this.raw = internals(this.mini);
    this.locOfShort = new Int32Array(1024).fill(-1);
    this.seen = new Uint32Array(1024);
    this.locationNames = [];
    this.locationNumber.clear();
    this.byLocation = [];
    for (const doc of docs) this.add(doc);
  }

  /** Adds a landlord, or replaces it when it is already indexed. */
  upsert(doc: SearchDoc): void {
    this.remove(doc.id);
    this.add(doc);
  }

  remove(id: string): void {
    const shortId = this.raw._idToShortId.get(id);
    if (shortId === undefined) return;
    this.byLocation[this.locOfShort[shortId]!]?.delete(shortId);
    this.locOfShort[shortId] = -1;
    this.mini.discard(id);
  }

  has(id: string): boolean {
    return this.mini.has(id);
  }

  /** The stored locations that match `location` (at most `max`), for location-only searches. */
  matchingLocations(location: string, max = 500): string[] {
    return this.matchingLocationNumbers(location, max).map((n) => this.locationNames[n]!);
  }

  private matchingLocationNumbers(location: string, max: number): number[] {
    const wanted = queryTerms(location);
    if (!wanted.length) return [];
    const out: number[] = [];
    for (let n = 0; n < this.locationNames.length && out.length < max; n++) {
      if (this.byLocation[n]!.size && locationMatches(tokenize(this.locationNames[n]!), wanted)) out.push(n);
    }
    return out;
  }

  /** Ids of the best-matching landlords, best first, at most `limit`. */
  search(query: string, opts: { location?: string; type?: SearchType; limit?: number } = {}): string[] {
    const fieldIds = FIELDS[opts.type ?? "landlord"].map((f) => this.raw._fieldIds[f]!);
    const limit = opts.limit ?? 50;
    let twoTypoBudget = MAX_TWO_TYPO_TERMS;
    const plans: Plan[] = [];
    for (const term of queryTerms(query)) {
      const plan = this.expand(term, fieldIds, twoTypoBudget > 0);
      if (term.length >= 8 && !plan.expansions.some((e) => e.term === term)) twoTypoBudget--;
      if (plan.expansions.length) plans.push(plan);
    }
    if (!plans.length) return [];
    plans.sort((a, b) => a.df - b.df);

    // The location, when asked for: a filter, and the walk's driver when it has fewer landlords than the rarest term.
    let allowed: Uint8Array | null = null;
    let locationTotal = Infinity;
    let numbers: number[] = [];
    if (opts.location && queryTerms(opts.location).length) {
      numbers = this.matchingLocationNumbers(opts.location, Infinity);
      allowed = new Uint8Array(this.locationNames.length);
      for (const n of numbers) allowed[n] = 1;
      locationTotal = numbers.reduce((c, n) => c + this.byLocation[n]!.size, 0);
    }
    // Under AND the rarest term's postings are the alternative; under OR all the terms' postings.
    const locationDocs = (postings: number) => (locationTotal < postings ? numbers.flatMap((n) => [...this.byLocation[n]!]) : null);

    let hits = this.walk(plans, fieldIds, "AND", allowed, locationDocs(plans[0]!.df));
    if (!hits.length && plans.length > 1) {
      hits = this.walk(plans, fieldIds, "OR", allowed, locationDocs(plans.reduce((c, p) => c + p.df, 0)));
    }
    hits.sort((a, b) => b.score - a.score);
    return hits.slice(0, limit).map((h) => this.raw._documentIds.get(h.shortId)!);
  }

  /** Point 3: walk candidates (the driving term's postings, or the location's landlords), score the matches, bounded. */
  private walk(
    plans: Plan[],
    fieldIds: number[],
    mode: "AND" | "OR",
    allowed: Uint8Array | null,
    locationDocs: number[] | null,
  ): { shortId: number; score: number }[] {
    const hits: { shortId: number; score: number }[] = [];
    const epoch = this.nextEpoch();
    const { seen, locOfShort } = this;
    let scanned = 0;
    // `from`/`fromScore`: the plan whose postings led here and the landlord's score for it, already known.
    const visit = (shortId: number, from: Plan | null, fromScore: number): boolean => {
      if (++scanned > SCAN_LIMIT || hits.length >= MAX_CANDIDATES) return false;
      if (seen[shortId] === epoch) return true;
      seen[shortId] = epoch;
      const loc = locOfShort[shortId]!;
      if (loc < 0 || (allowed && !allowed[loc])) return true;
      let score = 0;
      let matched = 0;
      for (const p of plans) {
        const s = p === from ? fromScore : this.scoreTerm(p, shortId, fieldIds);
        if (s) {
          score += s;
          matched++;
        } else if (mode === "AND") return true;
      }
      // As MiniSearch does under OR: landlords matching more of the terms come first.
      if (matched) hits.push({ shortId, score: score * matched });
      return true;
    };

    if (locationDocs) {
      for (const shortId of locationDocs) if (!visit(shortId, null, 0)) break;
      return hits;
    }
    // Under AND every match has the rarest term; under OR any term may drive. Expansions come
    // best first, so the first time a landlord is met is through its best expansion of the driver.
    const drivers = mode === "AND" ? [plans[0]!] : plans;
    outer: for (const plan of drivers) {
      for (const e of plan.expansions) {
        for (const fieldId of fieldIds) {
          const docs = e.postings.get(fieldId);
          if (!docs) continue;
          for (const [shortId, tf] of docs) {
            if (!visit(shortId, plan, this.bm25(e.weight, tf, shortId, fieldId))) break outer;
          }
        }
      }
    }
    return hits;
  }

  private nextEpoch(): number {
    if (this.seen.length < this.locOfShort.length) this.seen = new Uint32Array(this.locOfShort.length);
    if (++this.epoch === 0xffffffff) {
      this.seen.fill(0);
      this.epoch = 1;
    }
    return this.epoch;
  }

  private bm25(weight: number, tf: number, shortId: number, fieldId: number): number {
    const length = this.raw._fieldLength.get(shortId)?.[fieldId] ?? 1;
    const avg = this.raw._avgFieldLength[fieldId] || 1;
    return (weight * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / avg));
  }

  /** BM25 of a query term for one landlord: its best expansion in the searched fields, or 0. */
  private scoreTerm(plan: Plan, shortId: number, fieldIds: number[]): number {
    for (const e of plan.expansions) {
      // Expansions are sorted best first, so the first one the landlord has is its best.
      for (const f of fieldIds) {
        const tf = e.postings.get(f)?.get(shortId);
        if (tf !== undefined) return this.bm25(e.weight, tf, shortId, f);
      }
    }
    return 0;
  }

  /** The terms a query term stands for: itself, its completions and its near-misses, best first (point 2). */
  private expand(term: string, fieldIds: number[], allowTwoTypos: boolean): Plan {
    const tree = this.raw._index;
    const n = this.mini.documentCount || 1;
    const found = new Map<string, Expansion>();
    const consider = (t: string, postings: Postings | undefined, kindWeight: number) => {
      if (!postings || found.has(t)) return;
      const df = fieldIds.reduce((s, f) => s + (postings.get(f)?.size ?? 0), 0);
      if (!df) return;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      found.set(t, { term: t, weight: kindWeight * idf, postings });
    };
    consider(term, tree.get(term), 1);
    const known = found.size > 0;
    // Kind weights as MiniSearch's own: completions fade slowly with extra length, typos faster.
    if (term.length >= 2) {
      let scanned = 0;
      for (const [t, postings] of tree.atPrefix(term)) {
        if (++scanned > PREFIX_SCAN) break;
        if (t !== term) consider(t, postings, (0.375 * t.length) / (t.length + 0.3 * (t.length - term.length)));
      }
    }
    // Typos only for words the index does not know: "smyth" stays "smyth" when Smyths exist.
    if (!known && term.length >= 4) {
      for (let i = 0; i + 1 < term.length; i++) {
        const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
        if (swapped !== term) consider(swapped, tree.get(swapped), (0.45 * term.length) / (term.length + 1));
      }
      const distance = term.length >= 8 && allowTwoTypos ? 2 : 1;
      for (const [t, [postings, d]] of tree.fuzzyGet(term, distance)) {
        if (d) consider(t, postings, (0.45 * t.length) / (t.length + d));
      }
    }
    const expansions = [...found.values()].sort((a, b) => b.weight - a.weight).slice(0, MAX_EXPANSIONS);
    const df = expansions.reduce((s, e) => s + fieldIds.reduce((c, f) => c + (e.postings.get(f)?.size ?? 0), 0), 0);
    return { expansions, df };
  }

  private add(doc: SearchDoc): void {
    this.mini.add(doc);
    const shortId = this.raw._idToShortId.get(doc.id)!;
    let n = this.locationNumber.get(doc.location);
    if (n === undefined) {
      n = this.locationNames.push(doc.location) - 1;
      this.locationNumber.set(doc.location, n);
      this.byLocation.push(new Set());
    }
    if (shortId >= this.locOfShort.length) {
      const grown = new Int32Array(Math.max(shortId + 1, this.locOfShort.length * 2)).fill(-1);
      grown.set(this.locOfShort);
      this.locOfShort = grown;
    }
    this.locOfShort[shortId] = n;
    this.byLocation[n]!.add(shortId);
  }
}
