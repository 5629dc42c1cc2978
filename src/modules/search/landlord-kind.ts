// Landlords as a kind of search document (kind.ts): a landlord's SearchDoc (src/store/search.ts)
// is searched by name (a "landlord" search) or by the building-level addresses of its reviews and
// its location (an "address" search); its place is its location; a rebuild numbers the most
// reviewed first. Its row store keeps each landlord's public figures beside its terms, so that a
// search answer's rows and GET /api/landlords/{id} come from memory: reading 50 random rows from
// SQLite cost more than the search itself (issue 16). Its JSON is landlord-json.ts.
import { grow } from "./arrays";
import type { DocumentKind, RowStore } from "./kind";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-format";
import { packStrings, setString, stringAt, touchStrings, writePlainJson, type Strings } from "./string-column";
import { landlordJson, writeLandlordJson } from "./landlord-json";
import { LANDLORD_TYPES, type LandlordType } from "../../contract/constants";
import type { PublicLandlordRow } from "../landlords/public";
import type { SearchDoc } from "../../store/search";

export type SearchType = "landlord" | "address";

/** A landlord as the index keeps it: what GET /api/landlords/search shows of each (landlords/public.ts `toLandlord`). */
export type IndexedLandlord = PublicLandlordRow;

const NAME = 0;
const LOCATION = 1;
const ADDRESSES = 2;

/** Ratings are kept as tenths in a byte (they are means rounded to one decimal); this marks one kept exactly aside. */
const RATING_ASIDE = 255;
/** Overall, responsiveness, maintenance, fairness. */
export const RATINGS = 4;
/** The JSON text of each rating kept in tenths ("0", "0.1", … "25.4"): writing a fraction is slow, a lookup is not. */
const TENTHS_TEXT = Array.from({ length: RATING_ASIDE }, (_, tenths) => String(tenths / 10));

/**
 * What an index snapshot keeps of an owner (snapshot.ts): whether the landlord has a verified
 * owner, which is all the public answers show (the "verified" badge), not which account. A
 * landlord row loaded from a snapshot names this instead of the owner's account number.
 */
export const SOME_OWNER = 0xffffffff;

/** Each landlord's public figures, by document number. */
export class LandlordRows implements RowStore<SearchDoc, IndexedLandlord> {
  /**
   * Each name as read. Its JSON text is made when a search answer first writes the landlord
   * (answer-writer.ts keeps the bytes): escaping every name at each start cost ~50 ms of the cold
   * start at 100,000 landlords (issue 16).
   */
  private names: Strings = [];
  /** The type's index in LANDLORD_TYPES. */
  private kinds = new Uint8Array(1024);
  /** The owner's account number, 0 for none (accounts are numbered from 1). */
  private owners = new Uint32Array(1024);
  private reviewCounts = new Uint32Array(1024);
  /** RATINGS per document, in tenths; RATING_ASIDE: the exact value is in `ratingsAside` (key n * RATINGS + k). */
  private ratings = new Uint8Array(1024 * RATINGS);
  private ratingsAside = new Map<number, number>();

  clear(): void {
    this.names = [];
    this.kinds = new Uint8Array(1024);
    this.owners = new Uint32Array(1024);
    this.reviewCounts = new Uint32Array(1024);
    this.ratings = new Uint8Array(1024 * RATINGS);
    this.ratingsAside = new Map();
  }

  grow(length: number): void {
    this.kinds = grow(this.kinds, length);
    this.owners = grow(this.owners, length);
    this.reviewCounts = grow(this.reviewCounts, length);
    this.ratings = grow(this.ratings, length * RATINGS);
  }

  /** The names as one UTF-8 column, as a snapshot loads them (string-column.ts `packStrings`): after a rebuild. */
  pack(): void {
    if (Array.isArray(this.names)) this.names = packStrings(this.names, this.names.length);
  }

  set(n: number, doc: SearchDoc): void {
    setString(this.names, n, doc.name);
    this.setFigures(n, doc);
  }

