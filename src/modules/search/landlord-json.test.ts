import { describe, expect, test } from "bun:test";
import { toLandlord } from "../../store/sqlite/landlords";
import { landlordJsonAt, SearchAnswerWriter } from "./landlord-json";
import { LandlordIndex, type IndexedLandlord } from "./landlord-index";
import { SnapshotReader, SnapshotWriter } from "./snapshot-format";

/** `index` saved into a snapshot and loaded from it, as a server's next start does. */
function reloaded(index: LandlordIndex): LandlordIndex {
  const w = new SnapshotWriter();
  index.save(w);
  const [head, body] = w.finish("{}");
  const file = new Uint8Array(head.length + body.length);
  file.set(head);
  file.set(body, head.length);
  const loaded = new LandlordIndex();
  loaded.load(new SnapshotReader(file));
  return loaded;
}

const base: IndexedLandlord = {
  id: "9b2f6f1e-3c1a-4a53-9d7e-2f1b6b0c1d2e",
  name: "Smith & Lee Management",
  type: "company",
  location: "Boston, MA",
  averageRating: 4.6,
  totalReviews: 12,
  responsivenessRating: 4.2,
  maintenanceRating: 5,
  fairnessRating: 3.9,
  ownerUserId: 7,
};

describe("a landlord's JSON as the search lists it", () => {
  test("is exactly JSON.stringify of the public landlord, whatever its name and figures", () => {
    const variants: IndexedLandlord[] = [
      base,
      { ...base, ownerUserId: null, averageRating: 0, totalReviews: 0, responsivenessRating: 0, maintenanceRating: 0, fairnessRating: 0, type: "individual" },
      { ...base, name: 'Quote "Q" \\ Back\\slash\ttab', location: "Zürich, ZH" },
      { ...base, name: "Müller Hausverwaltung \u2028 line", averageRating: 3.14159, totalReviews: 1 },
      { ...base, name: "名前 🏠", averageRating: 4.5, totalReviews: 3 },
    ];
    const index = new LandlordIndex();
    index.reset(variants.map((l, i) => ({ ...l, id: `${l.id}-${i}`, addresses: "", reviews: l.totalReviews })));
    for (let n = 0; n < variants.length; n++) {
      const i = Number(index.idAt(n).split("-").at(-1));
      const expected = toLandlord({ ...variants[i]!, id: index.idAt(n) });
      const text = landlordJsonAt(index, n);
      expect(text).toBe(JSON.stringify(expected));
      expect(JSON.parse(text)).toEqual(expected);
    }
  });

  test("the index keeps each landlord's figures through compaction and renumbering", () => {
    const index = new LandlordIndex();
    const docs = Array.from({ length: 7000 }, (_, i) => ({
      id: `l${i}`,
      name: `Landlord ${i}`,
      location: i % 2 ? "Austin, TX" : "Boston, MA",
      addresses: "",
      reviews: i % 5,
      type: i % 3 ? ("company" as const) : ("individual" as const),
      averageRating: (i % 50) / 10,
      responsivenessRating: i === 3 ? 2.345 : 1.5,
      maintenanceRating: 0,
      fairnessRating: 5,
      ownerUserId: i % 7 ? null : i + 1,
    }));
    index.reset(docs);
    // Enough removals that compact() renumbers every landlord.
    for (let i = 0; i < 6000; i += 2) index.remove(`l${i}`);
    index.upsert({ ...docs[3]!, name: "Renamed 3", averageRating: 4.4 });
    for (const i of [1, 3, 6001, 6999]) {
      const d = docs[i]!;
      expect(index.record(d.id)).toEqual({
        id: d.id,
        name: i === 3 ? "Renamed 3" : d.name,
        type: d.type,
        location: d.location,
        averageRating: i === 3 ? 4.4 : d.averageRating,
        totalReviews: d.reviews,
        responsivenessRating: d.responsivenessRating,
        maintenanceRating: 0,
        fairnessRating: 5,
        ownerUserId: d.ownerUserId,
      });
    }
    expect(index.record("l0")).toBeNull();
    // What a search answer writes for each of its landlords, straight from the index.
    const numbers = index.searchNumbers("landlord", { limit: 50 });
    expect(numbers.length).toBe(50);
    for (const n of numbers) expect(landlordJsonAt(index, n)).toBe(JSON.stringify(toLandlord(index.record(index.idAt(n))!)));
  });

  test("names and locations that need escaping are written as JSON.stringify writes them", () => {
    const index = new LandlordIndex();
    const odd = ['Quote "Q" \\ slash', "Tab\there", "名前 🏠 Homes", "Line\u2028Sep"];
    index.reset(odd.map((name, i) => ({ id: i === 0 ? 'odd"id' : `o${i}`, name, location: i % 2 ? 'Zürich, "ZH"' : "Austin, TX", addresses: "", averageRating: 4.5, reviews: 12, ownerUserId: i ? null : 3 })));
    for (let n = 0; n < odd.length; n++) expect(JSON.parse(landlordJsonAt(index, n))).toEqual(toLandlord(index.record(index.idAt(n))!));
    for (let n = 0; n < odd.length; n++) expect(landlordJsonAt(index, n)).toBe(JSON.stringify(toLandlord(index.record(index.idAt(n))!)));
  });

  test("every rating, review count and owner gives the badges and figures the landlord page gives", () => {
    const docs = [];
    for (let tenths = 0; tenths <= 50; tenths++)
      for (const reviews of [0, 1, 4, 5, 9, 10, 11, 250])
        for (const ownerUserId of [null, 42])
          docs.push({ id: `d${docs.length}`, name: `Figures ${docs.length}`, location: "Austin, TX", addresses: "", reviews, averageRating: tenths / 10, responsivenessRating: (50 - tenths) / 10, maintenanceRating: tenths % 7 / 2, fairnessRating: 1 / 3, ownerUserId });
    const index = new LandlordIndex();
    index.reset(docs);
    for (let n = 0; n < docs.length; n++) expect(landlordJsonAt(index, n)).toBe(JSON.stringify(toLandlord(index.record(index.idAt(n))!)));
  });
});

