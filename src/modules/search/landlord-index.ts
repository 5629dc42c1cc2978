// The in-memory search index of landlords: MiniSearch over name, location and the property
// addresses of their reviews, with the work per query bounded whatever the input.
//
// Why not plain `miniSearch.search(q, { fuzzy, prefix })`: at 100,000 landlords a broad word
// ("properties", "llc") or a short prefix ("pr") matches tens of thousands of landlords;
// MiniSearch builds a result object (~1 µs) for every match and sorts them all, 50+ ms a query.
// So each query is planned before MiniSearch sees it:
//
// 1. Cut down: at most MAX_QUERY_CHARS characters, MAX_TERMS distinct terms of at most
//    MAX_TERM_CHARS characters. A 5,000-character query costs what a short one does.
// 2. Expanded by us, against MiniSearch's own term tree: each query term stands for itself, its
//    completions (prefix) and its near-misses (1 typo from 4 letters, 2 from 8), at most
//    MAX_EXPANSIONS of them, best first. The tree also tells each term's document frequency.
// 3. Terms matching at most BROAD_DF landlords are "selective". When there is one, MiniSearch
//    scores only the selective terms (rarest first, AND), and a `boostDocument` callback (called
//    before MiniSearch allocates anything for a match) drops landlords outside the location,
//    admits at most CANDIDATE_CAP landlords from the rarest term, checks the broad terms on each
//    admitted landlord with one map lookup per term, and boosts it for them.
// 4. When every term is broad ("properties", "llc tx"), MiniSearch's scoring would touch tens of
//    thousands of postings; we walk the rarest term's postings instead, in index order (the index
//    is built most-reviewed first), keep the first BROAD_CANDIDATES landlords that match every
//    term and the location, rank them with a small BM25-like score, and stop after BROAD_SCAN
//    postings whatever happened.
// 5. If AND finds nothing, the terms are combined with OR under the same bounds.
//
// Points 2 and 4 read MiniSearch's internal maps (term tree, ids, field lengths). `internals()`
// checks their shape once at construction, so a MiniSearch upgrade that changes them fails the
// first test loudly instead of searching wrongly.
import MiniSearch from "minisearch";
import type SearchableMap from "minisearch/SearchableMap";

export const MAX_QUERY_CHARS = 200;
export const MAX_TERMS = 5;
export const MAX_TERM_CHARS = 30;
export const MAX_EXPANSIONS = 12;
export const BROAD_DF = 2500;
export const CANDIDATE_CAP = 600;
export const BROAD_CANDIDATES = 200;
export const BROAD_SCAN = 30_000;
/** Prefix completions are collected from at most this many terms of the tree. */
const PREFIX_SCAN = 300;

export type SearchType = "landlord" | "address";

export interface SearchDoc {
  id: string;
  name: string;
  location: string;
  /** The distinct property addresses of the landlord's reviews, joined by newlines. */
  addresses: string;
}

interface IndexedDoc extends SearchDoc {
  /** The location's terms joined by spaces: what the location filter compares against. */
  loc: string;
}

type Postings = Map<number, Map<number, number>>; // fieldId -> shortId -> term frequency

interface MiniInternals {
  _index: SearchableMap<Postings>;
  _documentIds: Map<number, string>;
  _idToShortId: Map<string, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _storedFields: Map<number, { loc?: string } | undefined>;
}

