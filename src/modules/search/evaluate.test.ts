// Issue 32: a two-word search only counts the runs of postings that cannot beat the matches it
// keeps (evaluate.ts `twoTermPair`, postings.ts `blocksOf`). Its pages and totals must be those of
// the walk that scores every match: the same search with a location every landlord is in (which
// scores each one) and a rebuilt index are the references.
import { describe, expect, test } from "bun:test";
import { LandlordIndex, queryTerms, type SearchDoc } from "./landlord-index";

const FIRST = ["ana", "ben", "carla", "dmitri", "elena", "farid", "gwen", "hiro", "ines", "jamal", "kofi", "lena", "mateo", "nadia", "omar", "priya"];
const EXTRA = ["rentals", "homes", "group", "living", "estates", "partners", "realty"];
const COUNT = 6_000;

/** Every landlord a Garcia, two in three also a Chen: two long dense lists, of names of 2-6 words, some with "garcia" twice, some with "garcon" (with "garcia", the lists of "garc"), with 0-12 reviews. */
function landlords(): SearchDoc[] {
  const out: SearchDoc[] = [];
  for (let i = 0; i < COUNT; i++) out.push({ id: `l${i}`, name: nameOf(i), location: "Austin, TX", addresses: "", reviews: reviewsOf(i) });
  return out;
}

/** 0-12 reviews; none for those with "garcia" or "garcon" twice, so that they are numbered among the last (by rank, search-index.ts `reset`) yet are the best matches. */
function reviewsOf(i: number): number {
  return i % 97 === 0 || i % 26 === 4 ? 0 : (i * 7919) % 13;
}

function nameOf(i: number): string {
  const words: string[] = [];
  if (i % 5 === 0) words.push(FIRST[i % FIRST.length]!);
  words.push("Garcia");
  if (i % 3 !== 0) words.push("Chen");
  if (i % 97 === 0) words.push("Garcia");
  if (i % 13 === 4) words.push("Garcon");
  if (i % 26 === 4) words.push("Garcon");
  if (i % 7 === 0) words.push(EXTRA[i % EXTRA.length]!);
  if (i % 11 === 0) words.push(EXTRA[(i + 3) % EXTRA.length]!);
  return words.join(" ");
}

/** Two pages of `query` (50 each) and the total, asked without a location and with one every landlord is in. */
function pages(index: LandlordIndex, query: string, location: string[] = []) {
  const terms = queryTerms(query);
  return [0, 50, 100].map((offset) => {
    const page = index.searchPage(terms, { location, offset, limit: 50 });
    return { ids: page.numbers.map((n) => index.idAt(n)), total: page.total };
  });
}

describe("a two-word search over long lists", () => {
  test("gives the pages and total of a walk that scores every match", () => {
    const index = new LandlordIndex();
    index.reset(landlords());
    for (const query of ["garcia chen", "chen garcia", "garca chen", "chen garc", "garc chen"]) {
      const got = pages(index, query);
      expect(got[0]!.total).toBe(4_000);
      expect(got[0]!.ids).toHaveLength(50);
      expect(got).toEqual(pages(index, query, queryTerms("austin")));
    }
    // The best are the shortest names with "garcia" twice, then the shortest, the more-reviewed first.
    const [first] = pages(index, "garcia chen");
    expect(index.record(first!.ids[0]!)!.name).toBe("Garcia Chen Garcia");
  });

  // A weight below 0 turns twoTermPair's bounds around (a longer name then scores higher): they are not used then.
  test("gives them too when dead copies outnumber the living in a word's lists (its weight below 0)", () => {
    const index = new LandlordIndex();
    const docs = landlords();
    index.reset(docs);
    // Re-added (upsert: a new number, the old one dead): "garcia" then has 10,000 postings for 6,000 landlords.
    for (const d of docs.slice(0, 4_000)) index.upsert(d);
    for (const query of ["garcia chen", "chen garcia", "garc chen"]) {
      const got = pages(index, query);
      expect(got[0]!.total).toBe(4_000);
      expect(got).toEqual(pages(index, query, queryTerms("austin")));
    }
  });

  test("a landlord far down the lists whose reviews rise is ranked by them at once", () => {
    const index = new LandlordIndex();
    const docs = landlords();
    index.reset(docs);
    // The last "Garcia Chen" without reviews (ties are broken by reviews, then by number): numbered among the last (by rank, search-index.ts `reset`).
    let late = COUNT - 1;
    while (nameOf(late) !== "Garcia Chen" || reviewsOf(late)) late--;
    docs[late] = { ...docs[late]!, reviews: 100 };
    // The names "Garcia Chen" of the three pages, in their order.
    const plain = (got: ReturnType<typeof pages>) => got.flatMap((p) => p.ids).filter((id) => index.record(id)!.name === "Garcia Chen");
    const before = pages(index, "garcia chen");
    expect(plain(before)).not.toContain(`l${late}`);
    index.update(docs[late]!);
    const after = pages(index, "garcia chen");
    expect(plain(after)[0]).toBe(`l${late}`);
    expect(after).toEqual(pages(index, "garcia chen", queryTerms("austin")));
    const rebuilt = new LandlordIndex();
    rebuilt.reset(docs);
    expect(after).toEqual(pages(rebuilt, "garcia chen"));
  });
});