  /** Everything `set` keeps but the name (kind.ts `setFigures`): a loaded name is never set again (string-column.ts). */
  setFigures(n: number, doc: SearchDoc): void {
    this.kinds[n] = Math.max(0, LANDLORD_TYPES.indexOf(doc.type ?? "individual"));
    this.owners[n] = doc.ownerUserId ?? 0;
    this.reviewCounts[n] = Math.min(doc.reviews ?? 0, 0xffffffff);
    this.setRating(n * RATINGS, doc.averageRating ?? 0);
    this.setRating(n * RATINGS + 1, doc.responsivenessRating ?? 0);
    this.setRating(n * RATINGS + 2, doc.maintenanceRating ?? 0);
    this.setRating(n * RATINGS + 3, doc.fairnessRating ?? 0);
  }

  renumber(order: Int32Array, capacity: number): void {
    const count = order.length;
    const names: string[] = new Array(count);
    const kinds = new Uint8Array(capacity);
    const owners = new Uint32Array(capacity);
    const reviewCounts = new Uint32Array(capacity);
    const ratings = new Uint8Array(capacity * RATINGS);
    const ratingsAside = new Map<number, number>();
    for (let m = 0; m < count; m++) {
      const n = order[m]!;
      names[m] = stringAt(this.names, n)!;
      kinds[m] = this.kinds[n]!;
      owners[m] = this.owners[n]!;
      reviewCounts[m] = this.reviewCounts[n]!;
      for (let k = 0; k < RATINGS; k++) {
        const tenths = (ratings[m * RATINGS + k] = this.ratings[n * RATINGS + k]!);
        if (tenths === RATING_ASIDE) ratingsAside.set(m * RATINGS + k, this.ratingsAside.get(n * RATINGS + k)!);
      }
    }
    this.names = names;
    this.kinds = kinds;
    this.owners = owners;
    this.reviewCounts = reviewCounts;
    this.ratings = ratings;
    this.ratingsAside = ratingsAside;
  }

  save(w: SnapshotWriter, count: number): void {
    w.strings("landlords.names", this.names, count);
    w.array("landlords.kinds", "u8", this.kinds, count);
    // Whether there is an owner, never who (see SOME_OWNER).
    const owned = new Uint8Array(count);
    for (let n = 0; n < count; n++) owned[n] = this.owners[n] ? 1 : 0;
    w.array("landlords.owned", "u8", owned);
    w.array("landlords.reviews", "u32", this.reviewCounts, count);
    w.array("landlords.ratings", "u8", this.ratings, count * RATINGS);
    const aside = new Float64Array(this.ratingsAside.size * 2);
    let at = 0;
    for (const [key, value] of this.ratingsAside) if (key < count * RATINGS) (aside[at++] = key), (aside[at++] = value);
    w.array("landlords.ratingsAside", "f64", aside, at);
  }

  load(r: SnapshotReader, count: number, capacity: number): void {
    const names = r.column("landlords.names");
    const kinds = r.arrayInto("landlords.kinds", "u8", capacity);
    const owned = r.array("landlords.owned", "u8");
    const reviewCounts = r.arrayInto("landlords.reviews", "u32", capacity);
    const ratings = r.arrayInto("landlords.ratings", "u8", capacity * RATINGS);
    const aside = r.array("landlords.ratingsAside", "f64");
    if (names.length !== count || owned.length !== count || aside.length % 2) throw new Error("snapshot: landlord rows do not match");
    // The few owned found by a native scan, not a loop over a million run before the JIT has
    // compiled it (~20-50 ms of a cold start); the elements are the hash's to vouch for (snapshot.ts).
    const owners = new Uint32Array(kinds.length);
    for (let n = owned.indexOf(1); n >= 0; n = owned.indexOf(1, n + 1)) owners[n] = SOME_OWNER;
    const ratingsAside = new Map<number, number>();
    for (let i = 0; i < aside.length; i += 2) ratingsAside.set(aside[i]!, aside[i + 1]!);
    this.names = names;
    this.kinds = kinds;
    this.owners = owners;
    this.reviewCounts = reviewCounts;
    this.ratings = ratings;
    this.ratingsAside = ratingsAside;
  }

