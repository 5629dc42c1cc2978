// Buildings as a kind of search document (kind.ts, contract §7.2): a building's BuildingDoc
// (src/store/buildings.ts) is searched by its address, written with the other spellings of its
// street words (src/contract/address.ts `addressSearchText`: "12 oak street" finds "12 Oak St."),
// and by its location; its place is its location; a rebuild numbers the most reviewed first.
//
// Answers from memory, lean (the server's RSS after start at 100,000 landlords and 500,000 reviews
// is held to 180 MB): the row store keeps each building's figures (its address, ratings, review
// count, landlords and rent by year) encoded as varints in one byte arena, ~55 bytes a building,
// its texts kept JSON-escaped, in the order the answer lists them. A search's answer is written
// from there as JSON bytes (`writeJson`, no objects made), each building's bytes kept by the answer
// writer (answer-writer.ts, as landlord search's are; building-search.ts). Its id and location are
// the engine's. A building with no figures kept (set without them) is read from the store instead.
import { addressSearchText } from "../../contract/address";
import type { BuildingDoc } from "../../store/buildings";
import type { Building } from "../../contract/types";
import { grow } from "./arrays";
import type { DocumentKind, RowStore } from "./kind";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-format";

/** "address": the address and location (a search box's query); "place": the location only (a location-only search). */
export type BuildingSearchType = "address" | "place";

export interface IndexedBuilding {
  id: string;
  location: string;
  reviews: number;
}

const ADDRESS = 0;
const LOCATION = 1;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEX = "0123456789abcdef";
const encoder = new TextEncoder();
const decoder = new TextDecoder();
/** What JSON.stringify escapes in a string: a quote, a backslash, a control character, a lone surrogate (any surrogate: the rare pair is escaped by the slow way). */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const HEX_CODES = Uint8Array.from(HEX, (c) => c.charCodeAt(0));

/**
 * A growing byte buffer that JSON is written into (BuildingRows `writeJson`): reused from answer to
 * answer; `take()` copies out what was written.
 */
export class JsonOut {
  bytes = new Uint8Array(1 << 16);
  at = 0;
  room(n: number): void {
    if (this.at + n <= this.bytes.length) return;
    const bigger = new Uint8Array(Math.max(this.bytes.length * 2, this.at + n));
    bigger.set(this.bytes.subarray(0, this.at));
    this.bytes = bigger;
  }
  byte(b: number): void {
    this.room(1);
    this.bytes[this.at++] = b;
  }
  /** An ASCII text with nothing to escape (the JSON's own punctuation and keys). */
  ascii(s: string): void {
    this.room(s.length);
    const { bytes } = this;
    let at = this.at;
    for (let i = 0; i < s.length; i++) bytes[at++] = s.charCodeAt(i);
    this.at = at;
  }
  /** Bytes of a few dozen at most (the JSON's fixed parts). */
  raw(from: Uint8Array): void {
    this.room(from.length);
    const { bytes } = this;
    let at = this.at;
    for (let i = 0; i < from.length; i++) bytes[at++] = from[i]!;
    this.at = at;
  }
  copy(from: Uint8Array, start: number, end: number): void {
    this.room(end - start);
    const { bytes } = this;
    let at = this.at;
    // Byte by byte: most texts are a few dozen bytes, less than a view and a set cost.
    if (end - start < 64) for (let i = start; i < end; i++) bytes[at++] = from[i]!;
    else {
      bytes.set(from.subarray(start, end), at);
      at += end - start;
    }
    this.at = at;
  }
  /** A non-negative integer. */
  uint(v: number): void {
    if (v < 10) return this.byte(0x30 + v);
    this.ascii(String(v));
  }
  /** `t / 10` as JSON.stringify writes it (3.4, 3, 0). */
  tenths(t: number): void {
    this.uint(Math.floor(t / 10));
    if (t % 10) {
      this.room(2);
      this.bytes[this.at++] = 0x2e; // .
      this.bytes[this.at++] = 0x30 + (t % 10);
    }
  }
  /** A JSON string, quoted: printable ASCII copied, anything else the way JSON.stringify writes it. */
  string(s: string): void {
    this.room(s.length + 2);
    const { bytes } = this;
    const from = this.at;
    bytes[this.at++] = 0x22;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) {
        this.at = from;
        const text = JSON.stringify(s);
        this.room(text.length * 3);
        this.at += encoder.encodeInto(text, this.bytes.subarray(this.at)).written;
        return;
      }
      bytes[this.at++] = c;
    }
    bytes[this.at++] = 0x22;
  }
  /** What was written since `reset`, copied. */
  take(): Uint8Array {
    return this.bytes.slice(0, this.at);
  }
  reset(): void {
    this.at = 0;
  }
}

