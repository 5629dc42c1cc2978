// The in-memory search index of landlords: MiniSearch over name, location and the property
// addresses of their reviews, with the work per query bounded whatever the input.
//
// Why not plain `miniSearch.search(q, { fuzzy, prefix })`: at 100,000 landlords a broad word
// ("properties", "llc") or a short prefix ("pr") matches tens of thousands of documents, and
// MiniSearch allocates a result object per match and sorts them all: 50+ ms for one query. So:
//
// 1. The query is cut down first: at most MAX_QUERY_CHARS characters, MAX_TERMS distinct terms
//    of at most MAX_TERM_CHARS characters each. A 5,000-character query costs what a short one does.
// 2. We expand typos and prefixes ourselves, against our own vocabulary (a radix tree of term ->
//    document frequency, one per field group), keeping at most MAX_EXPANSIONS terms per query
//    term, best first. MiniSearch then only looks the chosen terms up (no fuzzy/prefix of its own).
// 3. Query terms run rarest first and are combined with AND; a `boostDocument` callback, which
//    MiniSearch calls before it allocates anything for a match, drops landlords outside the
//    requested location, admits at most CANDIDATE_CAP landlords from the rarest term, and lets
//    the later terms only score landlords already admitted (AND could not keep the others).
//    Documents are added most-reviewed first at build, so when a broad word matches more than
//    the cap, the landlords considered are the best-known ones.
// 4. If AND finds nothing (one word matches nowhere), the terms are combined with OR, under the same cap.
import MiniSearch from "minisearch";
import SearchableMap from "minisearch/SearchableMap";

export const MAX_QUERY_CHARS = 200;
export const MAX_TERMS = 6;
export const MAX_TERM_CHARS = 30;
export const MAX_EXPANSIONS = 16;
export const CANDIDATE_CAP = 1500;
/** Prefix expansions are collected from at most this many vocabulary entries. */
const PREFIX_SCAN = 400;

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

/** Lower-cased, accents stripped, split on anything that is not a letter or digit. */
export function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The query's terms, bounded: see the header. */
export function queryTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const t of tokenize(text.slice(0, MAX_QUERY_CHARS))) {
    terms.add(t.slice(0, MAX_TERM_CHARS));
    if (terms.size >= MAX_TERMS) break;
  }
  return [...terms];
}

/** Whether a landlord's location (as terms) matches the requested one: each requested term starts one of its terms. */
export function locationMatches(landlordLocTerms: string[], wanted: string[]): boolean {
  return wanted.every((w) => landlordLocTerms.some((t) => t.startsWith(w)));
}

interface Expansion {
  term: string;
  weight: number;
  df: number;
}

const FIELDS: Record<SearchType, string[]> = {
  landlord: ["name"],
  address: ["addresses", "location"],
};

export class LandlordIndex {
  private mini = LandlordIndex.newMini();
  /** Term -> number of landlords having it, for names and for places (location + addresses). */
  private vocab: Record<SearchType, SearchableMap<number>> = { landlord: new SearchableMap(), address: new SearchableMap() };
  /** Per landlord, its distinct name terms and place terms, so removal can decrement the vocabulary. */
  private docTerms = new Map<string, { name: string; place: string; location: string }>();
  /** Distinct locations as stored -> how many landlords have it; location-only searches start here. */
  private locations = new Map<string, number>();

  private static newMini() {
    return new MiniSearch<IndexedDoc>({
      fields: ["name", "location", "addresses"],
      storeFields: ["loc"],
      tokenize,
      processTerm: (t) => t,
      searchOptions: { prefix: false, fuzzy: false },
    });
  }

  get size(): number {
    return this.mini.documentCount;
  }

  /** Replaces the whole index; `docs` should come most-reviewed first (see header, point 3). */
  reset(docs: Iterable<SearchDoc>): void {
    this.mini = LandlordIndex.newMini();
    this.vocab = { landlord: new SearchableMap(), address: new SearchableMap() };
    this.docTerms.clear();
    this.locations.clear();
    for (const doc of docs) this.add(doc);
  }

  /** Adds a landlord, or replaces it when it is already indexed. */
  upsert(doc: SearchDoc): void {
    if (this.docTerms.has(doc.id)) this.remove(doc.id);
    this.add(doc);
  }

  remove(id: string): void {
    const terms = this.docTerms.get(id);
    if (!terms) return;
    this.mini.discard(id);
    this.docTerms.delete(id);
    this.count(this.vocab.landlord, terms.name, -1);
    this.count(this.vocab.address, terms.place, -1);
    const n = (this.locations.get(terms.location) ?? 1) - 1;
    if (n > 0) this.locations.set(terms.location, n);
    else this.locations.delete(terms.location);
  }