// Issue 32: a one-word search, once it has kept a page's best, only counts the postings of a long
// list that cannot beat them (evaluate.ts `oneTermWalk`, `mayBeatOne`). Its pages and total must be
// what the same search gives when it keeps every match (a limit no walk fills: none passed over).
describe("a one-word search over a long list", () => {
  const LOPEZ = 2_400;
  /** Half of them a Lopez (1,200, the list long enough to be summed up in runs) in Austin, half of those with an address there (an address search for "austin": two lists, location and addresses, of the same landlords), the others in Boston; a ninth a Lopes ("lop": two lists); names of 1-4 words, 0-12 reviews. */
  function lopezes(): SearchDoc[] {
    const out: SearchDoc[] = [];
    for (let i = 0; i < LOPEZ; i++) {
      const words = i % 2 === 0 ? ["Lopez"] : [FIRST[i % FIRST.length]!];
      if (i % 9 === 1) words.push("Lopes");
      for (let k = 0; k < i % 4; k++) words.push(EXTRA[(i + k) % EXTRA.length]!);
      const austin = i % 2 === 0;
      out.push({ id: `p${i}`, name: words.join(" "), location: austin ? "Austin, TX" : "Boston, MA", addresses: i % 4 === 0 ? `${i} Main St, Austin, TX` : "", reviews: (i * 7919) % 13 });
    }
    return out;
  }
  const first150 = (index: LandlordIndex, query: string, location: string[]) => {
    const page = index.searchPage(queryTerms(query), { location, limit: 12_000 });
    return { ids: page.numbers.slice(0, 150).map((n) => index.idAt(n)), total: page.total };
  };
  const check = (index: LandlordIndex, total: number) => {
    for (const query of ["lopez", "lop"]) {
      for (const location of [[], queryTerms("austin")]) {
        const got = pages(index, query, location);
        const all = first150(index, query, location);
        if (query === "lopez") expect(all.total).toBe(total);
        expect([query, location, got.map((p) => p.total)]).toEqual([query, location, [all.total, all.total, all.total]]);
        expect([query, location, got.flatMap((p) => p.ids)]).toEqual([query, location, all.ids]);
      }
    }
  };

  test("gives the pages and total of a walk that scores every match, with and without a location", () => {
    const index = new LandlordIndex();
    index.reset(lopezes());
    check(index, 1_000); // MAX_CANDIDATES of 1,200
  });

  test("counts no removed landlord, and ranks one far down the list whose reviews rise by them at once", () => {
    const index = new LandlordIndex();
    const docs = lopezes();
    index.reset(docs);
    // 300 Lopezes removed (their postings stay in the block, dead): 900 left, all counted, none more.
    for (let i = 0; i < LOPEZ; i += 8) index.remove(docs[i]!.id);
    // The last one-word Lopez without reviews (numbered among the last: by rank, search-index.ts `reset`) given many, in place.
    let late = LOPEZ - 2;
    while (docs[late]!.name !== "Lopez" || docs[late]!.reviews || late % 8 === 0) late -= 2;
    index.update({ ...docs[late]!, reviews: 100 });
    check(index, 900);
    expect(pages(index, "lopez")[0]!.ids[0]).toBe(`p${late}`);
    // Met again in the second list (addresses) after being only counted in the first (location): counted once.
    const byAddress = index.searchPage(["austin"], { type: "address", limit: 50 });
    expect(byAddress.total).toBe(900);
    expect(byAddress.numbers.map((n) => index.idAt(n))).toEqual(index.searchPage(["austin"], { type: "address", limit: 12_000 }).numbers.slice(0, 50).map((n) => index.idAt(n)));
  });
});

