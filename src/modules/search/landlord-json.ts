// The JSON text of a landlord as GET /api/landlords/search lists it, written straight from the
// index: exactly JSON.stringify(toLandlord(row)) (landlords/repository.ts, checked in
// landlord-json.test.ts), without making the Landlord object, its badges and ratings first: the
// index keeps names escaped and ratings as text-ready tenths. A distinct search writes 50 of these
// per request (issue 16): making the objects and stringifying them cost more than the search.
import { BADGE_CRITERIA } from "../../contract/constants";
import { badgesOf } from "../landlords/badges";
import type { IndexedLandlord, LandlordIndex } from "./landlord-index";

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

/** The ratings are JSON numbers already (overall, responsiveness, maintenance, fairness). */
function write(idJson: string, nameJson: string, type: string, locationJson: string, badgesJson: string, totalReviews: number, overall: string, responsiveness: string, maintenance: string, fairness: string): string {
  return (
    `{"id":${idJson},"name":${nameJson},"type":"${type}","location":${locationJson},"averageRating":${overall},` +
    `"totalReviews":${totalReviews},"badges":${badgesJson},"ratings":{"overall":${overall},"responsiveness":${responsiveness},` +
    `"maintenance":${maintenance},"fairness":${fairness}}}`
  );
}

/** Landlord number `n` of `index` (as searchNumbers() gives it). */
export function landlordJsonAt(index: LandlordIndex, n: number): string {
  const averageRating = index.ratingAt(n, 0);
  const totalReviews = index.reviewsAt(n);
  const ownerUserId = index.ownerAt(n);
  // Most landlords have no badge: badgesOf's list is only made for those that might.
  const badges = ownerUserId === null && averageRating < MIN_BADGE_AVERAGE ? "[]" : badgesJson(badgesOf({ averageRating, totalReviews, ownerUserId }));
  return write(
    idJson(index.idAt(n)),
    index.nameJsonAt(n),
    index.typeAt(n),
    locationJson(index.locationAt(n)),
    badges,
    totalReviews,
    index.ratingTextAt(n, 0),
    index.ratingTextAt(n, 1),
    index.ratingTextAt(n, 2),
    index.ratingTextAt(n, 3),
  );
}

export function landlordJson(l: IndexedLandlord): string {
  const ratings = [l.averageRating, l.responsivenessRating, l.maintenanceRating, l.fairnessRating].map(String) as [string, string, string, string];
  return write(idJson(l.id), text(l.name), l.type, locationJson(l.location), badgesJson(badgesOf(l)), l.totalReviews, ...ratings);
}
