// The search service: the landlord index (landlord-index.ts, the engine of search-index.ts over the
// landlord kind), the landlord rows it keeps and the search answer cache, fed by the store and by
// change events only (docs/architecture.md, "Search"). It never reads a database itself: it awaits
// `deps.store.search` (src/store/search.ts) and listens to `deps.events` (src/events.ts).
//
// - At start the index is built from `store.search.everything()`, asynchronously: src/server.ts awaits
//   `loaded()` before the port opens; CLI commands that never search never build it (src/deps.ts).
// - `landlord.changed` carries the landlord's document as committed, `landlord.removed` its id:
//   the index is updated from them and the caches are emptied, after the commit. Services never
//   call this module to say something changed: their store raises the events.
// - `database.changed` (a commit by another process, or a bulk load) catches up: when the other
//   process only added landlords, just those are added (`store.search.since`); anything else
//   rebuilds from `everything()`. A rebuild at 100,000 landlords takes over a second, and a `rentfair
//   import` commits every 5,000 rows; rebuilding after each batch would keep the server busy
//   rebuilding and show the last rows seconds late, where docs/product-rules.md#running-it allows 2.
// - Loads run one at a time; the events heard while one is under way are applied after it lands
//   (the load may have read the store before their commits), so no change is lost to a load.
//
// Landlord rows come from the index: it keeps each landlord's public figures beside its terms
// (landlord-kind.ts `LandlordRows`), so neither a search answer's 50 rows nor GET
// /api/landlords/{id} reads the store. Reading 50 random rows from SQLite cost about 0.25 ms at
// 100,000 landlords, twice the search itself (issue 16, bench/RESULTS.md). A landlord's public row
// changes only when it is created or deleted, its reviews change or its owner does, and each of
// those raises an event, so the index is never older than the last change.
//
// What is cached, all until the next event (answer-cache.ts): search answers, keyed by what the
// index actually reads (the query's and the location's normalised terms, the type, which branch
// answers), from the second time a search is asked for (doorkeeper.ts: most are asked once, and
// keeping those cost the latency), at most RESULT_CACHE_ENTRIES (least recently used goes first):
// their landlords' numbers, and rows and JSON bytes once asked for (the bytes from the second time
// an answer is asked; the first time they are lent, see `landlordsBody`); and each landlord's JSON
// bytes, from which answers are written (answer-writer.ts `SearchAnswerWriter`). Lists handed out
// are shared: the same list answers many requests (the rows of `landlords()` are frozen).
import type { Events, EventPayloads } from "../../events";
import type { Logger } from "../../lib/logger";
import { LIMITS } from "../../contract/constants";
import type { Landlord } from "../../contract/types";
import type { SearchDoc, SearchMark, SearchStore } from "../../store/search";
import { toLandlord, type PublicLandlordRow } from "../landlords/public";
import { LandlordIndex, queryTerms, type SearchType } from "./landlord-index";
import type { MadeTexts } from "./search-index";
import { SearchAnswerWriter } from "./answer-writer";
import { Doorkeeper } from "./doorkeeper";
import { LruCache, RESULT_CACHE_ENTRIES, type CachedAnswer, type SearchAnswer } from "./answer-cache";
import { readSnapshot, SAVE_DELAY_MS, saveLater, saveSnapshot, type SnapshotPlace } from "./snapshot";

export { RESULT_CACHE_ENTRIES, type SearchAnswer } from "./answer-cache";

export interface SearchInput {
  query?: string;
  location?: string;
  type?: SearchType;
  /** The page (contract §7.7): from `offset` (default 0) on, at most `limit` (default and at most LIMITS.searchResultsMax). */
  offset?: number;
  limit?: number;
}

/** A page of search answers as GET /api/landlords/search sends it: the JSON bytes (lent, as landlordsBody's) and how many match in all. */
export interface SearchPage {
  body: Uint8Array;
  total: number;
}