/** The JSON's fixed parts, as bytes (`writeJson`). */
const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const OPEN_ID = ascii('{"id":');
const ADDRESS_KEY = ascii(',"address":"');
const LOCATION_KEY = ascii('","location":');
const AVERAGE_KEY = ascii(',"averageRating":');
const TOTAL_KEY = ascii(',"totalReviews":');
const RATINGS_KEY = ascii(',"ratings":{"overall":');
const RESPONSIVENESS_KEY = ascii(',"responsiveness":');
const MAINTENANCE_KEY = ascii(',"maintenance":');
const FAIRNESS_KEY = ascii(',"fairness":');
const LANDLORDS_KEY = ascii('},"landlords":[');
const NAME_KEY = ascii('","name":"');
const REVIEW_COUNT_KEY = ascii('","reviewCount":');
const RENT_KEY = ascii('],"rent":[');
const MEDIAN_KEY = ascii(',"medianMonthlyRent":');
const SAMPLE_KEY = ascii(',"sampleSize":');
const NEXT_LANDLORD = ascii(',{"id":"');
const FIRST_LANDLORD = ascii('{"id":"');
const NEXT_YEAR = ascii(',{"year":');
const FIRST_YEAR = ascii('{"year":');
const CLOSE = ascii("]}");
const scratch = new JsonOut();

export class BuildingRows implements RowStore<BuildingDoc, IndexedBuilding> {
  private reviewCounts = new Uint32Array(1024);
  /** Where document n's figures start in the arena, or -1 when none are kept. */
  private figuresAt = new Int32Array(1024).fill(-1);
  /** Every building's figures, one after another (see encode); appended to, started over by `restart`. */
  private arena = new Uint8Array(1 << 16);
  private top = 0;
  /** During a rebuild (`restart` to `trim`): where each landlord's id and name were first written. */
  private sharing: Map<string, number> | null = null;
  /** The landlords the building being encoded wrote, shared once it is whole. */
  private shares: [string, number][] = [];

  clear(): void {
    this.reviewCounts = new Uint32Array(1024);
    this.figuresAt = new Int32Array(1024).fill(-1);
  }
  /** A reader of the rows as they are now, left as they are when these are started over (`restart`, then a rebuild's `set`s): no copy. */
  frozen(): BuildingRows {
    const copy = new BuildingRows();
    copy.reviewCounts = this.reviewCounts;
    copy.figuresAt = this.figuresAt;
    copy.arena = this.arena;
    copy.top = this.top;
    return copy;
  }

  /** Forgets every building's figures (before a rebuild encodes them afresh). */
  restart(): void {
    this.arena = new Uint8Array(1 << 16);
    this.top = 0;
    this.sharing = new Map();
  }

  grow(length: number): void {
    this.reviewCounts = grow(this.reviewCounts, length);
    if (length > this.figuresAt.length) {
      const at = new Int32Array(length).fill(-1);
      at.set(this.figuresAt);
      this.figuresAt = at;
    }
  }
  set(n: number, doc: BuildingDoc): void {
    this.reviewCounts[n] = Math.min(Number(doc.reviews) || 0, 0xffffffff);
    this.figuresAt[n] = doc.figures ?? -1;
  }
  /** A building whose texts are unchanged (search-index.ts `update`): its count and figures are all `set` keeps. */
  setFigures(n: number, doc: BuildingDoc): void {
    this.set(n, doc);
  }
  renumber(order: Int32Array, capacity: number): void {
    const counts = new Uint32Array(capacity);
    const at = new Int32Array(capacity).fill(-1);
    for (let m = 0; m < order.length; m++) {
      counts[m] = this.reviewCounts[order[m]!]!;
      at[m] = this.figuresAt[order[m]!]!;
    }
    this.reviewCounts = counts;
    this.figuresAt = at;
  }
  row(n: number, id: string, place: string): IndexedBuilding {
    return { id, location: place, reviews: this.reviewCounts[n]! };
  }

