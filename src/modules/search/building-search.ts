// Building search (contract §7.2): the engine of search-index.ts over the building kind
// (building-kind.ts), beside the landlord index of service.ts and fed the same way, by the store
// and events only (docs/architecture.md, "Search"). Answers come from memory, as landlord
// search's do: the index's rows keep every building's figures (building-kind.ts `BuildingRows`),
// from which each building's JSON bytes are written once into an answer writer (answer-writer.ts)
// and answers are copies of byte ranges, lent to the route until the Response is made (issue 25:
// decoding 50 buildings into objects and stringifying them cost twice the search).
// - at start the index is loaded from its snapshot beside the database (snapshot.ts, the landlord
//   index's format and machinery, file `buildings-index.snapshot`) when the store says nothing it
//   shows changed since the snapshot's mark (src/store/buildings.ts `unchangedSince`); else built
//   from `store.buildings.eachBuilding()` (its figures, streamed: every visible review, 17 s of CPU
//   at 2,000,000 reviews, issue 32) and saved a moment later (src/server.ts awaits `loaded()`);
// - at shutdown (`persist`) an index changed since it was built is folded anew from what it holds
//   (`refold`: the same documents in the order a rebuild reads them, so the same index) and saved
//   with the store's mark read then, when no other process committed since the index last read
//   the store (`quietSince`): every change since was this process's, and its events were heard;
// - `landlord.changed` (any review change or merge raises it for its landlord) names the buildings
//   a review moved into or out of (`buildings`, gathered by the store's write:
//   src/store/buildings-touched.ts): only those are re-read (issue 32: a review written to a
//   landlord of 10,000 buildings re-reads one, not 10,000). Each is upserted with fresh figures, or
//   removed when no visible review names it any more (hidden reviews count nowhere, contract §7.5).
//   A change that did not say (`everyBuilding` or no `buildings`: a recount, a bulk load, an older
//   outbox row) re-reads every building the landlord's reviews name now (`docsOfLandlord`): a
//   building can stop naming a landlord only when a review leaves it, and every such write names it;
// - `landlord.removed` (an admin's deletion; a merge's removed profile) re-reads the buildings
//   the index shows naming it (`BuildingRows.names`, in memory: its reviews are gone from the store);
// - `database.changed` (another process, a bulk load) rebuilds.
// Loads run one at a time; a search during one waits for it. Whole answers (at most 50 buildings)
// are cached until the next change, from the second ask (doorkeeper.ts), at most ANSWERS entries.
// A re-encoded building's old figures stay in the arena until the next rebuild (~80 bytes each).
import type { Events } from "../../events";
import type { Logger } from "../../lib/logger";
import { LIMITS } from "../../contract/constants";
import type { Building } from "../../contract/types";
import type { BuildingDoc, BuildingsStore } from "../../store/buildings";
import { SearchIndex } from "./search-index";
import { buildingKind, BuildingRows, type BuildingSearchType, type IndexedBuilding } from "./building-kind";
import { queryTerms } from "./text";
import { Doorkeeper } from "./doorkeeper";
import { LruCache } from "./answer-cache";
import { SearchAnswerWriter } from "./answer-writer";
import type { SearchMark } from "../../store/search";
import { readSnapshot, SAVE_DELAY_MS, saveLater, saveSnapshot, type SnapshotPlace } from "./snapshot";

/** The writer's arena for buildings' JSON bytes (~330 bytes a building: ~50,000 buildings, the most searched, before it starts over); its pages take memory only as written. */
const JSON_ARENA_BYTES = 16 << 20;

export class BuildingIndex extends SearchIndex<BuildingDoc, IndexedBuilding, BuildingSearchType, BuildingRows> {
  constructor() {
    super(buildingKind);
  }
}

const ANSWERS = 1000;
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const GC_EVERY = 10_000;
/**
 * Buildings re-read per store read after a change (a landlord of 10,000 buildings in 50 reads): at
 * growth size c a read of 500 held the server's one thread 35-75 ms, of 200 about a third of that.
 */
