// Typed-array helpers shared by the search engine's parts (terms.ts, postings.ts, typo-map.ts,
// documents.ts, the kinds' row stores). The engine keeps its data in typed arrays indexed by term
// and document numbers rather than in objects or Maps per term or per document: MiniSearch's own
// Maps cost ~250 MB of RSS and 750 ms of start-up at 100,000 landlords (issue 16).

export type GrowableArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float32Array | Float64Array;

/** `a` itself when it has room for `min`, else a copy at least twice as long (the new tail filled with `fill`). */
export function grow<T extends GrowableArray>(a: T, min: number, fill?: number): T {
  if (a.length >= min) return a;
  const bigger = new (a.constructor as new (n: number) => T)(Math.max(min, a.length * 2));
  if (fill !== undefined) bigger.fill(fill);
  bigger.set(a);
  return bigger;
}

/** Sorts the first `count` numbers of `a`: by insertion for the handful of terms a field has (a sorted view per field cost more). */
export function sortPrefix(a: Int32Array, count: number): void {
  if (count > 32) {
    a.subarray(0, count).sort();
    return;
  }
  for (let i = 1; i < count; i++) {
    const v = a[i]!;
    let j = i - 1;
    for (; j >= 0 && a[j]! > v; j--) a[j + 1] = a[j]!;
    a[j + 1] = v;
  }
}
