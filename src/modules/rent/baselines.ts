// Typical monthly rents by US state, used when the platform has fewer than 3 rents for a place.
// Source: U.S. Census Bureau, American Community Survey 2022 1-year estimates, table B25064
// "Median Gross Rent (Dollars)" by state, rounded to the nearest $50. These are approximations
// for a hint on a review form, not market data; refresh them from data.census.gov when needed.
// Places whose state we cannot tell get RENT_BASELINE_MONTHLY (1800, docs/product-rules.md#constants).
export const STATE_MEDIAN_RENT: Record<string, number> = {
  AL: 950, AK: 1300, AZ: 1450, AR: 900, CA: 2000, CO: 1650, CT: 1450, DE: 1350, DC: 1850, FL: 1550,
  GA: 1350, HI: 1900, ID: 1200, IL: 1250, IN: 1000, IA: 950, KS: 1000, KY: 900, LA: 1000, ME: 1100,
  MD: 1650, MA: 1650, MI: 1050, MN: 1200, MS: 900, MO: 1000, MT: 1050, NE: 1000, NV: 1450, NH: 1400,
  NJ: 1650, NM: 1000, NY: 1550, NC: 1200, ND: 950, OH: 1000, OK: 950, OR: 1450, PA: 1150, RI: 1250,
  SC: 1150, SD: 900, TN: 1150, TX: 1350, UT: 1350, VT: 1200, VA: 1500, WA: 1750, WV: 850, WI: 1000,
  WY: 950,
};

const STATE_NAMES: Record<string, string> = {
  alabama: "AL", alaska: "AK", arizona: "AZ", arkansas: "AR", california: "CA", colorado: "CO", connecticut: "CT",
  delaware: "DE", "district of columbia": "DC", florida: "FL", georgia: "GA", hawaii: "HI", idaho: "ID", illinois: "IL",
  indiana: "IN", iowa: "IA", kansas: "KS", kentucky: "KY", louisiana: "LA", maine: "ME", maryland: "MD",
  massachusetts: "MA", michigan: "MI", minnesota: "MN", mississippi: "MS", missouri: "MO", montana: "MT", nebraska: "NE",
  nevada: "NV", "new hampshire": "NH", "new jersey": "NJ", "new mexico": "NM", "new york": "NY", "north carolina": "NC",
  "north dakota": "ND", ohio: "OH", oklahoma: "OK", oregon: "OR", pennsylvania: "PA", "rhode island": "RI",
  "south carolina": "SC", "south dakota": "SD", tennessee: "TN", texas: "TX", utah: "UT", vermont: "VT", virginia: "VA",
  washington: "WA", "west virginia": "WV", wisconsin: "WI", wyoming: "WY",
};

/** The state of "Austin, TX" or "Austin, Texas": the text after the last comma, as a code or a name. */
export function stateOf(location: string): string | null {
  const tail = location.split(",").pop()?.trim().toLowerCase().replace(/\s+/g, " ") ?? "";
  if (/^[a-z]{2}$/.test(tail) && STATE_MEDIAN_RENT[tail.toUpperCase()]) return tail.toUpperCase();
  return STATE_NAMES[tail] ?? null;
}
