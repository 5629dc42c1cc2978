// The bytes of a search answer (a JSON array of documents), written from each document's bytes
// kept in one arena, for any kind of document: the kind writes a document's JSON text
// (kind.ts `json`, reached through the index's `jsonAt`), this keeps it as UTF-8 and copies
// ranges. Any change to the index may change or renumber documents: the owner calls `clear()`
// then (service.ts).

import { grow } from "./arrays";

/** Where a document's JSON text comes from: a search index (search-index.ts `jsonAt`). */
export interface JsonSource {
  jsonAt(n: number): string;
  /** The same as UTF-8 bytes, when the source writes them itself (a view, read before the next call): no string made and encoded (building-kind.ts). */
  jsonBytesAt?(n: number): Uint8Array;
  /** Optional: jsonAt(n) as UTF-8 into `out` from `at`; the end, or -1 when it cannot (then jsonAt is asked). */
  writeJsonAt?(n: number, out: Uint8Array, at: number): number;
  /**
   * Optional: reads what writing the first `count` of `numbers` will read, each read independent
   * of the others, before they are written one by one (search-index.ts `touchJson`). Returns
   * anything made of what it read (kept, so that the reads are not dropped).
   */
  touchJson?(numbers: Int32Array, count: number): number;
}

/**
 * The arena: what the answers' landlord texts may hold in all before they are written afresh
 * (~22 MB holds 100,000 landlords). Made once at this size: its pages take memory only as they are
 * written, and an arena grown by doubling left each smaller one to the collector: 16 MB of old
 * arena brought a full collection, and its pause, into the latency bench (issue 16).
 */
export const JSON_ARENA_BYTES = 32 << 20;
const encoder = new TextEncoder();
/** An answer's buffer: 50 landlords of ~300 bytes need ~15 KB; a longer answer gets bytes of its own. */
const ANSWER_ROOM = 32 << 10;
/** Room left in the arena for a document written straight into it (writeJsonAt): far more than any landlord needs. */
const DIRECT_ROOM = 64 << 10;
/**
 * The arena is written in segments, one after another and round again: moving into a segment
 * forgets only the documents kept in it (see `room`). Starting the whole arena over when full, as it
 * did, kept on average half of what it holds: at a million landlords 21% of a distinct search's
 * landlords were found kept; forgetting a sixteenth at a time, 32% (the pages of 60,000 of bench/http.ts's
 * distinct searches played against both, issue 32; bench/RESULTS.md).
 */
const MAX_SEGMENTS = 16;
/** Answer buffers kept for reuse; more come back only when many responses are made at once. */
const FREE_ANSWERS = 64;
/** Answers lent and not given back that are remembered: past this, the oldest are forgotten (left to the collector). */
const LENT_ANSWERS = 256;

/**
 * Writes a search answer, the JSON array of the documents numbered `numbers`, as UTF-8 bytes, from
 * each document's bytes kept in one arena once written. Joining 50 landlords' texts as strings made
 * a rope of ~1,000 pieces that the Response then flattened and encoded: 35-50 µs per distinct
 * search, as much as the search itself (issue 16, bench/RESULTS.md); copying 50 byte ranges costs
 * a few µs. Any change to the index may change or renumber documents: the owner calls `clear()`
 * then (search/service.ts). The arena is bounded: written round and round in segments, a segment
 * written over forgets the documents kept in it (MAX_SEGMENTS).
 *
 * Answers are lent: written into a buffer of the writer's, which comes back with `release` once
 * the Response is made (a Response copies the bytes it is made from: the Fetch standard's
 * "extract a body" takes a copy of a BufferSource) and is written over by a later answer. A
 * fresh ~15 KB array per distinct search was ~130 MB a second for the collector at the
 * throughput bench's rate and two page faults a request: lending cut the CPU per distinct
 * search by a sixth (issue 16). An answer not given back is an ordinary array, left to the
 * collector; only a buffer lent and not yet given back is taken back, so releasing twice, or
 * releasing bytes kept elsewhere, does nothing.
 */
