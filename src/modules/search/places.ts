// The places of a search index's documents (a landlord's location, "Austin, TX"), numbered: each
// document is in exactly one, the kind's place field (kind.ts). The engine keeps every place's
// documents together, which makes a place three things at once:
// - a filter of a search with a location (each requested term starts one of the place's terms),
// - the driver of the walk when the asked places hold fewer documents than the rarest term
//   (evaluate.ts `admitFromLocations`), and
// - an answer by itself: a location-only search, or a name search that names a place whole
//   ("Ann Arbor", "Ann Arbor, MI": `named`).
// A place's text is tokenized once, not once per document in it (`termIdsOf`).
import { locationMatches, queryTerms, tokenize } from "./text";
import type { TermDictionary } from "./terms";
import { grow } from "./arrays";
import { DENSE_SHARE } from "./postings";
import type { SnapshotReader, SnapshotWriter } from "./snapshot-format";

export class Places {
  /** Each place's text, by number. */
  names: string[] = [];
  private terms: string[][] = [];
  private numbers = new Map<string, number>();
  /** Per place, the term numbers of its text (as `TermDictionary.termIdsOf` leaves them), once it was read. */
  private termIds: Int32Array[] = [];
  /** Place numbers by the normalised terms of their whole text ("ann arbor mi") and of the part before the comma ("ann arbor"). */
  private named = new Map<string, number[]>();
  private docsByPlace: number[][] = [];
  private live: number[] = [];
  /**
   * After a snapshot is loaded: the documents' places as loaded, from which `docs` and `liveAt` are
   * made at their first use (grouping a million documents into per-place arrays took 30-90 ms of a
   * cold start, issue 32; a search with a location, or any change, is the first to need them).
   */
  private pending: { placeOf: Int32Array; count: number } | null = null;
  /**
   * A big place's documents as a bit set (`bitsOf`), made at its first use and kept as documents
   * are added (`add`); removed ones linger, as in `docs`. A search with a location tests a
   * posting's document there (a few KB read again and again) before reading its place, a read at
   * random in a million (issue 32: a location search's walk of 12,000 postings spent most of its
   * time waiting for those reads).
   */
  private bits = new Map<number, Uint32Array>();

  /** Per place, its document numbers in order (dead ones linger until the index compacts). */
  get docs(): number[][] {
    if (this.pending) this.group();
    return this.docsByPlace;
  }
  /** Per place, its live documents. */
  get liveAt(): number[] {
    if (this.pending) this.group();
    return this.live;
  }

  clear(): void {
    this.names = [];
    this.terms = [];
    this.numbers = new Map();
    this.termIds = [];
    this.named = new Map();
    this.docsByPlace = [];
    this.live = [];
    this.pending = null;
    this.bits = new Map();
  }

  /** Document `n` (numbered after every other) is in place `place`. */
  add(place: number, n: number): void {
    this.docs[place]!.push(n);
    this.liveAt[place]!++;
    const bits = this.bits.get(place);
    if (bits) {
      const grown = grow(bits, (n >>> 5) + 1);
      grown[n >>> 5] = grown[n >>> 5]! | (1 << (n & 31));
      if (grown !== bits) this.bits.set(place, grown);
    }
  }

  /** Place `place`'s documents (and perhaps some removed since) as bits, when it holds at least one in DENSE_SHARE of `count` documents; else null. */
  bitsOf(place: number, count: number): Uint32Array | null {
    const known = this.bits.get(place);
    if (known) return known;
    const docs = this.docs[place]!;
    if (docs.length * DENSE_SHARE < count) return null;
    const bits = new Uint32Array((count >>> 5) + 1);
    for (let k = 0; k < docs.length; k++) {
      const n = docs[k]!;
      bits[n >>> 5] = bits[n >>> 5]! | (1 << (n & 31));
    }
    this.bits.set(place, bits);
    return bits;
  }

  /** The number of place `text`, numbered now when it is new. */
  numberOf(text: string): number {
    let place = this.numbers.get(text);
    if (place !== undefined) return place;
    place = this.names.push(text) - 1;
    this.numbers.set(text, place);
    this.terms.push(tokenize(text));
    for (const name of new Set([queryTerms(text).join(" "), queryTerms(text.split(",")[0]!).join(" ")])) {
      const known = this.named.get(name);
      if (known) known.push(place);
      else this.named.set(name, [place]);
    }
    this.docs.push([]);
    this.liveAt.push(0);
    return place;
  }

