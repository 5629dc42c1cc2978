// The JSON text of a landlord as GET /api/landlords/search lists it, written straight from the
// index: exactly JSON.stringify(toLandlord(row)) (landlords/repository.ts, checked in
// landlord-json.test.ts), without making the Landlord object, its badges and ratings first: the
// index keeps names escaped and ratings as text-ready tenths. A distinct search writes 50 of these
// per request (issue 16): making the objects and stringifying them cost more than the search.
import { badgesOf } from "../landlords/badges";
import type { IndexedLandlord, LandlordIndex } from "./landlord-index";

const text = JSON.stringify;
/** Ids are the server's UUIDs: written as they are unless something in one would need escaping. */
const PLAIN_ID = /^[0-9A-Za-z-]*$/;
const idJson = (id: string) => (PLAIN_ID.test(id) ? `"${id}"` : text(id));

/** Each distinct location and badge list, escaped once (there are few of either). */
const escaped = new Map<string, string>();
const once = (key: string, make: () => string) => {
  let json = escaped.get(key);
  if (json === undefined) escaped.set(key, (json = make()));
  return json;
};
const locationJson = (location: string) => once(`l${location}`, () => text(location));
const badgesJson = (badges: readonly string[]) => (badges.length ? once(`b${badges.join(",")}`, () => text(badges)) : "[]");

interface Fields {
  idJson: string;
  nameJson: string;
  type: string;
  locationJson: string;
  badgesJson: string;
  /** Overall, responsiveness, maintenance, fairness, as JSON numbers. */
  ratings: readonly [string, string, string, string];
  totalReviews: number;
}

function write(f: Fields): string {
  const [overall, responsiveness, maintenance, fairness] = f.ratings;
  return (
    `{"id":${f.idJson},"name":${f.nameJson},"type":"${f.type}","location":${f.locationJson},"averageRating":${overall},` +
    `"totalReviews":${f.totalReviews},"badges":${f.badgesJson},"ratings":{"overall":${overall},"responsiveness":${responsiveness},` +
    `"maintenance":${maintenance},"fairness":${fairness}}}`
  );
}

/** Landlord number `n` of `index` (as searchNumbers() gives it). */
export function landlordJsonAt(index: LandlordIndex, n: number): string {
  const averageRating = index.ratingAt(n, 0);
  const totalReviews = index.reviewsAt(n);
  return write({
    idJson: idJson(index.idAt(n)),
    nameJson: index.nameJsonAt(n),
    type: index.typeAt(n),
    locationJson: locationJson(index.locationAt(n)),
    badgesJson: badgesJson(badgesOf({ averageRating, totalReviews, ownerUserId: index.ownerAt(n) })),
    ratings: [index.ratingTextAt(n, 0), index.ratingTextAt(n, 1), index.ratingTextAt(n, 2), index.ratingTextAt(n, 3)],
    totalReviews,
  });
}

export function landlordJson(l: IndexedLandlord): string {
  return write({
    idJson: idJson(l.id),
    nameJson: text(l.name),
    type: l.type,
    locationJson: locationJson(l.location),
    badgesJson: badgesJson(badgesOf(l)),
    ratings: [String(l.averageRating), String(l.responsivenessRating), String(l.maintenanceRating), String(l.fairnessRating)],
    totalReviews: l.totalReviews,
  });
}
