// Many strings kept as one UTF-8 buffer and their end offsets, each made into a JS string only when
// read (issue 32). A million landlord ids and names as JS strings cost ~130 MB of RSS and most of a
// snapshot's load time (snapshot.ts), while a search reads 50 of them at most and keeps their JSON.
// Strings added later (`set` past the column's end) are kept as JS strings beside it.
import { hashId } from "./id-table";

const decoder = new TextDecoder();

export class StringColumn {
  /** Strings set past the loaded ones (number `length0 + i` at `later[i]`). */
  private readonly later: string[] = [];

  /** `bytes` holds the strings' UTF-8, string i ending at `ends[i]` (the first starting at 0); read as they are by landlord-kind.ts's load. */
  constructor(
    readonly bytes: Uint8Array,
    readonly ends: Uint32Array,
  ) {}

  /** Strings loaded from the buffer. */
  get loaded(): number {
    return this.ends.length;
  }

  get length(): number {
    return this.ends.length + this.later.length;
  }

  at(n: number): string | undefined {
    const loaded = this.ends.length;
    if (n >= loaded) return this.later[n - loaded];
    if (n < 0) return undefined;
    return decoder.decode(this.bytes.subarray(n ? this.ends[n - 1]! : 0, this.ends[n]!));
  }

  /** FNV-1a of string `n`'s UTF-16 code units (id-table.ts `hashId`), from its bytes when they are ASCII. */
  hashAt(n: number): number {
    const loaded = this.ends.length;
    if (n >= loaded) return hashId(this.later[n - loaded]!);
    const { bytes } = this;
    let h = 0x811c9dc5;
    for (let k = n ? this.ends[n - 1]! : 0, end = this.ends[n]!; k < end; k++) {
      const b = bytes[k]!;
      if (b > 127) return hashId(this.at(n)!);
      h = Math.imul(h ^ b, 0x01000193);
    }
    return h >>> 0;
  }

  /** String `n`'s UTF-8 into `out` from `at` when it needs no JSON escaping (see `writePlainJson`); the end, or -1. */
  writePlainJson(n: number, out: Uint8Array, at: number): number {
    const loaded = this.ends.length;
    if (n >= loaded) return writePlainText(this.later[n - loaded]!, out, at);
    const { bytes } = this;
    const from = n ? this.ends[n - 1]! : 0;
    const end = this.ends[n]!;
    if (at + (end - from) > out.length) return -1;
    for (let k = from; k < end; k++) {
      const b = bytes[k]!;
      if (b < 0x20 || b === 0x22 || b === 0x5c) return -1;
      out[at++] = b;
    }
    return at;
  }

  /**
   * Reads where each of the first `count` strings of `numbers` lies and its first and last byte,
   * each read independent of the others (answer-writer.ts `touch`): their cache misses overlap
   * rather than come one after another as the strings are written. Returns a sum of what it read.
   */
  touch(numbers: Int32Array, count: number): number {
    const { ends, bytes } = this;
    const loaded = ends.length;
    let sum = 0;
    for (let i = 0; i < count; i++) {
      const n = numbers[i]!;
      if (n > 0 && n < loaded) sum += ends[n - 1]! + ends[n]!;
      else if (n === 0) sum += ends[0]!;
    }
    for (let i = 0; i < count; i++) {
      const n = numbers[i]!;
      if (n >= loaded || n < 0) continue;
      const from = n ? ends[n - 1]! : 0;
      const end = ends[n]!;
      if (end > from) sum += bytes[from]! + bytes[end - 1]!;
    }
    return sum;
  }

  /** Sets string `n`: only past the loaded ones (a loaded string never changes; a renumbering makes a plain array). */
  set(n: number, value: string): void {
    const at = n - this.ends.length;
    if (at < 0) throw new Error("a loaded string is never set again");
    this.later[at] = value;
  }
}

/** Strings by number: a plain array (a rebuild), or a column (loaded from a snapshot). */
export type Strings = string[] | StringColumn;

export const stringAt = (strings: Strings, n: number): string | undefined => (Array.isArray(strings) ? strings[n] : strings.at(n));
export const hashStringAt = (strings: Strings, n: number): number => (Array.isArray(strings) ? hashId(strings[n]!) : strings.hashAt(n));
/** `text` into `out` from `at` when it is ASCII needing no JSON escaping; the end, or -1. */
function writePlainText(text: string, out: Uint8Array, at: number): number {
  if (at + text.length > out.length) return -1;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c < 0x20 || c > 0x7e || c === 0x22 || c === 0x5c) return -1;
    out[at++] = c;
  }
  return at;
}

/**
 * String `n` as the inside of its JSON string (no quotes), as UTF-8 into `out` from `at`, when
 * that is the string's own bytes (nothing to escape: no quote, backslash or control character);
 * the end, or -1 when it is not, or does not fit (the caller writes JSON.stringify's text instead).
 */
export function writePlainJson(strings: Strings, n: number, out: Uint8Array, at: number): number {
  return Array.isArray(strings) ? writePlainText(strings[n]!, out, at) : strings.writePlainJson(n, out, at);
}

/** StringColumn `touch` when `strings` is one (a plain array's strings are not read ahead). */
export const touchStrings = (strings: Strings, numbers: Int32Array, count: number): number => (Array.isArray(strings) ? 0 : strings.touch(numbers, count));

/**
 * The first `count` strings as one UTF-8 column, as a snapshot loads them (a JS string each is
 * ~80 bytes and an object the collector walks: a million ids and a million names after a rebuild
 * doubled each collection's pause, issue 32); a column stays as it is.
 */
export function packStrings(strings: Strings, count: number): Strings {
  if (!Array.isArray(strings) || !count) return strings;
  const ends = new Uint32Array(count);
  let bytes = 0;
  for (let n = 0; n < count; n++) ends[n] = bytes += Buffer.byteLength(strings[n]!);
  const text = new Uint8Array(bytes);
  let at = 0;
  for (let n = 0; n < count; n++) at += packEncoder.encodeInto(strings[n]!, text.subarray(at)).written;
  return new StringColumn(text, ends);
}
const packEncoder = new TextEncoder();

export function setString(strings: Strings, n: number, value: string): void {
  if (Array.isArray(strings)) strings[n] = value;
  else strings.set(n, value);
}
