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
import { landlordJson, RATING_ASIDE, TENTHS_TEXT, writeLandlordJson } from "./landlord-json";
import { LANDLORD_TYPES, type LandlordType } from "../../contract/constants";
import type { PublicLandlordRow } from "../landlords/public";
import type { SearchDoc } from "../../store/search";

export type SearchType = "landlord" | "address";

/** A landlord as the index keeps it: what GET /api/landlords/search shows of each (landlords/public.ts `toLandlord`). */
export type IndexedLandlord = PublicLandlordRow;

const NAME = 0;
const LOCATION = 1;
const ADDRESSES = 2;

/** Overall, responsiveness, maintenance, fairness. */
export const RATINGS = 4;

/**
 * What an index snapshot keeps of an owner (snapshot.ts): whether the landlord has a verified
 * owner, which is all the public answers show (the "verified" badge), not which account. A
 * landlord row loaded from a snapshot names this instead of the owner's account number.
 */
export const SOME_OWNER = 0xffffffff;

/**
 * A landlord's record: every fixed part of its answer JSON but its name and place, in 32 bytes
 * (half a cache line), by document number (issue 32). The answer's bytes of a distinct search at a
 * million landlords went mostly to cache and TLB misses: each landlord's figures lay in four arrays
 * of megabytes and its id in a column of 36 MB with its ends, a dozen random reads a landlord;
 * kept together they are one (bench/answer-bytes.ts, bench/RESULTS.md "2026-11-29, h34a").
 *   bytes 0-15   the id as the 16 bytes of a UUID, when it is one written as crypto.randomUUID()
 *                writes it (lowercase, dashed): ID_BYTES in `flags`; any other id is read from the
 *                documents' ids (documents.ts)
 *   bytes 16-19  the RATINGS in tenths (RATING_ASIDE: the exact value is in `ratingsAside`)
 *   word 5       the review count
 *   word 6       the owner's account number, 0 for none
 *   byte 28      the type's index in LANDLORD_TYPES
 *   byte 29      flags
 */
const RECORD = 32;
const RECORD_WORDS = RECORD / 4;
const RATINGS_AT = 16;
const REVIEWS_WORD = 5;
const OWNER_WORD = 6;
const KIND_AT = 28;
const FLAGS_AT = 29;
/** The record holds the id's 16 bytes. */
const ID_BYTES = 1;

/** The value of each ASCII hex digit (lowercase only: an id with capitals is kept as written), 255 for anything else. */
const HEX_VALUE = new Uint8Array(128).fill(255);
for (let d = 0; d < 16; d++) HEX_VALUE["0123456789abcdef".charCodeAt(d)] = d;
/** Each byte's two lowercase hex digits, high digit in the low byte (as they are written). */
const HEX_PAIR = new Uint16Array(256);
for (let b = 0; b < 256; b++) HEX_PAIR[b] = "0123456789abcdef".charCodeAt(b >> 4) | ("0123456789abcdef".charCodeAt(b & 15) << 8);
/** Where a UUID's text has its dashes. */
const isDash = (i: number) => i === 8 || i === 13 || i === 18 || i === 23;

/** The UUID text of 36 bytes of `text` from `from` into `out` from `at` as 16 bytes; false (nothing meaningful written) when it is not a lowercase dashed UUID. */
function packUuidBytes(text: Uint8Array, from: number, out: Uint8Array, at: number): boolean {
  for (let i = 0, k = 0; i < 36; i++) {
    const c = text[from + i]!;
    if (isDash(i)) {
      if (c !== 0x2d) return false;
      continue;
    }
    const v = c < 128 ? HEX_VALUE[c]! : 255;
    if (v === 255) return false;
    if (k & 1) out[at + (k >> 1)] = out[at + (k >> 1)]! | v;
    else out[at + (k >> 1)] = v << 4;
    k++;
  }
  return true;
}

/** packUuidBytes of a string (a document given to `set`): its UTF-8 bytes, which are its characters when it is a UUID. */
function packUuid(id: string, out: Uint8Array, at: number): boolean {
  if (id.length !== 36) return false;
  const { written } = uuidEncoder.encodeInto(id, uuidText);
  return written === 36 && packUuidBytes(uuidText, 0, out, at);
}
const uuidEncoder = new TextEncoder();
/** Room for any 36 characters' UTF-8 (a non-ASCII id writes more than 36 bytes: not a UUID). */
const uuidText = new Uint8Array(36 * 3);

/**
 * The records of a snapshot of format 3 (snapshot.ts), which kept the figures in arrays of their own
 * and the ids only in the documents' column: a server never loads one (its format is refused), but
 * the benches read such files directly (bench/answer-bytes.ts, bench/search-same.ts with a base
 * tree). Packing a million ids here takes ~0.3 s, why the records are saved as they are now.
 */