  /**
   * The first `count` buildings' rows into an index snapshot (snapshot.ts, issue 32): their review
   * counts, where their figures start, and the arena those are in (saved only right after a
   * rebuild, search-index.ts `pristine`, when it holds exactly their figures). What the arena
   * holds is what GET /api/buildings/search shows of each building, nothing more.
   */
  save(w: SnapshotWriter, count: number): void {
    w.array("buildings.reviews", "u32", this.reviewCounts, count);
    w.array("buildings.figuresAt", "i32", this.figuresAt, count);
    w.array("buildings.arena", "u8", this.arena, this.top);
  }

  /** The rows as `save` wrote them, in room for `capacity`; the arena is a view of the file's bytes until a building is added (then `room` copies it). */
  load(r: SnapshotReader, count: number, capacity: number): void {
    const reviewCounts = r.arrayInto("buildings.reviews", "u32", capacity);
    const figuresAt = r.arrayInto("buildings.figuresAt", "i32", capacity, -1);
    const arena = r.array("buildings.arena", "u8");
    if (r.array("buildings.reviews", "u32").length !== count || r.array("buildings.figuresAt", "i32").length !== count) throw new Error("snapshot: building rows do not match");
    this.reviewCounts = reviewCounts;
    this.figuresAt = figuresAt;
    this.arena = arena;
    this.top = arena.length;
    this.sharing = null;
  }

  /**
   * Keeps `b`'s figures in the arena and answers where (a BuildingDoc's `figures`), or undefined
   * when a figure is not one the encoding keeps exactly (then the building is read from the store).
   * Layout, numbers as varints, in the order its JSON lists them (`writeJson`): address (length,
   * UTF-8 of its JSON escaping); the four ratings in tenths; review count; landlord count, each
   * landlord's id (0 and 16 bytes for a UUID, else 1 and a text), name (a text) and review count;
   * rent years, each year, median and sample size.
   */
  encode(b: Building): number | undefined {
    const ratings = [b.ratings.overall, b.ratings.responsiveness, b.ratings.maintenance, b.ratings.fairness];
    const tenths = ratings.map((r) => Math.round(r * 10));
    if (b.averageRating !== b.ratings.overall || tenths.some((t, i) => t / 10 !== ratings[i])) return undefined;
    const from = this.top;
    const ok =
      this.text(b.address) &&
      tenths.every((t) => this.uint(t)) &&
      this.uint(b.totalReviews) &&
      this.uint(b.landlords.length) &&
      b.landlords.every((l) => this.landlord(l) && this.uint(l.reviewCount)) &&
      this.uint(b.rent.length) &&
      b.rent.every((r) => this.uint(r.year) && this.uint(r.medianMonthlyRent) && this.uint(r.sampleSize));
    const shares = this.shares;
    this.shares = [];
    if (!ok || from > 0x7fffffff) {
      this.top = from;
      return undefined;
    }
    for (const [id, at] of shares) this.sharing?.set(id, at);
    return from;
  }

  /** Whether document n's figures name the landlord `landlordId` (`naming`, for one document). */
  names(n: number, landlordId: string): boolean {
    return n < this.figuresAt.length && this.naming(landlordId, n, n + 1).length > 0;
  }

