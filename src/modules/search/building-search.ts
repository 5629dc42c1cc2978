// Building search (contract §7.2): the engine of search-index.ts over the building kind
// (building-kind.ts), beside the landlord index of service.ts and fed the same way, by the store
// and events only (docs/architecture.md, "Search"):
// - at start the index is built from `store.buildings.docs()` (src/server.ts awaits `loaded()`);
// - `landlord.changed` (any review change raises it for its landlord) re-reads the buildings that
//   landlord's reviews name and upserts them; a building left with no visible review stays in the
//   index until the next rebuild, and is left out of answers by the store, which reads figures
//   from the visible reviews (so an answer never shows a building that is gone);
// - `database.changed` (another process, a bulk load) rebuilds.
// Loads run one at a time; a search during one waits for it. Answers (at most 50 buildings, read
// from the store for the ids found) are cached until the next change, from the second ask
// (doorkeeper.ts), at most ANSWERS entries.
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

export class BuildingIndex extends SearchIndex<BuildingDoc, IndexedBuilding, BuildingSearchType, BuildingRows> {
  constructor() {
    super(buildingKind);
  }
}

const ANSWERS = 1000;
/**
 * A building search answers at most this many (contract §7.2 allows 50): its results sit above the
 * landlords on the search page, where twenty buildings are already a long scroll, and each is read
 * from the store (a landlord's row is in memory), so fewer rows keep it as fast as landlord search.
 */
export const BUILDING_RESULTS_MAX = 20;
/** Buildings kept as read, by id, until the next change: popular buildings answer many searches. */
const BUILDINGS_KEPT = 5000;

export interface BuildingSearch {
  /** Building ids, best match first, at most BUILDING_RESULTS_MAX (20): by address (and location words) in `query`, narrowed to `location`; only a location: the most reviewed there. */
  ids(input: { query?: string | undefined; location?: string | undefined }): Promise<string[]>;
  /** The buildings of `ids(input)`, as GET /api/buildings/search answers them. */
  buildings(input: { query?: string | undefined; location?: string | undefined }): Promise<readonly Building[]>;
  rebuild(): Promise<void>;
  /** Resolves once the index is built and every load asked for since has landed. */
  loaded(): Promise<void>;
  readonly size: number;
}

export function createBuildingSearch({ store, events, log }: { store: { buildings: BuildingsStore }; events?: Events; log?: Logger }): BuildingSearch {
  const index = new BuildingIndex();
  const answers = new LruCache<Promise<readonly Building[]>>(ANSWERS);
  const admission = new Doorkeeper();
  let loading: Promise<unknown> = Promise.resolve();
  const load = (step: () => Promise<void>): Promise<void> => {
    const run = loading.then(step);
    loading = run.catch((error) => log?.error("building search: a load failed; the index stays as it was", error));
    return run;
  };
  const kept = new LruCache<Building>(BUILDINGS_KEPT);
  let generation = 0;
  const changed = () => {
    generation++;
    answers.clear();
    kept.clear();
  };
  /** The buildings of `found`, in order: those kept, and the others read from the store at once. */
  const read = async (found: string[]): Promise<readonly Building[]> => {
    const missing = found.filter((id) => !kept.get(id));
    if (!missing.length) return found.map((id) => kept.get(id)!);
    const at = generation;
    const fresh = new Map((await store.buildings.byIds(missing)).map((b) => [b.id, b]));
    // Read before a change that landed meanwhile: answered, not kept.
    if (at === generation) for (const b of fresh.values()) kept.set(b.id, b);
    return found.flatMap((id) => fresh.get(id) ?? kept.get(id) ?? []);
  };

  const ids = async ({ query = "", location = "" }: { query?: string | undefined; location?: string | undefined }): Promise<string[]> => {
    await loading;
    const terms = queryTerms(query);
    const place = queryTerms(location);
    const limit = Math.min(BUILDING_RESULTS_MAX, LIMITS.searchResultsMax);
    if (terms.length) return index.searchTermNumbers(terms, { location: place, type: "address", limit }).map((n) => index.idAt(n));
    if (place.length) return index.searchTermNumbers(place, { type: "place", limit }).map((n) => index.idAt(n));
    return [];
  };

  const search: BuildingSearch = {
    ids,
    async buildings(input) {
      const key = `${queryTerms(input.query ?? "").join(" ")}|${queryTerms(input.location ?? "").join(" ")}`;
      const hit = answers.get(key);
      if (hit) return hit;
      const answer = ids(input).then(read);
      if (admission.admit(key)) {
        answers.set(key, answer);
        answer.catch(() => changed());
      }
      return answer;
    },
    rebuild() {
      return load(async () => {
        index.reset(await store.buildings.docs());
        changed();
      });
    },
    loaded() {
      return loading.then(() => {});
    },
    get size() {
      return index.size;
    },
  };
  search.rebuild().catch(() => {});
  // Landlords whose buildings to re-read, gathered while a load is under way: an import's thousands
  // of new landlords (no reviews, so no buildings) cost nothing, a burst of changes one load.
  const pending = new Set<string>();
  events?.on("landlord.changed", ({ landlordId, doc }) => {
    changed();
    if (!doc.reviews) return; // no review, no building of its own (one left behind is left out of answers)
    if (pending.size === 0) {
      void load(async () => {
        const landlords = [...pending];
        pending.clear();
        for (const id of landlords) for (const building of await store.buildings.docsOfLandlord(id)) index.upsert(building);
        changed();
      }).catch(() => {});
    }
    pending.add(landlordId);
  });
  events?.on("database.changed", () => void search.rebuild().catch(() => {}));
  return search;
}
