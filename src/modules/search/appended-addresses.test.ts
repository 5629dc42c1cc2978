// Issue 32: a review write tells the index the one address form it appended (src/store/search.ts
// `addressesAppended`); the index takes it with the text it kept, without reading the document's
// whole addresses (on SQLite a read of every form the landlord has), and answers as a rebuild does.
import { expect, test } from "bun:test";
import { LandlordIndex, type SearchDoc } from "./landlord-index";

/** `doc` as a write publishes it (src/store/sqlite/search-docs.ts `searchDoc`): the lines appended, and its whole addresses read once if asked, counted. */
function published(doc: SearchDoc, appended: string, reads: { n: number }): SearchDoc {
  const { addresses, ...rest } = doc;
  const out = { ...rest, addressesAppended: appended } as SearchDoc;
  let read = false;
  Object.defineProperty(out, "addresses", {
    enumerable: true,
    get: () => {
      if (!read) reads.n++;
      read = true;
      return addresses;
    },
  });
  return out;
}

test("appended address lines are indexed from the kept text, without reading the whole addresses, and answer as a rebuild does", () => {
  const hot: SearchDoc = { id: "hot", name: "Hot Lets", location: "Austin, TX", addresses: Array.from({ length: 500 }, (_, i) => `${i + 1} Oak St`).join("\n"), reviews: 500 };
  const other: SearchDoc = { id: "other", name: "Quiet Homes", location: "Austin, TX", addresses: "1 Elm St", reviews: 1 };
  const index = new LandlordIndex();
  index.reset([hot, other]);
  const reads = { n: 0 };
  let latest = hot;
  const write = (line: string) => {
    const next = { ...latest, reviews: (latest.reviews ?? 0) + 1, addresses: line ? `${latest.addresses}\n${line}` : latest.addresses };
    index.update(published(next, line, reads));
    latest = next;
  };
  // The first write after a rebuild has no kept text: the whole is read once.
  write("7 Pecan St");
  expect(reads.n).toBe(1);
  // Then: new forms, and reviews of a known form (nothing appended), none of them read.
  for (let i = 0; i < 20; i++) write(i % 3 ? `${900 + i} Lamar Blvd` : "");
  expect(reads.n).toBe(1);
  const rebuilt = new LandlordIndex();
  rebuilt.reset([latest, other]);
  for (const query of ["lamar", "919 lamar", "pecan", "oak st", "elm", "lamar blvd 915", "austin"]) {
    expect([query, index.search(query, { type: "address" })]).toEqual([query, rebuilt.search(query, { type: "address" })]);
  }
  expect(index.search("hot lets")).toEqual(["hot"]);

  // The kept texts forgotten (more than the index keeps: a long document's update): the hot one's
  // text hash, not recomputed at each appended line, is settled from its kept text then, so a change of
  // its figures alone is still taken in place (no new number) once its text is read.
  const long: SearchDoc = { id: "long", name: "Long Lets", location: "Austin, TX", addresses: "9 Long Rd\n".repeat(420_000).trim(), reviews: 3 };
  index.upsert(long);
  index.update({ ...long, reviews: 4 });
  const numbered = index.numbered;
  index.update(published({ ...latest, reviews: (latest.reviews ?? 0) + 1 }, "", reads));
  expect(reads.n).toBe(2);
  expect(index.numbered).toBe(numbered);
  reads.n = 1;

  // Another landlord's new form in between (read whole: no text of it kept): the hot one's postings are no longer the last, so it is re-added, from its kept text and the new line, not read, and found as before.
  index.update(published({ ...other, reviews: 2, addresses: "1 Elm St\n5 Birch Rd" }, "5 Birch Rd", reads));
  write("77 Cedar Ln");
  expect(reads.n).toBe(2);
  const again = new LandlordIndex();
  again.reset([latest, { ...other, reviews: 2, addresses: "1 Elm St\n5 Birch Rd" }]);
  for (const query of ["cedar", "birch", "lamar", "oak"]) expect([query, [...index.search(query, { type: "address" })].sort()]).toEqual([query, [...again.search(query, { type: "address" })].sort()]);
});
