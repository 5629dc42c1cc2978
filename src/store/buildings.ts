// The buildings store's interface (contract §7.2; docs/architecture.md, "Stores"): buildings, the
// landlords' portfolios, the weighted landlord ranking and cities. Its implementations are
// src/store/sqlite/buildings.ts and src/store/postgres/buildings.ts.
//
// A review's building is assigned in the transaction of every review change: `recomputeFigures`
// of each landlords store calls its `assignBuildings`, which folds each review's address
// (src/contract/address.ts `buildingKey`) within its landlord's location (`citySlug`) and finds or
// adds the building. A building's figures are not stored: they are read from the visible reviews
// that name it, so an edit, a delete, a merge or a hidden review can never leave them stale.
import { buildingAddress, buildingKey, citySlug } from "../contract/address";
import type { RentPeriod } from "../contract/constants";
import type { Building, City, CitySummary, Review } from "../contract/types";
import type { ReviewPage, ViewerId } from "./reviews";
import type { LandlordRow } from "./rows";
import type { SearchMark, SearchSnapshotPlace } from "./search";

/**
 * The one condition that keeps a review public, written once for both databases (raw SQL over the
 * table named `reviews`): every read of reviews in the buildings, cities and ranking answers uses it.
 */
// visible reviews only: a review hidden by moderators (contract §7.5) counts in no building figure,
// rent median, portfolio or city (the same condition as the stores' visibility.ts).
export const VISIBLE_REVIEWS_SQL = "reviews.hidden_at IS NULL";

/** What the building search index reads of a building (src/modules/search/building-kind.ts). */
export interface BuildingDoc {
  id: string;
  address: string;
  location: string;
  /** Its visible reviews: a rebuild numbers the most reviewed first. */
  reviews: number;
  /** Where the search index's rows keep its figures (building-kind.ts `BuildingRows.encode`), when known. */
  figures?: number;
}

export type LandlordRanking = "best" | "worst";

export interface BuildingsStore {
  /** The building with its figures, or null (unknown, or no visible review names it). */
  byId(id: string): Promise<Building | null>;
  /** The buildings of `ids` that exist and have a visible review, in the order given. */
  byIds(ids: readonly string[]): Promise<Building[]>;
  /** A page of the building's visible reviews and their count; null for an unknown building. */
  reviews(id: string, viewer: ViewerId, page: ReviewPage): Promise<{ reviews: Review[]; total: number } | null>;
  /** The buildings the landlord's visible reviews name, most reviewed first (its portfolio). */
  ofLandlord(landlordId: string, limit: number): Promise<Building[]>;
  /** Every building with a visible review, as the search index reads it. */
  docs(): Promise<BuildingDoc[]>;
  /**
   * Every building with a visible review, with its figures as `byId` answers them, one at a time in
   * no set order (the search index keeps them compactly, building-kind.ts): read as a stream, so
   * 185,000 Building objects never live at once.
   */
  eachBuilding(visit: (building: Building) => void): Promise<void>;
  /** The buildings the landlord's reviews name (after a change to them). */
  docsOfLandlord(landlordId: string): Promise<BuildingDoc[]>;
  /**
   * Landlords with at least one visible review ranked by the weighted rating (5·m + sum) / (5 + n),
   * m the mean overall rating of the visible reviews of the landlords `location` narrows to (as
   * `landlords.list` narrows: locations containing it), the whole site's without one.
   */
  ranked(opts: { sort: LandlordRanking; location?: string | undefined; locations?: readonly string[]; limit: number }): Promise<LandlordRow[]>;
  /** Every location with a landlord, grouped by slug, most reviewed first. */
  cities(): Promise<CitySummary[]>;
  /** The city of `slug`, or null when no landlord is there. */
  city(slug: string): Promise<City | null>;
  /** Gives a building to every review with an address that has none (existing reviews, after the migration); answers how many. */
  backfill(): Promise<number>;
  /**
   * Where the building search index may be kept between starts, beside this database, and the
   * database's identity (src/modules/search/building-search.ts, issue 32), with `mark` and
   * `unchangedSince` to check it against the store. Absent or null: none (in memory, PostgreSQL,
   * whose servers share the database and build their index from it).
   */
  snapshotPlace?(): SearchSnapshotPlace | null;
  /** Where the store stood as to what building search shows (opaque; read it before the buildings it goes with). */
  mark?(): Promise<SearchMark>;
  /** The store's mark now when nothing building search shows has changed since `mark` (landlords added without reviews change nothing); else null. */
  unchangedSince?(mark: SearchMark): Promise<SearchMark | null>;
  /**
   * Whether no other process has committed since `mark` was read in this one (SQLite's
   * `data_version`): then every change since came from this process's own writes, whose events the
   * building search has heard, and a mark read now describes the index it kept up to date.
   */
  quietSince?(mark: SearchMark): Promise<boolean>;
}

// ---- what both implementations share: the decisions, made in JavaScript ----

/** A review's building as the folding decides it: its location's and its address's keys, and the address shown. */
export interface WantedBuilding {
  locationKey: string;
  buildingKey: string;
  address: string;
}