const REREAD_BATCH = 200;
/**
 * How long the re-read after a write waits for more writes to join it, unless a read of the index
 * asks first (then at once: a search sees every write answered before it). One re-read of the
 * buildings of a burst of writes, not one per write: it was a sixth of a review write's time in its profile (issue 32).
 */
export const REREAD_DELAY_MS = 50;
/** A building search answers at most this many, as the contract allows (§7.2): written from memory, 50 cost little more than 20. */
export const BUILDING_RESULTS_MAX = 50;

export interface BuildingSearch {
  /** Building ids, best match first, at most BUILDING_RESULTS_MAX (50): by address (and location words) in `query`, narrowed to `location`; only a location: the most reviewed there. */
  ids(input: { query?: string | undefined; location?: string | undefined }): Promise<string[]>;
  /** JSON.stringify(buildings(input)) as UTF-8, as GET /api/buildings/search sends it: a promise only while a load is under way. Lent or shared: read it only until the Response is made from it, then `release` it; never change it. */
  body(input: { query?: string | undefined; location?: string | undefined }): Uint8Array | Promise<Uint8Array>;
  /** Takes back bytes `body` lent once their Response is made (anything else is left alone). */
  release(bytes: Uint8Array): void;
  /** The buildings of `ids(input)`, as GET /api/buildings/search answers them. */
  buildings(input: { query?: string | undefined; location?: string | undefined }): Promise<readonly Building[]>;
  rebuild(): Promise<void>;
  /**
   * At shutdown, with writes over: keeps the index in its snapshot beside the database unless the
   * file already holds it (see above). Does nothing without a snapshot place.
   */
  persist(): Promise<void>;
  /** Resolves once the index is built and every load asked for since has landed. */
  loaded(): Promise<void>;
  readonly size: number;
}

type Input = { query?: string | undefined; location?: string | undefined };


export interface BuildingSearchDeps {
  store: { buildings: BuildingsStore };
  events?: Events;
  log?: Logger;
  /** Where the index is kept between starts (snapshot.ts; the store's `snapshotPlace`); none: built from the store at every start. */
  snapshot?: SnapshotPlace | undefined;
}

