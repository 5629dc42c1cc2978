// A built-in list of about 100 US colleges and universities with the city and state renters
// look for housing in (docs/product-rules.md#pages "College tab"). The first 20 are the popular ones: the
// dropdown offers them and the first 12 are quick buttons.
export interface College {
  name: string;
  city: string;
  /** Two-letter USPS state code. */
  state: string;
}

export const COLLEGES: readonly College[] = [
  // Popular (dropdown and quick picks, in this order)
  { name: "University of California, Los Angeles", city: "Los Angeles", state: "CA" },
  { name: "University of Michigan", city: "Ann Arbor", state: "MI" },
  { name: "University of Texas at Austin", city: "Austin", state: "TX" },
  { name: "New York University", city: "New York", state: "NY" },
  { name: "Ohio State University", city: "Columbus", state: "OH" },
  { name: "University of Florida", city: "Gainesville", state: "FL" },
  { name: "Boston University", city: "Boston", state: "MA" },
  { name: "University of Washington", city: "Seattle", state: "WA" },
  { name: "Arizona State University", city: "Tempe", state: "AZ" },
  { name: "University of Wisconsin-Madison", city: "Madison", state: "WI" },
  { name: "University of California, Berkeley", city: "Berkeley", state: "CA" },
  { name: "Pennsylvania State University", city: "State College", state: "PA" },
  { name: "University of Illinois Urbana-Champaign", city: "Champaign", state: "IL" },
  { name: "University of Southern California", city: "Los Angeles", state: "CA" },
  { name: "University of North Carolina at Chapel Hill", city: "Chapel Hill", state: "NC" },
  { name: "University of Colorado Boulder", city: "Boulder", state: "CO" },
  { name: "Georgia Institute of Technology", city: "Atlanta", state: "GA" },
  { name: "University of Minnesota", city: "Minneapolis", state: "MN" },
  { name: "Indiana University Bloomington", city: "Bloomington", state: "IN" },
  { name: "Texas A&M University", city: "College Station", state: "TX" },
  // The rest, alphabetical
  { name: "American University", city: "Washington", state: "DC" },
  { name: "Auburn University", city: "Auburn", state: "AL" },
  { name: "Baylor University", city: "Waco", state: "TX" },
  { name: "Boston College", city: "Chestnut Hill", state: "MA" },
  { name: "Brigham Young University", city: "Provo", state: "UT" },
  { name: "Brown University", city: "Providence", state: "RI" },
  { name: "California Institute of Technology", city: "Pasadena", state: "CA" },
  { name: "Carnegie Mellon University", city: "Pittsburgh", state: "PA" },
  { name: "Clemson University", city: "Clemson", state: "SC" },
  { name: "Colorado State University", city: "Fort Collins", state: "CO" },
  { name: "Columbia University", city: "New York", state: "NY" },
  { name: "Cornell University", city: "Ithaca", state: "NY" },
  { name: "Dartmouth College", city: "Hanover", state: "NH" },
  { name: "Drexel University", city: "Philadelphia", state: "PA" },
  { name: "Duke University", city: "Durham", state: "NC" },
  { name: "Emory University", city: "Atlanta", state: "GA" },
  { name: "Florida State University", city: "Tallahassee", state: "FL" },
  { name: "George Washington University", city: "Washington", state: "DC" },
  { name: "Georgetown University", city: "Washington", state: "DC" },
  { name: "Georgia State University", city: "Atlanta", state: "GA" },
  { name: "Harvard University", city: "Cambridge", state: "MA" },
  { name: "Iowa State University", city: "Ames", state: "IA" },
  { name: "Johns Hopkins University", city: "Baltimore", state: "MD" },
  { name: "Kansas State University", city: "Manhattan", state: "KS" },
  { name: "Louisiana State University", city: "Baton Rouge", state: "LA" },
  { name: "Massachusetts Institute of Technology", city: "Cambridge", state: "MA" },
  { name: "Miami University", city: "Oxford", state: "OH" },
  { name: "Michigan State University", city: "East Lansing", state: "MI" },
  { name: "Mississippi State University", city: "Starkville", state: "MS" },
  { name: "North Carolina State University", city: "Raleigh", state: "NC" },
  { name: "Northeastern University", city: "Boston", state: "MA" },
  { name: "Northwestern University", city: "Evanston", state: "IL" },
  { name: "Oklahoma State University", city: "Stillwater", state: "OK" },
  { name: "Oregon State University", city: "Corvallis", state: "OR" },
  { name: "Portland State University", city: "Portland", state: "OR" },
  { name: "Princeton University", city: "Princeton", state: "NJ" },
  { name: "Purdue University", city: "West Lafayette", state: "IN" },
  { name: "Rice University", city: "Houston", state: "TX" },
  { name: "Rutgers University-New Brunswick", city: "New Brunswick", state: "NJ" },
  { name: "San Diego State University", city: "San Diego", state: "CA" },
  { name: "San Jose State University", city: "San Jose", state: "CA" },
  { name: "Stanford University", city: "Stanford", state: "CA" },
  { name: "Syracuse University", city: "Syracuse", state: "NY" },
  { name: "Temple University", city: "Philadelphia", state: "PA" },
  { name: "Texas Tech University", city: "Lubbock", state: "TX" },
  { name: "Tufts University", city: "Medford", state: "MA" },
  { name: "Tulane University", city: "New Orleans", state: "LA" },
  { name: "University of Alabama", city: "Tuscaloosa", state: "AL" },
  { name: "University of Arizona", city: "Tucson", state: "AZ" },
  { name: "University of Arkansas", city: "Fayetteville", state: "AR" },
  { name: "University of California, Davis", city: "Davis", state: "CA" },
  { name: "University of California, Irvine", city: "Irvine", state: "CA" },
  { name: "University of California, San Diego", city: "La Jolla", state: "CA" },
  { name: "University of California, Santa Barbara", city: "Santa Barbara", state: "CA" },
  { name: "University of Central Florida", city: "Orlando", state: "FL" },
  { name: "University of Chicago", city: "Chicago", state: "IL" },
  { name: "University of Cincinnati", city: "Cincinnati", state: "OH" },
  { name: "University of Connecticut", city: "Storrs", state: "CT" },
  { name: "University of Delaware", city: "Newark", state: "DE" },
  { name: "University of Georgia", city: "Athens", state: "GA" },
  { name: "University of Houston", city: "Houston", state: "TX" },
  { name: "University of Iowa", city: "Iowa City", state: "IA" },
  { name: "University of Kansas", city: "Lawrence", state: "KS" },
  { name: "University of Kentucky", city: "Lexington", state: "KY" },
  { name: "University of Maryland", city: "College Park", state: "MD" },
  { name: "University of Massachusetts Amherst", city: "Amherst", state: "MA" },
  { name: "University of Miami", city: "Coral Gables", state: "FL" },
  { name: "University of Mississippi", city: "Oxford", state: "MS" },
  { name: "University of Missouri", city: "Columbia", state: "MO" },
  { name: "University of Nebraska-Lincoln", city: "Lincoln", state: "NE" },
  { name: "University of Notre Dame", city: "Notre Dame", state: "IN" },
  { name: "University of Oklahoma", city: "Norman", state: "OK" },
  { name: "University of Oregon", city: "Eugene", state: "OR" },
  { name: "University of Pennsylvania", city: "Philadelphia", state: "PA" },
  { name: "University of Pittsburgh", city: "Pittsburgh", state: "PA" },
  { name: "University of South Carolina", city: "Columbia", state: "SC" },
  { name: "University of Tennessee", city: "Knoxville", state: "TN" },
  { name: "University of Utah", city: "Salt Lake City", state: "UT" },
  { name: "University of Vermont", city: "Burlington", state: "VT" },
  { name: "University of Virginia", city: "Charlottesville", state: "VA" },
  { name: "Vanderbilt University", city: "Nashville", state: "TN" },
  { name: "Virginia Tech", city: "Blacksburg", state: "VA" },
  { name: "Washington University in St. Louis", city: "St. Louis", state: "MO" },
  { name: "West Virginia University", city: "Morgantown", state: "WV" },
  { name: "Yale University", city: "New Haven", state: "CT" },
];