/**
 * The building `address` names in `location`; null when nothing of a building is left of it. An
 * address the folding cannot read is a building of its own, keyed by its review's id, so that two
 * unreadable texts are never merged.
 */
export function wantedBuilding(reviewId: string, address: string | null, location: string): WantedBuilding | null {
  const shown = buildingAddress(address);
  if (!shown) return null;
  return { locationKey: citySlug(location), buildingKey: buildingKey(address) ?? `~${reviewId}`, address: shown };
}

/** A review row of a building, as both databases read it for the figures. */
export interface BuildingReviewRow {
  buildingId: string;
  landlordId: string;
  landlordName: string;
  overall: number;
  responsiveness: number;
  maintenance: number;
  fairness: number;
  createdAt: string;
  rent: number | null;
  period: string;
}

/** A rent turned monthly (weekly × 52/12, annual / 12). */
export function monthlyRent(rent: number, period: RentPeriod | string): number {
  if (period === "weekly") return (rent * 52) / 12;
  if (period === "annual") return rent / 12;
  return rent;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const oneDecimal = (v: number) => Math.round(v * 10) / 10;

/**
 * Buildings with their figures from their visible reviews' rows; the buildings without one are
 * left out. In the order of `heads`.
 */
export function assembleBuildings(heads: readonly { id: string; address: string; location: string }[], rows: readonly BuildingReviewRow[]): Building[] {
  const byBuilding = new Map<string, BuildingReviewRow[]>();
  for (const row of rows) {
    let list = byBuilding.get(row.buildingId);
    if (!list) byBuilding.set(row.buildingId, (list = []));
    list.push(row);
  }
  const out: Building[] = [];
  for (const head of heads) {
    const list = byBuilding.get(head.id);
    if (!list?.length) continue;
    const n = list.length;
    const mean = (k: "overall" | "responsiveness" | "maintenance" | "fairness") => oneDecimal(list.reduce((s, r) => s + Number(r[k]), 0) / n);
    const landlords = new Map<string, { id: string; name: string; reviewCount: number }>();
    const rents = new Map<number, number[]>();
    for (const r of list) {
      const l = landlords.get(r.landlordId);
      if (l) l.reviewCount++;
      else landlords.set(r.landlordId, { id: r.landlordId, name: r.landlordName, reviewCount: 1 });
      if (r.rent !== null && r.rent !== undefined) {
        const year = Number(r.createdAt.slice(0, 4));
        let yearRents = rents.get(year);
        if (!yearRents) rents.set(year, (yearRents = []));
        yearRents.push(monthlyRent(Number(r.rent), r.period));
      }
    }
    const ratings = { overall: mean("overall"), responsiveness: mean("responsiveness"), maintenance: mean("maintenance"), fairness: mean("fairness") };
    out.push({
      id: head.id,
      address: head.address,
      location: head.location,
      averageRating: ratings.overall,
      totalReviews: n,
      ratings,
      landlords: [...landlords.values()].sort((a, b) => b.reviewCount - a.reviewCount || a.name.localeCompare(b.name)),
      rent: [...rents.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([year, values]) => ({ year, medianMonthlyRent: Math.round(median(values)), sampleSize: values.length })),
    });
  }
  return out;
}

/**
 * Feeds `visit` the buildings of `rows`, which come grouped by building (ordered by its id), each
 * with its head: assembled as assembleBuildings does, one building at a time.
 */
export function visitBuildings(rows: Iterable<BuildingReviewRow & { address: string; location: string }>, visit: (building: Building) => void): void {
  let head = null as { id: string; address: string; location: string } | null;
  let list: BuildingReviewRow[] = [];
  const flush = () => {
    if (head) for (const b of assembleBuildings([head], list)) visit(b);
  };
  for (const row of rows) {
    if (row.buildingId !== head?.id) {
      flush();
      head = { id: row.buildingId, address: row.address, location: row.location };
      list = [];
    }
    list.push(row);
  }
  flush();
}

/** Locations grouped by slug: the spelling with the most landlords names the city. */
export function groupCities(rows: readonly { location: string; landlords: number; reviews: number }[]): (CitySummary & { locations: string[] })[] {
  const bySlug = new Map<string, CitySummary & { locations: string[]; top: number }>();
  for (const row of rows) {
    const slug = citySlug(row.location);
    if (!slug) continue;
    const city = bySlug.get(slug);
    const landlords = Number(row.landlords);
    const reviews = Number(row.reviews ?? 0);
    if (!city) {
      bySlug.set(slug, { location: row.location, slug, landlordCount: landlords, reviewCount: reviews, locations: [row.location], top: landlords });
      continue;
    }
    city.landlordCount += landlords;
    city.reviewCount += reviews;
    city.locations.push(row.location);
    if (landlords > city.top) {
      city.top = landlords;
      city.location = row.location;
    }
  }
  return [...bySlug.values()]
    .map(({ top: _top, ...city }) => city)
    .sort((a, b) => b.reviewCount - a.reviewCount || b.landlordCount - a.landlordCount || a.slug.localeCompare(b.slug));
}

/** The weighted rating of contract §7.2. */
export const weightedRating = (m: number, sum: number, n: number) => (5 * m + sum) / (5 + n);