export class SearchAnswerWriter {
  /** Each document's bytes, one after another (a Buffer: `copy` moves a range without a view of it). */
  /** Made at the first answer (a server that is never searched, or a test, does without it). */
  private arena: Buffer | null = null;
  private top = 0;
  /** The segments: how many, their size, the one `top` is in, and the documents kept in each (`kept[s]`, the first `keptCount[s]`). */
  private readonly segments: number;
  private readonly segmentBytes: number;
  private segment = 0;
  private readonly keptIn: Int32Array[];
  private readonly keptCount: Int32Array;
  /**
   * Where document n's bytes start in the arena (`spans[2n]`, -1 when not written since the last
   * clear) and how many there are (`spans[2n + 1]`): side by side, one cache miss a document
   * rather than two in arrays of 4 MB each at a million landlords (issue 32).
   */
  private spans = new Int32Array(0);
  private readonly free: ArrayBuffer[] = [];
  /** The documents of an answer not kept yet (touchJson's list), and what touchJson last returned. */
  private unkept = new Int32Array(64);
  private touched = 0;
  private readonly lent = new Set<ArrayBuffer>();

  constructor(
    private readonly source: JsonSource,
    private readonly arenaBytes = JSON_ARENA_BYTES,
    private readonly answerRoom = ANSWER_ROOM,
  ) {
    this.segments = Math.max(2, Math.min(MAX_SEGMENTS, Math.floor(arenaBytes / (1 << 20))));
    this.segmentBytes = Math.floor(arenaBytes / this.segments);
    this.keptIn = Array.from({ length: this.segments }, () => new Int32Array(256));
    this.keptCount = new Int32Array(this.segments);
  }

  /**
   * Forgets every document's bytes: call on any change to the index. Every document with bytes is
   * listed in the segment they are in (`keep`), so when few are kept (after a write, most are not)
   * only theirs are forgotten: filling `spans` is 8 MB at a million landlords, ~0.5 ms of every
   * review write there (issue 32).
   */
  clear(): void {
    let kept = 0;
    for (let s = 0; s < this.segments; s++) kept += this.keptCount[s]!;
    const { spans } = this;
    if (kept * 16 < spans.length) {
      for (let s = 0; s < this.segments; s++) {
        const numbers = this.keptIn[s]!;
        for (let i = 0, count = this.keptCount[s]!; i < count; i++) spans[2 * numbers[i]!] = -1;
      }
    } else spans.fill(-1);
    this.top = 0;
    this.segment = 0;
    this.keptCount.fill(0);
  }

  /**
   * Makes room for `bytes` at `top`, in the segment it is in or else at the start of the next one
   * (round again after the last), whose documents are forgotten first; false when no segment holds
   * that many.
   */
  private room(bytes: number): boolean {
    if (bytes > this.segmentBytes) return false;
    if (this.top + bytes <= (this.segment + 1) * this.segmentBytes) return true;
    const s = (this.segment = (this.segment + 1) % this.segments);
    const from = s * this.segmentBytes;
    const to = from + this.segmentBytes;
    const { spans } = this;
    const numbers = this.keptIn[s]!;
    // A document listed here may have been forgotten (clear) and kept again elsewhere since: only its bytes here are forgotten.
    for (let i = 0, count = this.keptCount[s]!; i < count; i++) {
      const n = numbers[i]!;
      if (spans[2 * n]! >= from && spans[2 * n]! < to) spans[2 * n] = -1;
    }
    this.keptCount[s] = 0;
    this.top = from;
    return true;
  }

  /** Document n's bytes, `length` of them, are now at `top`. */
  private keep(n: number, length: number): void {
    this.spans[2 * n] = this.top;
    this.spans[2 * n + 1] = length;
    this.top += length;
    const s = this.segment;
    const count = this.keptCount[s]!;
    if (count === this.keptIn[s]!.length) this.keptIn[s] = grow(this.keptIn[s]!, count + 1);
    this.keptIn[s]![count] = n;
    this.keptCount[s] = count + 1;
  }

