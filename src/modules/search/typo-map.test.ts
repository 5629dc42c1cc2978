// The typo map's edit distance (typo-map.ts): the banded table gives the full table's answers, so
// a query word finds the same near misses ("jonh" -> "john") as before it was banded (issue 32).
import { describe, expect, test } from "bun:test";
import { editDistance, slowEditDistance, TypoMap } from "./typo-map";

/** A small deterministic generator (the same words at every run). */
function words(seed: number, count: number): string[] {
  let s = seed;
  const next = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 16) / 65536;
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const length = Math.floor(next() * 13);
    let w = "";
    // Three letters only, so that close pairs (swaps, repeats, one or two edits) come often.
    for (let i = 0; i < length; i++) w += "abc"[Math.floor(next() * 3)];
    out.push(w);
  }
  return out;
}

/** `w` with a few random edits (each a swap, a deletion, an insertion or a change). */
function edited(w: string, edits: number, r: () => number): string {
  let out = w;
  for (let e = 0; e < edits; e++) {
    const i = Math.floor(r() * (out.length + 1));
    const kind = Math.floor(r() * 4);
    if (kind === 0 && i + 1 < out.length) out = out.slice(0, i) + out[i + 1] + out[i] + out.slice(i + 2);
    else if (kind === 1 && i < out.length) out = out.slice(0, i) + out.slice(i + 1);
    else if (kind === 2) out = out.slice(0, i) + "abcx"[Math.floor(r() * 4)] + out.slice(i);
    else if (i < out.length) out = out.slice(0, i) + "abcx"[Math.floor(r() * 4)] + out.slice(i + 1);
  }
  return out;
}

describe("editDistance", () => {
  test("gives the full table's distance for every pair, within one, two and three edits", () => {
    const list = words(7, 300);
    let s = 3;
    const r = () => ((s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 16) / 65536;
    const pairs: [string, string][] = [];
    for (let i = 0; i < list.length; i++) {
      for (let j = 0; j < 40; j++) pairs.push([list[i]!, list[(i * 7 + j) % list.length]!]);
      for (let e = 1; e <= 3; e++) pairs.push([list[i]!, edited(list[i]!, e, r)]);
    }
    let close = 0;
    for (const [a, b] of pairs) {
      for (const max of [1, 2, 3]) {
        const d = editDistance(a, b, max);
        expect(d).toBe(slowEditDistance(a, b, max));
        if (d <= max) close++;
      }
    }
    expect(close).toBeGreaterThan(1000); // the pairs test near misses, not only far ones
  });

  test("counts a swap of neighbours as one edit, and says when a word is too far", () => {
    expect(editDistance("jonh", "john", 1)).toBe(1);
    expect(editDistance("smith", "smyth", 1)).toBe(1);
    expect(editDistance("managment", "management", 2)).toBe(1);
    expect(editDistance("robinsno", "robinson", 2)).toBe(1);
    expect(editDistance("abcd", "badc", 1)).toBe(Infinity);
    expect(editDistance("abcd", "badc", 2)).toBe(2);
  });
});

describe("a short word's longer variants", () => {
  test("are nearMisses' terms of one letter more, in its order, from the map and from terms added after it", () => {
    // Words of 0-12 letters over three, most within an edit or two of others; a tenth added after the map was built.
    const list = [...new Set(words(11, 4_000))];
    const covered = Math.floor(list.length * 0.9);
    const map = new TypoMap();
    map.build(list.slice(0, covered));
    const queries = [...new Set([...words(5, 400), ...list.slice(0, 200)])].filter((w) => w.length >= 3 && w.length <= 6);
    let kept = 0;
    for (const q of queries) {
      const near = map.nearMisses(q, 1, list).filter(([id]) => list[id]!.length === q.length + 1);
      kept += near.length;
      expect([q, map.longerByOne(q, list)]).toEqual([q, near]);
    }
    expect(kept).toBeGreaterThan(200);
  });
});
