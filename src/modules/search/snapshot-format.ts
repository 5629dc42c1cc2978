// The file format of a search index snapshot (snapshot.ts, issue 32): named sections of typed
// arrays and string lists, read back in one read. Laid out as
//   "RFSNAP01" | u32 header length | header JSON | padding to 8 | sections, each 8-aligned
// The header names each section (its type, byte offset from the start of the body, element
// count), the caller's key, and a hash of the body (Bun.hash, wyhash): a file cut short, flipped
// or written by another format is refused as a whole (`SnapshotError`), never half-read.
//
// A string list is stored as one UTF-8 text and the byte end of each string in it: read whole (the
// text decoded once and cut with `substring` when it is ASCII), or kept as bytes and decoded one
// string at a time when read (string-column.ts: a million ids and names).

import { StringColumn } from "./string-column";

const MAGIC = "RFSNAP01";
const ASCII = /^[\x00-\x7f]*$/;
/** Whether every byte is ASCII (then a byte offset is a character offset). */
function isAsciiBytes(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! > 127) return false;
  return true;
}
const ALIGN = 8;

type ArrayType = "u8" | "u16" | "u32" | "i32" | "f32" | "f64";
type Typed = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float32Array | Float64Array;
const CONSTRUCTORS = { u8: Uint8Array, u16: Uint16Array, u32: Uint32Array, i32: Int32Array, f32: Float32Array, f64: Float64Array } as const;

interface SectionHead {
  name: string;
  type: ArrayType | "str";
  /** Bytes from the start of the body. */
  offset: number;
  /** Elements (strings for "str"). */
  length: number;
  /** "str": the text's byte length (its end offsets come first, as u32). */
  bytes?: number;
}

interface Header {
  key: string;
  hash: string;
  sections: SectionHead[];
}

/** Anything wrong with a snapshot file: the caller rebuilds from the store instead. */
export class SnapshotError extends Error {}

const pad = (n: number) => (n + ALIGN - 1) & ~(ALIGN - 1);

/** Collects sections, then writes them as one file's bytes. */
export class SnapshotWriter {
  private readonly parts: { head: SectionHead; bytes: Uint8Array[] }[] = [];
  private size = 0;

  array(name: string, type: ArrayType, values: Typed, length = values.length): void {
    const view = values.subarray(0, length);
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
    this.add({ name, type, offset: 0, length }, [bytes]);
  }

  /** `values` as one UTF-8 text and each string's byte end in it (`SnapshotReader.strings`, `column`). */
  strings(name: string, values: readonly string[] | StringColumn, length = values.length): void {
    const list = Array.isArray(values) ? (values as readonly string[]) : Array.from({ length }, (_, n) => (values as StringColumn).at(n)!);
    const ends = new Uint32Array(length);
    let at = 0;
    for (let i = 0; i < length; i++) {
      const s = list[i]!;
      ends[i] = at += ASCII.test(s) ? s.length : Buffer.byteLength(s);
    }
    // One join and one encode: per-string encoding cost ~10 times more at a million ids.
    const text = new TextEncoder().encode(length === list.length ? list.join("") : list.slice(0, length).join(""));
    if (text.byteLength !== at) throw new Error(`snapshot: ${name} did not encode as measured`);
    this.add({ name, type: "str", offset: 0, length, bytes: text.byteLength }, [new Uint8Array(ends.buffer), text]);
  }

  /** The file's bytes, with `key` in the header: its head and its body, written one after the other (one copy of the body, not two). */
  finish(key: string): [Uint8Array, Uint8Array] {
    const body = new Uint8Array(this.size);
    let at = 0;
    for (const { head, bytes } of this.parts) {
      head.offset = at;
      for (const b of bytes) {
        body.set(b, at);
        at = pad(at + b.byteLength);
      }
    }
    const header: Header = { key, hash: Bun.hash(body).toString(16), sections: this.parts.map((p) => p.head) };
    const headerBytes = new TextEncoder().encode(JSON.stringify(header));
    const head = new Uint8Array(pad(MAGIC.length + 4 + headerBytes.byteLength));
    head.set(new TextEncoder().encode(MAGIC), 0);
    new DataView(head.buffer).setUint32(MAGIC.length, headerBytes.byteLength, true);
    head.set(headerBytes, MAGIC.length + 4);
    return [head, body];
  }

  private add(head: SectionHead, bytes: Uint8Array[]): void {
    if (this.parts.some((p) => p.head.name === head.name)) throw new Error(`snapshot section ${head.name} written twice`);
    this.parts.push({ head, bytes });
    for (const b of bytes) this.size = pad(this.size + b.byteLength);
  }
}

/** A snapshot file's sections, checked whole before any is read. */
export class SnapshotReader {
  readonly key: string;
  private readonly sections = new Map<string, SectionHead>();
  private readonly body: Uint8Array;

