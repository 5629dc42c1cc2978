// How the search engine reads text, for every kind of document and every query: lower-cased,
// accents stripped, split on anything that is not a letter or digit; and the bounds that keep the
// work per query fixed whatever the input (point 1 of the walk-through in search-index.ts).
// terms.ts has the same rule as a fast path for ASCII text being indexed.

/** A query is read from its first MAX_QUERY_CHARS characters: a 5,000-character query costs what a short one does. */
export const MAX_QUERY_CHARS = 200;
/** Distinct terms of a query kept. */
export const MAX_TERMS = 5;
/** A query term is cut to this many characters. */
export const MAX_TERM_CHARS = 30;

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

/** The query's terms, bounded: at most MAX_TERMS distinct ones of at most MAX_TERM_CHARS, from its first MAX_QUERY_CHARS characters. */
export function queryTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const t of tokenize(text.slice(0, MAX_QUERY_CHARS))) {
    terms.add(t.slice(0, MAX_TERM_CHARS));
    if (terms.size >= MAX_TERMS) break;
  }
  return [...terms];
}

/** Whether a place's terms match the requested ones: each requested term starts one of its terms. */
export function locationMatches(placeTerms: readonly string[], wanted: readonly string[]): boolean {
  // Loops, not every/some: asked for each stored place on every search with a location.
  wanted: for (let w = 0; w < wanted.length; w++) {
    for (let t = 0; t < placeTerms.length; t++) if (placeTerms[t]!.startsWith(wanted[w]!)) continue wanted;
    return false;
  }
  return true;
}
