import { citySlug } from "../contract/follows";

// Rules the alerts stores of both databases share (docs/follows.md), so they cannot drift.

/** The targets a new review's fan-out goes through, in order (a follower of two hears once: eventKey). */
export const FAN_OUT_STAGES = ["landlord", "city", "building"] as const;
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Reviews a weekly digest lists; it says how many more there were. */
export const DIGEST_REVIEWS = 10;

/** A review's first 300 characters, cut at a word. */
export function excerpt(text: string, max = 300): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A city's name from the locations of its landlords: of the spellings whose slug is `slug`, the one
 * most landlords use (then the first in code-point order), so both databases name it alike.
 */
export function cityName(locations: { location: string; n: number }[], slug: string): string | null {
  const matching = locations.filter((l) => citySlug(l.location) === slug).sort((a, b) => b.n - a.n || (a.location < b.location ? -1 : a.location > b.location ? 1 : 0));
  return matching[0]?.location ?? null;
}

// The titles of notifications, in English (issue 26 translates them; they are stored as written).
export const newReviewTitle = (landlordName: string) => `New review of ${landlordName}`;
