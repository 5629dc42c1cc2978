import { describe, expect, test } from "bun:test";
import { SearchAnswerWriter } from "./answer-writer";

/** Documents whose JSON text a test changes, as a landlord's figures change with a review. */
function source(count: number) {
  const texts = Array.from({ length: count }, (_, n) => JSON.stringify({ n, reviews: 0 }));
  return { texts, jsonAt: (n: number) => texts[n]! };
}
const read = (bytes: Uint8Array) => JSON.parse(new TextDecoder().decode(bytes)) as { n: number; reviews: number }[];

describe("SearchAnswerWriter.clear", () => {
  // clear() forgets only the documents it kept when they are few, and fills everything when many:
  // either way no answer after a change may carry a document's old bytes.
  for (const [name, kept] of [
    ["a few documents kept (forgotten one by one)", 20],
    ["many documents kept (forgotten all at once)", 3_000],
  ] as const) {
    test(`${name}: an answer after a change carries the changed documents`, () => {
      const docs = source(4_000);
      const writer = new SearchAnswerWriter(docs, 1 << 22);
      const numbers = Array.from({ length: kept }, (_, i) => i);
      for (let from = 0; from < kept; from += 50) writer.write(numbers.slice(from, from + 50));
      expect(read(writer.write([0, 1, kept - 1]))).toEqual([0, 1, kept - 1].map((n) => ({ n, reviews: 0 })));
      for (const n of [0, kept - 1]) docs.texts[n] = JSON.stringify({ n, reviews: 1 });
      // Unchanged until the owner says the index changed: the bytes are kept.
      expect(read(writer.write([0]))).toEqual([{ n: 0, reviews: 0 }]);
      writer.clear();
      expect(read(writer.write([0, 1, kept - 1]))).toEqual([
        { n: 0, reviews: 1 },
        { n: 1, reviews: 0 },
        { n: kept - 1, reviews: 1 },
      ]);
    });
  }
});
