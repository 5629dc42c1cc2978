// The JSON text of a landlord as GET /api/landlords/search lists it, written straight from the
// index: exactly JSON.stringify(toLandlord(row)) (landlords/repository.ts, checked in
// landlord-json.test.ts), without making the Landlord object, its badges and ratings first: the
// index keeps names escaped and ratings as text-ready tenths. A distinct search writes 50 of these
// per request (issue 16): making the objects and stringifying them cost more than the search.
import { BADGE_CRITERIA } from "../../contract/constants";
import { badgesOf } from "../landlords/badges";
import type { LandlordIndex } from "./landlord-index";

const text = JSON.stringify;
/** Below the lowest average any rating badge asks for, only an owner earns a badge. */
const MIN_BADGE_AVERAGE = Math.min(...Object.values(BADGE_CRITERIA).map((c) => c.minAverage));
/** Ids are the server's UUIDs: written as they are unless something in one would need escaping. */
const PLAIN_ID = /^[0-9A-Za-z-]*$/;
const idJson = (id: string) => (PLAIN_ID.test(id) ? `"${id}"` : text(id));

/** Each distinct location and badge list, escaped once (there are few of either). */
const locations = new Map<string, string>();
const locationJson = (location: string) => {
  let json = locations.get(location);
  if (json === undefined) locations.set(location, (json = text(location)));
  return json;
};
const badgeLists = new Map<string, string>();
const badgesJson = (badges: readonly string[]) => {
  if (!badges.length) return "[]";
  const key = badges.join();
  let json = badgeLists.get(key);
  if (json === undefined) badgeLists.set(key, (json = text(badges)));
  return json;
};

/** Landlord number `n` of `index` (as searchNumbers() gives it). */
export function landlordJsonAt(index: LandlordIndex, n: number): string {
  const averageRating = index.ratingAt(n, 0);
  const totalReviews = index.reviewsAt(n);
  const ownerUserId = index.ownerAt(n);
  // Most landlords have no badge: badgesOf's list is only made for those that might.
  const badges = ownerUserId === null && averageRating < MIN_BADGE_AVERAGE ? "[]" : badgesJson(badgesOf({ averageRating, totalReviews, ownerUserId }));
  const overall = index.ratingTextAt(n, 0);
  return (
    `{"id":${idJson(index.idAt(n))},"name":${index.nameJsonAt(n)},"type":"${index.typeAt(n)}","location":${locationJson(index.locationAt(n))},` +
    `"averageRating":${overall},"totalReviews":${totalReviews},"badges":${badges},"ratings":{"overall":${overall},` +
    `"responsiveness":${index.ratingTextAt(n, 1)},"maintenance":${index.ratingTextAt(n, 2)},"fairness":${index.ratingTextAt(n, 3)}}}`
  );
}
