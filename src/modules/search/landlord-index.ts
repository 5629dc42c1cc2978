// The landlord search index: the generic engine (search-index.ts, which explains a query's walk)
// over the landlord kind (landlord-kind.ts). Named here for what uses it by name: the search
// service, its tests and bench/ (search.ts, recall.ts, http.ts).
import { SearchIndex } from "./search-index";
import { landlordKind, LandlordRows, type IndexedLandlord, type SearchType } from "./landlord-kind";
import type { SearchDoc } from "../../store/search";

export type { SearchDoc } from "../../store/search";
export type { IndexedLandlord, SearchType } from "./landlord-kind";
export { MAX_QUERY_CHARS, MAX_TERMS, MAX_TERM_CHARS, queryTerms, tokenize } from "./text";
export { MAX_EXPANSIONS } from "./expansion";
export { MAX_CANDIDATES, PAIR_WALK_LIMIT, SCAN_LIMIT, WORK_LIMIT } from "./evaluate";

export class LandlordIndex extends SearchIndex<SearchDoc, IndexedLandlord, SearchType, LandlordRows> {
  constructor() {
    super(landlordKind);
  }
}
