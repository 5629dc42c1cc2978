// Document numbers by id (documents.ts `docOf`) without a JS string or a Map entry per document
// (issue 32): open addressing over an Int32Array of numbers and a Uint32Array of their ids'
// hashes, the ids themselves read from the document table when a hash matches. At a million
// landlords a Map made at the first landlord page cost a second of CPU and ~150 MB (every id
// decoded from the snapshot's column, string-column.ts); this costs 16 MB and a pass over the bytes.
const EMPTY = -1;
const GONE = -2;

/** FNV-1a over a string's UTF-16 code units (string-column.ts `hashAt` gives the same for a stored string). */
export function hashId(id: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < id.length; k++) h = Math.imul(h ^ id.charCodeAt(k), 0x01000193);
  return h >>> 0;
}

export class IdTable {
  private slots: Int32Array;
  private hashes: Uint32Array;
  /** Slots holding a number or GONE: the table grows when they pass half. */
  private used = 0;

  /** `idAt(n)` is document n's id, `hashAt(n)` its hashId. */
  constructor(
    private readonly idAt: (n: number) => string,
    private readonly hashAt: (n: number) => number,
    expected = 0,
  ) {
    let size = 1024;
    while (size < expected * 2) size *= 2;
    this.slots = new Int32Array(size).fill(EMPTY);
    this.hashes = new Uint32Array(size);
  }

  get(id: string): number | undefined {
    const slot = this.find(id, hashId(id));
    return slot < 0 ? undefined : this.slots[slot]!;
  }

  has(id: string): boolean {
    return this.find(id, hashId(id)) >= 0;
  }

  /** Document `n` is `id` now (its number replaced when it had one). */
  set(id: string, n: number): void {
    const hash = hashId(id);
    const slot = this.find(id, hash);
    if (slot >= 0) this.slots[slot] = n;
    else this.put(n, hash);
  }

  /** Adds document `n`, whose id is not in the table (a whole table's making: no look-up first). */
  add(n: number): void {
    this.put(n, this.hashAt(n));
  }

  delete(id: string): boolean {
    const slot = this.find(id, hashId(id));
    if (slot < 0) return false;
    this.slots[slot] = GONE;
    return true;
  }

  private find(id: string, hash: number): number {
    const { slots, hashes } = this;
    const mask = slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const n = slots[slot]!;
      if (n === EMPTY) return -1;
      if (n >= 0 && hashes[slot] === hash && this.idAt(n) === id) return slot;
    }
  }

  private put(n: number, hash: number): void {
    if ((this.used + 1) * 2 > this.slots.length) this.rehash();
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot]! >= 0) slot = (slot + 1) & mask;
    if (this.slots[slot] === EMPTY) this.used++;
    this.slots[slot] = n;
    this.hashes[slot] = hash;
  }

  private rehash(): void {
    const { slots, hashes } = this;
    let live = 0;
    for (let s = 0; s < slots.length; s++) if (slots[s]! >= 0) live++;
    let size = slots.length;
    while ((live + 1) * 4 > size) size *= 2; // at most a quarter full after it
    this.slots = new Int32Array(size).fill(EMPTY);
    this.hashes = new Uint32Array(size);
    this.used = 0;
    const mask = size - 1;
    for (let s = 0; s < slots.length; s++) {
      const n = slots[s]!;
      if (n < 0) continue;
      let slot = hashes[s]! & mask;
      while (this.slots[slot] !== EMPTY) slot = (slot + 1) & mask;
      this.slots[slot] = n;
      this.hashes[slot] = hashes[s]!;
      this.used++;
    }
  }
}
