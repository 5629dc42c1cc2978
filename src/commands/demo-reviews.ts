// The reviews of `seed --demo` (src/commands/seed.ts), made to read as renters write them (issue 31):
// - one text per review, put together from sentences about distinct things (the place, replies,
//   repairs, money, the building, a closing word), each chosen by the rating of what it is about,
//   so a 1-star review never praises and a 5-star one never complains; no sentence twice in a
//   review and no two reviews with the same whole text (`DemoTexts` keeps them apart); short,
//   medium and long ones;
// - addresses that make buildings: each landlord rents out a few buildings (a street number and
//   street in its city), several reviews name each over several years, the unit spelled as people
//   spell it ("Apt 4B", "#7", "Unit 12", none);
// - rents per city around that city's typical rent, a building's units dearer or cheaper than the
//   city and older reviews a little cheaper, so the rent badge (src/modules/rent/service.ts) has
//   real averages to compare with and answers low, average and high.
import type { LENGTHS_OF_RESIDENCE } from "../contract/constants";
import { pick, STREETS } from "./demo-data";

/** Typical monthly rent of a one- or two-bedroom in each demo city (rounded; the demo's own figures). */
export const CITY_RENT: Record<string, number> = {
  "New York, NY": 3400, "Los Angeles, CA": 2700, "Chicago, IL": 1900, "Houston, TX": 1350, "Phoenix, AZ": 1450,
  "Philadelphia, PA": 1650, "San Antonio, TX": 1200, "San Diego, CA": 2600, "Dallas, TX": 1500, "Austin, TX": 1700,
  "San Jose, CA": 3000, "Seattle, WA": 2300, "Denver, CO": 1900, "Boston, MA": 3000, "Nashville, TN": 1650,
  "Portland, OR": 1700, "Atlanta, GA": 1700, "Miami, FL": 2500, "Minneapolis, MN": 1500, "Columbus, OH": 1200,
  "Charlotte, NC": 1500, "Detroit, MI": 1100, "Baltimore, MD": 1500, "Madison, WI": 1450, "Ann Arbor, MI": 1650,
  "Pittsburgh, PA": 1300, "Salt Lake City, UT": 1450, "Raleigh, NC": 1500, "Tampa, FL": 1800, "Oakland, CA": 2500,
  "Sacramento, CA": 1750, "Kansas City, MO": 1150, "Omaha, NE": 1100, "Albuquerque, NM": 1150, "Tucson, AZ": 1100,
  "Boulder, CO": 2200, "Berkeley, CA": 2800, "Cambridge, MA": 3200, "Providence, RI": 1700, "New Haven, CT": 1750,
};

type Tone = "good" | "mixed" | "bad";
/** The tone of a rating: below 2.5 bad, below 4 mixed, else good. */
export const toneOf = (rating: number): Tone => (rating < 2.5 ? "bad" : rating < 4 ? "mixed" : "good");

