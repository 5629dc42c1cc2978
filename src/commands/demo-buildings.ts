// `seed --demo`'s buildings (contract §7.2): the demo's review addresses (demo-data.ts, issue 31's)
// are drawn at random, so two reviews rarely name one building. This step, run on the finished
// plan, gives each landlord with several addressed reviews a small portfolio of one to three
// buildings in its city (now and then one another landlord there also manages: a building that
// changed hands), writes its reviews' addresses as renters do (spelled "St", "Street" or "St.",
// with or without a unit), and spreads those reviews over four years, so that building pages show
// several reviews, more than one landlord and rent by year. Deterministic: its own seeded stream.
import type { DemoLandlord } from "../store/operations";
import { pick, rng, STREETS } from "./demo-data";

const LONG: Record<string, string> = { St: "Street", Ave: "Avenue", Blvd: "Boulevard", Ln: "Lane", Dr: "Drive", Rd: "Road" };

/** A building as renters write it: the street word short, long or dotted, a unit now and then, the city sometimes. */
function spelled(r: () => number, number: number, street: string, location: string): string {
  const words = street.split(" ");
  const last = words.at(-1)!;
  const long = LONG[last];
  const roll = r();
  if (long && roll < 0.35) words[words.length - 1] = long;
  else if (long && roll < 0.5) words[words.length - 1] = `${last}.`;
  let text = `${number} ${words.join(" ")}`;
  if (r() < 0.15) text = text.toLowerCase();
  const unit = r();
  if (unit < 0.3) text += `, Apt ${1 + Math.floor(r() * 30)}`;
  else if (unit < 0.45) text += ` #${1 + Math.floor(r() * 12)}${pick(r, ["", "A", "B"])}`;
  return r() < 0.4 ? `${text}, ${location}` : text;
}

export function demoBuildings(landlords: DemoLandlord[]): void {
  const r = rng(7325);
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
  /** Each city's buildings so far, for a landlord that takes over one. */
  const byCity = new Map<string, { number: number; street: string }[]>();
  for (const landlord of landlords) {
    const addressed = landlord.reviews.filter((review) => review.propertyAddress);
    if (addressed.length < 3) continue;
    const city = byCity.get(landlord.location) ?? [];
    byCity.set(landlord.location, city);
    const portfolio: { number: number; street: string }[] = [];
    const size = Math.min(3, 1 + Math.floor(addressed.length / 6));
    for (let i = 0; i < size; i++) {
      if (city.length && r() < 0.2) portfolio.push(pick(r, city));
      else {
        const building = { number: 10 + Math.floor(r() * 2400), street: pick(r, STREETS) };
        city.push(building);
        portfolio.push(building);
      }
    }
    for (const review of addressed) {
      // The first building is the landlord's biggest: half its reviews.
      const building = r() < 0.5 ? portfolio[0]! : pick(r, portfolio);
      review.propertyAddress = spelled(r, building.number, building.street, landlord.location);
      review.createdAt = daysAgo(2 + r() * 1450);
    }
  }
}
