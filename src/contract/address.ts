// Building-level addresses (the privacy rule of docs/product-rules.md#privacy): a review's property address is shown to
// everyone but its author without the unit, apartment, suite, room, floor or "#" part, because a
// unit number beside the length of residence tells a landlord exactly who wrote the review. The
// server applies this to every answer; the write form uses it to show what will be public.
//
// It works on the free text renters type, in the forms seen in real addresses:
//   "8611 Washington Blvd, Apt 33"        "123 Main St #4B"          "Apt. 2C, 45 Elm Street"
//   "500 Oak Ave Suite 210, Austin, TX"  "Flat 3, 10 Park Road"     "4/12 Smith St, Sydney"
//   "77 King St W, Unit 1205"            "3rd Floor, 9 Elm St"       "12 Oak St, Basement"
// and leaves what is not a unit alone: "Flat Rock Rd", "Unity Ave", "Miami, FL 33101",
// "Suite Life Lane", house numbers, post codes, and building names ("Bldg 4" stays: it is the building).

/** Designators followed by the unit's identifier ("Apt 33", "Suite 210A", "Unit B", "Rm. 4"). */
const DESIGNATORS = [
  "apartment",
  "apt",
  "appt",
  "app",
  "unit",
  "suite",
  "ste",
  "room",
  "rm",
  "flat",
  "floor",
  "flr",
  "lot",
  "space",
  "spc",
  "trailer",
  "trlr",
  "penthouse",
  "ph",
];

/** Words that name a unit on their own, at the end of a part ("12 Oak St, Basement", "45 Elm St Rear"). */
const STANDALONE = ["basement", "bsmt", "upper", "uppr", "lower", "lowr", "rear", "penthouse", "attic", "garden flat", "granny flat"];

/**
 * An identifier: it has a digit ("33", "4B", "12-A", "2C") or is a single letter ("Unit B").
 * Plain words ("Rock" in "Flat Rock Rd", "Life" in "Suite Life Lane") are not identifiers.
 */
const ID = String.raw`(?:[A-Za-z]?\d[\w-]*|[A-Za-z](?![\w]))`;
const DESIGNATOR = String.raw`(?:${DESIGNATORS.join("|")})`;
/**
 * Between designator and identifier: a space, a dot, "#" or ":", or nothing when a digit follows
 * ("Apt33"). Never nothing before a letter, so "Unita Rd" and "Apartments" stay whole.
 */
const SEPARATOR = String.raw`(?:\.?\s*[#:]?\s*(?=[A-Za-z]?\d)|\.\s*|\s*[#:]\s*|\s+)`;

/** "Apt 33", "apt. #4", "Apt#4", "Unit: 5" anywhere in the text, bounded by words. */
const DESIGNATED_UNIT = new RegExp(String.raw`(?<![\w])${DESIGNATOR}${SEPARATOR}${ID}`, "gi");
/** "#4", "# 12B", "#B" (a "#" always marks a unit in an address). */
const HASH_UNIT = new RegExp(String.raw`#\s*(?:[\w-]+)?`, "g");
/** "3rd Floor", "2nd fl", "10th Flr", "ground floor". */
const ORDINAL_FLOOR = /(?<![\w])(?:\d+(?:st|nd|rd|th)|ground|first|second|third|fourth|fifth|top)\s+(?:floor|flr|fl)\.?(?![\w])/gi;
/** "4/12 Smith St": unit 4 of number 12 (Australian and New Zealand style), at the start of a part. */
const SLASH_UNIT = /^\s*[A-Za-z]?\d+[A-Za-z]?\s*\/\s*(?=\d)/;
/** A part that is only a unit identifier: "4B", "B12" (never a bare number: that may be a post code). */
const BARE_UNIT_PART = /^\s*(?:\d{1,4}[A-Za-z]|[A-Za-z]\d{1,4})\s*$/;
const STANDALONE_AT_END = new RegExp(String.raw`(?:^|\s)(?:${STANDALONE.join("|")})\.?\s*$`, "i");

function stripPart(part: string): string {
  let s = part.replace(SLASH_UNIT, "");
  s = s.replace(ORDINAL_FLOOR, " ");
  s = s.replace(DESIGNATED_UNIT, " ");
  s = s.replace(HASH_UNIT, " ");
  // A standalone word is only a unit when something else (the street) remains in the part, or
  // the part is that word alone.
  s = s.replace(STANDALONE_AT_END, " ");
  if (BARE_UNIT_PART.test(s)) return "";
  // Leftover joiners: "Main St - " after "- Apt 4", a dangling "&" or "/".
  return s
    .replace(/\s+/g, " ")
    .replace(/^[\s\-–—/&]+|[\s\-–—/&]+$/g, "")
    .trim();
}

/**
 * The address as everyone but its author sees it: the same text without unit parts, tidy
 * commas and spaces; null when nothing of the building is left (or nothing was given).
 */
export function publicAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const parts = address
    .split(/[,;\n]/)
    .map(stripPart)
    .filter((p) => p.length > 0);
  const result = parts.join(", ");
  return result ? result : null;
}

/** Whether the address, as typed, holds anything publicAddress removes (the write form says so). */
export function hasUnitPart(address: string | null | undefined): boolean {
  if (!address?.trim()) return false;
  const normal = (s: string) => s.split(/[,;\n]/).map((p) => p.replace(/\s+/g, " ").trim()).filter(Boolean).join(", ");
  return publicAddress(address) !== normal(address);
}

