// Believable, reproducible landlord data for `seed --demo` and the search benchmark: people and
// companies whose names share the common words real ones do (Properties, Management, Realty, LLC),
// in real US cities, with street addresses. A seeded PRNG makes every run the same.

/** mulberry32: tiny, fast, good enough for demo data; the same seed gives the same data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

export const CITIES = [
  "New York, NY", "Los Angeles, CA", "Chicago, IL", "Houston, TX", "Phoenix, AZ", "Philadelphia, PA",
  "San Antonio, TX", "San Diego, CA", "Dallas, TX", "Austin, TX", "San Jose, CA", "Seattle, WA",
  "Denver, CO", "Boston, MA", "Nashville, TN", "Portland, OR", "Atlanta, GA", "Miami, FL",
  "Minneapolis, MN", "Columbus, OH", "Charlotte, NC", "Detroit, MI", "Baltimore, MD", "Madison, WI",
  "Ann Arbor, MI", "Pittsburgh, PA", "Salt Lake City, UT", "Raleigh, NC", "Tampa, FL", "Oakland, CA",
  "Sacramento, CA", "Kansas City, MO", "Omaha, NE", "Albuquerque, NM", "Tucson, AZ", "Boulder, CO",
  "Berkeley, CA", "Cambridge, MA", "Providence, RI", "New Haven, CT",
] as const;

export const FIRST_NAMES = [
  "James", "Mary", "John", "Patricia", "Robert", "Jennifer", "Michael", "Linda", "William", "Elizabeth",
  "David", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas", "Sarah", "Charles", "Karen",
  "Christopher", "Nancy", "Daniel", "Lisa", "Matthew", "Betty", "Anthony", "Margaret", "Mark", "Sandra",
  "Donald", "Ashley", "Steven", "Kimberly", "Paul", "Emily", "Andrew", "Donna", "Joshua", "Michelle",
  "Kenneth", "Carol", "Kevin", "Amanda", "Brian", "Melissa", "George", "Deborah", "Timothy", "Stephanie",
  "Maria", "Jose", "Wei", "Mohammed", "Priya", "Hiroshi", "Olga", "Carlos", "Aisha", "Dmitri",
] as const;

export const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez",
  "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore", "Jackson", "Martin",
  "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Ramirez", "Lewis", "Robinson",
  "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores",
  "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter", "Roberts",
  "Chen", "Patel", "Kim", "Okafor", "Kowalski", "O'Brien", "Schmidt", "Rossi", "Yamamoto", "Novak",
] as const;

const COMPANY_WORDS = [
  "Oak", "Maple", "Cedar", "Pine", "Summit", "Harbor", "River", "Lake", "Park", "Metro", "Urban", "City",
  "Golden", "Silver", "Blue", "Green", "Sunrise", "Sunset", "Liberty", "Heritage", "Pioneer", "Keystone",
  "Cornerstone", "Landmark", "Evergreen", "Highland", "Valley", "Bay", "Crown", "Capital", "Union",
  "Premier", "Prime", "Northside", "Southside", "Eastside", "Westside", "Main Street", "Red Brick", "Ivy",
] as const;

const COMPANY_KINDS = [
  "Properties", "Property Management", "Management", "Realty", "Rentals", "Apartments", "Homes",
  "Residential", "Housing", "Real Estate", "Living", "Holdings", "Investments", "Group",
] as const;

const SUFFIXES = ["LLC", "Inc", "Co", "LLC", "LLC", "", "", "", ""] as const;

export const STREETS = [
  "Main St", "Oak Ave", "Maple St", "Washington Blvd", "Park Ave", "Elm St", "Cedar Ln", "Lake Dr",
  "Hill St", "Pine St", "2nd St", "3rd Ave", "Broadway", "Sunset Blvd", "Lincoln Ave", "Jefferson St",
  "Madison Ave", "Market St", "College Ave", "University Ave", "Church St", "River Rd", "Spring St",
  "Highland Ave", "Grand Ave", "Center St", "Chestnut St", "Walnut St", "Franklin St", "Union St",
] as const;

export interface DemoLandlord {
  name: string;
  type: "individual" | "company";
  location: string;
}

/** One landlord: about 40% individuals ("Maria Garcia"), the rest companies ("Summit Realty LLC", "Smith Properties"). */
export function demoLandlord(r: () => number): DemoLandlord {
  const location = pick(r, CITIES);
  if (r() < 0.4) return { name: `${pick(r, FIRST_NAMES)} ${pick(r, LAST_NAMES)}`, type: "individual", location };
  const roll = r();
  const head =
    roll < 0.35
      ? pick(r, LAST_NAMES)
      : roll < 0.5
        ? `${pick(r, FIRST_NAMES)} ${pick(r, LAST_NAMES)}`
        : roll < 0.6
          ? `${pick(r, LAST_NAMES)} & ${pick(r, LAST_NAMES)}`
          : pick(r, COMPANY_WORDS);
  const suffix = pick(r, SUFFIXES);
  return { name: [head, pick(r, COMPANY_KINDS), suffix].filter(Boolean).join(" "), type: "company", location };
}

export function demoAddress(r: () => number, location: string): string {
  const unit = r() < 0.5 ? `, Apt ${1 + Math.floor(r() * 40)}` : "";
  return `${1 + Math.floor(r() * 9800)} ${pick(r, STREETS)}${unit}, ${location}`;
}