  /**
   * The documents from `from` to `to` (not included) whose figures name the landlord `landlordId`:
   * its id's encoding compared byte for byte in the arena, varints read inline, no string or object
   * made (building-search.ts asks it of every building when a landlord is deleted: decoding each
   * landlord's id and name took ~0.9 s at 211,575 buildings). Dead documents may be among them.
   */
  naming(landlordId: string, from: number, to: number): number[] {
    const want = this.encodedId(landlordId);
    const wanted = want.length;
    const first = want[0]!;
    const arena = this.arena;
    const figuresAt = this.figuresAt;
    const found: number[] = [];
    for (let n = from; n < to; n++) {
      let at = figuresAt[n]!;
      if (at < 0) continue;
      // A varint: most are one byte.
      let v = 0;
      let scale = 1;
      let b: number;
      // The address: its length, then its bytes.
      do {
        b = arena[at++]!;
        v += (b & 0x7f) * scale;
        scale *= 0x80;
      } while (b >= 0x80);
      at += v;
      // Four ratings and the review count.
      for (let k = 0; k < 5; k++) while (arena[at++]! >= 0x80);
      let count = 0;
      scale = 1;
      do {
        b = arena[at++]!;
        count += (b & 0x7f) * scale;
        scale *= 0x80;
      } while (b >= 0x80);
      for (let i = 0; i < count; i++) {
        let ref = 0;
        scale = 1;
        do {
          b = arena[at++]!;
          ref += (b & 0x7f) * scale;
          scale *= 0x80;
        } while (b >= 0x80);
        // Its id written here (ref 0), or at ref by an earlier building (`landlord`).
        const id = ref || at;
        if (arena[id] === first) {
          let k = 1;
          while (k < wanted && arena[id + k] === want[k]) k++;
          if (k === wanted) {
            found.push(n);
            break;
          }
        }
        if (!ref) {
          // Past its id (0 and 16 bytes, or 1 and a text) and its name (a text).
          if (arena[at++] === 0) at += 16;
          else {
            v = 0;
            scale = 1;
            do {
              b = arena[at++]!;
              v += (b & 0x7f) * scale;
              scale *= 0x80;
            } while (b >= 0x80);
            at += v;
          }
          v = 0;
          scale = 1;
          do {
            b = arena[at++]!;
            v += (b & 0x7f) * scale;
            scale *= 0x80;
          } while (b >= 0x80);
          at += v;
        }
        // Its review count here.
        while (arena[at++]! >= 0x80);
      }
    }
    return found;
  }

  /** The last id `names` looked for, as `landlord` writes it (0 and 16 bytes for a UUID, else 1 and its text). */
  private wanted: { id: string; bytes: Uint8Array } | null = null;
  private encodedId(id: string): Uint8Array {
    if (this.wanted?.id === id) return this.wanted.bytes;
    let bytes: Uint8Array;
    if (UUID.test(id)) {
      bytes = new Uint8Array(17);
      const hex = id.replaceAll("-", "");
      for (let i = 0; i < 16; i++) bytes[i + 1] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
    } else {
      const text = encoder.encode(NEEDS_ESCAPE.test(id) ? JSON.stringify(id).slice(1, -1) : id);
      const length: number[] = [];
      for (let v = text.length; ; v = Math.floor(v / 0x80)) {
        if (v < 0x80) {
          length.push(v);
          break;
        }
        length.push((v % 0x80) | 0x80);
      }
      bytes = new Uint8Array([1, ...length, ...text]);
    }
    this.wanted = { id, bytes };
    return bytes;
  }
  /** Document n's JSON as `writeJson` writes it (kind.ts `json`, read by answer-writer.ts), or "null" when its figures are not kept. */
  json(n: number, id: string, location: string): string {
    scratch.reset();
    if (!this.writeJson(n, id, location, scratch)) return "null";
    return decoder.decode(scratch.bytes.subarray(0, scratch.at));
  }

  /** `json`'s bytes, a view of a scratch buffer valid until the next call (answer-writer.ts `jsonBytesAt`): no string made. Empty when its figures are not kept. */
  jsonBytes(n: number, id: string, location: string): Uint8Array {
    scratch.reset();
    this.writeJson(n, id, location, scratch);
    return scratch.bytes.subarray(0, scratch.at);
  }

  /** Whether document n's figures are kept (then `building` and `writeJson` answer it from memory). */
  kept(n: number): boolean {
    return this.figuresAt[n]! >= 0;
  }

