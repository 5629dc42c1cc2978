// The JSON text of a landlord as GET /api/landlords/search lists it, written straight from the
// index: exactly JSON.stringify(toLandlord(row)) (landlords/repository.ts, checked in
// landlord-json.test.ts), without making the Landlord object, its badges and ratings first, and
// with the index's pre-escaped name. A distinct search writes 50 of these per request (issue 16):
// making the objects and stringifying them cost more than the search itself.
import { badgesOf } from "../landlords/badges";
import type { IndexedLandlord, LandlordIndex } from "./landlord-index";

const text = JSON.stringify;
/** Ids are the server's UUIDs: written as they are unless something in one would need escaping. */
const PLAIN_ID = /^[0-9A-Za-z-]*$/;
const idJson = (id: string) => (PLAIN_ID.test(id) ? `"${id}"` : text(id));
/** Locations repeat across landlords: each is escaped once. */
const locationJson = new Map<string, string>();
const locationText = (location: string) => {
  let json = locationJson.get(location);
  if (json === undefined) locationJson.set(location, (json = text(location)));
  return json;
};

function write(id: string, nameJson: string, type: string, location: string, averageRating: number, totalReviews: number, ratings: [number, number, number], ownerUserId: number | null): string {
  const badges = badgesOf({ averageRating, totalReviews, ownerUserId });
  return (
    `{"id":${idJson(id)},"name":${nameJson},"type":"${type}","location":${locationText(location)},` +
    `"averageRating":${averageRating},"totalReviews":${totalReviews},"badges":${badges.length ? text(badges) : "[]"},` +
    `"ratings":{"overall":${averageRating},"responsiveness":${ratings[0]},"maintenance":${ratings[1]},"fairness":${ratings[2]}}}`
  );
}

/** Landlord number `n` of `index` (as searchNumbers() gives it). */
export function landlordJsonAt(index: LandlordIndex, n: number): string {
  return write(
    index.idAt(n),
    index.nameJsonAt(n),
    index.typeAt(n),
    index.locationAt(n),
    index.ratingAt(n, 0),
    index.reviewsAt(n),
    [index.ratingAt(n, 1), index.ratingAt(n, 2), index.ratingAt(n, 3)],
    index.ownerAt(n),
  );
}

export function landlordJson(l: IndexedLandlord): string {
  return write(l.id, text(l.name), l.type, l.location, l.averageRating, l.totalReviews, [l.responsivenessRating, l.maintenanceRating, l.fairnessRating], l.ownerUserId);
}