  /** The answer's bytes, lent: give them back with `release` once nothing reads them (see above). */
  write(numbers: readonly number[]): Uint8Array {
    this.arena ??= Buffer.alloc(this.arenaBytes);
    if (this.source.touchJson) this.touch(numbers);
    let total = 2 + Math.max(0, numbers.length - 1);
    for (let i = 0; i < numbers.length; i++) total += this.kept(numbers[i]!);
    // kept() may have written over a segment holding one of this answer's documents, or found a document too long for a segment: every document of this answer must be kept now.
    for (let i = 0; i < numbers.length; i++) if (this.spans[2 * numbers[i]!]! < 0) return this.writeUnkept(numbers);
    const pooled = total <= this.answerRoom;
    const buffer = pooled ? (this.free.pop() ?? new ArrayBuffer(this.answerRoom)) : new ArrayBuffer(total);
    const out = new Uint8Array(buffer, 0, total);
    const { spans } = this;
    const arena = this.arena;
    out[0] = 0x5b; // [
    let at = 1;
    for (let i = 0; i < numbers.length; i++) {
      const n = numbers[i]!;
      if (i) out[at++] = 0x2c; // ,
      const from = spans[2 * n]!;
      const length = spans[2 * n + 1]!;
      arena.copy(out, at, from, from + length);
      at += length;
    }
    out[at] = 0x5d; // ]
    if (pooled) {
      if (this.lent.size >= LENT_ANSWERS) this.lent.clear();
      this.lent.add(buffer);
    }
    return out;
  }

  /**
   * Has the source read what the answer's documents not kept yet are written from, all of them at
   * once, before `kept` writes them one by one (issue 32). At a million landlords a document's
   * figures, id and name lie in a dozen arrays of megabytes each: writing 50 unknown landlords
   * one after another waited on a cache miss at every field (~1-3 µs a landlord, a fifth of a
   * distinct search). Read in a loop of independent reads, the misses overlap; the writing then
   * finds them in the cache (bench/search-classes.ts).
   */
  private touch(numbers: readonly number[]): void {
    const { spans } = this;
    let count = 0;
    for (let i = 0; i < numbers.length; i++) {
      const n = numbers[i]!;
      if (2 * n < spans.length && spans[2 * n]! >= 0) continue;
      if (count === this.unkept.length) this.unkept = grow(this.unkept, count + 1);
      this.unkept[count++] = n;
    }
    if (count > 1) this.touched = this.source.touchJson!(this.unkept, count);
  }

  /** Takes back bytes `write` lent, once their Response is made; anything else is left alone. */
  release(bytes: Uint8Array): void {
    const buffer = bytes.buffer;
    if (buffer instanceof ArrayBuffer && this.lent.delete(buffer) && this.free.length < FREE_ANSWERS) this.free.push(buffer);
  }

  /** Document n's byte length, written into the arena first when it is not there (0 when it cannot be: larger than the whole arena). */
  private kept(n: number): number {
    if (2 * n >= this.spans.length) this.growNumbers(n + 1);
    if (this.spans[2 * n]! >= 0) return this.spans[2 * n + 1]!;
    if (this.source.jsonBytesAt) return this.keptBytes(n, this.source.jsonBytesAt(n));
    const arena = this.arena!;
    // Bytes written straight into the arena when the source can (no text made and encoded).
    if (this.source.writeJsonAt && this.room(DIRECT_ROOM)) {
      const end = this.source.writeJsonAt(n, arena, this.top);
      if (end > (this.segment + 1) * this.segmentBytes) {
        // Past its segment (no landlord is near DIRECT_ROOM long): other documents' bytes may be written over.
        this.clear();
      } else if (end >= 0) {
        this.keep(n, end - this.top);
        return this.spans[2 * n + 1]!;
      }
    }
    const text = this.source.jsonAt(n);
    if (!this.room(text.length * 3)) return 0; // UTF-8 needs at most 3 bytes per UTF-16 unit
    const { written } = encoder.encodeInto(text, arena.subarray(this.top));
    this.keep(n, written);
    return written;
  }

  private keptBytes(n: number, bytes: Uint8Array): number {
    if (!this.room(bytes.length)) return 0;
    this.arena!.set(bytes, this.top);
    this.keep(n, bytes.length);
    return bytes.length;
  }

  /** The rare answer whose documents did not all fit since the arena last started over. */
  private writeUnkept(numbers: readonly number[]): Uint8Array {
    let text = "[";
    for (let i = 0; i < numbers.length; i++) text += (i ? "," : "") + this.source.jsonAt(numbers[i]!);
    return encoder.encode(text + "]");
  }

  private growNumbers(min: number): void {
    const size = Math.max(min, this.spans.length, 1024);
    const spans = new Int32Array(2 * size).fill(-1);
    spans.set(this.spans);
    this.spans = spans;
  }
}