// {stay}: how long ("two years"); {street}: the street; {city}: the city's name; {season}: a season.
const OPENING: Record<Tone, string[]> = {
  good: [
    "I rented from them for {stay} and would happily do it again.",
    "Lived on {street} for {stay} and it was one of the easier rentals I've had.",
    "After a couple of bad landlords in {city}, this one was a relief.",
    "We spent {stay} in this building and have very little to complain about.",
    "Solid landlord, and I have rented from a few in {city}.",
    "Moved in during the {season} and stayed {stay}; it went smoothly from start to finish.",
    "My partner and I rented here for {stay} and we were sorry to leave.",
    "First apartment after college, {stay} on {street}, and I got lucky.",
  ],
  mixed: [
    "It was an okay place to live for {stay}, with some frustrations.",
    "Mixed feelings after {stay} on {street}.",
    "Not the worst landlord I've had in {city}, not the best either.",
    "Fine for the price, but don't expect much beyond the basics.",
    "Some things worked well here and some did not.",
    "I stayed {stay}; the first year was better than the second.",
    "An average rental experience for {city}, for better and worse.",
    "Moved in during the {season}; the place was fine, the management less so.",
  ],
  bad: [
    "I would not rent from them again.",
    "{stay} on {street} was more stressful than it needed to be.",
    "Think twice before signing a lease here.",
    "I'm writing this so the next tenant knows what to expect.",
    "This was the worst rental experience I've had in {city}.",
    "We left after {stay} and I don't regret it.",
    "Moved in during the {season} and started looking for another place within months.",
    "I wanted this to work out, but it didn't.",
  ],
};
const REPLIES: Record<Tone, string[]> = {
  good: [
    "Emails and texts were usually answered the same day.",
    "The office actually picks up the phone, which is rarer than it should be.",
    "When I reported a leak on a Sunday, someone called back within an hour.",
    "They gave notice before every visit, always at least a day ahead.",
    "The manager knew every tenant by name and answered questions straight away.",
  ],
  mixed: [
    "Replies took a few days, sometimes longer.",
    "You get an answer eventually, but usually only after a second message.",
    "The manager was friendly in person but hard to reach by email.",
    "Notice before entry was sometimes given and sometimes not.",
    "The office changed managers twice while I lived there, and each time things slowed down.",
  ],
  bad: [
    "Messages went unanswered for weeks at a time.",
    "The phone number on the lease went to a full voicemail box for most of the year.",
    "They entered the unit twice without any notice.",
    "Every request needed three or four follow-ups before anyone replied.",
    "When someone finally answered, they were dismissive and rude.",
  ],
};
const REPAIRS: Record<Tone, string[]> = {
  good: [
    "Repairs were done quickly and properly, not patched over.",
    "The dishwasher broke in March and a new one was installed within the week.",
    "Common areas were kept clean and the laundry machines always worked.",
    "A maintenance person came the next morning when the heat went out.",
    "They replaced the old windows in our second year without being asked.",
  ],
  mixed: [
    "Small repairs were fine, bigger ones dragged on.",
    "The heating worked, but the windows let in a draft all winter.",
    "A leak under the sink took three visits to fix.",
    "The building is older and it shows; they keep it running but not much more.",
    "The fridge was replaced, but only after a month of using a cooler.",
  ],
  bad: [
    "The heat was out for most of January and nobody came.",
    "There was mold in the bathroom that was painted over instead of fixed.",
    "We had mice for months and pest control came once.",
    "The washing machines in the basement were broken for most of my lease.",
    "Water came through the ceiling twice and the stain is still there.",
  ],
};
const MONEY: Record<Tone, string[]> = {
  good: [
    "My full deposit came back within two weeks of moving out.",
    "Rent went up only modestly at renewal, and they told us months ahead.",
    "The lease was clear and there were no surprise fees.",
    "They walked through the move-out inspection with me and explained every item.",
    "They waived a late fee the one time my paycheck was delayed.",
  ],
  mixed: [
    "They kept part of the deposit for cleaning, which felt a little steep.",
    "The renewal increase was higher than I expected but not outrageous.",
    "There were a few fees that weren't obvious when I signed.",
    "The deposit came back, but only after I asked twice.",
    "Rent is on the high side for what you get, though in line with the neighborhood.",
  ],
  bad: [
    "They kept most of my deposit for damage that was there when I moved in.",
    "Rent went up sharply at renewal with barely a month's notice.",
    "Late fees were charged even when rent was paid on time.",
    "They tried to bill me for a repair that was their responsibility.",
    "The move-out charges came to more than a month's rent, with no photos to back them up.",
  ],
};
/** Plain facts about the place, said in any tone: they praise nothing. */
const FACTS = [
  "The unit was a one-bedroom on the {floor} floor.",
  "Parking is on the street only.",
  "Laundry is shared, in the basement.",
  "Utilities other than water were in my name.",
  "Rent was paid through their online portal.",
  "It is a short walk to the bus line.",
  "Pets are allowed with an extra deposit.",
  "It was a two-bedroom, shared with a roommate.",
  "The building has about {units} units.",
  "Trash pickup is on Tuesdays, from the alley.",
];
const CLOSING: Record<Tone, string[]> = {
  good: ["Recommended.", "I'd rent from them again without hesitating.", "Grab a vacancy with them if you see one.", "Easy to recommend to friends."],
  mixed: ["Worth considering, but read the lease carefully.", "Go in with realistic expectations.", "Ask about repairs before you sign.", "Okay if the price is right."],
  bad: ["Look elsewhere if you can.", "Document everything at move-in if you do rent here.", "I moved out as soon as the lease ended.", "Keep copies of every message you send them."],
};

/** How a review says each LENGTHS_OF_RESIDENCE (src/contract/constants.ts). */
const STAYS: Record<(typeof LENGTHS_OF_RESIDENCE)[number], string[]> = {
  "Less than 3 months": ["a couple of months", "barely three months"],
  "3-6 months": ["a few months", "five months"],
  "6 months - 1 year": ["most of a year", "about ten months"],
  "1-2 years": ["a little over a year", "almost two years", "a year and a half"],
  "2-3 years": ["two years", "nearly three years"],
  "3+ years": ["four years", "over three years", "five years"],
};
const SEASONS = ["spring", "summer", "fall", "winter"];
const FLOORS = ["first", "second", "third", "top", "ground"];

export interface ReviewRatings {
  overallRating: number;
  responsivenessRating: number;
  maintenanceRating: number;
  fairnessRating: number;
}

