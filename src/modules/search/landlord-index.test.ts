// Pins the index's answers on a fixed set of landlords, and the behaviour of MiniSearch's
// SearchableMap it is built on (prefix lookups, whose order decides which completions are kept),
// so that upgrading MiniSearch within its major version cannot silently change results: a change
// fails here first. Also: the index reads no MiniSearch member its published types keep private.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Glob } from "bun";
import SearchableMap from "minisearch/SearchableMap";
import { LandlordIndex, MAX_CANDIDATES, type SearchDoc, type SearchType } from "./landlord-index";

const FIXED: [name: string, location: string, addresses: string][] = [
  ["John Smith Properties", "Austin, TX", "4500 Guadalupe St, Apt 3\n12 Rainey St"],
  ["Jane Smithers", "Austin, TX", ""],
  ["Summit Realty LLC", "Boston, MA", "77 Congress Ave"],
  ["Smith & Lee Management", "Boston, MA", "1 Beacon St"],
  ["Maria Garcia", "Denver, CO", "300 Colfax Ave"],
  ["Johnson Property Management", "Denver, CO", "12 Main St"],
  ["Jonathan Smyth", "Seattle, WA", ""],
  ["Keystone Management Co", "Chicago, IL", "2200 Main St\n15 Maple Ave"],
  ["Evergreen Homes LLC", "Portland, OR", "9 Oak Ave"],
  ["Patel & Kim Rentals", "San Jose, CA", ""],
  ["Nguyen Properties", "Seattle, WA", "400 Pine St"],
  ["Okafor Housing", "Atlanta, GA", ""],
  ["Schmidt Realty Group", "Madison, WI", "12 State St"],
  ["Linda Wilson", "Austin, TX", "5 Congress Ave"],
  ["Mary Johnston", "Boston, MA", ""],
  ["Main Street Apartments", "Chicago, IL", "100 Main St"],
  ["Summerhill Properties", "Austin, TX", ""],
  ["Müller Hausverwaltung", "Boston, MA", ""],
];
const fixedDocs = (): SearchDoc[] => FIXED.map(([name, location, addresses], i) => ({ id: `l${i}`, name, location, addresses, reviews: i % 3 }));

/** [query, options, ids best first]: written from the index's answers and checked by hand. */
const PINNED: [string, { type?: SearchType; location?: string }, string[]][] = [
  ["jonh smth", {}, ["l0"]],
  ["smith", {}, ["l0", "l3", "l1"]],
  ["summ", {}, ["l16", "l2"]],
  ["smyth", {}, ["l6"]], // a known word: no typos ("smith" stays out)
  ["managment", {}, ["l5", "l7", "l3"]], // equal scores: the more-reviewed first
  ["keystone managment co", {}, ["l7"]],
  ["johnsen", {}, ["l5"]], // 7 letters: one typo, so not "johnston"
  ["mueller", {}, ["l17"]],
  ["muller", {}, ["l17"]],
  ["nguyen propertes", {}, ["l10"]],
  ["properties", { location: "austin" }, ["l16", "l0"]],
  ["main st", { type: "address" }, ["l5", "l15", "l7"]],
  ["congress", { type: "address" }, ["l2", "l13"]],
  ["austin", { type: "address" }, ["l1", "l13", "l16", "l0"]],
  ["lee smith", {}, ["l3"]],
  ["pr", {}, ["l5", "l10", "l16", "l0"]],
  ["j", {}, []],
  ["schmdit realyt", {}, ["l12"]],
  ["okafor hous", {}, ["l11"]],
];