export interface LandlordSearch {
  /**
   * Landlord ids, best match first, at most 50. With only a location: the landlords there,
   * most-reviewed first (the caller orders those by its own query). Both empty: [].
   * Cached until the next change (see above); the arrays returned are shared: never change them.
   */
  search(input: SearchInput): SearchAnswer;
  /**
   * The landlords of `search(input)`, as GET /api/landlords/search answers them; kept with the
   * cached answer. A promise only when the store must be read (a location-only answer's first
   * rows, or while the index is loading).
   */
  landlords(input: SearchInput): readonly Landlord[] | Promise<readonly Landlord[]>;
  /**
   * JSON.stringify(landlords(input)) as UTF-8, written without making the rows. Lent: give them
   * back with `releaseBody` once the Response is made from them, and read them no more
   * (answer-writer.ts `SearchAnswerWriter`). An answer asked for again keeps a copy of its own.
   * A promise only as for `landlords`.
   */
  landlordsBody(input: SearchInput): Uint8Array | Promise<Uint8Array>;
  /** landlordsBody's bytes with the number of all matches (X-Total-Count): a name search's within the walk's bounds (evaluate.ts). */
  landlordsPage(input: SearchInput): SearchPage | Promise<SearchPage>;
  /** Takes back what landlordsBody lent (anything else it was given is left alone). */
  releaseBody(bytes: Uint8Array): void;
  /** The public landlord by id, or null: from the index, or from the store during a write (`SearchStore.writing`) or when not indexed. */
  landlord(id: string): Promise<Landlord | null>;
  /** What the events do (exposed for tests and commands in this process). */
  landlordChanged(change: EventPayloads["landlord.changed"]): void;
  landlordRemoved(id: string): void;
  /** Reads every document from the store afresh. */
  rebuild(): Promise<void>;
  /** After another process's commit: adds the landlords it added when that is all it did, else rebuilds. */
  catchUp(): Promise<"added" | "rebuilt">;
  /**
   * At shutdown, with writes over: keeps the index in its snapshot beside the database (snapshot.ts)
   * unless the file already holds it, rebuilding it first when it changed since it was built. Does
   * nothing without a snapshot place.
   */
  persist(): Promise<void>;
  /** Resolves once the index is built from the store, and every rebuild or catch-up asked for since has landed. */
  loaded(): Promise<void>;
  readonly size: number;
  /** Moves on whenever the index changes (and the caches are emptied). */
  readonly generation: number;
  /** Searches answered from the cache, and afresh, since the start. */
  readonly cacheStats: { hits: number; misses: number };
  /** landlord(id)'s reads answered from the index, and from the store, since the start. */
  readonly rowCacheStats: { hits: number; misses: number };
}

/** What the search service is made from: the store it reads at start and on catch-up, the events that feed it. */
export interface SearchDeps {
  store: { search: SearchStore };
  events?: Events;
  log?: Logger;
  /** Where the index is kept between starts (snapshot.ts); none: built from the store at every start. */
  snapshot?: SnapshotPlace;
}

/** A document as a public landlord row (what the store answers when the index cannot). */
const rowOfDoc = (doc: SearchDoc): PublicLandlordRow => ({
  id: doc.id,
  name: doc.name,
  type: doc.type ?? "individual",
  location: doc.location,
  averageRating: doc.averageRating ?? 0,
  totalReviews: doc.reviews ?? 0,
  responsivenessRating: doc.responsivenessRating ?? 0,
  maintenanceRating: doc.maintenanceRating ?? 0,
  fairnessRating: doc.fairnessRating ?? 0,
  ownerUserId: doc.ownerUserId ?? null,
});
const frozenRows = (rows: readonly PublicLandlordRow[]): readonly Landlord[] => Object.freeze(rows.map((row) => Object.freeze(toLandlord(row))));

/** More landlords added since a snapshot than this: one rebuild costs less than adding them one by one after loading it. */
const LOAD_ADDED_MAX = 50_000;