describe("a search answer written from each landlord's kept bytes", () => {
  const decoder = new TextDecoder();
  const expected = (index: LandlordIndex, numbers: number[]) => JSON.stringify(numbers.map((n) => toLandlord(index.record(index.idAt(n))!)));
  const docs = (names: string[]) => names.map((name, i) => ({ id: `w${i}`, name, location: i % 2 ? "Zürich, ZH" : "Austin, TX", addresses: "", averageRating: (i % 50) / 10, reviews: i % 13, ownerUserId: i % 9 ? null : i + 1 }));

  test("is the UTF-8 of JSON.stringify of the landlords, in the order asked, written again or not", () => {
    const index = new LandlordIndex();
    index.reset(docs(Array.from({ length: 300 }, (_, i) => (i % 4 ? `Landlord ${i}` : `名前 "${i}" 🏠\\u2028`))));
    const writer = new SearchAnswerWriter(index);
    for (const numbers of [[], [0], [5, 3, 1], [3, 5], Array.from({ length: 50 }, (_, i) => 299 - i * 3), [1, 5, 3]]) {
      expect(decoder.decode(writer.write(numbers))).toBe(expected(index, numbers));
      expect(JSON.parse(decoder.decode(writer.write(numbers)))).toEqual(numbers.map((n) => toLandlord(index.record(index.idAt(n))!)));
    }
  });

  test("after a change and clear(), a landlord is written as it is now, not as it was", () => {
    const index = new LandlordIndex();
    const all = docs(["Alpha Homes", "Beta Homes", "Gamma Homes"]);
    index.reset(all);
    const writer = new SearchAnswerWriter(index);
    const n = index.searchNumbers("beta")[0]!;
    expect(decoder.decode(writer.write([n]))).toContain('"name":"Beta Homes"');
    index.upsert({ ...all[1]!, name: "Beta Homes Renamed", averageRating: 4.9 });
    writer.clear();
    const now = index.searchNumbers("beta")[0]!;
    expect(decoder.decode(writer.write([now]))).toBe(expected(index, [now]));
    expect(decoder.decode(writer.write([now]))).toContain('"name":"Beta Homes Renamed"');
  });

  test("an answer longer than its answer room is whole and right, and stays so after the next one", () => {
    const index = new LandlordIndex();
    index.reset(docs(Array.from({ length: 12 }, (_, i) => `Long landlord name number ${i} `.repeat(4))));
    // ~400 bytes a landlord: one or two fit the room, more get bytes of their own.
    const writer = new SearchAnswerWriter(index, 1 << 20, 1000);
    const long = Array.from({ length: 12 }, (_, i) => 11 - i);
    const written = writer.write(long);
    expect(decoder.decode(written)).toBe(expected(index, long));
    expect(decoder.decode(writer.write([3, 4]))).toBe(expected(index, [3, 4]));
    expect(decoder.decode(written)).toBe(expected(index, long));
    expect(decoder.decode(writer.write([0]))).toBe(expected(index, [0]));
  });

  test("an answer lent stays whole until it is given back, however often other bytes are given back", () => {
    const index = new LandlordIndex();
    index.reset(docs(Array.from({ length: 60 }, (_, i) => `Landlord ${i}`)));
    const writer = new SearchAnswerWriter(index);
    const asks = [[1, 2, 3], [4, 5], [6], [7, 8, 9, 10], [11, 12]];
    const first = writer.write(asks[0]!);
    const second = writer.write(asks[1]!);
    // Kept bytes (a cached copy) and bytes given back twice are not lent again.
    const kept = second.slice();
    writer.release(kept);
    writer.release(second);
    writer.release(second);
    const third = writer.write(asks[2]!);
    const fourth = writer.write(asks[3]!);
    writer.release(writer.write(asks[4]!));
    for (const [bytes, numbers] of [[first, asks[0]!], [kept, asks[1]!], [third, asks[2]!], [fourth, asks[3]!]] as const) {
      expect(decoder.decode(bytes)).toBe(expected(index, [...numbers]));
    }
  });

  test("written round in segments, it forgets only the oldest segment's landlords, and answers stay right", () => {
    const index = new LandlordIndex();
    index.reset(docs(Array.from({ length: 8 }, (_, i) => `Long landlord name number ${i} `.repeat(8))));
    let written = 0;
    const source = { jsonAt: (n: number) => (written++, index.jsonAt(n)) };
    // Two segments of 1,500 bytes; a landlord of ~420 bytes asks for three times its text's length: one landlord a segment.
    const writer = new SearchAnswerWriter(source, 3000);
    const ask = (numbers: number[]) => {
      const before = written;
      expect(decoder.decode(writer.write(numbers))).toBe(expected(index, numbers));
      return written - before;
    };
    expect(ask([0])).toBe(1);
    expect(ask([1])).toBe(1);
    expect(ask([0])).toBe(0); // both segments still hold theirs
    expect(ask([1])).toBe(0);
    expect(ask([2])).toBe(1); // written over the oldest segment: 0 forgotten, 1 kept
    expect(ask([1])).toBe(0);
    expect(ask([0])).toBe(1);
    expect(ask([2])).toBe(0);
    writer.clear();
    expect(ask([2])).toBe(1);
  });

  test("when a segment is written over mid-answer, or none holds a landlord, answers stay whole and right", () => {
    const index = new LandlordIndex();
    index.reset(docs(Array.from({ length: 40 }, (_, i) => `Long landlord name number ${i} `.repeat(4))));
    // ~400 bytes a landlord, room for 1,200 asked of a segment of 1,500 bytes: a segment is written
    // over mid-answer; with a 1,000-byte arena (segments of 500) none fits and every answer is
    // written from the texts.
    for (const arenaBytes of [3000, 1000]) {
      const writer = new SearchAnswerWriter(index, arenaBytes);
      for (const numbers of [[0, 1], [2, 3, 4], [5], [0, 1, 2, 3, 4, 5, 6], [6, 0], Array.from({ length: 40 }, (_, i) => i)]) {
        expect(decoder.decode(writer.write(numbers))).toBe(expected(index, numbers));
      }
    }
  });
});