  /** Document n as GET /api/buildings/search lists it, or null when its figures are not kept. */
  building(n: number, id: string, location: string): Building | null {
    const at = this.figuresAt[n]!;
    if (at < 0) return null;
    const read = { at };
    const address = this.readText(read);
    const ratings = { overall: this.readUint(read) / 10, responsiveness: this.readUint(read) / 10, maintenance: this.readUint(read) / 10, fairness: this.readUint(read) / 10 };
    const totalReviews = this.readUint(read);
    const landlords: Building["landlords"] = [];
    for (let i = 0, count = this.readUint(read); i < count; i++) {
      const { id, name } = this.readLandlord(read);
      landlords.push({ id, name, reviewCount: this.readUint(read) });
    }
    const rent: Building["rent"] = [];
    for (let i = 0, count = this.readUint(read); i < count; i++) rent.push({ year: this.readUint(read), medianMonthlyRent: this.readUint(read), sampleSize: this.readUint(read) });
    return { id, address, location, averageRating: ratings.overall, totalReviews, ratings, landlords, rent };
  }

  /**
   * Document n's JSON, byte for byte what JSON.stringify(building(n, id, location)) gives, written
   * into `out` straight from the arena (its texts are kept JSON-escaped): no objects made. Decoding
   * each building into objects for Elysia to stringify cost twice the search itself (issue 25).
   * False, writing nothing, when its figures are not kept.
   */
  writeJson(n: number, id: string, location: string, out: JsonOut): boolean {
    const at = this.figuresAt[n]!;
    if (at < 0) return false;
    const read = { at };
    const arena = this.arena;
    out.raw(OPEN_ID);
    out.string(id);
    out.raw(ADDRESS_KEY);
    const length = this.readUint(read);
    out.copy(arena, read.at, read.at + length);
    read.at += length;
    out.raw(LOCATION_KEY);
    out.string(location);
    const overall = this.readUint(read);
    const responsiveness = this.readUint(read);
    const maintenance = this.readUint(read);
    const fairness = this.readUint(read);
    out.raw(AVERAGE_KEY);
    out.tenths(overall);
    out.raw(TOTAL_KEY);
    out.uint(this.readUint(read));
    out.raw(RATINGS_KEY);
    out.tenths(overall);
    out.raw(RESPONSIVENESS_KEY);
    out.tenths(responsiveness);
    out.raw(MAINTENANCE_KEY);
    out.tenths(maintenance);
    out.raw(FAIRNESS_KEY);
    out.tenths(fairness);
    out.raw(LANDLORDS_KEY);
    for (let i = 0, count = this.readUint(read); i < count; i++) {
      out.raw(i ? NEXT_LANDLORD : FIRST_LANDLORD);
      const ref = this.readUint(read);
      const own = ref ? { at: ref } : read;
      if (arena[own.at++] === 0) {
        out.room(36);
        for (let k = 0; k < 16; k++) {
          const byte = arena[own.at++]!;
          out.byte(HEX_CODES[byte >> 4]!);
          out.byte(HEX_CODES[byte & 15]!);
          if (k === 3 || k === 5 || k === 7 || k === 9) out.byte(0x2d); // -
        }
      } else this.copyText(own, out);
      out.raw(NAME_KEY);
      this.copyText(own, out);
      out.raw(REVIEW_COUNT_KEY);
      out.uint(this.readUint(read));
      out.byte(0x7d); // }
    }
    out.raw(RENT_KEY);
    for (let i = 0, count = this.readUint(read); i < count; i++) {
      out.raw(i ? NEXT_YEAR : FIRST_YEAR);
      out.uint(this.readUint(read));
      out.raw(MEDIAN_KEY);
      out.uint(this.readUint(read));
      out.raw(SAMPLE_KEY);
      out.uint(this.readUint(read));
      out.byte(0x7d); // }
    }
    out.raw(CLOSE);
    return true;
  }

