// A dense list's term frequencies read by counting its bits (postings.ts `tfOf`, issue 32) must be
// what a binary search of the list (`find`) reads, for every document of it, whatever its place
// among the words the counts are kept for, and with other lists before it in the block.
import { describe, expect, test } from "bun:test";
import { DENSE_MIN, PostingBuffer, Postings } from "./postings";

describe("a dense list's term frequencies", () => {
  test("are those a binary search of the list reads, for every document", () => {
    const buffer = new PostingBuffer();
    const documents = 40_000;
    // List 0 sparse (before list 1 in the block), list 1 dense: most documents, runs of words with none, some tf above 1.
    for (let n = 0; n < documents; n += 97) buffer.push(0, n, 1);
    const dense: number[] = [];
    for (let n = 0; n < documents; n++) {
      if (n % 1_000 < 200 || (n * 7919) % 11 === 0) continue;
      dense.push(n);
      buffer.push(1, n, 1 + ((n * 31) % 7 === 0 ? (n % 5) + 1 : 0));
    }
    for (let n = 5; n < documents; n += 50) buffer.push(2, n, 3);
    const postings = new Postings();
    postings.build(buffer, 3);
    expect(dense.length).toBeGreaterThan(DENSE_MIN);
    const bits = postings.bitsOf(1)!;
    expect(bits).not.toBeNull();
    expect(bits.multi).not.toBeNull();
    let many = 0;
    for (const n of dense) {
      const want = postings.find(1, n);
      if (want > 1) many++;
      expect([n, postings.findDense(1, bits, n)]).toEqual([n, want]);
    }
    expect(many).toBeGreaterThan(100);
    // Not in the list: 0, as find says.
    for (let n = 0; n < 200; n++) expect(postings.findDense(1, bits, n)).toBe(0);
  });
});
