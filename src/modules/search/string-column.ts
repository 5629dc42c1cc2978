// Many strings kept as one UTF-8 buffer and their end offsets, each made into a JS string only when
// read (issue 32). A million landlord ids and names as JS strings cost ~130 MB of RSS and most of a
// snapshot's load time (snapshot.ts), while a search reads 50 of them at most and keeps their JSON.
// Strings added later (`set` past the column's end) are kept as JS strings beside it.
import { hashId } from "./id-table";

const decoder = new TextDecoder();

export class StringColumn {
  /** Strings set past the loaded ones (number `length0 + i` at `later[i]`). */
  private readonly later: string[] = [];

  /** `bytes` holds the strings' UTF-8, string i ending at `ends[i]` (the first starting at 0). */
  constructor(
    private readonly bytes: Uint8Array,
    private readonly ends: Uint32Array,
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
export function setString(strings: Strings, n: number, value: string): void {
  if (Array.isArray(strings)) strings[n] = value;
  else strings.set(n, value);
}
