// The search index, the landlord rows it keeps and the search answer cache, kept current by events (src/events.ts).
// Services never call it to say something changed: they raise `landlord.changed` /
// `landlord.removed` in their transaction, and this module, subscribed in `createLandlordSearch`,
// updates the index and empties its caches after the commit. `database.changed` (a commit by
// another process, noticed through SQLite's data_version, or a bulk load) rebuilds the index from
// SQLite, the source of truth, as at start, unless the other process only added landlords: then
// just those are added (`catchUp`). A rebuild at 100,000 landlords takes over a second, and a
// `rentfair import` commits every 5,000 rows; rebuilding after each batch would keep the server
// busy rebuilding and show the last rows seconds late, where docs/product-rules.md#running-it allows 2.
//
// Landlord rows come from the index: it keeps each landlord's public figures beside its terms
// (landlord-index.ts `record`), so neither a search answer's 50 rows nor GET /api/landlords/{id}
// reads SQLite. Reading 50 random rows from SQLite cost about 0.25 ms at 100,000 landlords, twice
// the search itself (issue 16, bench/RESULTS.md). A landlord's public row changes only when it is
// created or deleted, its reviews change or its owner does, and each of those raises an event, so
// the index is never older than the last change.
//
// What is cached, all until the next event: search answers, keyed by what the index actually
// reads (the query's and the location's normalised terms, the type, which branch answers), from
// the second time a search is asked for (doorkeeper.ts: most are asked once, and keeping those
// cost the latency), at most RESULT_CACHE_ENTRIES (least recently used goes first): their landlords' numbers, and rows
// and JSON bytes once asked for (the bytes from the second time an answer is asked; the first
// time they are lent, see `landlordsBody`); and each landlord's JSON bytes, from which answers
// are written (landlord-json.ts `SearchAnswerWriter`).
// Popular searches repeat, and a broad one ("properties") costs the index the most. Lists handed
// out are shared: the same list answers many requests (the rows of `landlords()` are frozen).
import type { Db } from "../../store/sqlite/connection";
import type { Events } from "../../events";
import { LIMITS } from "../../contract/constants";
import type { Landlord } from "../../contract/types";
import { landlordsAt, readPublicLandlord, toLandlord } from "../../store/sqlite/landlords";
import { LandlordIndex, queryTerms, type SearchType } from "./landlord-index";
import { SearchAnswerWriter } from "./landlord-json";
import { Doorkeeper } from "./doorkeeper";
import { allSearchDocs, landlordDocsAfter, readStoreMark, searchDoc, type StoreMark } from "../../store/sqlite/search-docs";

export interface SearchInput {
  query?: string;
  location?: string;
  type?: SearchType;
}

export type SearchAnswer = { readonly ids: readonly string[] } | { readonly locations: readonly string[] };

export interface LandlordSearch {
  /**
   * Landlord ids, best match first, at most 50. With only a location: the landlords there,
   * most-reviewed first (the caller orders those by its own query). Both empty: [].
   * Cached until the next change (see above); the arrays returned are shared: never change them.
   */
  search(input: SearchInput): SearchAnswer;
  /** The landlords of `search(input)`, as GET /api/landlords/search answers them; kept with the cached answer. */
  landlords(input: SearchInput): readonly Landlord[];
  /**
   * JSON.stringify(landlords(input)) as UTF-8, written without making the rows. Lent: give them
   * back with `releaseBody` once the Response is made from them, and read them no more
   * (landlord-json.ts `SearchAnswerWriter`). An answer asked for again keeps a copy of its own.
   */
  landlordsBody(input: SearchInput): Uint8Array;
  /** Takes back what landlordsBody lent (anything else it was given is left alone). */
  releaseBody(bytes: Uint8Array): void;
  /** The public landlord by id, or null: from the index, or from SQLite inside a transaction or when not indexed. */
  landlord(id: string): Landlord | null;
  /** What the events do (exposed for tests and commands in this process). */
  landlordChanged(id: string): void;
  landlordRemoved(id: string): void;
  rebuild(): void;
  /** After another process's commit: adds the landlords it added when that is all it did, else rebuilds. */
  catchUp(): "added" | "rebuilt";
  readonly size: number;
  /** Moves on whenever the index changes (and the caches are emptied). */
  readonly generation: number;
  /** Searches answered from the cache, and afresh, since the start. */
  readonly cacheStats: { hits: number; misses: number };
  /** landlord(id)'s reads answered from the index, and from SQLite, since the start. */
  readonly rowCacheStats: { hits: number; misses: number };
}

