// The one door to the search index. Services that change landlords or reviews call
// `landlordChanged(id)` / `landlordRemoved(id)` after their transaction commits; nothing else
// touches the index, and `rebuild()` (at start) reads everything back from SQLite, the source of truth.
//
// Results are cached: popular searches repeat, and a broad one ("properties") costs the index
// about a millisecond at 100,000 landlords. The cache is keyed by what the index actually reads
// (the query's and the location's normalised terms, the type, which branch answers), holds at
// most RESULT_CACHE_ENTRIES answers (least recently used goes first), and is emptied, with the
// generation counter moved on, by every landlordChanged / landlordRemoved / rebuild. Those calls
// follow every change to a landlord or its reviews (they must, for the index's own sake), so a
// cached answer is never older than the last change.
//
// The same moments are counted per database (`landlordsGeneration`), so that other reads of
// landlords that only those changes can make stale may be cached until the next one: the rows
// of a cached answer (`derivedFromResult`) and the landlord rows of landlords/repository.ts.
import type { Db } from "../../db/connection";
import { LIMITS } from "../../contract/constants";
import { LandlordIndex, queryTerms, type SearchType } from "./landlord-index";
import { allSearchDocs, searchDoc } from "./repository";

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
   * Cached until the next change (see above); the arrays returned are frozen.
   */
  search(input: SearchInput): SearchAnswer;
  landlordChanged(id: string): void;
  landlordRemoved(id: string): void;
  rebuild(): void;
  readonly size: number;
  /** Moves on whenever the index changes (and the result cache is emptied); shared by every index over the database. */
  readonly generation: number;
  /** Searches answered from the cache, and afresh, since the start. */
  readonly cacheStats: { hits: number; misses: number };
}

/**
 * Answers kept per index. With what is kept alongside (its 50 rows at most, and their JSON text
 * in search/routes.ts), an answer weighs up to ~15 KB: under 8 MB in all.
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
  clear(): void {
    this.map.clear();
  }
}

interface Clock {
  generation: number;
}
/** Per database, moved on by landlordChanged / landlordRemoved / rebuild of any index over it. */
const clocks = new WeakMap<Db, Clock>();
function clockOf(db: Db): Clock {
  let clock = clocks.get(db);
  if (!clock) clocks.set(db, (clock = { generation: 0 }));
  return clock;
}

/**
 * The number of landlord changes this process has been told of for `db` (see above), or
 * undefined when no search index exists over it, and so nobody is told: then cache nothing.
 */
export function landlordsGeneration(db: Db): number | undefined {
  return clocks.get(db)?.generation;
}

/** What `derivedFromResult` knows of an array handed out by a search: its database's clock and generation. */
interface Issued {
  clock: Clock;
  generation: number;
  derived: Map<string, unknown>;
}
const issued = new WeakMap<readonly string[], Issued>();

/**
 * `compute()`, kept with a cached search answer (`list` is its `ids` or `locations`) for as long
 * as that answer is current: the landlord rows of a popular search are read once per change, not
 * once per request. For any other list, or once the index has changed, it simply calls `compute()`.
 */
export function derivedFromResult<T>(list: readonly string[], kind: string, compute: () => T): T {
  const meta = issued.get(list);
  if (!meta || meta.clock.generation !== meta.generation) return compute();
  if (meta.derived.has(kind)) return meta.derived.get(kind) as T;
  const value = compute();
  meta.derived.set(kind, value);
  return value;
}

export function createLandlordSearch(db: Db): LandlordSearch {
  const index = new LandlordIndex();
  const cache = new LruCache<SearchAnswer>(RESULT_CACHE_ENTRIES);
  const clock = clockOf(db);
  /** The generation the cache's answers belong to: another index over the database may move the clock on too. */
  let cached = clock.generation;
  const cacheStats = { hits: 0, misses: 0 };
  const changed = () => {
    clock.generation++;
    cache.clear();
    cached = clock.generation;
  };
  const answer = (list: string[], key: "ids" | "locations"): SearchAnswer => {
    Object.freeze(list);
    issued.set(list, { clock, generation: clock.generation, derived: new Map() });
    return Object.freeze(key === "ids" ? { ids: list } : { locations: list });
  };

  const search: LandlordSearch = {
    search({ query = "", location = "", type = "landlord" }) {
      const branch = query.trim() ? "q" : location.trim() ? "l" : "";
      if (!branch) return { ids: [] };
      // Exactly what the index reads: its own normalised, bounded terms (landlord-index.ts, point 1).
      const key = `${branch}|${type}|${queryTerms(query).join(" ")}|${queryTerms(location).join(" ")}`;
      if (cached !== clock.generation) {
        cache.clear();
        cached = clock.generation;
      }
      const hit = cache.get(key);
      if (hit) {
        cacheStats.hits++;
        return hit;
      }
      cacheStats.misses++;
      const found =
        branch === "q"
          ? answer(index.search(query, { location: location.trim() || undefined, type, limit: LIMITS.searchResultsMax }), "ids")
          : answer(index.matchingLocations(location), "locations");
      cache.set(key, found);
      return found;
    },
    landlordChanged(id) {
      const doc = searchDoc(db, id);
      if (doc) index.upsert(doc);
      else index.remove(id);
      changed();
    },
    landlordRemoved(id) {
      index.remove(id);
      changed();
    },
    rebuild() {
      index.reset(allSearchDocs(db));
      changed();
    },
    get size() {
      return index.size;
    },
    get generation() {
      return clock.generation;
    },
    cacheStats,
  };
  search.rebuild();
  return search;
}
