// The JSON text of a landlord as GET /api/landlords/search lists it, written straight from the
// index's record: exactly JSON.stringify(toLandlord(row)) (landlords/repository.ts, checked in
// landlord-json.test.ts), without making the Landlord object and its badges and ratings first.
// A distinct search writes 50 of these per request (issue 16).
import { badgesOf } from "../landlords/badges";
import type { IndexedLandlord } from "./landlord-index";

const text = JSON.stringify;

export function landlordJson(l: IndexedLandlord): string {
  const badges = badgesOf(l);
  return (
    `{"id":${text(l.id)},"name":${text(l.name)},"type":${text(l.type)},"location":${text(l.location)},` +
    `"averageRating":${l.averageRating},"totalReviews":${l.totalReviews},"badges":${badges.length ? text(badges) : "[]"},` +
    `"ratings":{"overall":${l.averageRating},"responsiveness":${l.responsivenessRating},"maintenance":${l.maintenanceRating},"fairness":${l.fairnessRating}}}`
  );
}
