// The expansion of a query term (search-index.ts, point 2): itself, its completions (the first
// PREFIX_SCAN terms of the dictionary's tree under it) and, when it is not a known word, its
// near-misses from the typo map: 1 typo from 4 letters, 2 from 8. Each weighted as MiniSearch
// weighs prefix and fuzzy matches; then, for the fields a search reads, by idf, the best
// MAX_EXPANSIONS kept (a `Plan`, what evaluate.ts walks).
//
// The candidates of a term (before the fields are known) are cached until a new term enters the
// dictionary, from the second time the term is asked for (doorkeeper.ts: most typos come once).
import { Doorkeeper } from "./doorkeeper";
import type { Postings } from "./postings";
import type { TermDictionary } from "./terms";
import type { TypoMap } from "./typo-map";

/** Query words of at most this many letters are short: their close variants count even when the word is known. */
export const SHORT_WORD = 4;
/** Expansions kept per query term, best first. */
export const MAX_EXPANSIONS = 12;
/** Prefix completions are collected from at most this many terms of the tree. */
const PREFIX_SCAN = 300;
/** Term expansions kept (the cache above). */
const EXPANSION_CACHE_ENTRIES = 20_000;

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
export interface Expansion {
  termId: number;
  /** Kind weight times the term's idf in the searched fields. */
  weight: number;
}
/** A query term as evaluate.ts walks it: its expansions, best first, and their postings in all (`df`). */
export interface Plan {
  expansions: Expansion[];
  df: number;
}

export class Expander {
  private readonly cache = new Map<string, Candidates>();
  private readonly admission = new Doorkeeper();

  /** Forgets every cached expansion: on a rebuild, and whenever a new term enters the dictionary. */
  clear(): void {
    this.cache.clear();
  }

  /**
   * The expansions of query term `term` in `fields` of an index of `live` documents over
   * `dictionary`, `typos` and `postings` (of `fieldCount` fields): weighted by idf, best first, at
   * most MAX_EXPANSIONS.
   */
  plan(term: string, fields: readonly number[], live: number, fieldCount: number, dictionary: TermDictionary, typos: TypoMap, postings: Postings): Plan {
    const n = live || 1;
    // The best MAX_EXPANSIONS by weight, ties in the candidates' order (as a stable sort would
    // keep them), kept sorted as they come: a prefix may have hundreds of completions.
    const expansions: (Expansion & { df: number })[] = [];
    const { termIds, kindWeights } = this.candidates(term, dictionary, typos);
    for (let c = 0; c < termIds.length; c++) {
      const termId = termIds[c]!;
      const kindWeight = kindWeights[c]!;
      let df = 0;
      for (let fi = 0; fi < fields.length; fi++) df += postings.listLength(termId * fieldCount + fields[fi]!);
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

  /** The candidates of a query term, in the order MiniSearch's weights then sort (cached, see above). */
  private candidates(term: string, dictionary: TermDictionary, typos: TypoMap): Candidates {
    const cached = this.cache.get(term);
    if (cached) return cached;
    const found = new Map<number, number>();
    const exact = dictionary.find(term);
    if (exact >= 0) found.set(exact, 1);
    // Kind weights as MiniSearch's own: completions fade slowly with extra length, typos faster.
    if (term.length >= 2) {
      // The term itself, when known, is among them: already found.
      const count = dictionary.completions(term, PREFIX_SCAN);
      const { completionIds, completionLengths } = dictionary;
      for (let c = 0; c < count; c++) {
        const id = completionIds[c]!;
        const length = completionLengths[c]!;
        if (!found.has(id)) found.set(id, (0.375 * length) / (length + 0.3 * (length - term.length)));
      }
    }
    // Typos only for words the index does not know: "smyth" stays "smyth" when Smyths exist.
    if (exact < 0 && term.length >= 4) {
      for (const [id, d] of typos.nearMisses(term, term.length >= 8 ? 2 : 1, dictionary.texts)) {
        const t = dictionary.text(id);
        if (!found.has(id)) found.set(id, (0.45 * t.length) / (t.length + d));
      }
    } else if (term.length >= 3 && term.length <= SHORT_WORD) {
      // A short word, even a known one, also stands for itself with one letter more: "jon" is how
      // people type "john" ("ann" "anne", "mat" "matt"), and "Jon Smithe Rentals" must not hide
      // John Smith. Only the longer variants, which hold every letter typed: "jon" is not "don".
      for (const [id, d] of typos.longerByOne(term, dictionary.texts)) {
        const t = dictionary.text(id);
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
    if (!this.admission.admit(term)) return out;
    if (this.cache.size >= EXPANSION_CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(term, out);
    return out;
  }
}