export const POPULAR_COLLEGES: readonly College[] = COLLEGES.slice(0, 20);
export const QUICK_PICK_COLLEGES: readonly College[] = POPULAR_COLLEGES.slice(0, 12);

export const COLLEGE_MIN_CHARS = 2;
export const COLLEGE_MAX_MATCHES = 20;

/** "Ann Arbor, MI": the location a college sets. */
export function collegeLocation(college: College): string {
  return `${college.city}, ${college.state}`;
}

/** Common short names, so "UCLA", "MIT" or "NYU" find their college. */
const ALIASES: Record<string, string[]> = {
  "University of California, Los Angeles": ["ucla"],
  "University of California, Berkeley": ["uc berkeley", "cal"],
  "University of California, San Diego": ["ucsd"],
  "University of California, Davis": ["uc davis"],
  "University of California, Irvine": ["uci"],
  "University of California, Santa Barbara": ["ucsb"],
  "University of Southern California": ["usc"],
  "New York University": ["nyu"],
  "Massachusetts Institute of Technology": ["mit"],
  "California Institute of Technology": ["caltech"],
  "Georgia Institute of Technology": ["georgia tech", "gatech"],
  "University of North Carolina at Chapel Hill": ["unc"],
  "Pennsylvania State University": ["penn state", "psu"],
  "Louisiana State University": ["lsu"],
  "Brigham Young University": ["byu"],
  "University of Central Florida": ["ucf"],
  "Texas A&M University": ["tamu"],
  "Ohio State University": ["osu"],
  "Arizona State University": ["asu"],
  "University of Pennsylvania": ["upenn", "penn"],
  "University of Illinois Urbana-Champaign": ["uiuc"],
  "Virginia Tech": ["vt"],
  "University of Texas at Austin": ["ut austin"],
};