  constructor(file: Uint8Array) {
    if (file.byteLength < MAGIC.length + 4 || new TextDecoder().decode(file.subarray(0, MAGIC.length)) !== MAGIC) throw new SnapshotError("not a search index snapshot");
    const headerLength = new DataView(file.buffer, file.byteOffset).getUint32(MAGIC.length, true);
    if (MAGIC.length + 4 + headerLength > file.byteLength) throw new SnapshotError("cut short");
    let header: Header;
    try {
      header = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(file.subarray(MAGIC.length + 4, MAGIC.length + 4 + headerLength)));
    } catch {
      throw new SnapshotError("unreadable header");
    }
    if (typeof header?.key !== "string" || typeof header.hash !== "string" || !Array.isArray(header.sections)) throw new SnapshotError("unreadable header");
    const start = pad(MAGIC.length + 4 + headerLength);
    // A copy when the file's bytes are not 8-aligned in their buffer (typed views need it).
    const body = (file.byteOffset + start) % ALIGN === 0 ? file.subarray(start) : file.slice(start);
    if (Bun.hash(body).toString(16) !== header.hash) throw new SnapshotError("damaged (hash differs)");
    for (const s of header.sections) {
      const width = s.type === "str" ? 4 : CONSTRUCTORS[s.type]?.BYTES_PER_ELEMENT;
      const bytes = s.type === "str" ? pad(s.length * 4) + (s.bytes ?? -1) : s.length * (width ?? 0);
      if (!width || !Number.isInteger(s.offset) || !Number.isInteger(s.length) || s.offset < 0 || s.length < 0 || s.offset % ALIGN || !(bytes >= 0) || s.offset + bytes > body.byteLength) {
        throw new SnapshotError(`bad section ${String(s.name)}`);
      }
      this.sections.set(s.name, s);
    }
    this.key = header.key;
    this.body = body;
  }

  has(name: string): boolean {
    return this.sections.has(name);
  }

  /**
   * Section `name`, as a view of the file's bytes: no copy (the file's buffer becomes the index's
   * memory; copying it cost a third of a load at a million landlords). Arrays grown later are copies.
   */
  array<T extends ArrayType>(name: string, type: T): InstanceType<(typeof CONSTRUCTORS)[T]> {
    const s = this.section(name, type);
    const Ctor = CONSTRUCTORS[type] as unknown as new (buffer: ArrayBufferLike, offset: number, length: number) => Typed;
    return new Ctor(this.body.buffer, this.body.byteOffset + s.offset, s.length) as InstanceType<(typeof CONSTRUCTORS)[T]>;
  }

  /** Section `name` in an array of at least `capacity` elements (a view when it has them, else a copy with the rest filled with `fill`). */
  arrayInto<T extends ArrayType>(name: string, type: T, capacity: number, fill?: number): InstanceType<(typeof CONSTRUCTORS)[T]> {
    const view = this.array(name, type);
    if (view.length >= capacity) return view;
    const Ctor = CONSTRUCTORS[type] as unknown as new (n: number) => Typed;
    const out = new Ctor(capacity);
    if (fill !== undefined) out.fill(fill, view.length);
    out.set(view);
    return out as InstanceType<(typeof CONSTRUCTORS)[T]>;
  }

  /** Section `name`'s strings, each made now. */
  strings(name: string): string[] {
    const { ends, text } = this.stringParts(name);
    const out: string[] = new Array(ends.length);
    if (text.byteLength === 0 || isAsciiBytes(text)) {
      // Bytes are characters: decoded once, cut with substring.
      const all = new TextDecoder().decode(text);
      for (let i = 0, at = 0; i < ends.length; at = ends[i++]!) out[i] = all.substring(at, ends[i]!);
    } else {
      const decoder = new TextDecoder("utf-8", { fatal: true });
      for (let i = 0, at = 0; i < ends.length; at = ends[i++]!) out[i] = decoder.decode(text.subarray(at, ends[i]!));
    }
    return out;
  }

  /**
   * Section `name`'s strings as a column, each made when read (string-column.ts), over the file's
   * bytes. Only its shape is checked (its last end is its text's length), not each of a million
   * ends: the hash vouches for those, and a loop over them ran before the JIT had compiled it.
   */
  column(name: string): StringColumn {
    const { ends, text } = this.stringParts(name, false);
    return new StringColumn(text, ends);
  }

  private stringParts(name: string, everyEnd = true): { ends: Uint32Array; text: Uint8Array } {
    const s = this.section(name, "str");
    const ends = new Uint32Array(this.body.buffer, this.body.byteOffset + s.offset, s.length);
    const from = s.offset + pad(s.length * 4);
    const text = this.body.subarray(from, from + s.bytes!);
    if (everyEnd) for (let i = 0, at = 0; i < ends.length; at = ends[i++]!) if (ends[i]! < at || ends[i]! > text.byteLength) throw new SnapshotError(`bad strings in ${name}`);
    if (s.length && ends[s.length - 1] !== text.byteLength) throw new SnapshotError(`bad strings in ${name}`);
    return { ends, text };
  }

  private section(name: string, type: ArrayType | "str"): SectionHead {
    const s = this.sections.get(name);
    if (!s || s.type !== type) throw new SnapshotError(`missing section ${name}`);
    return s;
  }
}
