// The demo `seed --demo` writes reads as real renters wrote it (issue 31): each review one coherent
// text (no sentence twice in it, no two reviews with the same text), its tone its ratings', lengths
// that vary; addresses that make buildings reviewed several times over several years with units
// spelled as people spell them; rents around each city's own level, so the rent badge can say
// low, average and high.
import { beforeAll, describe, expect, test } from "bun:test";
import { createTestApp } from "../test/harness";
import { seedDemo } from "./seed";

interface Row {
  text: string;
  overall: number;
  address: string | null;
  location: string;
  rent: number | null;
  period: string;
  created: string;
}

let t: ReturnType<typeof createTestApp>;
let rows: Row[];

beforeAll(async () => {
  t = createTestApp();
  await seedDemo(t.deps);
  rows = t.deps.db.$client
    .query(
      `SELECT r.review_text AS text, r.overall_rating AS overall, r.property_address AS address, l.location AS location,
              r.monthly_rent AS rent, r.rent_period AS period, r.created_at AS created
       FROM reviews r JOIN landlords l ON l.id = r.landlord_id`,
    )
    .all() as Row[];
}, 60_000);

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
/** Words of praise a 1- or 2-star review would not use. */
const PRAISE = /\b(recommend|happily|relief|lucky|smoothly|sorry to leave|quickly and properly|same day|full deposit|without hesitating|knew every tenant)\b/i;

describe("seed --demo: the reviews read as real ones", () => {
  test("each text is its own: no sentence repeated inside a review, no two reviews with the same text", () => {
    expect(rows.length).toBeGreaterThan(1000);
    const repeating = rows.filter((r) => new Set(sentences(r.text)).size !== sentences(r.text).length);
    expect(repeating.map((r) => r.text)).toEqual([]);
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
  });

  test("the tone follows the ratings: low ratings do not praise, high ones do not warn people off", () => {
    const low = rows.filter((r) => r.overall <= 2);
    expect(low.length).toBeGreaterThan(50);
    expect(low.filter((r) => PRAISE.test(r.text)).map((r) => r.text)).toEqual([]);
    const high = rows.filter((r) => r.overall >= 4.5);
    expect(high.length).toBeGreaterThan(50);
    expect(high.filter((r) => /\b(would not rent|look elsewhere|worst|think twice|rude)\b/i.test(r.text)).map((r) => r.text)).toEqual([]);
  });

  test("lengths vary: short, medium and long reviews", () => {
    const lengths = rows.map((r) => r.text.length);
    const share = (p: (n: number) => boolean) => lengths.filter(p).length / lengths.length;
    expect(share((n) => n < 160)).toBeGreaterThan(0.15);
    expect(share((n) => n >= 160 && n < 300)).toBeGreaterThan(0.2);
    expect(share((n) => n >= 300)).toBeGreaterThan(0.15);
  });

  test("addresses make buildings: the same number and street in a city reviewed several times over several years, units spelled variously", () => {
    const withAddress = rows.filter((r) => r.address);
    expect(withAddress.length / rows.length).toBeGreaterThan(0.7);
    const buildings = new Map<string, Row[]>();
    for (const r of withAddress) {
      const m = /^(\d+ [^,#]+?)(?:,? (?:Apt\.?|Apartment|Unit) \w+|,? #\w+)?, (.+)$/.exec(r.address!);
      expect(m, r.address!).not.toBeNull();
      expect(m![2]).toBe(r.location);
      const key = `${m![1]}|${r.location}`;
      buildings.set(key, [...(buildings.get(key) ?? []), r]);
    }
    const reviewed = [...buildings.values()].filter((b) => b.length >= 3);
    expect(reviewed.length).toBeGreaterThan(100);
    const years = (b: Row[]) => (Math.max(...b.map((r) => Date.parse(r.created))) - Math.min(...b.map((r) => Date.parse(r.created)))) / (365 * 86_400_000);
    expect(reviewed.filter((b) => years(b) >= 2).length).toBeGreaterThan(50);
    for (const spelling of [/, Apt \d+[A-D]/, / #\d+/, /, Unit \d+/, /, Apt\. \d+/]) expect(withAddress.some((r) => spelling.test(r.address!))).toBe(true);
    expect(withAddress.some((r) => /^\d+ [^,#]+, /.test(r.address!) && !/(Apt|Unit|#)/.test(r.address!))).toBe(true);
  });

  test("rents follow each city's level, and the rent badge answers low, average and high against them", async () => {
    const monthly = (r: Row) => (r.period === "weekly" ? (r.rent! * 52) / 12 : r.period === "annual" ? r.rent! / 12 : r.rent!);
    const average = (city: string) => {
      const rents = rows.filter((r) => r.location === city && r.rent !== null).map(monthly);
      return rents.reduce((s, x) => s + x, 0) / rents.length;
    };
    expect(average("New York, NY")).toBeGreaterThan(2 * average("Omaha, NE"));
    expect(average("Boston, MA")).toBeGreaterThan(1.5 * average("Houston, TX"));
    const c = t.client();
    const level = async (rent: number, location: string) =>
      (await c.get(`/api/rent-analysis/analyze?rent=${rent}&location=${encodeURIComponent(location)}`)).body as { level: string; marketData: { dataSource: string } };
    for (const city of ["Austin, TX", "New York, NY", "Detroit, MI"]) {
      const avg = average(city);
      const at = await level(Math.round(avg), city);
      expect([city, at.level, at.marketData.dataSource]).toEqual([city, "average", "platform"]);
      expect((await level(Math.round(avg * 0.75), city)).level).toBe("low");
      expect((await level(Math.round(avg * 1.3), city)).level).toBe("high");
      // The city's own rents spread over more than one level: the badge is not the same for every review.
      const rents = rows.filter((r) => r.location === city && r.rent !== null).map(monthly);
      expect(rents.some((x) => x < avg * 0.9) && rents.some((x) => x > avg * 1.1)).toBe(true);
    }
    // A New York rent that is average there is high in Detroit.
    expect((await level(Math.round(average("New York, NY")), "Detroit, MI")).level).toBe("high");
  });
});
