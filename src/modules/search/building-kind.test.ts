// BuildingRows (building-kind.ts): a building's figures kept in the arena come back as they went in,
// as objects (`building`) and as JSON bytes written straight from the arena (`writeJson`), which
// must be byte for byte what JSON.stringify makes of the Building (GET /api/buildings/search).
import { describe, expect, test } from "bun:test";
import type { Building } from "../../contract/types";
import { BuildingRows, JsonOut } from "./building-kind";

const landlord = (id: string, name: string, reviewCount: number) => ({ id, name, reviewCount });
const building = (over: Partial<Building>): Building => ({
  id: "00000000-0000-4000-8000-000000000000",
  address: "12 Oak Street",
  location: "Ann Arbor, MI",
  averageRating: 3.4,
  totalReviews: 7,
  ratings: { overall: 3.4, responsiveness: 3, maintenance: 0.5, fairness: 5 },
  landlords: [landlord("6f1c2b9a-3d4e-4f5a-8b6c-7d8e9fa0b1c2", "Oak Property Group", 5)],
  rent: [
    { year: 2023, medianMonthlyRent: 1450, sampleSize: 3 },
    { year: 2024, medianMonthlyRent: 1525, sampleSize: 4 },
  ],
  ...over,
});

const cases: [string, Building][] = [
  ["plain", building({})],
  ["no landlords, no rent, zero ratings", building({ landlords: [], rent: [], averageRating: 0, totalReviews: 0, ratings: { overall: 0, responsiveness: 0, maintenance: 0, fairness: 0 } })],
  ["quotes, backslashes, control characters", building({ address: '12 "Oak" St \\ Apt\t4\n', landlords: [landlord("0b7e4c1d-2f3a-4b5c-9d6e-7f8091a2b3c4", 'O"Brien \\ Sons\u0001', 2)] })],
  ["accents, CJK, emoji, a lone surrogate", building({ address: "7 Calle Peñalver 東京 🏠 \ud800x", location: "Zürich 🇨🇭", landlords: [landlord("x-not-a-uuid-\"é", "Émile \udfff", 1)] })],
  ["several landlords, one of them the first case's (kept once, read from there)", building({ landlords: [landlord("6f1c2b9a-3d4e-4f5a-8b6c-7d8e9fa0b1c2", "Oak Property Group", 1), landlord("ABCDEF00-0000-4000-8000-000000000001", "Upper-case id", 12345678)] })],
  ["an id that JSON escapes", building({ id: 'odd"id\\', totalReviews: 1 })],
];

describe("BuildingRows", () => {
  const rows = new BuildingRows();
  rows.restart();
  rows.grow(cases.length);
  const kept = cases.map(([, b], n) => {
    const at = rows.encode(b);
    rows.set(n, { id: b.id, address: b.address, location: b.location, reviews: b.totalReviews, figures: at });
    return at;
  });
  rows.trim();
  const out = new JsonOut();

  test.each(cases.map(([name], n) => [name, n] as const))("%s: objects and JSON bytes as they went in", (_name, n) => {
    const b = cases[n]![1];
    expect(kept[n]).toBeNumber();
    expect(rows.building(n, b.id, b.location)).toEqual(b);
    out.reset();
    expect(rows.writeJson(n, b.id, b.location, out)).toBe(true);
    expect(new TextDecoder().decode(out.take())).toBe(JSON.stringify(b));
    for (const l of b.landlords) expect(rows.names(n, l.id)).toBe(true);
    expect(rows.names(n, "11111111-1111-4111-8111-111111111111")).toBe(false);
  });

  test("a rating the encoding cannot keep exactly: not kept (read from the store instead)", () => {
    const fine = building({ averageRating: 3.45, ratings: { overall: 3.45, responsiveness: 3, maintenance: 3, fairness: 3 } });
    expect(rows.encode(fine)).toBeUndefined();
    rows.grow(cases.length + 1);
    rows.set(cases.length, { id: fine.id, address: fine.address, location: fine.location, reviews: 1 });
    expect(rows.kept(cases.length)).toBe(false);
    expect(rows.writeJson(cases.length, fine.id, fine.location, out)).toBe(false);
  });
});