  has(id: string): boolean {
    return this.docTerms.has(id);
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
    const plans = queryTerms(query)
      .map((term) => this.expand(term, type))
      .filter((p) => p.length > 0)
      .map((expansions) => ({ expansions, df: expansions.reduce((s, e) => s + e.df, 0) }))
      .sort((a, b) => a.df - b.df);
    if (!plans.length) return [];

    const wantedLoc = opts.location ? queryTerms(opts.location) : [];
    const locOk = new Map<string, boolean>();
    const inLocation = (loc: string): boolean => {
      if (!wantedLoc.length) return true;
      let ok = locOk.get(loc);
      if (ok === undefined) locOk.set(loc, (ok = locationMatches(loc.split(" "), wantedLoc)));
      return ok;
    };

    // Which plan (rarest first) a looked-up term belongs to; a term shared by two plans counts for the first.
    const planOf = new Map<string, number>();
    plans.forEach((p, i) => p.expansions.forEach((e) => planOf.has(e.term) || planOf.set(e.term, i)));

    const run = (combineWith: "AND" | "OR"): string[] => {
      const admitted = new Set<string>();
      const boostDocument = (id: string, term: string, stored?: Record<string, unknown>): number => {
        if (!inLocation(String(stored?.loc ?? ""))) return 0;
        if (admitted.has(id)) return 1;
        // Under AND only the rarest term admits: a landlord it did not match cannot survive.
        if (combineWith === "AND" && planOf.get(term) !== 0) return 0;
        if (admitted.size >= CANDIDATE_CAP) return 0;
        admitted.add(id);
        return 1;
      };
      const results = this.mini.search(
        {
          combineWith,
          queries: plans.map((p) => {
            const weights = new Map(p.expansions.map((e) => [e.term, e.weight]));
            return { combineWith: "OR", queries: p.expansions.map((e) => e.term), boostTerm: (t: string) => weights.get(t) ?? 1 };
          }),
        },
        { fields: FIELDS[type], boostDocument },
      );
      return results.slice(0, limit).map((r) => String(r.id));
    };

    const ids = run("AND");
    return ids.length || plans.length === 1 ? ids : run("OR");
  }

  /** The vocabulary terms a query term stands for: itself, its completions and its near-misses, best first. */
  private expand(term: string, type: SearchType): Expansion[] {
    const vocab = this.vocab[type];
    const found = new Map<string, Expansion>();
    const exact = vocab.get(term);
    if (exact) found.set(term, { term, weight: 1, df: exact });

    // Weights as MiniSearch's own: prefix matches fade slowly with extra length, typos faster.
    if (term.length >= 2) {
      let scanned = 0;
      for (const [t, df] of vocab.atPrefix(term)) {
        if (++scanned > PREFIX_SCAN) break;
        if (t === term) continue;
        const extra = t.length - term.length;
        found.set(t, { term: t, weight: (0.375 * t.length) / (t.length + 0.3 * extra), df });
      }
    }
    if (term.length >= 4) {
      const maxDistance = term.length >= 8 ? 2 : 1;
      for (const [t, [df, distance]] of vocab.fuzzyGet(term, maxDistance)) {
        if (distance === 0 || found.has(t)) continue;
        found.set(t, { term: t, weight: (0.45 * t.length) / (t.length + distance), df });
      }
    }
    return [...found.values()].sort((a, b) => b.weight - a.weight || b.df - a.df).slice(0, MAX_EXPANSIONS);
  }

  private add(doc: SearchDoc): void {
    const nameTerms = [...new Set(tokenize(doc.name))];
    const locTerms = tokenize(doc.location);
    const placeTerms = [...new Set([...locTerms, ...tokenize(doc.addresses)])];
    this.mini.add({ ...doc, loc: locTerms.join(" ") });
    const name = nameTerms.join(" ");
    const place = placeTerms.join(" ");
    this.docTerms.set(doc.id, { name, place, location: doc.location });
    this.count(this.vocab.landlord, name, 1);
    this.count(this.vocab.address, place, 1);
    this.locations.set(doc.location, (this.locations.get(doc.location) ?? 0) + 1);
  }

  private count(vocab: SearchableMap<number>, joined: string, delta: 1 | -1): void {
    if (!joined) return;
    for (const t of joined.split(" ")) {
      const n = (vocab.get(t) ?? 0) + delta;
      if (n > 0) vocab.set(t, n);
      else vocab.delete(t);
    }
  }
}
