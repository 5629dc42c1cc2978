// Buildings as a kind of search document (kind.ts, contract §7.2): a building's BuildingDoc
// (src/store/buildings.ts) is searched by its address, written with the other spellings of its
// street words (src/contract/address.ts `addressSearchText`: "12 oak street" finds "12 Oak St."),
// and by its location; its place is its location; a rebuild numbers the most reviewed first.
//
// Lean by design (the server's RSS after start at 100,000 landlords and 500,000 reviews is held
// to 180 MB): the row store keeps one Uint32 per building, its review count, and nothing of its
// text. A building answer (its figures, landlords and rent by year) is read from the store for
// the at most 50 ids a search finds (building-search.ts), which a building page reads anyway; the
// kind's JSON is only what the engine needs of a document (id, place, review count).
import { addressSearchText } from "../../contract/address";
import type { BuildingDoc } from "../../store/buildings";
import { grow } from "./arrays";
import type { DocumentKind, RowStore } from "./kind";

/** "address": the address and location (a search box's query); "place": the location only (a location-only search). */
export type BuildingSearchType = "address" | "place";

export interface IndexedBuilding {
  id: string;
  location: string;
  reviews: number;
}

const ADDRESS = 0;
const LOCATION = 1;

export class BuildingRows implements RowStore<BuildingDoc, IndexedBuilding> {
  private reviewCounts = new Uint32Array(1024);
  clear(): void {
    this.reviewCounts = new Uint32Array(1024);
  }
  grow(length: number): void {
    this.reviewCounts = grow(this.reviewCounts, length);
  }
  set(n: number, doc: BuildingDoc): void {
    this.reviewCounts[n] = Math.min(Number(doc.reviews) || 0, 0xffffffff);
  }
  renumber(order: Int32Array, capacity: number): void {
    const counts = new Uint32Array(capacity);
    for (let m = 0; m < order.length; m++) counts[m] = this.reviewCounts[order[m]!]!;
    this.reviewCounts = counts;
  }
  row(n: number, id: string, place: string): IndexedBuilding {
    return { id, location: place, reviews: this.reviewCounts[n]! };
  }
}

export const buildingKind: DocumentKind<BuildingDoc, IndexedBuilding, BuildingSearchType, BuildingRows> = {
  fields: ["address", "location"],
  placeField: LOCATION,
  searchFields: { address: [ADDRESS, LOCATION], place: [LOCATION] },
  defaultType: "address",
  text: (doc, field) => (field === ADDRESS ? addressSearchText(doc.address) : doc.location),
  rank: (doc) => Number(doc.reviews) || 0,
  createRows: () => new BuildingRows(),
  json: (rows, n, id, place) => JSON.stringify(rows.row(n, id, place)),
};