function recordsOfFormat3(r: SnapshotReader, count: number, capacity: number): Uint8Array {
  const kinds = r.array("landlords.kinds", "u8");
  const owned = r.array("landlords.owned", "u8");
  const reviewCounts = r.array("landlords.reviews", "u32");
  const ratings = r.array("landlords.ratings", "u8");
  const ids = r.column("docs.ids");
  if (ids.length !== count || kinds.length < count || owned.length !== count || reviewCounts.length < count || ratings.length < count * RATINGS) throw new Error("snapshot: landlord rows do not match");
  const records = new Uint8Array(capacity * RECORD);
  const words = new Uint32Array(records.buffer);
  const { bytes: idBytes, ends: idEnds } = ids;
  for (let n = 0, from = 0; n < count; n++) {
    const at = n * RECORD;
    const end = idEnds[n]!;
    records[at + FLAGS_AT] = end - from === 36 && packUuidBytes(idBytes, from, records, at) ? ID_BYTES : 0;
    from = end;
    records[at + KIND_AT] = kinds[n]!;
    words[n * RECORD_WORDS + OWNER_WORD] = owned[n] ? SOME_OWNER : 0;
    words[n * RECORD_WORDS + REVIEWS_WORD] = reviewCounts[n]!;
    for (let k = 0; k < RATINGS; k++) records[at + RATINGS_AT + k] = ratings[n * RATINGS + k]!;
  }
  return records;
}

/** Each landlord's public figures, by document number. */
export class LandlordRows implements RowStore<SearchDoc, IndexedLandlord> {
  /**
   * Each name as read. Its JSON text is made when a search answer first writes the landlord
   * (answer-writer.ts keeps the bytes): escaping every name at each start cost ~50 ms of the cold
   * start at 100,000 landlords (issue 16).
   */
  private names: Strings = [];
  /** RECORD bytes per document (see RECORD), and the same memory as words. */
  private records: Uint8Array = new Uint8Array(1024 * RECORD);
  private words: Uint32Array = new Uint32Array(this.records.buffer);
  private ratingsAside = new Map<number, number>();
  /** Ids are written from the records (kind.ts `keepsIds`). */
  readonly keepsIds = true;

  clear(): void {
    this.names = [];
    this.setRecords(new Uint8Array(1024 * RECORD));
    this.ratingsAside = new Map();
  }

  grow(length: number): void {
    if (this.records.length < length * RECORD) this.setRecords(grow(this.records, length * RECORD));
  }

  private setRecords(records: Uint8Array): void {
    this.records = records;
    this.words = new Uint32Array(records.buffer, records.byteOffset, records.length >> 2);
  }

  /** The names as one UTF-8 column, as a snapshot loads them (string-column.ts `packStrings`): after a rebuild. */
  pack(): void {
    if (Array.isArray(this.names)) this.names = packStrings(this.names, this.names.length);
  }

  set(n: number, doc: SearchDoc): void {
    setString(this.names, n, doc.name);
    const { records } = this;
    const packed = packUuid(doc.id, records, n * RECORD);
    this.setFigures(n, doc);
    records[n * RECORD + FLAGS_AT] = packed ? ID_BYTES : 0;
  }

  /** Everything `set` keeps but the name and id (kind.ts `setFigures`): a loaded name is never set again (string-column.ts). */
  setFigures(n: number, doc: SearchDoc): void {
    const { records, words } = this;
    records[n * RECORD + KIND_AT] = Math.max(0, LANDLORD_TYPES.indexOf(doc.type ?? "individual"));
    words[n * RECORD_WORDS + OWNER_WORD] = doc.ownerUserId ?? 0;
    words[n * RECORD_WORDS + REVIEWS_WORD] = Math.min(doc.reviews ?? 0, 0xffffffff);
    this.setRating(n, 0, doc.averageRating ?? 0);
    this.setRating(n, 1, doc.responsivenessRating ?? 0);
    this.setRating(n, 2, doc.maintenanceRating ?? 0);
    this.setRating(n, 3, doc.fairnessRating ?? 0);
  }

  renumber(order: Int32Array, capacity: number): void {
    const count = order.length;
    const names: string[] = new Array(count);
    const records = new Uint8Array(capacity * RECORD);
    const ratingsAside = new Map<number, number>();
    for (let m = 0; m < count; m++) {
      const n = order[m]!;
      names[m] = stringAt(this.names, n)!;
      records.set(this.records.subarray(n * RECORD, n * RECORD + RECORD), m * RECORD);
      for (let k = 0; k < RATINGS; k++) {
        if (records[m * RECORD + RATINGS_AT + k] === RATING_ASIDE) ratingsAside.set(m * RATINGS + k, this.ratingsAside.get(n * RATINGS + k)!);
      }
    }
    this.names = names;
    this.setRecords(records);
    this.ratingsAside = ratingsAside;
  }

  save(w: SnapshotWriter, count: number): void {
    w.strings("landlords.names", this.names, count);
    // The records as they are, but for the owner: whether there is one, never who (see SOME_OWNER).
    const records = this.records.slice(0, count * RECORD);
    const words = new Uint32Array(records.buffer);
    for (let n = 0; n < count; n++) if (words[n * RECORD_WORDS + OWNER_WORD]) words[n * RECORD_WORDS + OWNER_WORD] = SOME_OWNER;
    w.array("landlords.records", "u8", records);
    const aside = new Float64Array(this.ratingsAside.size * 2);
    let at = 0;
    for (const [key, value] of this.ratingsAside) if (key < count * RATINGS) (aside[at++] = key), (aside[at++] = value);
    w.array("landlords.ratingsAside", "f64", aside, at);
  }

