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

test("landlords re-added by turns (none the last added) take their kept terms and the new lines', and answer as when every text is tokenized again", () => {
  const names = ["Acme Rentals", "Birch Homes", "Cedar Lettings", "Dogwood Living", "Elm Estates"];
  const latest: SearchDoc[] = names.map((name, i) => ({ id: `l${i}`, name, location: i % 2 ? "Austin, TX" : "Dallas, TX", addresses: `${i + 1} Oak St`, reviews: 1 }));
  // `cached` keeps each re-added landlord's term numbers (search-index.ts `termIds`); `plain` is made
  // to forget them before every change, so it tokenizes every text again, as before they were kept.
  const cached = new LandlordIndex();
  const plain = new LandlordIndex();
  cached.reset(latest);
  plain.reset(latest);
  const forget = () => (plain as unknown as { termIds: Map<string, unknown> }).termIds.clear();
  const reads = { n: 0 };
  const both = (doc: SearchDoc, line?: string) => {
    forget();
    for (const index of [cached, plain]) index.update(line === undefined ? doc : published(doc, line, reads));
  };
  let street = 0;
  for (let k = 0; k < 150; k++) {
    const i = k % 3; // three landlords by turns: each write's landlord is not the one added last
    const prev = latest[i]!;
    if (k === 40) both((latest[i] = { ...prev, name: `${prev.name} Group` })); // a field changed, not appended
    else if (k % 7 === 0) both((latest[i] = { ...prev, reviews: (prev.reviews ?? 0) + 1 })); // figures only
    else {
      const line = k % 5 === 0 ? `${(street % 4) + 1} Oak St` : `${++street * 3} ${["Lamar Blvd", "Pecan St", "Congress Ave"][k % 3]}`;
      both((latest[i] = { ...prev, reviews: (prev.reviews ?? 0) + 1, addresses: `${prev.addresses}\n${line}` }), line);
    }
    if (k === 90) {
      // One removed and added again, which forgets what was kept of it.
      forget();
      for (const index of [cached, plain]) index.remove("l1");
      both(latest[1]!);
    }
  }
  expect((cached as unknown as { termIds: Map<string, unknown> }).termIds.size).toBeGreaterThan(0);
  for (const query of ["lamar", "lamar blvd", "pecan st", "congress", "oak st", "1 oak st", "3 lamar", "acme", "acme rentals group", "birch", "cedar", "austin", "dallas tx"]) {
    expect([query, cached.search(query, { type: "address" })]).toEqual([query, plain.search(query, { type: "address" })]);
    expect([query, cached.search(query)]).toEqual([query, plain.search(query)]);
  }
  // And found as a rebuild finds them (not in the same order: the rebuild's numbering differs).
  const rebuilt = new LandlordIndex();
  rebuilt.reset(latest);
  for (const query of ["lamar", "pecan st", "congress ave", "acme rentals group"]) expect(cached.search(query, { type: "address" }).sort()).toEqual(rebuilt.search(query, { type: "address" }).sort());
});
