// The one door to the search index. Services that change landlords or reviews call
// `landlordChanged(id)` / `landlordRemoved(id)` after their transaction commits; nothing else
// touches the index, and `rebuild()` (at start) reads everything back from SQLite, the source of truth.
import type { Db } from "../../db/connection";
import { LIMITS } from "../../contract/constants";
import { LandlordIndex, type SearchType } from "./landlord-index";
import { allSearchDocs, searchDoc } from "./repository";

export interface SearchInput {
  query?: string;
  location?: string;
  type?: SearchType;
}

export interface LandlordSearch {
  /**
   * Landlord ids, best match first, at most 50. With only a location: the landlords there,
   * most-reviewed first (the caller orders those by its own query). Both empty: [].
   */
  search(input: SearchInput): { ids: string[] } | { locations: string[] };
  landlordChanged(id: string): void;
  landlordRemoved(id: string): void;
  rebuild(): void;
  readonly size: number;
}

export function createLandlordSearch(db: Db): LandlordSearch {
  const index = new LandlordIndex();
  const search: LandlordSearch = {
    search({ query = "", location = "", type = "landlord" }) {
      if (query.trim()) return { ids: index.search(query, { location: location.trim() || undefined, type, limit: LIMITS.searchResultsMax }) };
      if (location.trim()) return { locations: index.matchingLocations(location) };
      return { ids: [] };
    },
    landlordChanged(id) {
      const doc = searchDoc(db, id);
      if (doc) index.upsert(doc);
      else index.remove(id);
    },
    landlordRemoved(id) {
      index.remove(id);
    },
    rebuild() {
      index.reset(allSearchDocs(db));
    },
    get size() {
      return index.size;
    },
  };
  search.rebuild();
  return search;
}