/** Writes review texts, each unlike every other it wrote (whole texts never repeat). */
export class DemoTexts {
  private readonly used = new Set<string>();

  /**
   * A review of `ratings` by someone who lived on `street` in `location` for `stay`
   * (a LENGTHS_OF_RESIDENCE value): one opening in the overall tone, then, by length, what it was
   * like to reach them, repairs, money (each in its own rating's tone, never kinder than a bad
   * overall nor harsher than a good one), a plain fact or two and a closing word.
   */
  write(r: () => number, ratings: ReviewRatings, location: string, street: string, stay: string): string {
    const overall = toneOf(ratings.overallRating);
    // An aspect's tone follows its rating, held to the overall's side: a 1-star review does not praise.
    const tone = (rating: number): Tone => {
      const t = toneOf(rating);
      if (overall === "bad" && t === "good") return "mixed";
      if (overall === "good" && t === "bad") return "mixed";
      return t;
    };
    const fill = (s: string) =>
      s
        .replace("{stay}", pick(r, STAYS[stay as keyof typeof STAYS] ?? ["a while"]))
        .replace("{street}", street)
        .replace("{city}", location.split(",")[0]!)
        .replace("{season}", pick(r, SEASONS))
        .replace("{floor}", pick(r, FLOORS))
        .replace("{units}", String(6 + Math.floor(r() * 40)));
    const aspects = [
      () => pick(r, REPLIES[tone(ratings.responsivenessRating)]),
      () => pick(r, REPAIRS[tone(ratings.maintenanceRating)]),
      () => pick(r, MONEY[tone(ratings.fairnessRating)]),
    ];
    // Shuffle the aspects: reviews do not all follow one order.
    for (let i = aspects.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [aspects[i], aspects[j]] = [aspects[j]!, aspects[i]!];
    }
    const roll = r();
    const length = roll < 0.3 ? 1 : roll < 0.75 ? 2 : 3; // short, medium, long
    const sentences = [fill(pick(r, OPENING[overall])), ...aspects.slice(0, length).map((a) => a())];
    const facts = [...FACTS];
    if (length >= 2 && r() < 0.6) sentences.splice(1 + Math.floor(r() * (sentences.length - 1)), 0, fill(facts.splice(Math.floor(r() * facts.length), 1)[0]!));
    if (length === 3 || r() < 0.25) sentences.push(pick(r, CLOSING[overall]));
    let text = sentences.join(" ");
    // The same whole text as another review: add a plain fact it does not have yet, until it is its own.
    while (this.used.has(text) && facts.length) {
      sentences.splice(sentences.length - 1, 0, fill(facts.splice(Math.floor(r() * facts.length), 1)[0]!));
      text = sentences.join(" ");
    }
    this.used.add(text);
    return text;
  }
}

export interface DemoBuilding {
  /** "1420 Oak Ave" */
  street: string;
  /** The street's name alone ("Oak Ave"), as a review text says it. */
  streetName: string;
  /** The building's rent against its city's typical rent (0.8-1.25). */
  rentFactor: number;
}

/** The buildings of a landlord in `location` with `reviews` reviews to come: 1 to 4, a few reviews each. */
export function demoBuildings(r: () => number, reviews: number): DemoBuilding[] {
  const count = Math.max(1, Math.min(4, Math.ceil(reviews / 6)));
  return Array.from({ length: count }, () => {
    const streetName = pick(r, STREETS);
    return { street: `${10 + Math.floor(r() * 4980)} ${streetName}`, streetName, rentFactor: 0.8 + r() * 0.45 };
  });
}

/** A unit as people write it in an address: "Apt 4B", "#7", "Unit 12", "Apt. 3", or none (a house, or not said). */
export function demoUnit(r: () => number): string {
  const n = 1 + Math.floor(r() * 12);
  const letter = "ABCD"[Math.floor(r() * 4)]!;
  const roll = r();
  if (roll < 0.25) return `, Apt ${n}${letter}`;
  if (roll < 0.45) return ` #${n}`;
  if (roll < 0.6) return `, Unit ${n}`;
  if (roll < 0.7) return `, Apt. ${n}`;
  if (roll < 0.78) return `, Apartment ${n}${letter}`;
  return "";
}

/** A review's monthly rent in `building` of `location`, `yearsAgo` before now (about 3% a year less then), rounded to $25. */
export function demoRent(r: () => number, location: string, building: DemoBuilding, yearsAgo: number): number {
  const base = CITY_RENT[location] ?? 1500;
  const unit = 0.9 + r() * 0.2;
  return Math.round((base * building.rentFactor * unit * Math.pow(0.97, yearsAgo)) / 25) * 25;
}