/**
 * Answers kept. With what is kept alongside (its 50 rows at most, and their JSON bytes), an answer
 * weighs up to ~15 KB: under 8 MB in all.
 */
export const RESULT_CACHE_ENTRIES = 500;

/** A least-recently-used map: a Map keeps insertion order, so a hit is moved to the end. */
class LruCache<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, v: V): void {
    this.map.delete(key);
    this.map.set(key, v);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}

/**
 * A cached answer, with what is made of it on demand (kept in the entry rather than in WeakMaps
 * keyed by the answer: a weak entry per search costs the collector). An entry outlives a young
 * collection or two: it holds no more than the answer needs (issue 16).
 */
type Cached = (
  | {
      /** The index's numbers of its landlords: valid until the next change, when every entry goes (a change may renumber). */
      numbers: number[];
      locations?: undefined;
    }
  | {
      /** The stored locations whose landlords answer (a location search, or a name search naming a city). */
      locations: readonly string[];
      numbers?: undefined;
    }
) & {
  /** search()'s answer, made when asked for. */
  answer?: SearchAnswer;
  rows?: readonly Landlord[];
  /** Whether landlordsBody wrote this answer once already. */
  written?: boolean;
  /** landlordsBody's bytes, kept from the second time on: shared by every response that answers with them, never changed. */
  body?: Uint8Array;
}

