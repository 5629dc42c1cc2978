// Issue 32: the landlord index takes a change after the write's answer is on its way, or before
// anything reads it, whichever is first (service.ts `flush`). Whatever the order of writes and
// reads, a read sees every change heard before it, and the index answers as one rebuilt from the
// last documents; a document's texts are taken as of its commit, never from a later one.
import { expect, test } from "bun:test";
import { createEvents } from "../../events";
import type { SearchDoc, SearchMark, SearchStore } from "../../store/search";
import { createLandlordSearch } from "./service";
import { LandlordIndex } from "./landlord-index";

const mark = {} as SearchMark;
function storeOf(docs: SearchDoc[]): { search: SearchStore } {
  return {
    search: {
      everything: async () => ({ mark, docs: docs.map((d) => ({ ...d })) }),
      since: async () => null,
      doc: async (id: string) => docs.find((d) => d.id === id) ?? null,
      landlordsAt: async () => [],
      writing: () => false,
    } as unknown as SearchStore,
  };
}

/** `doc` as a SQLite write publishes it (search-docs.ts `AppendedDoc`): the appended lines, and its whole addresses read from "the store" only when asked, as the store holds them when asked. */
function published(doc: SearchDoc, appended: string, storeNow: () => string): SearchDoc {
  const { addresses: _, ...rest } = doc;
  const out = { ...rest, addressesAppended: appended } as SearchDoc;
  Object.defineProperty(out, "addresses", { enumerable: true, get: storeNow });
  return out;
}

const ids = (found: ReturnType<ReturnType<typeof createLandlordSearch>["search"]>) => ("ids" in found ? [...found.ids] : []);

test("a change is seen by the next read, even before the answer's turn is over, and reads answer as a rebuild does", async () => {
  const acme: SearchDoc = { id: "acme", name: "Acme Rentals", location: "Austin, TX", addresses: "1 Oak St", reviews: 1 };
  const birch: SearchDoc = { id: "birch", name: "Birch Homes", location: "Austin, TX", addresses: "", reviews: 0 };
  const events = createEvents();
  const search = createLandlordSearch({ store: storeOf([acme, birch]), events });
  await search.loaded();

  // Two writes to Acme and one to Birch, heard one after another in the same turn, then read at once.
  let store = "1 Oak St";
  const write = (doc: SearchDoc, line: string) => {
    store = line ? `${store}\n${line}` : store;
    const now = store;
    const next = { ...doc, reviews: (doc.reviews ?? 0) + 1, addresses: now };
    events.publish("landlord.changed", { landlordId: doc.id, doc: published(next, line, () => now) });
    return next;
  };
  let a = write(acme, "7 Pecan St");
  a = write(a, "12 Lamar Blvd");
  const b = { ...birch, name: "Birch Homes", reviews: 1, addresses: "3 Elm St" };
  events.publish("landlord.changed", { landlordId: "birch", doc: b });
  expect(ids(search.search({ query: "lamar", type: "address" }))).toEqual(["acme"]);
  expect(ids(search.search({ query: "pecan", type: "address" }))).toEqual(["acme"]);
  expect(ids(search.search({ query: "elm", type: "address" }))).toEqual(["birch"]);
  expect((await search.landlord("acme"))?.totalReviews).toBe(3);

  // Heard and not read: applied once the turn is over.
  a = write(a, "40 Cedar Ave");
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  expect(ids(search.search({ query: "cedar", type: "address" }))).toEqual(["acme"]);

  const rebuilt = new LandlordIndex();
  rebuilt.reset([a, b]);
  for (const query of ["lamar", "oak", "pecan", "cedar ave", "elm", "austin", "acme", "birch homes"]) {
    expect([query, ids(search.search({ query, type: "address" }))]).toEqual([query, rebuilt.search(query, { type: "address" })]);
    expect([query, ids(search.search({ query }))]).toEqual([query, rebuilt.search(query)]);
  }
});

test("a document's texts are taken as of its commit: a later commit read by a lazy document is not taken twice", async () => {
  const acme: SearchDoc = { id: "acme", name: "Acme Rentals", location: "Austin, TX", addresses: "1 Oak St", reviews: 1 };
  const events = createEvents();
  const search = createLandlordSearch({ store: storeOf([acme]), events });
  await search.loaded();
  // No text of Acme kept yet (just loaded): the first change's document is read whole. Its lazy
  // read answers what the store holds when asked; a later commit then adds "9 Elm St".
  let storeNow = "1 Oak St\n5 Pine St";
  events.publish("landlord.changed", { landlordId: "acme", doc: published({ ...acme, reviews: 2, addresses: storeNow }, "5 Pine St", () => storeNow) });
  storeNow = "1 Oak St\n5 Pine St\n9 Elm St";
  const last = { ...acme, reviews: 3, addresses: storeNow };
  events.publish("landlord.changed", { landlordId: "acme", doc: published(last, "9 Elm St", () => storeNow) });
  const rebuilt = new LandlordIndex();
  rebuilt.reset([last]);
  for (const query of ["elm", "9 elm st", "pine", "oak"]) expect([query, ids(search.search({ query, type: "address" }))]).toEqual([query, rebuilt.search(query, { type: "address" })]);
  // "9 Elm St" taken once: as many terms in Acme's addresses as a rebuild's.
  expect(search.search({ query: "elm", type: "address" })).toEqual(search.search({ query: "elm st", type: "address" }));
});