  /** `dictionary.termIdsOf(text)` for place number `place`, from what was kept after its first time. */
  termIdsOf(place: number, text: string, dictionary: TermDictionary): number {
    const known = this.termIds[place];
    if (known) return dictionary.putIds(known);
    const count = dictionary.termIdsOf(text);
    this.termIds[place] = dictionary.ids.slice(0, count);
    return count;
  }

  /** The numbers of the places with live documents each of whose `wanted` terms (queryTerms of a location) starts one of their terms; at most `max`. */
  matching(wanted: readonly string[], max: number): number[] {
    if (!wanted.length) return [];
    const out: number[] = [];
    for (let n = 0; n < this.names.length && out.length < max; n++) {
      if (this.liveAt[n]! > 0 && locationMatches(this.terms[n]!, wanted)) out.push(n);
    }
    return out;
  }

  /**
   * The places a query names whole: its words (`queryTerms`) are exactly a place's text or the
   * part before its comma. [] when it names none. A lookup, not a walk over every place: it is
   * asked on every name search.
   */
  namedBy(terms: readonly string[]): string[] {
    const numbers = terms.length ? this.named.get(terms.join(" ")) : undefined;
    return numbers ? numbers.filter((n) => this.liveAt[n]! > 0).map((n) => this.names[n]!) : [];
  }

  /** The live documents of the places named `names` (exact texts; unknown ones count none). */
  liveIn(names: readonly string[]): number {
    let live = 0;
    for (const name of names) {
      const n = this.numbers.get(name);
      if (n !== undefined) live += this.liveAt[n]!;
    }
    return live;
  }

  /** The places into a snapshot (snapshot.ts): their names in number order; the rest is made again from them and the documents. */
  save(w: SnapshotWriter): void {
    w.strings("places.names", this.names);
  }

  /**
   * The places `save` wrote, numbered as they were, with the documents of the first `count` of
   * `placeOf` (-1: dead), grouped at their first use (see `pending`). `placeOf` must keep those
   * values until then: a document removed meanwhile may still be grouped (dead ones linger anyway).
   */
  load(r: SnapshotReader, placeOf: Int32Array, count: number): void {
    this.clear();
    for (const name of r.strings("places.names")) if (this.numberOf(name) !== this.names.length - 1) throw new Error("snapshot: a place twice");
    // Grouped later; the places' numbers are the hash's to vouch for (snapshot.ts: each part's
    // shape is checked, not each element), and a number out of range is left out, never read.
    this.pending = { placeOf, count };
  }

  private group(): void {
    const { placeOf, count } = this.pending!;
    this.pending = null;
    // Counted first, then filled: a million pushes into growing arrays cost several times more.
    const places = this.names.length;
    const counts = new Int32Array(places);
    for (let n = 0; n < count; n++) {
      const place = placeOf[n]!;
      if (place >= 0 && place < places) counts[place]!++;
    }
    // Made at their length below 50,000 only: JavaScriptCore makes a longer `new Array(n)` a sparse
    // kind of array, slower to read in the walks; those grow by appending as in a rebuild.
    const docs = Array.from(counts, (c) => (c < 50_000 ? new Array<number>(c) : []));
    const filled = new Int32Array(this.names.length);
    for (let n = 0; n < count; n++) {
      const place = placeOf[n]!;
      if (place >= 0 && place < places) docs[place]![filled[place]!++] = n;
    }
    this.docsByPlace = docs;
    this.live = Array.from(counts);
  }

  /** Regroups the documents after a renumbering: `placeOf` holds the place of each of the first `count`. */
  regroup(placeOf: Int32Array, count: number): void {
    const live = this.liveAt; // grouped first if still pending: the live counts carry over
    this.docsByPlace = this.names.map(() => []);
    this.live = live;
    this.bits = new Map();
    for (let n = 0; n < count; n++) this.docsByPlace[placeOf[n]!]!.push(n);
  }
}