describe("a landlord's JSON written as bytes (issue 32)", () => {
  test("is byte for byte the UTF-8 of its text, or declined for a name to escape, from a rebuilt index and from a snapshot", () => {
    const variants: IndexedLandlord[] = [
      base,
      { ...base, ownerUserId: null, averageRating: 0, totalReviews: 0, responsivenessRating: 0, maintenanceRating: 0, fairnessRating: 0, type: "individual" },
      { ...base, name: 'Quote "Q" \\ Back\\slash\ttab', location: "Zürich, ZH" },
      { ...base, name: "Müller Hausverwaltung \u2028 line", averageRating: 3.14159, totalReviews: 1 },
      { ...base, name: "名前 🏠", averageRating: 4.5, totalReviews: 3 },
      { ...base, name: "Plain Name LLC", averageRating: 4.9, totalReviews: 40, ownerUserId: null },
    ];
    const rebuilt = new LandlordIndex();
    rebuilt.reset(variants.map((l, i) => ({ ...l, id: `${l.id}-${i}`, addresses: "", reviews: l.totalReviews })));
    const loaded = reloaded(rebuilt);
    for (const index of [rebuilt, loaded]) {
      let written = 0;
      for (let n = 0; n < variants.length; n++) {
        const out = new Uint8Array(4096);
        const end = index.writeJsonAt(n, out, 7);
        const expected = new TextEncoder().encode(landlordJsonAt(index, n));
        if (end < 0) {
          expect(landlordJsonAt(index, n)).toMatch(/\\\\|\\"|\\t|[^\x00-\x7f]/); // only a name to escape, or beyond ASCII in a rebuilt index
          continue;
        }
        written++;
        expect(out.subarray(7, end)).toEqual(expected);
      }
      expect(written).toBeGreaterThanOrEqual(3);
      // No room: declined, never cut short.
      expect(index.writeJsonAt(0, new Uint8Array(100), 0)).toBe(-1);
    }
  });
});

describe("a landlord's id written from its record (landlord-kind.ts)", () => {
  test("every id, a UUID or not, is written as JSON.stringify writes it, from a rebuilt index, a snapshot, a change and a renumbering", () => {
    const ids = [
      "00000000-0000-0000-0000-000000000000",
      "ffffffff-ffff-ffff-ffff-ffffffffffff",
      "9b2f6f1e-3c1a-4a53-9d7e-2f1b6b0c1d2e",
      crypto.randomUUID(),
      "9B2F6F1E-3C1A-4A53-9D7E-2F1B6B0C1D2E", // capitals: kept as written
      "9b2f6f1e-3c1a-4a53-9d7e-2f1b6b0c1d2", // one short
      "9b2f6f1e-3c1a-4a53-9d7e-2f1b6b0c1d2e0", // one long
      "9b2f6f1e_3c1a-4a53-9d7e-2f1b6b0c1d2e", // no dash
      "9b2f6f1e-3c1a-4a53-9d7e-2f1b6b0c1d2g", // not hex
      "9b2f6f1e-3c1a-4a53-9d7e-2f1b6b0c1déf", // beyond ASCII
      "landlord-1",
    ];
    const docs = ids.map((id, i) => ({ ...base, id, name: `Landlord ${i}`, addresses: "", reviews: i }));
    const rebuilt = new LandlordIndex();
    rebuilt.reset(docs);
    const loaded = reloaded(rebuilt);
    const changed = new LandlordIndex();
    changed.reset(docs);
    // A name change re-adds the landlord under a new number; removals then renumber the rest (compaction).
    for (const doc of docs) changed.upsert({ ...doc, name: `${doc.name} renamed` });
    const expectSame = (index: LandlordIndex) => {
      let seen = 0;
      for (const id of ids) {
        const n = index.searchNumbers("landlord", { limit: 50 }).find((m) => index.idAt(m) === id);
        if (n === undefined) continue;
        seen++;
        const out = new Uint8Array(4096);
        const end = index.writeJsonAt(n, out, 3);
        const expected = JSON.stringify(toLandlord(index.record(id)!));
        if (end < 0) expect(id).toMatch(/[^\x00-\x7f]/); // only an id beyond ASCII in a rebuilt index is declined
        else expect(new TextDecoder().decode(out.subarray(3, end))).toBe(expected);
        expect(landlordJsonAt(index, n)).toBe(expected);
        expect(JSON.parse(expected).id).toBe(id);
      }
      expect(seen).toBe(ids.length);
    };
    expectSame(rebuilt);
    expectSame(loaded);
    expectSame(changed);
  });
});

describe("a landlord's JSON written as bytes (writeLandlordJson)", () => {
  test("writes every rating in tenths, odd ratings and review counts as JSON.stringify does", () => {
    const docs = Array.from({ length: 300 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      name: `Landlord ${i}`,
      location: "Austin, TX",
      addresses: "",
      // Every tenths value a byte keeps (0 to 25.4), then ratings kept aside.
      averageRating: i < 255 ? i / 10 : 1 / 3 + i,
      responsivenessRating: (254 - (i % 255)) / 10,
      maintenanceRating: i % 7 === 0 ? 2.345 : 0,
      fairnessRating: 5,
      reviews: [0, 1, 9, 10, 99, 100, 12345, 4294967295][i % 8]!,
      ownerUserId: i % 11 ? null : i + 1,
    }));
    const index = new LandlordIndex();
    index.reset(docs);
    const writer = new SearchAnswerWriter(index);
    const numbers = docs.map((_, n) => n);
    expect(new Set(numbers.map((n) => index.idAt(n))).size).toBe(docs.length);
    const text = new TextDecoder().decode(writer.write(numbers));
    expect(text).toBe(`[${numbers.map((n) => landlordJsonAt(index, n)).join(",")}]`);
    const byId = new Map(docs.map((d) => [d.id, d]));
    for (const landlord of JSON.parse(text) as { id: string; averageRating: number; totalReviews: number }[]) {
      const doc = byId.get(landlord.id)!;
      expect(landlord.averageRating).toBe(doc.averageRating);
      expect(landlord.totalReviews).toBe(doc.reviews);
    }
  });
});