const normalize = (s: string) =>
  s
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9&]+/g, " ")
    .trim();

/**
 * Colleges whose name, alias, city or state matches every word typed (docs/product-rules.md#constants: from 2
 * characters, at most 20). Names that start with the text come first.
 */
export function searchColleges(text: string, list: readonly College[] = COLLEGES): College[] {
  const q = normalize(text);
  if (q.length < COLLEGE_MIN_CHARS) return [];
  const words = q.split(" ");
  const scored: { college: College; score: number; index: number }[] = [];
  list.forEach((college, index) => {
    const name = normalize(college.name);
    const aliases = (ALIASES[college.name] ?? []).map(normalize);
    const haystack = [name, ...aliases, normalize(college.city), college.state.toLowerCase()].join(" ");
    if (!words.every((w) => haystack.includes(w))) return;
    let score = 3;
    if (aliases.some((a) => a === q || a.startsWith(q))) score = 0;
    else if (name.startsWith(q)) score = 1;
    else if (name.includes(q)) score = 2;
    scored.push({ college, score, index });
  });
  scored.sort((a, b) => a.score - b.score || a.index - b.index);
  return scored.slice(0, COLLEGE_MAX_MATCHES).map((s) => s.college);
}

const STATE_CODES = new Set(
  "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split(" "),
);

/**
 * Whether typed text looks like a place rather than a college name: a comma ("Ann Arbor, MI"),
 * a state code as its own word ("Austin TX"), or a word such as city, town, village or county.
 */
export function looksLikePlace(text: string): boolean {
  const t = text.trim();
  if (t.length < COLLEGE_MIN_CHARS) return false;
  if (t.includes(",")) return true;
  if (/\b(city|town|village|county)\b/i.test(t)) return true;
  return t.split(/\s+/).some((w) => w.length === 2 && w === w.toUpperCase() && STATE_CODES.has(w));
}
