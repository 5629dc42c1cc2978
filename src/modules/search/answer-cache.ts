// The search answer cache of service.ts: what is kept of each search, keyed by what the index
// actually reads, until the next change. Popular searches repeat, and a broad one ("properties")
// costs the index the most.
import type { Landlord } from "../../contract/types";

export type SearchAnswer = { readonly ids: readonly string[] } | { readonly locations: readonly string[] };

/**
 * Answers kept. With what is kept alongside (its 50 rows at most, and their JSON bytes), an answer
 * weighs up to ~15 KB: under 8 MB in all.
 */
export const RESULT_CACHE_ENTRIES = 500;

/** A least-recently-used map: a Map keeps insertion order, so a hit is moved to the end. */
export class LruCache<V> {
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
export type CachedAnswer = (
  | {
      /** The index's numbers of its landlords: valid until the next change, when every entry goes (a change may renumber). */
      numbers: number[];
      locations?: undefined;
    }
  | {
      /** The stored locations whose landlords answer (a location search, or a name search naming a city). */
      locations: readonly string[];
      /** The page of their landlords (the store reads it). */
      offset: number;
      limit: number;
      numbers?: undefined;
    }
) & {
  /** How many match in all (X-Total-Count), of which this is a page. */
  total: number;
  /** search()'s answer, made when asked for. */
  answer?: SearchAnswer;
  rows?: readonly Landlord[];
  /** Whether landlordsBody wrote this answer once already. */
  written?: boolean;
  /** landlordsBody's bytes, kept from the second time on: shared by every response that answers with them, never changed. */
  body?: Uint8Array;
};