  load(r: SnapshotReader, count: number, capacity: number): void {
    const names = r.column("landlords.names");
    const aside = r.array("landlords.ratingsAside", "f64");
    // A view of the file's bytes (snapshot-format.ts): nothing made per landlord at a start.
    const records = r.has("landlords.records") ? r.arrayInto("landlords.records", "u8", Math.max(capacity, count) * RECORD) : recordsOfFormat3(r, count, Math.max(capacity, count));
    if (names.length !== count || records.length < count * RECORD || aside.length % 2) throw new Error("snapshot: landlord rows do not match");
    const ratingsAside = new Map<number, number>();
    for (let i = 0; i < aside.length; i += 2) ratingsAside.set(aside[i]!, aside[i + 1]!);
    this.names = names;
    this.setRecords(records);
    this.ratingsAside = ratingsAside;
  }

  row(n: number, id: string, location: string): IndexedLandlord {
    return {
      id,
      name: stringAt(this.names, n)!,
      type: this.typeAt(n),
      location,
      averageRating: this.ratingAt(n, 0),
      totalReviews: this.reviewsAt(n),
      responsivenessRating: this.ratingAt(n, 1),
      maintenanceRating: this.ratingAt(n, 2),
      fairnessRating: this.ratingAt(n, 3),
      ownerUserId: this.ownerAt(n),
    };
  }

  /** Reads ahead what landlord-json.ts writes of the first `count` of `numbers` (kind.ts `touch`): the record's cache line and the name's. */
  touch(numbers: Int32Array, count: number): number {
    const { records } = this;
    let sum = touchStrings(this.names, numbers, count);
    for (let i = 0; i < count; i++) sum += records[numbers[i]! * RECORD + FLAGS_AT]!;
    return sum;
  }

  /** The id's text into `out` from `at` when the record holds it (a lowercase dashed UUID): the end, or -1 (then the documents' id is written). */
  writeIdAt(n: number, out: Uint8Array, at: number): number {
    const { records } = this;
    const from = n * RECORD;
    if (!(records[from + FLAGS_AT]! & ID_BYTES) || at + 36 > out.length) return -1;
    for (let k = 0; k < 16; k++) {
      if (k === 4 || k === 6 || k === 8 || k === 10) out[at++] = 0x2d; // -
      const pair = HEX_PAIR[records[from + k]!]!;
      out[at] = pair & 0xff;
      out[at + 1] = pair >> 8;
      at += 2;
    }
    return at;
  }

  /** The name as JSON text (quoted, escaped). */
  nameJsonAt(n: number): string {
    return JSON.stringify(stringAt(this.names, n)!);
  }
  /** The name's UTF-8 as the inside of its JSON string into `out` from `at` when it needs no escaping (string-column.ts `writePlainJson`); the end, or -1. */
  writeNameAt(n: number, out: Uint8Array, at: number): number {
    return writePlainJson(this.names, n, out, at);
  }
  /** The type's index in LANDLORD_TYPES (an index beyond them reads as "individual", as typeAt does). */
  kindAt(n: number): number {
    return this.records[n * RECORD + KIND_AT]!;
  }
  /** Rating `k` in tenths as kept (RATING_ASIDE: kept exactly aside, read ratingTextAt). */
  tenthsAt(n: number, k: number): number {
    return this.records[n * RECORD + RATINGS_AT + k]!;
  }
  typeAt(n: number): LandlordType {
    return LANDLORD_TYPES[this.records[n * RECORD + KIND_AT]!] ?? "individual"; // a loaded kind is not checked one by one (see load)
  }
  reviewsAt(n: number): number {
    return this.words[n * RECORD_WORDS + REVIEWS_WORD]!;
  }
  /** Rating `k` of RATINGS (overall, responsiveness, maintenance, fairness). */
  ratingAt(n: number, k: number): number {
    const tenths = this.records[n * RECORD + RATINGS_AT + k]!;
    return tenths === RATING_ASIDE ? this.ratingsAside.get(n * RATINGS + k)! : tenths / 10;
  }
  /** ratingAt(n, k) as JSON text. */
  ratingTextAt(n: number, k: number): string {
    const tenths = this.records[n * RECORD + RATINGS_AT + k]!;
    return tenths === RATING_ASIDE ? String(this.ratingsAside.get(n * RATINGS + k)!) : TENTHS_TEXT[tenths]!;
  }
  ownerAt(n: number): number | null {
    return this.words[n * RECORD_WORDS + OWNER_WORD] || null;
  }

  private setRating(n: number, k: number, value: number): void {
    const tenths = Math.round(value * 10);
    if (tenths / 10 === value && tenths >= 0 && tenths < RATING_ASIDE) this.records[n * RECORD + RATINGS_AT + k] = tenths;
    else {
      this.records[n * RECORD + RATINGS_AT + k] = RATING_ASIDE;
      this.ratingsAside.set(n * RATINGS + k, value);
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