  private room(bytes: number): void {
    if (this.top + bytes <= this.arena.length) return;
    const arena = new Uint8Array(Math.max(this.arena.length * 2, this.top + bytes));
    arena.set(this.arena.subarray(0, this.top));
    this.arena = arena;
  }
  private uint(v: number): boolean {
    if (!Number.isSafeInteger(v) || v < 0) return false;
    this.room(8);
    while (v >= 0x80) {
      this.arena[this.top++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.arena[this.top++] = v;
    return true;
  }
  /** `s` as its JSON escaping (JSON.stringify(s) without the quotes), so that `writeJson` copies it as it is. */
  private text(raw: string): boolean {
    const s = NEEDS_ESCAPE.test(raw) ? JSON.stringify(raw).slice(1, -1) : raw;
    // Its UTF-8 written in place after a length varint of the most room it may need (no garbage per string).
    this.room(8 + s.length * 3);
    const from = this.top;
    this.uint(s.length * 3);
    const lengthBytes = this.top - from;
    const { written } = encoder.encodeInto(s, this.arena.subarray(this.top));
    this.top = from;
    this.uint(written);
    if (this.top - from !== lengthBytes) this.arena.copyWithin(this.top, from + lengthBytes, from + lengthBytes + written);
    this.top += written;
    return true;
  }
  /** Gives back the arena's room past what is written but a little (after a rebuild: the doubling left up to half unused). */
  trim(): void {
    this.sharing = null;
    this.arena = this.arena.slice(0, this.top + (1 << 16));
  }
  private uuid(id: string): boolean {
    this.room(17);
    this.arena[this.top++] = 0;
    const hex = id.replaceAll("-", "");
    for (let i = 0; i < 16; i++) this.arena[this.top++] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
    return true;
  }
  private readUint(read: { at: number }): number {
    const arena = this.arena;
    const first = arena[read.at++]!;
    if (first < 0x80) return first; // most figures: one byte
    let v = first & 0x7f;
    let scale = 0x80;
    for (;;) {
      const byte = arena[read.at++]!;
      v += (byte & 0x7f) * scale;
      if (byte < 0x80) return v;
      scale *= 0x80;
    }
  }
  private readText(read: { at: number }): string {
    const length = this.readUint(read);
    const bytes = this.arena.subarray(read.at, read.at + length);
    read.at += length;
    const s = decoder.decode(bytes);
    return bytes.includes(0x5c) ? (JSON.parse(`"${s}"`) as string) : s; // \: escaped (see text)
  }
  private skipText(read: { at: number }): void {
    const length = this.readUint(read); // first: `read.at += readUint(read)` would add to the position before the length
    read.at += length;
  }
  private copyText(read: { at: number }, out: JsonOut): void {
    const length = this.readUint(read);
    out.copy(this.arena, read.at, read.at + length);
    read.at += length;
  }
  /**
   * A landlord's id and name: 0 and both written here, or k > 0 and both read at k - 1, where an
   * earlier building of the same landlord wrote them (during a rebuild: `sharing`), so a portfolio
   * keeps its landlord once (~35 bytes a building less).
   */
  private landlord(l: { id: string; name: string }): boolean {
    const shared = this.sharing?.get(l.id);
    if (shared !== undefined) return this.uint(shared + 1);
    const at = this.top;
    const ok = this.uint(0) && (UUID.test(l.id) ? this.uuid(l.id) : this.uint(1) && this.text(l.id)) && this.text(l.name);
    if (this.sharing) this.shares.push([l.id, at]);
    return ok;
  }
  private readLandlord(read: { at: number }): { id: string; name: string } {
    const ref = this.readUint(read);
    const at = ref ? { at: ref } : read;
    return { id: this.readId(at), name: this.readText(at) };
  }
  private readId(read: { at: number }): string {
    if (this.arena[read.at++] !== 0) return this.readText(read);
    let s = "";
    for (let i = 0; i < 16; i++) {
      const byte = this.arena[read.at++]!;
      s += HEX[byte >> 4]! + HEX[byte & 15]!;
      if (i === 3 || i === 5 || i === 7 || i === 9) s += "-";
    }
    return s;
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
  json: (rows, n, id, place) => rows.json(n, id, place),
};