  row(n: number, id: string, location: string): IndexedLandlord {
    return {
      id,
      name: stringAt(this.names, n)!,
      type: this.typeAt(n),
      location,
      averageRating: this.ratingAt(n, 0),
      totalReviews: this.reviewCounts[n]!,
      responsivenessRating: this.ratingAt(n, 1),
      maintenanceRating: this.ratingAt(n, 2),
      fairnessRating: this.ratingAt(n, 3),
      ownerUserId: this.ownerAt(n),
    };
  }

  /** Reads ahead what landlord-json.ts writes of the first `count` of `numbers` (kind.ts `touch`). */
  touch(numbers: Int32Array, count: number): number {
    const { kinds, owners, reviewCounts, ratings } = this;
    let sum = touchStrings(this.names, numbers, count);
    for (let i = 0; i < count; i++) {
      const n = numbers[i]!;
      sum += kinds[n]! + owners[n]! + reviewCounts[n]! + ratings[n * RATINGS]!;
    }
    return sum;
  }

  /** The name as JSON text (quoted, escaped). */
  nameJsonAt(n: number): string {
    return JSON.stringify(stringAt(this.names, n)!);
  }
  /** The name's UTF-8 as the inside of its JSON string into `out` from `at` when it needs no escaping (string-column.ts `writePlainJson`); the end, or -1. */
  writeNameAt(n: number, out: Uint8Array, at: number): number {
    return writePlainJson(this.names, n, out, at);
  }
  typeAt(n: number): LandlordType {
    return LANDLORD_TYPES[this.kinds[n]!] ?? "individual"; // a loaded kind is not checked one by one (see load)
  }
  reviewsAt(n: number): number {
    return this.reviewCounts[n]!;
  }
  /** Rating `k` of RATINGS (overall, responsiveness, maintenance, fairness). */
  ratingAt(n: number, k: number): number {
    const tenths = this.ratings[n * RATINGS + k]!;
    return tenths === RATING_ASIDE ? this.ratingsAside.get(n * RATINGS + k)! : tenths / 10;
  }
  /** ratingAt(n, k) as JSON text. */
  ratingTextAt(n: number, k: number): string {
    const tenths = this.ratings[n * RATINGS + k]!;
    return tenths === RATING_ASIDE ? String(this.ratingsAside.get(n * RATINGS + k)!) : TENTHS_TEXT[tenths]!;
  }
  ownerAt(n: number): number | null {
    return this.owners[n] || null;
  }

  private setRating(at: number, value: number): void {
    const tenths = Math.round(value * 10);
    if (tenths / 10 === value && tenths >= 0 && tenths < RATING_ASIDE) this.ratings[at] = tenths;
    else {
      this.ratings[at] = RATING_ASIDE;
      this.ratingsAside.set(at, value);
    }
  }
}

export const landlordKind: DocumentKind<SearchDoc, IndexedLandlord, SearchType, LandlordRows> = {
  fields: ["name", "location", "addresses"],
  placeField: LOCATION,
  // The location before the addresses: a term's score is that of the first field it is met in
  // (evaluate.ts), and review addresses carry the city too ("…, Austin, TX"). Met first in a
  // reviewed landlord's long addresses field, "austin tx" scored it below every unreviewed landlord
  // of Austin; met in the location, both score alike and the reviewed one comes first (its rank).
  searchFields: { landlord: [NAME], address: [LOCATION, ADDRESSES] },
  defaultType: "landlord",
  text: (doc, field) => (field === NAME ? doc.name : field === LOCATION ? doc.location : doc.addresses),
  appended: (doc, field) => (field === ADDRESSES ? doc.addressesAppended : undefined),
  rank: (doc) => doc.reviews ?? 0,
  createRows: () => new LandlordRows(),
  json: landlordJson,
  writeJson: writeLandlordJson,
};
