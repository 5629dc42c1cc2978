// The id -> document number table (id-table.ts) answers as a Map would, through growth, removals
// and ids that come back, for ids loaded as bytes (string-column.ts) and ids added as strings.
import { expect, test } from "bun:test";
import { IdTable } from "./id-table";
import { StringColumn } from "./string-column";

test("answers as a Map through growth, removals and returns, for loaded and added ids alike", () => {
  const loaded = Array.from({ length: 3000 }, (_, i) => (i % 500 === 0 ? `ünïcode-${i}` : crypto.randomUUID()));
  const bytes = new TextEncoder().encode(loaded.join(""));
  let at = 0;
  const ends = Uint32Array.from(loaded, (s) => (at += new TextEncoder().encode(s).byteLength));
  const ids = new StringColumn(bytes, ends);
  const table = new IdTable((n) => ids.at(n)!, (n) => ids.hashAt(n), 10);
  const map = new Map<string, number>();
  for (let n = 0; n < loaded.length; n++) {
    table.add(n);
    map.set(loaded[n]!, n);
  }
  for (let n = loaded.length; n < 9000; n++) {
    const id = n % 7 === 0 ? loaded[n % loaded.length]! : `added-${n}`;
    ids.set(n, id);
    table.set(id, n);
    map.set(id, n);
    if (n % 3 === 0) {
      const gone = n % 2 ? loaded[(n * 7) % loaded.length]! : `added-${n - 3}`;
      expect(table.delete(gone)).toBe(map.delete(gone));
    }
  }
  for (const id of [...loaded, ...Array.from({ length: 9000 }, (_, n) => `added-${n}`), "absent"]) {
    expect(table.get(id)).toBe(map.get(id));
    expect(table.has(id)).toBe(map.has(id));
  }
});
