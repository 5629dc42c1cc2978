// What search is fed with (docs/architecture.md, "Stores" and "Events"): each landlord as a
// document of its public row and the building-level addresses of its reviews. The search module
// reads every document once at start (and after another process's commits); after that, every
// change reaches it as an event carrying the document (src/events.ts `landlord.changed`).
// Its SQLite implementation is src/store/sqlite/search-docs.ts `createSearchStore`.
import type { LandlordType } from "../contract/constants";

export interface SearchDoc {
  id: string;
  name: string;
  location: string;
  /** The distinct property addresses of the landlord's reviews, joined by newlines. */
  addresses: string;
  /**
   * The landlord's review count (absent: 0). `reset()` numbers documents most-reviewed first (ties
   * in the order given), so its input need not be sorted.
   */
  reviews?: number;
  /**
   * The landlord's public figures (docs/product-rules.md#verification-badges-and-replies), kept
   * so that a search answer's rows come from memory (`record()`): reading 50 random rows from
   * SQLite cost more than the search itself. Absent: "individual", no ratings, no owner.
   */
  type?: LandlordType;
  averageRating?: number;
  responsivenessRating?: number;
  maintenanceRating?: number;
  fairnessRating?: number;
  /** The account of its verified owner (the "verified" badge), if any. */
  ownerUserId?: number | null;
}


export interface SearchStore {}