function internals(mini: MiniSearch<IndexedDoc>): MiniInternals {
  const m = mini as unknown as MiniInternals;
  const ok =
    typeof m._index?.atPrefix === "function" &&
    typeof m._index?.fuzzyGet === "function" &&
    m._documentIds instanceof Map &&
    m._idToShortId instanceof Map &&
    m._fieldLength instanceof Map &&
    m._storedFields instanceof Map &&
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
  private mini!: MiniSearch<IndexedDoc>;
  private raw!: MiniInternals;
  /** Distinct locations as stored -> how many landlords have it; location-only searches start here. */
  private locations = new Map<string, number>();
  private locationOf = new Map<string, string>();

  constructor() {
    this.reset([]);
  }

  get size(): number {
    return this.mini.documentCount;
  }

  /** Replaces the whole index; `docs` should come most-reviewed first (see point 4). */
  reset(docs: Iterable<SearchDoc>): void {
    this.mini = new MiniSearch<IndexedDoc>({
      fields: ["name", "location", "addresses"],
      storeFields: ["loc"],
      tokenize,
      processTerm: (t) => t,
      searchOptions: { prefix: false, fuzzy: false },
    });
    this.raw = internals(this.mini);
    this.locations.clear();
    this.locationOf.clear();
    for (const doc of docs) this.add(doc);
  }

  /** Adds a landlord, or replaces it when it is already indexed. */
  upsert(doc: SearchDoc): void {
    this.remove(doc.id);
    this.add(doc);
  }

  remove(id: string): void {
    const location = this.locationOf.get(id);
    if (location === undefined) return;
    this.mini.discard(id);
    this.locationOf.delete(id);
    const n = (this.locations.get(location) ?? 1) - 1;
    if (n > 0) this.locations.set(location, n);
    else this.locations.delete(location);
  }

  has(id: string): boolean {
    return this.locationOf.has(id);
  }

  /** The stored locations that match `location` (at most `max`), for location-only searches. */
  matchingLocations(location: string, max = 500): string[] {
    const wanted = queryTerms(location);
    if (!wanted.length) return [];
    const out: string[] = [];
    for (const loc of this.locations.keys()) {
      if (locationMatches(tokenize(loc), wanted)) out.push(loc);
      if (out.length >= max) break;
    }
    return out;
  }

  /** Ids of the best-matching landlords, best first, at most `limit`. */
  search(query: string, opts: { location?: string; type?: SearchType; limit?: number } = {}): string[] {
    const type = opts.type ?? "landlord";
    const limit = opts.limit ?? 50;
    const fieldIds = FIELDS[type].map((f) => this.raw._fieldIds[f]!);
    const plans: Plan[] = queryTerms(query)
      .map((term) => this.expand(term, fieldIds))
      .filter((p) => p.expansions.length > 0)
      .sort((a, b) => a.df - b.df);
    if (!plans.length) return [];

    const wanted = opts.location ? queryTerms(opts.location) : [];
    const locOk = new Map<string, boolean>();
    const inLocation = (shortId: number): boolean => {
      if (!wanted.length) return true;
      const loc = this.raw._storedFields.get(shortId)?.loc ?? "";
      let ok = locOk.get(loc);
      if (ok === undefined) locOk.set(loc, (ok = locationMatches(loc.split(" "), wanted)));
      return ok;
    };

    const run = (mode: "AND" | "OR") =>
      plans[0]!.df <= BROAD_DF
        ? this.searchSelective(plans, fieldIds, type, mode, inLocation, limit)
        : this.searchBroad(plans, fieldIds, mode, inLocation, limit);
    const ids = run("AND");
    return ids.length || plans.length === 1 ? ids : run("OR");
  }

  /** Point 3: MiniSearch scores the selective terms; broad ones are checked and boosted per admitted landlord. */
  private searchSelective(
    plans: Plan[],
    fieldIds: number[],
    type: SearchType,
    mode: "AND" | "OR",
    inLocation: (shortId: number) => boolean,
    limit: number,
  ): string[] {
    const selective = plans.filter((p) => p.df <= BROAD_DF);
    const broad = plans.filter((p) => p.df > BROAD_DF);
    const planOf = new Map<string, number>();
    selective.forEach((p, i) => p.expansions.forEach((e) => planOf.has(e.term) || planOf.set(e.term, i)));
    // id -> score multiplier, 0 for a landlord that was looked at and rejected.
    const admitted = new Map<string, number>();
    let count = 0;

    const boostDocument = (id: string, term: string): number => {
      const known = admitted.get(id);
      if (known !== undefined) return known;
      // Under AND only the rarest term admits: a landlord it did not match cannot survive.
      if ((mode === "AND" && planOf.get(term) !== 0) || count >= CANDIDATE_CAP) return 0;
      const shortId = this.raw._idToShortId.get(id)!;
      let factor = inLocation(shortId) ? 1 : 0;
      for (const p of broad) {
        if (!factor) break;
        const w = matchWeight(p, shortId, fieldIds);
        if (w) factor += w;
        else if (mode === "AND") factor = 0;
      }
      admitted.set(id, factor);
      if (factor) count++;
      return factor;
    };

    const results = this.mini.search(
      {
        combineWith: mode,
        queries: selective.map((p) => {
          const weights = new Map(p.expansions.map((e) => [e.term, e.weight]));
          return { combineWith: "OR", queries: p.expansions.map((e) => e.term), boostTerm: (t: string) => weights.get(t) ?? 1 };
        }),
      },
      { fields: FIELDS[type], boostDocument },
    );
    return results.slice(0, limit).map((r) => String(r.id));
  }

  /** Point 4: every term is broad; walk the rarest one's postings, bounded, and rank what matched. */
  private searchBroad(plans: Plan[], fieldIds: number[], mode: "AND" | "OR", inLocation: (shortId: number) => boolean, limit: number): string[] {
    const [first, ...rest] = plans as [Plan, ...Plan[]];
    const seen = new Set<number>();
    const scored: { shortId: number; score: number }[] = [];
    let scanned = 0;
    outer: for (const e of first.expansions) {
      for (const fieldId of fieldIds) {
        const docs = e.postings.get(fieldId);
        if (!docs) continue;
        for (const shortId of docs.keys()) {
          if (++scanned > BROAD_SCAN || scored.length >= BROAD_CANDIDATES) break outer;
          if (seen.has(shortId)) continue;
          seen.add(shortId);
          if (!this.raw._documentIds.has(shortId) || !inLocation(shortId)) continue;
          let score = matchWeight(first, shortId, fieldIds);
          for (const p of rest) {
            const w = matchWeight(p, shortId, fieldIds);
            if (!w && mode === "AND") {
              score = 0;
              break;
            }
            score += w;
          }
          if (!score) continue;
          // Shorter fields first, as BM25's length normalisation would: "Smith Properties" before "Smith & Lee Properties Group LLC".
          const lengths = this.raw._fieldLength.get(shortId) ?? [];
          const length = fieldIds.reduce((s, f) => s + (lengths[f] ?? 0), 0);
          scored.push({ shortId, score: score / (1 + 0.15 * length) });
        }
      }
    }
    scored.sort((a, b) => b.score - a.score);
    return scored.slice(0, limit).map((s) => this.raw._documentIds.get(s.shortId)!);
  }

  /** The terms a query term stands for: itself, its completions and its near-misses, best first (point 2). */
  private expand(term: string, fieldIds: number[]): Plan {
    const tree = this.raw._index;
    const found = new Map<string, Expansion>();
    const consider = (t: string, postings: Postings | undefined, weight: number) => {
      if (!postings || found.has(t) || !fieldIds.some((f) => postings.get(f)?.size)) return;
      found.set(t, { term: t, weight, postings });
    };
    consider(term, tree.get(term), 1);
    // Weights as MiniSearch's own: completions fade slowly with extra length, typos faster.
    if (term.length >= 2) {
      let scanned = 0;
      for (const [t, postings] of tree.atPrefix(term)) {
        if (++scanned > PREFIX_SCAN) break;
        if (t !== term) consider(t, postings, (0.375 * t.length) / (t.length + 0.3 * (t.length - term.length)));
      }
    }
    if (term.length >= 4) {
      for (const [t, [postings, distance]] of tree.fuzzyGet(term, term.length >= 8 ? 2 : 1)) {
        if (distance) consider(t, postings, (0.45 * t.length) / (t.length + distance));
      }
    }
    const expansions = [...found.values()].sort((a, b) => b.weight - a.weight).slice(0, MAX_EXPANSIONS);
    const df = expansions.reduce((s, e) => s + fieldIds.reduce((n, f) => n + (e.postings.get(f)?.size ?? 0), 0), 0);
    return { expansions, df };
  }

  private add(doc: SearchDoc): void {
    this.mini.add({ ...doc, loc: tokenize(doc.location).join(" ") });
    this.locationOf.set(doc.id, doc.location);
    this.locations.set(doc.location, (this.locations.get(doc.location) ?? 0) + 1);
  }
}

/** The best weight among a plan's terms that this landlord has in the searched fields, or 0. */
function matchWeight(plan: Plan, shortId: number, fieldIds: number[]): number {
  for (const e of plan.expansions) {
    // Expansions are sorted best first, so the first hit is the best.
    for (const f of fieldIds) if (e.postings.get(f)?.has(shortId)) return e.weight;
  }
  return 0;
}