export function createLandlordSearch({ store: { search: store }, events, log, snapshot }: SearchDeps): LandlordSearch {
  const index = new LandlordIndex();
  const answers = new LruCache<CachedAnswer>(RESULT_CACHE_ENTRIES);
  const admission = new Doorkeeper();
  const writer = new SearchAnswerWriter(index);
  let generation = 0;
  /**
   * The store as the index last read it in full or caught up with; null once this process
   * changed the index itself (its own events), when only a rebuild can be trusted again.
   */
  let mark: SearchMark | null = null;
  const cacheStats = { hits: 0, misses: 0 };
  const rowCacheStats = { hits: 0, misses: 0 };
  /** Any change can move any search answer. */
  const changed = () => {
    generation++;
    answers.clear();
    writer.clear();
  };

  // ---- the feed: loads from the store one at a time, events held while one is under way ----

  /** The last load asked for (settled: never rejects). */
  let loading: Promise<unknown> = Promise.resolve();
  let pendingLoads = 0;
  /** Changes heard while a load is under way (a document: changed; an id: removed), applied once it lands. */
  let held: (SearchDoc | string)[] | null = null;

  // `update`, not `upsert`: a review's write changes its landlord's figures and at most adds an address; re-adding the whole document cost a write to a landlord of 10,000 addresses more than the rest of the write (issue 32).
  const apply = (change: SearchDoc | string) => (typeof change === "string" ? index.remove(change) : index.update(change));

  /**
   * Changes heard and not applied yet, in order (issue 32: the landlord index's update was a twentieth
   * of a review write's time before its answer). Applied once the current request's answer is on its
   * way (`setImmediate`), or before anything reads the index, whichever comes first: every method of
   * `search` below calls `flush` first, so a search or a landlord page asked after a write's answer
   * sees it. Each document's texts are made as it is heard (`SearchIndex.textsOf`): what it reads of
   * the store is read as of its commit, never after a later one; a second change of the same landlord
   * applies the first before its texts are made, since they are made from the first's.
   */
  let deferred: ({ doc: SearchDoc; made: MadeTexts } | string)[] = [];
  const deferredIds = new Set<string>();
  let flushing = false;
  const flush = (): void => {
    if (!deferred.length) return;
    const list = deferred;
    deferred = [];
    deferredIds.clear();
    for (const change of list) {
      // As a listener's failure was (events.ts): logged, the other changes applied all the same.
      try {
        if (typeof change === "string") index.remove(change);
        else index.update(change.doc, change.made);
      } catch (error) {
        log?.error(`search: a change of ${typeof change === "string" ? change : change.doc.id} could not be applied to the index`, error);
      }
    }
    changed();
  };
  const flushSoon = () => {
    if (flushing) return;
    flushing = true;
    setImmediate(() => {
      flushing = false;
      flush();
    });
  };
  const hear = (change: SearchDoc | string) => {
    mark = null;
    if (held) {
      // Applied after later commits: a document that reads its addresses only when asked
      // (src/store/search.ts `addressesAppended`) reads them now, as this change committed them.
      if (typeof change !== "string") void change.addresses;
      return void held.push(change);
    }
    const id = typeof change === "string" ? change : change.id;
    if (deferredIds.has(id)) flush();
    deferred.push(typeof change === "string" ? change : { doc: change, made: index.textsOf(change) });
    deferredIds.add(id);
    flushSoon();
  };
  const load = <T>(step: () => Promise<T>): Promise<T> => {
    pendingLoads++;
    const run = loading.then(async () => {
      // What was heard before the load began is applied first, in order.
      flush();
      held = [];
      try {
        return await step();
      } finally {
        const heard = held;
        held = null;
        pendingLoads--;
        for (const change of heard) apply(change);
        if (heard.length) {
          mark = null;
          changed();
        }
      }
    });
    loading = run.catch(() => {});
    return run;
  };
  /** Inside a load: every document afresh. */
  const readAll = async () => {
    const read = await store.everything();
    index.reset(read.docs);
    mark = read.mark;
    changed();
    if (snapshot) saves.schedule();
  };

  // ---- the snapshot beside the database (snapshot.ts) ----

  /** The generation the snapshot file holds (-1: none known). */
  let savedGeneration = -1;
  /** Saves now when the index is as the store's `mark` built it and the file does not hold it yet; whether the file holds it. */
  const saveNow = (): boolean => {
    if (!snapshot || savedGeneration === generation) return savedGeneration === generation;
    if (!mark || !index.pristine || pendingLoads) return false;
    try {
      const t0 = performance.now();
      saveSnapshot(index, snapshot, mark);
      savedGeneration = generation;
      log?.debug(`search: index saved to ${snapshot.path} in ${(performance.now() - t0).toFixed(0)} ms`);
      return true;
    } catch (error) {
      log?.warn(`search: the index could not be saved beside the database (${(error as Error).message}); the next start rebuilds it`);
      return false;
    }
  };
  /** After a rebuild: saved a moment later, once the start (or the catch-up) is over, off the path of the load itself. */
  const saves = saveLater(() => void saveNow());
  /** The first load: from the snapshot when it belongs to the store as it is (or as it was before landlords were added), else from the store. */
  const start = async () => {
    const t0 = performance.now();
    const found = snapshot ? readSnapshot(index, snapshot) : { why: null };
    if ("mark" in found) {
      const added = await store.since(found.mark);
      if (added && added.docs.length <= LOAD_ADDED_MAX) {
        try {
          found.load();
        } catch (error) {
          log?.warn(`search: the index snapshot was ignored (${(error as Error).message}); rebuilding from the database`);
          return readAll();
        }
        mark = added.mark;
        changed();
        savedGeneration = generation;
        // What loading leaves to its first use, made a moment later, with the port open (search-index.ts `warm`).
        setTimeout(() => index.warm(), SAVE_DELAY_MS).unref?.();
        for (const doc of added.docs) index.upsert(doc);
        if (added.docs.length) changed();
        log?.debug(`search: index loaded from ${snapshot!.path} in ${(performance.now() - t0).toFixed(0)} ms (${added.docs.length} landlords added since)`);
        return;
      }
      log?.info("search: the database changed since the index snapshot; rebuilding it");
    } else if (found.why) log?.warn(`search: the index snapshot was ignored (${found.why}); rebuilding from the database`);
    return readAll();
  };

  /** The cached entry of `input`'s answer, found or made. */
  const entryOf = ({ query = "", location = "", type = "landlord", offset = 0, limit = LIMITS.searchResultsMax }: SearchInput): CachedAnswer => {
    const branch = query.trim() ? "q" : location.trim() ? "l" : "";
    if (!branch) return { numbers: [], total: 0 };
    const size = Math.min(Math.max(1, limit), LIMITS.searchResultsMax);
    // Exactly what the index reads: its own normalised, bounded terms (search-index.ts, point 1).
    const terms = queryTerms(query);
    const locationTerms = queryTerms(location);
    const key = `${branch}|${type}|${terms.join(" ")}|${locationTerms.join(" ")}|${offset}|${size}`;
    const hit = answers.get(key);
    if (hit) {
      cacheStats.hits++;
      return hit;
    }
    cacheStats.misses++;
    // A name search that names a known city ("Ann Arbor", "Ann Arbor, MI") lists the landlords
    // there, as a location search would, rather than names that merely look like it ("Harbor…").
    const city = branch === "q" && type === "landlord" && !location.trim() ? index.namedLocations(terms) : [];
    let entry: CachedAnswer;
    if (branch === "q" && !city.length) {
      entry = index.searchPage(terms, { location: locationTerms, type, offset, limit: size });
    } else {
      const locations = city.length ? city : index.matchingLocations(location);
      entry = { locations, offset, limit: size, total: index.liveIn(locations) };
    }
    // Answers are not frozen (freezing arrays showed in the profile): the readonly types keep
    // callers from changing what many requests share.
    // Kept from the second time it is asked for (doorkeeper.ts): a search asked once is not kept.
    if (admission.admit(key)) answers.set(key, entry);
    return entry;
  };

  /** An entry's landlord rows, made once per entry: from the index, or for a location answer from the store. */
  const rowsOf = (entry: CachedAnswer): readonly Landlord[] | Promise<readonly Landlord[]> => {
    if (entry.rows) return entry.rows;
    if (entry.numbers) {
      return (entry.rows = Object.freeze(
        entry.numbers.flatMap((n) => {
          const row = index.record(index.idAt(n));
          return row ? [Object.freeze(toLandlord(row))] : [];
        }),
      ));
    }
    return store.landlordsAt(entry.locations, entry.limit, entry.offset).then((rows) => (entry.rows = frozenRows(rows)));
  };

  /** landlordsBody once the index is loaded. */
  const bodyOf = (input: SearchInput): Uint8Array | Promise<Uint8Array> => bodyOfEntry(entryOf(input));
  const bodyOfEntry = (entry: CachedAnswer): Uint8Array | Promise<Uint8Array> => {
    if (entry.body) return entry.body;
    // The entry in hand, not search.landlords(input): a second look-up would search again when the first was not kept.
    if (!entry.numbers) {
      const encode = (rows: readonly Landlord[]) => (entry.body = new TextEncoder().encode(JSON.stringify(rows)));
      const rows = rowsOf(entry);
      return rows instanceof Promise ? rows.then(encode) : encode(rows);
    }
    // Most searches are asked once: their bytes are lent, and written over by a later answer.
    const bytes = writer.write(entry.numbers);
    if (entry.written) entry.body = bytes.slice();
    entry.written = true;
    return bytes;
  };

  /** bodyOf with the entry's total (one look-up: a second would search again when the first was not kept). */
  const pageOf = (input: SearchInput): SearchPage | Promise<SearchPage> => {
    const entry = entryOf(input);
    const body = bodyOfEntry(entry);
    return body instanceof Promise ? body.then((bytes) => ({ body: bytes, total: entry.total })) : { body, total: entry.total };
  };

  const search: LandlordSearch = {
    search(input) {
      flush();
      const entry = entryOf(input);
      entry.answer ??= entry.numbers ? { ids: entry.numbers.map((n) => index.idAt(n)) } : { locations: entry.locations };
      return entry.answer;
    },
    landlords(input) {
      flush();
      if (pendingLoads) return loading.then(() => rowsOf(entryOf(input)));
      return rowsOf(entryOf(input));
    },
    landlordsBody(input) {
      flush();
      if (pendingLoads) return loading.then(() => bodyOf(input));
      return bodyOf(input);
    },
    landlordsPage(input) {
      flush();
      if (pendingLoads) return loading.then(() => pageOf(input));
      return pageOf(input);
    },
    releaseBody(bytes) {
      writer.release(bytes);
    },
    async landlord(id) {
      // During a write its rows may be changed and not yet indexed (the event comes after the
      // commit): read the store, at once (before any await, so inside that write). Not indexed:
      // another process may have just added it.
      flush();
      if (!store.writing()) {
        if (pendingLoads) await loading;
        const row = index.record(id);
        if (row) {
          rowCacheStats.hits++;
          return toLandlord(row);
        }
      }
      rowCacheStats.misses++;
      const doc = await store.doc(id);
      return doc ? toLandlord(rowOfDoc(doc)) : null;
    },
    landlordChanged({ doc }) {
      hear(doc);
    },
    landlordRemoved(id) {
      hear(id);
    },
    rebuild() {
      return load(readAll);
    },
    catchUp() {
      return load(async () => {
        const added = mark ? await store.since(mark) : null;
        // More new landlords than indexed ones (an import into a small site): one pass over
        // everything costs less than adding them one at a time.
        if (!added || added.docs.length > index.size) {
          await readAll();
          return "rebuilt";
        }
        for (const doc of added.docs) index.upsert(doc);
        mark = added.mark;
        if (added.docs.length) changed();
        return "added";
      });
    },
    async persist() {
      flush();
      if (!snapshot) return;
      saves.cancel();
      await loading;
      if (savedGeneration === generation) return;
      // Changed since it was built: built afresh, so that the file holds what a rebuild makes.
      if (!mark || !index.pristine) await search.rebuild().catch(failed("building the index to save it"));
      saveNow();
    },
    loaded() {
      flush();
      return loading.then(() => {});
    },
    get size() {
      flush();
      return index.size;
    },
    get generation() {
      flush();
      return generation;
    },
    cacheStats,
    rowCacheStats,
  };
  function failed(what: string) {
    return (error: unknown) => log?.error(`search: ${what} failed; the index stays as it was`, error);
  }
  load(start).catch(failed("building the index"));
  events?.on("landlord.changed", (change) => search.landlordChanged(change));
  events?.on("landlord.removed", ({ landlordId }) => search.landlordRemoved(landlordId));
  events?.on("database.changed", () => void search.catchUp().catch(failed("catching up with the database")));
  return search;
}