export function createBuildingSearch({ store, events, log, snapshot }: BuildingSearchDeps): BuildingSearch {
  const index = new BuildingIndex();
  /** The store as the index was last read from it in full (or loaded from a snapshot of), and whether the index changed since (events). */
  let mark: SearchMark | null = null;
  let changedSinceMark = false;
  /** Events were heard since the mark was read: the store has moved on, whether or not the index changed. */
  let heardSinceMark = false;
  /** The store's mark as this process last read every building (or checked a snapshot): what `quietSince` compares. */
  let synced: SearchMark | null = null;
  /** The snapshot file holds the index as it is now. */
  let saved = false;
  const answers = new LruCache<Uint8Array | Promise<Uint8Array>>(ANSWERS);
  const admission = new Doorkeeper();
  let loading: Promise<unknown> = Promise.resolve();
  /** Loads asked for and not landed yet: answers wait for them. */
  let pendingLoads = 0;
  const load = <T>(step: () => Promise<T>): Promise<T> => {
    pendingLoads++;
    const run = loading.then(step);
    loading = run
      .catch((error) => log?.error("building search: a load failed; the index stays as it was", error))
      .finally(() => pendingLoads--);
    return run;
  };
  const changed = () => {
    answers.clear();
    writer.clear();
  };
  const docOf = (b: Building): BuildingDoc => ({ id: b.id, address: b.address, location: b.location, reviews: b.totalReviews, figures: index.rows.encode(b) });

  /** Document numbers of the best matches (read them before the index next changes). */
  const numbers = ({ query = "", location = "" }: Input): number[] => {
    const terms = queryTerms(query);
    const place = queryTerms(location);
    const limit = Math.min(BUILDING_RESULTS_MAX, LIMITS.searchResultsMax);
    if (terms.length) return index.searchTermNumbers(terms, { location: place, type: "address", limit });
    if (place.length) return index.searchTermNumbers(place, { type: "place", limit });
    return [];
  };

  /**
   * Answers are written as JSON bytes from each building's bytes, written once from the rows'
   * arena (building-kind.ts `writeJson`) and kept in the writer's arena, as landlord search's are
   * (answer-writer.ts: a copy of 50 byte ranges). Lent: given back by `release` once the Response is made.
   */
  const writer = new SearchAnswerWriter({ jsonAt: (n) => index.jsonAt(n), jsonBytesAt: (n) => index.rows.jsonBytes(n, index.idAt(n), index.placeAt(n)) }, JSON_ARENA_BYTES);
  /** `input`'s answer as JSON bytes (lent); when a building's figures are not kept (rare), made as objects, those read from the store. */
  const answer = (input: Input): Uint8Array | Promise<Uint8Array> => {
    const found = numbers(input);
    for (let i = 0; i < found.length; i++) if (!index.rows.kept(found[i]!)) return answerFromStore(found);
    return writer.write(found);
  };
  const answerFromStore = async (found: number[]): Promise<Uint8Array> => {
    const kept = found.map((n) => index.rows.building(n, index.idAt(n), index.placeAt(n)) ?? index.idAt(n));
    const missing = kept.filter((b): b is string => typeof b === "string");
    const fresh = new Map((await store.buildings.byIds(missing)).map((b) => [b.id, b]));
    return encoder.encode(JSON.stringify(kept.flatMap((b) => (typeof b === "string" ? (fresh.get(b) ?? []) : [b]))));
  };
  /** The cached answer of `input`, or it made afresh (cached from the second ask). */
  const body = (input: Input): Uint8Array | Promise<Uint8Array> => {
    const key = `${queryTerms(input.query ?? "").join(" ")}|${queryTerms(input.location ?? "").join(" ")}`;
    const hit = answers.get(key);
    if (hit) return hit;
    const found = answer(input);
    if (admission.admit(key)) {
      // Asked for again: kept, a copy of its own (the bytes handed out now are lent).
      answers.set(key, found instanceof Promise ? found : found.slice());
      if (found instanceof Promise) found.catch(() => changed());
    }
    return found;
  };

  const search: BuildingSearch = {
    async ids(input) {
      if (pendingLoads) hurry();
      await loading;
      return numbers(input).map((n) => index.idAt(n));
    },
    body(input) {
      // Answered at once unless a load is under way (then once it lands).
      if (!pendingLoads) return body(input);
      hurry();
      return loading.then(() => body(input));
    },
    release(bytes) {
      writer.release(bytes);
    },
    async buildings(input) {
      return JSON.parse(decoder.decode(await search.body(input))) as Building[];
    },
    rebuild() {
      return load(readAll);
    },
    async persist() {
      if (!snapshot) return;
      saves.cancel();
      hurry();
      await loading;
      if (saved) return;
      if (heardSinceMark || changedSinceMark || !index.pristine) {
        // Writes are over: when no other process committed since the index last read the store,
        // it holds what a rebuild would read now (its events were heard), and the mark read now is
        // its own. An event that changed nothing it shows (a landlord with no reviews renamed or
        // merged) moved the store's counters all the same: the same index, saved with the new mark.
        if (!synced || !store.buildings.mark || !(await store.buildings.quietSince?.(synced))) {
          log?.info("building search: the database changed under the index; the next start rebuilds it");
          return;
        }
        const now = await store.buildings.mark();
        const ready = await load(async () => {
          if ((changedSinceMark || !index.pristine) && !(await refold())) return false;
          mark = now;
          changedSinceMark = heardSinceMark = false;
          return true;
        }).catch(() => false);
        await loading;
        if (!ready) return;
      }
      saveNow();
    },
    loaded() {
      if (pendingLoads) hurry();
      return loading.then(() => {});
    },
    get size() {
      return index.size;
    },
  };
  /** Fills the index with `buildings` as a rebuild does (`visit` is called once with a function to call per building). */
  const fill = async (each: (visit: (b: Building) => void) => Promise<void> | void, collect = true) => {
    index.rows.restart();
    const docs: BuildingDoc[] = [];
    // One string per place (a few hundred), not one per building read: ~10 MB less at the build's peak.
    const places = new Map<string, string>();
    // The stream leaves garbage (each building's review rows and Building): collected every
    // GC_EVERY buildings and once at the end, the heap's peak, which the process keeps as RSS
    // long after (the 180 MB target at 185,000 buildings), stays low: ~0.1 s a collection.
    await each((b) => {
      const doc = docOf(b);
      const place = places.get(doc.location);
      if (place === undefined) places.set(doc.location, doc.location);
      else doc.location = place;
      if (docs.push(doc) % GC_EVERY === 0 && collect) Bun.gc(true);
    });
    index.rows.trim();
    index.reset(docs);
    docs.length = 0;
    changed();
    Bun.gc(true);
  };
  /** Inside a load: every building afresh from the store, and the store's mark read before them. */
  const readAll = async () => {
    const before = (await store.buildings.mark?.()) ?? null;
    await fill((visit) => store.buildings.eachBuilding(visit));
    mark = synced = before;
    changedSinceMark = heardSinceMark = false;
    saved = false;
    if (snapshot && mark) saves.schedule();
  };
  /**
   * The index made anew from the buildings it holds, as a rebuild would make it from the store
   * holding the same: in the order `eachBuilding` gives them (by id: a rebuild numbers ties in the
   * order read), each decoded from the rows as they were and encoded afresh, one at a time. False,
   * leaving it as it was, when a building's figures are not kept (rare: then only the store has them).
   */
  const refold = async (): Promise<boolean> => {
    const order: number[] = [];
    const ids: string[] = [];
    for (let n = 0; n < index.numbered; n++) {
      if (!index.live(n)) continue;
      if (!index.rows.kept(n)) return false;
      order.push(n);
      ids.push(index.idAt(n));
    }
    const byId = Array.from(order.keys()).sort((a, b) => (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0));
    // The rows as they were, read while the index's own are filled afresh.
    const before = index.rows.frozen();
    // No collection every GC_EVERY buildings: at shutdown the heap's peak is kept by no one.
    await fill((visit) => {
      for (const k of byId) visit(before.building(order[k]!, ids[k]!, index.placeAt(order[k]!))!);
    }, false);
    return true;
  };
  /** The ids of the live buildings whose figures name landlord `landlordId`. */
  const namingLandlord = (landlordId: string): string[] => {
    return index.rows.naming(landlordId, 0, index.numbered).flatMap((n) => (index.live(n) ? [index.idAt(n)] : []));
  };

  // ---- the snapshot beside the database (snapshot.ts) ----

  /** Saves now when the index is as the store's `mark` built it and the file does not hold it yet. */
  const saveNow = (): void => {
    if (!snapshot || saved || !mark || changedSinceMark || heardSinceMark || !index.pristine || pendingLoads) return;
    try {
      const t0 = performance.now();
      saveSnapshot(index, snapshot, mark);
      saved = true;
      log?.debug(`building search: index saved to ${snapshot.path} in ${(performance.now() - t0).toFixed(0)} ms`);
    } catch (error) {
      log?.warn(`building search: the index could not be saved beside the database (${(error as Error).message}); the next start rebuilds it`);
    }
  };
  const saves = saveLater(() => void saveNow());
  /** The first load: from the snapshot when the store says nothing it shows changed since, else from the store. */
  const start = async () => {
    const t0 = performance.now();
    const found = snapshot ? readSnapshot(index, snapshot) : { why: null };
    if ("mark" in found) {
      const now = (await store.buildings.unchangedSince?.(found.mark)) ?? null;
      if (now) {
        try {
          found.load();
        } catch (error) {
          log?.warn(`building search: the index snapshot was ignored (${(error as Error).message}); rebuilding from the database`);
          return readAll();
        }
        mark = found.mark;
        synced = now;
        changedSinceMark = heardSinceMark = false;
        saved = true;
        changed();
        // What loading leaves to its first use, made a moment later, with the port open (search-index.ts `warm`).
        setTimeout(() => index.warm(), SAVE_DELAY_MS).unref?.();
        log?.debug(`building search: index loaded from ${snapshot!.path} in ${(performance.now() - t0).toFixed(0)} ms`);
        return;
      }
      log?.info("building search: the database changed since the index snapshot; rebuilding it");
    } else if (found.why) log?.warn(`building search: the index snapshot was ignored (${found.why}); rebuilding from the database`);
    return readAll();
  };
  load(start).catch(() => {});
  // What to re-read, gathered while a load is under way, so a burst of changes is one load: the
  // buildings changes named, and the landlords a change did not say of (all their buildings).
  const pendingBuildings = new Set<string>();
  const pendingLandlords = new Set<string>();
  /** Landlords deleted or merged away: the buildings the index shows them in are found when the load runs. */
  const pendingRemoved = new Set<string>();
  const idle = () => pendingBuildings.size === 0 && pendingLandlords.size === 0 && pendingRemoved.size === 0;
  /** A read of the index is waiting: the re-read waits no longer for writes to join it. */
  let asked = false;
  /** Ends the re-read's wait, while it waits. */
  let endWait: (() => void) | null = null;
  /** Called by every read before it waits for the loads: its answer must show the writes answered before it. */
  const hurry = () => {
    asked = true;
    endWait?.();
  };
  /** Until REREAD_DELAY_MS have passed or a read asks, whichever is first; then after the requests already in. */
  const gathered = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        endWait = null;
        setImmediate(resolve);
      };
      const timer = setTimeout(done, asked ? 0 : REREAD_DELAY_MS);
      timer.unref?.();
      endWait = done;
    });
  const reread = async () => {
    // Not in the stretch of the write that caused it (issue 32: a merge's last write, the kept
    // landlord's re-indexing, the search for the removed one's buildings and a first read of 500
    // buildings held the server's thread 150-220 ms at growth size c): other requests first, and
    // the writes that come within REREAD_DELAY_MS join it.
    await gathered();
    asked = false;
    const ids = new Set(pendingBuildings);
    const landlords = [...pendingLandlords];
    const removed = [...pendingRemoved];
    pendingBuildings.clear();
    pendingLandlords.clear();
    pendingRemoved.clear();
    for (const id of removed) for (const building of namingLandlord(id)) ids.add(building);
    if (removed.length) await new Promise<void>((resolve) => setImmediate(resolve));
    for (const id of landlords) for (const d of await store.buildings.docsOfLandlord(id)) ids.add(d.id);
    const list = [...ids];
    if (list.length) {
      changedSinceMark = true;
      saved = false;
    }
    for (let i = 0; i < list.length; i += REREAD_BATCH) {
      // Other requests go between reads (bun:sqlite's reads hold the one thread while they run).
      if (i) await new Promise<void>((resolve) => setImmediate(resolve));
      const some = list.slice(i, i + REREAD_BATCH);
      const fresh = await store.buildings.byIds(some);
      // A building's new review changes its figures, not its texts: taken in place (search-index.ts `update`).
      for (const b of fresh) index.update(docOf(b));
      const kept = new Set(fresh.map((b) => b.id));
      for (const gone of some) if (!kept.has(gone)) index.remove(gone);
    }
    changed();
  };
  /** Any change heard: the store's mark has moved on (`persist`). */
  const heard = () => {
    heardSinceMark = true;
    saved = false;
    changed();
  };
  events?.on("landlord.changed", ({ landlordId, doc, buildings, everyBuilding }) => {
    heard();
    const wasIdle = idle();
    for (const id of buildings ?? []) pendingBuildings.add(id);
    // No visible review now: no building names it (one a review left is in `buildings`). An
    // import's thousands of new landlords cost nothing.
    if ((everyBuilding || !buildings) && doc.reviews) pendingLandlords.add(landlordId);
    if (wasIdle && !idle()) void load(reread).catch(() => {});
  });
  // A landlord deleted (by an admin: its reviews went with it) or merged away: the buildings that
  // showed it are found in memory (the store no longer names them) and re-read, each losing it, or
  // removed when no visible review names it any more.
  events?.on("landlord.removed", ({ landlordId }) => {
    heard();
    const wasIdle = idle();
    pendingRemoved.add(landlordId);
    if (wasIdle) void load(reread).catch(() => {});
  });
  events?.on("database.changed", () => void search.rebuild().catch(() => {}));
  return search;
}