// Issue 32: a search of three words or more only notes the documents of its two rarest words, and
// scores only those having every word (evaluate.ts `manyTermWalk`). Its answers must be those of
// the general walk (admit, credit, keepMatches, best), which a search runs when its location has
// fewer landlords than its rarest word: asked in Austin, it is the reference for the Austin part
// of the answer without a location; asked in Texas (more landlords than the rarest word), the
// answer without a location limited to Texas is.
describe("a search of three words or more", () => {
  const PLACES = ["Austin, TX", "Dallas, TX", "Denver, CO"];
  /** Boston's landlords lack one of garcia, chen and rentals, and of homes, realty or realtors, and chen (never a match of all three, yet in their lists); the others have each most often, with other words, "garcon" (the lists of "garc"), "homestead" (of "home"), "realty" and "realtors" (of "real"), "garcia" twice, 0-12 reviews. */
  function docs(): SearchDoc[] {
    const out: SearchDoc[] = [];
    for (let i = 0; i < 4_000; i++) {
      const words = i % 3 === 0 ? ["Garcia", "Chen", "Homes"] : i % 3 === 1 ? ["Chen", "Rentals", "Realty"] : ["Garcia", "Rentals", "Homes", "Realtors"];
      if (i % 5 === 0) words.unshift(FIRST[i % FIRST.length]!);
      out.push({ id: `b${i}`, name: words.join(" "), location: "Boston, MA", addresses: "", reviews: (i * 31) % 9 });
    }
    for (let i = 0; i < 4_500; i++) {
      const words: string[] = [];
      if (i % 6 === 0) words.push(FIRST[i % FIRST.length]!);
      if (i % 4 !== 1) words.push("Garcia");
      if (i % 5 !== 2) words.push("Chen");
      if (i % 31 === 0) words.push("Garcia");
      if (i % 13 === 4) words.push("Garcon");
      if (i % 3 !== 0) words.push("Rentals");
      if (i % 7 === 0) words.push("Homes");
      if (i % 17 === 3) words.push("Homestead");
      if (i % 2 === 0) words.push("Realty");
      if (i % 5 === 0) words.push("Realtors");
      if (i % 11 === 0) words.push(EXTRA[i % EXTRA.length]!);
      out.push({ id: `a${i}`, name: words.join(" ") || "Nobody", location: PLACES[i < 2_500 ? 0 : i < 3_500 ? 1 : 2]!, addresses: "", reviews: (i * 7919) % 13 });
    }
    return out;
  }
  const all = (index: LandlordIndex, query: string, location: string) => {
    const page = index.searchPage(queryTerms(query), { location: queryTerms(location), limit: 12_000 });
    return { ids: page.numbers.map((n) => index.idAt(n)), total: page.total };
  };
  const placeOf = (index: LandlordIndex, id: string) => index.record(id)!.location;
  // "home" is the rarest word, walked first, in two lists (homes, homestead).
  // "real" is the second rarest word of "homes real chen", in two dense lists (realty, realtors).
  const QUERIES = ["garcia chen rentals", "rentals chen garcia", "garc chen rentals", "garcia chen rentls", "garcia chen rentals homes", "chen rentals homes", "garcia chen rentals home", "homes real chen"];

  const check = (index: LandlordIndex) => {
    for (const query of QUERIES) {
      const everywhere = all(index, query, "");
      const austin = all(index, query, "austin");
      const texas = all(index, query, "tx");
      expect(austin.total).toBeGreaterThan(100);
      expect(everywhere.ids).toHaveLength(everywhere.total);
      expect(everywhere.ids.some((id) => id.startsWith("b"))).toBe(false);
      // Without a location: its Austin part is the general walk's answer in Austin, in order.
      expect([query, everywhere.ids.filter((id) => placeOf(index, id) === "Austin, TX")]).toEqual([query, austin.ids]);
      // In Texas (more landlords than the rarest word: walked as without a location, filtered): the Texan part of the answer without one.
      expect([query, texas.ids]).toEqual([query, everywhere.ids.filter((id) => placeOf(index, id).endsWith(", TX"))]);
      expect(texas.total).toBe(texas.ids.length);
    }
  };

  test("gives the matches and order of the general walk, with and without a location", () => {
    const index = new LandlordIndex();
    index.reset(docs());
    check(index);
  });

  test("gives them too when dead copies outnumber the living in a word's lists (its weight below 0) and matches are in the additions", () => {
    const index = new LandlordIndex();
    const list = docs();
    index.reset(list);
    // Re-added twice (upsert: a new number, the old one dead): "garcia" and "chen" then have more postings than there are landlords.
    const again = list.filter((d) => d.id.startsWith("a") && d.name.includes("Garcia") && d.name.includes("Chen")).slice(0, 2_400);
    for (let round = 0; round < 2; round++) for (const d of again) index.upsert(d);
    check(index);
  });
});