describe("the landlord index on a fixed set", () => {
  test("answers each pinned query exactly as pinned", () => {
    const index = new LandlordIndex();
    index.reset(fixedDocs());
    for (const [query, opts, ids] of PINNED) expect([query, index.search(query, opts)]).toEqual([query, ids]);
  });

  test("MiniSearch's SearchableMap lists prefixes and near words as pinned", () => {
    const map = new SearchableMap<number>();
    ["smith", "smithers", "smyth", "summit", "summerhill", "sum", "jonathan", "john", "johnson", "johnston", "jones"].forEach((t, i) => map.set(t, i));
    expect([...map.atPrefix("s")].map(([k]) => k)).toEqual(["sum", "summerhill", "summit", "smyth", "smithers", "smith"]);
    expect([...map.atPrefix("jo")].map(([k]) => k)).toEqual(["jones", "jonathan", "johnston", "johnson", "john"]);
    expect(map.get("johnson")).toBe(8);
    expect(map.has("joh")).toBe(false);
  });

  test("added, changed and removed landlords are found as a rebuild would find them, before and after compaction", () => {
    const index = new LandlordIndex();
    index.reset(fixedDocs().slice(0, 10));
    for (const doc of fixedDocs().slice(10)) index.upsert(doc);
    index.upsert({ id: "l4", name: "Maria Garcia Homes", location: "Denver, CO", addresses: "" });
    index.remove("l9");
    const rebuilt = new LandlordIndex();
    rebuilt.reset([...fixedDocs().filter((d) => d.id !== "l9" && d.id !== "l4"), { id: "l4", name: "Maria Garcia Homes", location: "Denver, CO", addresses: "" }]);
    const queries = ["garcia homes", "patel", "okafor", "summ", "smith", "main st"];
    const answers = (i: LandlordIndex) => queries.map((q) => [...i.search(q)].sort());
    expect(answers(index)).toEqual(answers(rebuilt));
    expect(index.search("patel")).toEqual([]);
    expect(index.size).toBe(17);
    // Thousands of changes: the additions are folded into the block and the dead numbers dropped.
    for (let round = 0; round < 7_000; round++) index.upsert({ id: "l4", name: "Maria Garcia Homes", location: "Denver, CO", addresses: `${round} Colfax Ave` });
    index.upsert({ id: "l4", name: "Maria Garcia Homes", location: "Denver, CO", addresses: "" });
    expect(answers(index)).toEqual(answers(rebuilt));
    expect(index.size).toBe(17);
    expect(index.matchingLocations("denver")).toEqual(["Denver, CO"]);
  });

  test("a changed landlord given to update (figures in place, an address appended) is found as a rebuild finds it", () => {
    // Issue 32: a review write changes its landlord's figures and may add an address; update() does not re-add the whole document.
    const updated = new LandlordIndex();
    const upserted = new LandlordIndex();
    for (const index of [updated, upserted]) index.reset(fixedDocs());
    const latest = new Map(fixedDocs().map((d) => [d.id, d]));
    const change = (doc: SearchDoc) => {
      latest.set(doc.id, doc);
      updated.update(doc);
      upserted.upsert(doc);
    };
    // Each write: the landlord's figures move; every third adds an address line; some landlords take turns.
    for (let round = 0; round < 60; round++) {
      const id = ["l0", "l0", "l7", "l0", "l13", "l17"][round % 6]!;
      const before = latest.get(id)!;
      const reviews = (before.reviews ?? 0) + 1;
      const line = `${100 + round} ${["Guadalupe St", "Maple Ave", "Rainey St", "Congress Ave"][round % 4]}, Apt ${round}`;
      const addresses = round % 3 === 0 ? (before.addresses ? `${before.addresses}\n${line}` : line) : before.addresses;
      change({ ...before, reviews, averageRating: 3 + (round % 20) / 10, addresses });
    }
    // A landlord written to again and again, an address each time (the terms met before are counted again).
    for (let round = 0; round < 12; round++) {
      const before = latest.get("l13")!;
      change({ ...before, reviews: (before.reviews ?? 0) + 1, addresses: `${before.addresses}\n${round} Congress Ave, Apt ${round % 3}` });
    }
    change({ ...latest.get("l7")!, name: "Keystone Management Company" }); // a rename: re-added
    const rebuilt = new LandlordIndex();
    rebuilt.reset([...latest.values()]);
    const queries: [string, { type?: SearchType; location?: string }][] = [
      ["smith", {}],
      ["managment", {}],
      ["keystone company", {}],
      ["guadalupe", { type: "address" }],
      ["rainey st apt 12", { type: "address" }],
      ["maple", { type: "address" }],
      ["congress", { type: "address" }],
      ["congress ave apt 2", { type: "address" }],
      ["7 congress", { type: "address" }],
      ["austin", { type: "address" }],
      ["properties", { location: "austin" }],
      ["mueller", {}],
    ];
    for (const [query, opts] of queries) {
      // In order: a rebuild's answer (upsert's dead copies weigh on its term statistics until a compaction; update leaves none).
      expect([query, updated.search(query, opts)]).toEqual([query, rebuilt.search(query, opts)]);
      expect([query, [...updated.search(query, opts)].sort()]).toEqual([query, [...upserted.search(query, opts)].sort()]);
    }
    for (const id of latest.keys()) expect(updated.record(id)).toEqual(rebuilt.record(id));
  });

  test("a broad word is cut off at MAX_CANDIDATES of the most-reviewed landlords", () => {
    const index = new LandlordIndex();
    const docs = Array.from({ length: MAX_CANDIDATES * 3 }, (_, i) => ({ id: `h${i}`, name: `Harbor Rentals ${i}`, location: "Austin, TX", addresses: "", reviews: i % 7 }));
    index.reset(docs);
    const found = index.search("harbor", { limit: MAX_CANDIDATES * 3 });
    expect(found).toHaveLength(MAX_CANDIDATES);
    expect(found.every((id) => Number(id.slice(1)) % 7 >= 4)).toBe(true); // the 6, 5 and 4 reviewed ones
  });
});

test("no code reads a MiniSearch member that its published types mark private or protected", () => {
  const types = ["index.d.ts", "SearchableMap.d.ts"].map((f) => readFileSync(join(import.meta.dir, "../../../node_modules/minisearch/dist/es", f), "utf8")).join("\n");
  const hidden = [...types.matchAll(/^\s+(?:private|protected)\s+(\w+)/gm)].map((m) => m[1]!);
  expect(hidden).toContain("_index");
  const offenders: string[] = [];
  for (const file of new Glob("**/*.{ts,tsx}").scanSync(join(import.meta.dir, "../.."))) {
    if (file.endsWith(".test.ts")) continue;
    const text = readFileSync(join(import.meta.dir, "../..", file), "utf8");
    if (!/from ["']minisearch/.test(text)) continue; // other code may have members named alike
    for (const name of hidden) if (new RegExp(`\\.${name}\\b|\\["${name}"\\]`).test(text)) offenders.push(`${file}: ${name}`);
  }
  expect(offenders).toEqual([]);
});