// ---- Buildings (contract §7.2) ----
// A review's building is its building-level address (publicAddress above) folded: case, accents,
// punctuation and spacing, and the common spellings of street words and directions, so that
// "12 Oak St., Apt 4B" and "12 oak street #7" are one building. Only the street part (the first
// part holding a house number) is the key: the location of the landlord keeps cities apart, and
// "12 Oak St, Ann Arbor" is "12 Oak St" in Ann Arbor.

/** Street words and directions as one spelling each (the USPS abbreviations, and common others). */
const STREET_WORDS: Record<string, string> = {
  street: "st", str: "st", st: "st",
  avenue: "ave", av: "ave", ave: "ave", avn: "ave",
  road: "rd", rd: "rd",
  boulevard: "blvd", blvd: "blvd", boul: "blvd",
  drive: "dr", dr: "dr", drv: "dr",
  lane: "ln", ln: "ln",
  court: "ct", ct: "ct",
  place: "pl", pl: "pl",
  terrace: "ter", ter: "ter", terr: "ter",
  parkway: "pkwy", pkwy: "pkwy", pky: "pkwy",
  highway: "hwy", hwy: "hwy",
  circle: "cir", cir: "cir",
  square: "sq", sq: "sq",
  trail: "trl", trl: "trl",
  crescent: "cres", cres: "cres",
  expressway: "expy", expy: "expy",
  freeway: "fwy", fwy: "fwy",
  heights: "hts", hts: "hts",
  point: "pt", pt: "pt",
  mount: "mt", mt: "mt",
  fort: "ft", ft: "ft",
  building: "bldg", bldg: "bldg",
  north: "n", n: "n",
  south: "s", s: "s",
  east: "e", e: "e",
  west: "w", w: "w",
  northeast: "ne", ne: "ne",
  northwest: "nw", nw: "nw",
  southeast: "se", se: "se",
  southwest: "sw", sw: "sw",
};

const DIRECTIONS = new Set(["n", "s", "e", "w", "ne", "nw", "se", "sw"]);
const STREET_TYPES = new Set(["st", "ave", "rd", "blvd", "dr", "ln", "ct", "pl", "ter", "pkwy", "hwy", "cir", "sq", "trl", "cres", "expy", "fwy", "way"]);

/** Lower case, no accents, letters and digits only, one space between words. */
function foldWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

/**
 * The building key of a typed address within its location, or null when the folding cannot read
 * it: no part holding a house number beside a street name ("near the park", "Downtown loft").
 * Such an address is a building of its own (the store keys it by its review), never merged with
 * another. Null also without an address.
 */
export function buildingKey(address: string | null | undefined): string | null {
  return streetPart(address)?.key ?? null;
}

/**
 * How a building's page names it: the street part of the address as typed, without unit
 * ("12 Oak St., Apt 4B, Ann Arbor" -> "12 Oak St."); the whole building-level address when the
 * folding cannot read it; null when nothing of a building is left.
 */
export function buildingAddress(address: string | null | undefined): string | null {
  return streetPart(address)?.text ?? publicAddress(address);
}

function streetPart(address: string | null | undefined): { key: string; text: string } | null {
  const building = publicAddress(address);
  if (!building) return null;
  for (const part of building.split(", ")) {
    const words = foldWords(part).map((w) => STREET_WORDS[w] ?? w);
    // The house number ("12", "12a"; "1200-1204" folds to "1200 1204") followed by a street name.
    const start = words.findIndex((w, i) => /^\d+[a-z]?$/.test(w) && words.slice(i + 1).some((n) => /\p{L}{2,}/u.test(n)));
    if (start < 0) continue;
    // The street ends at its street word and the direction after it ("77 King St W"): what follows
    // in the same part ("123 Main St Austin TX 78701") is the city, already the location's.
    let end = words.length;
    const suffix = words.findIndex((w, i) => i > start + 1 && STREET_TYPES.has(w));
    if (suffix > 0) end = suffix + 1 + (DIRECTIONS.has(words[suffix + 1] ?? "") ? 1 : 0);
    // Typed all in lower case ("12 oak street"): shown with capitals, as a page heading reads.
    const text = /\p{Lu}/u.test(part) ? part : part.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
    return { key: words.slice(start, end).join(" "), text };
  }
  return null;
}

/** A location's slug (contract §7.2): its words in lower case joined by "-" ("Ann Arbor, MI" -> "ann-arbor-mi"). */
export function citySlug(location: string): string {
  return foldWords(location).join("-");
}

/** Every spelling of each street word, by its one spelling ("st" -> "st street str"). */
const SPELLINGS = new Map<string, string[]>();
for (const [word, one] of Object.entries(STREET_WORDS)) {
  const list = SPELLINGS.get(one) ?? [];
  if (!list.includes(word)) list.push(word);
  SPELLINGS.set(one, list);
}

/**
 * A building's address as building search indexes it: its words, and the other spellings of its
 * street words, so that "12 oak street" finds "12 Oak St." and "12 oak st" finds "12 Oak Street"
 * (src/modules/search/building-kind.ts).
 */
export function addressSearchText(address: string): string {
  // Called for every building when the index is built (185,000 at the bench's size): plain ASCII
  // words and a look-up, no normalisation, so that a start makes little garbage.
  let extra = "";
  for (const word of address.split(/[^A-Za-z]+/)) {
    if (!word) continue;
    const lower = word.toLowerCase();
    const one = STREET_WORDS[lower];
    if (!one) continue;
    for (const spelling of SPELLINGS.get(one)!) if (spelling !== lower && spelling.length > 1) extra += ` ${spelling}`;
  }
  return extra ? address + extra : address;
}