export function createLandlordSearch(db: Db, events?: Events): LandlordSearch {
  const index = new LandlordIndex();
  const answers = new LruCache<Cached>(RESULT_CACHE_ENTRIES);
  const admission = new Doorkeeper();
  const writer = new SearchAnswerWriter(index);
  let generation = 0;
  /**
   * The database as the index last read it in full or caught up with; null once this process
   * changed the index itself (its own events), when only a rebuild can be trusted again.
   */
  let mark: StoreMark | null = null;
  const cacheStats = { hits: 0, misses: 0 };
  const rowCacheStats = { hits: 0, misses: 0 };
  /** Any change can move any search answer. */
  const changed = () => {
    generation++;
    answers.clear();
    writer.clear();
  };

  /** The cached entry of `input`'s answer, found or made. */
  const entryOf = ({ query = "", location = "", type = "landlord" }: SearchInput): Cached => {
    const branch = query.trim() ? "q" : location.trim() ? "l" : "";
    if (!branch) return { numbers: [] };
    // Exactly what the index reads: its own normalised, bounded terms (landlord-index.ts, point 1).
    const terms = queryTerms(query);
    const locationTerms = queryTerms(location);
    const key = `${branch}|${type}|${terms.join(" ")}|${locationTerms.join(" ")}`;
    const hit = answers.get(key);
    if (hit) {
      cacheStats.hits++;
      return hit;
    }
    cacheStats.misses++;
    // A name search that names a known city ("Ann Arbor", "Ann Arbor, MI") lists the landlords
    // there, as a location search would, rather than names that merely look like it ("Harbor…").
    const city = branch === "q" && type === "landlord" && !location.trim() ? index.namedLocations(terms) : [];
    let entry: Cached;
    if (branch === "q" && !city.length) {
      entry = { numbers: index.searchTermNumbers(terms, { location: locationTerms, type, limit: LIMITS.searchResultsMax }) };
    } else entry = { locations: city.length ? city : index.matchingLocations(location) };
    // Answers are not frozen (freezing arrays showed in the profile): the readonly types keep
    // callers from changing what many requests share.
    // Kept from the second time it is asked for (doorkeeper.ts): a search asked once is not kept.
    if (admission.admit(key)) answers.set(key, entry);
    return entry;
  };

  /** An entry's landlord rows, read once per entry. */
  const rowsOf = (entry: Cached): readonly Landlord[] =>
    (entry.rows ??= Object.freeze(
      entry.numbers
        ? entry.numbers.flatMap((n) => {
            const row = index.record(index.idAt(n));
            return row ? [Object.freeze(toLandlord(row))] : [];
          })
        : landlordsAt(db, entry.locations, LIMITS.searchResultsMax).map((l) => Object.freeze(toLandlord(l))),
    ));

  const search: LandlordSearch = {
    search(input) {
      const entry = entryOf(input);
      entry.answer ??= entry.numbers ? { ids: entry.numbers.map((n) => index.idAt(n)) } : { locations: entry.locations };
      return entry.answer;
    },
    landlords(input) {
      return rowsOf(entryOf(input));
    },
    landlordsBody(input) {
      const entry = entryOf(input);
      if (entry.body) return entry.body;
      // The entry in hand, not search.landlords(input): a second look-up would search again when the first was not kept.
      if (!entry.numbers) return (entry.body = new TextEncoder().encode(JSON.stringify(rowsOf(entry))));
      // Most searches are asked once: their bytes are lent, and written over by a later answer.
      const bytes = writer.write(entry.numbers);
      if (entry.written) entry.body = bytes.slice();
      entry.written = true;
      return bytes;
    },
    releaseBody(bytes) {
      writer.release(bytes);
    },
    landlord(id) {
      // Inside a transaction a row may be changed and not yet indexed (the event comes after the
      // commit): read SQLite. Not indexed: another process may have just added it.
      const row = db.$client.inTransaction ? null : index.record(id);
      if (row) {
        rowCacheStats.hits++;
        return toLandlord(row);
      }
      rowCacheStats.misses++;
      return readPublicLandlord(db, id);
    },
    landlordChanged(id) {
      mark = null;
      const doc = searchDoc(db, id);
      if (doc) index.upsert(doc);
      else index.remove(id);
      changed();
    },
    landlordRemoved(id) {
      mark = null;
      index.remove(id);
      changed();
    },
    rebuild() {
      // Read before the rows: a commit in between is read again by the next catch-up, never lost.
      mark = readStoreMark(db);
      index.reset(allSearchDocs(db));
      changed();
    },
    catchUp() {
      const before = mark;
      // One read transaction: the comparison, the new mark and the new rows come from one snapshot.
      const added = before
        ? db.$client.transaction(() => {
            const now = readStoreMark(db);
            if (now.landlordChanges !== before.landlordChanges || now.reviews !== before.reviews) return null;
            return { next: now, docs: now.maxRowid === before.maxRowid ? [] : landlordDocsAfter(db, before.maxRowid) };
          })()
        : null;
      // More new landlords than indexed ones (an import into a small site): one pass over
      // everything costs less than adding them one at a time.
      if (!added || added.docs.length > index.size) {
        search.rebuild();
        return "rebuilt";
      }
      for (const doc of added.docs) index.upsert(doc);
      mark = added.next;
      if (added.docs.length) changed();
      return "added";
    },
    get size() {
      return index.size;
    },
    get generation() {
      return generation;
    },
    cacheStats,
    rowCacheStats,
  };
  search.rebuild();
  events?.on("landlord.changed", ({ landlordId }) => search.landlordChanged(landlordId));
  events?.on("landlord.removed", ({ landlordId }) => search.landlordRemoved(landlordId));
  events?.on("database.changed", () => search.catchUp());
  return search;
}