// Issue 32: a search whose place has fewer landlords than its word's lists is driven by the place
// (evaluate.ts `admitFromLocations`), and a list longer than the place's landlords is galloped
// along in document order (`scoreByGalloping`) rather than probed. Every landlord of the place
// having the word must be found once, in the block or among those added since, and none removed.
describe("a search whose place has fewer landlords than its word's lists", () => {
  /** 2,000 landlords in Boston (one in two a Lopez, one in nine a Lopes) and 160 in Austin (one in three a Lopez, one in seven a Lopes), 0-12 reviews. */
  function places(): SearchDoc[] {
    const out: SearchDoc[] = [];
    for (let i = 0; i < 2_160; i++) {
      const austin = i >= 2_000;
      const words = [FIRST[i % FIRST.length]!];
      if (i % (austin ? 3 : 2) === 0) words.push("Lopez");
      if (i % (austin ? 7 : 9) === 1) words.push("Lopes");
      if (i % 5 === 0) words.push(EXTRA[i % EXTRA.length]!);
      out.push({ id: `q${i}`, name: words.join(" "), location: austin ? "Austin, TX" : "Boston, MA", addresses: "", reviews: (i * 7919) % 13 });
    }
    return out;
  }

  test("finds every landlord of the place having the word once, in the block or added since, and none removed", () => {
    const index = new LandlordIndex();
    const docs = places();
    index.reset(docs);
    const live = new Map(docs.map((d) => [d.id, d]));
    // Added since (the lists' additions, numbered after every other), one moved from Boston, some removed.
    for (let i = 0; i < 24; i++) {
      const doc: SearchDoc = { id: `n${i}`, name: i % 2 ? "Nadia Lopez" : i % 3 ? "Omar Lopes Homes" : "Gwen Realty", location: "Austin, TX", addresses: "", reviews: i % 13 };
      index.upsert(doc);
      live.set(doc.id, doc);
    }
    const moved = { ...docs[4]!, location: "Austin, TX" };
    index.update(moved);
    live.set(moved.id, moved);
    for (const d of docs.filter((d) => d.location === "Austin, TX" && d.name.includes("Lopez")).slice(0, 10)) {
      index.remove(d.id);
      live.delete(d.id);
    }
    for (const query of ["lopez", "lopes", "lop"]) {
      const want = [...live.values()].filter((d) => d.location === "Austin, TX" && queryTerms(d.name).some((w) => w.startsWith(query))).map((d) => d.id);
      const all = index.searchPage(queryTerms(query), { location: queryTerms("austin"), limit: 12_000 });
      const ids = all.numbers.map((n) => index.idAt(n));
      expect([query, all.total, ids.length]).toEqual([query, want.length, want.length]);
      expect([query, [...ids].sort()]).toEqual([query, [...want].sort()]);
      // A page is the same part of the whole answer.
      const second = index.searchPage(queryTerms(query), { location: queryTerms("austin"), offset: 20, limit: 20 });
      expect([query, second.numbers.map((n) => index.idAt(n))]).toEqual([query, ids.slice(20, 40)]);
    }
  });
});
