// The JSON text of a landlord as GET /api/landlords/search lists it (the landlord kind's answer
// writer, landlord-kind.ts), written straight from the index's landlord rows: exactly
// JSON.stringify(toLandlord(row)) (src/modules/landlords/public.ts, checked in
// landlord-json.test.ts), without making the Landlord object, its badges and ratings first: the
// rows keep ratings as text-ready tenths. A distinct search answers with 50 of these (issue 16):
// making the objects and stringifying them cost more than the search, so each text is written
// once, as bytes kept by SearchAnswerWriter (answer-writer.ts).
import { BADGE_CRITERIA } from "../../contract/constants";
import { badgesOf } from "../landlords/badges";
import type { LandlordRows } from "./landlord-kind";
import { writePlainJson, type Strings } from "./string-column";

export { SearchAnswerWriter, JSON_ARENA_BYTES } from "./answer-writer";

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

/** Landlord number `n` of `rows`, whose id and location are given. */
export function landlordJson(rows: LandlordRows, n: number, id: string, location: string): string {
  const averageRating = rows.ratingAt(n, 0);
  const totalReviews = rows.reviewsAt(n);
  const ownerUserId = rows.ownerAt(n);
  // Most landlords have no badge: badgesOf's list is only made for those that might.
  const badges = ownerUserId === null && averageRating < MIN_BADGE_AVERAGE ? "[]" : badgesJson(badgesOf({ averageRating, totalReviews, ownerUserId }));
  const overall = rows.ratingTextAt(n, 0);
  return (
    `{"id":${idJson(id)},"name":${rows.nameJsonAt(n)},"type":"${rows.typeAt(n)}","location":${locationJson(location)},` +
    `"averageRating":${overall},"totalReviews":${totalReviews},"badges":${badges},"ratings":{"overall":${overall},` +
    `"responsiveness":${rows.ratingTextAt(n, 1)},"maintenance":${rows.ratingTextAt(n, 2)},"fairness":${rows.ratingTextAt(n, 3)}}}`
  );
}

const encoder = new TextEncoder();
/** Each location's JSON text as UTF-8 (few). */
const locationBytes = new Map<string, Uint8Array>();
/** Room asked for beyond the id, name and location: every other part at its longest (a rating kept aside is a double's text). */
const FIXED_ROOM = 512;

function putAscii(out: Uint8Array, at: number, text: string): number {
  for (let k = 0; k < text.length; k++) out[at++] = text.charCodeAt(k);
  return at;
}

/**
 * landlordJson's text as UTF-8 into `out` from `at`, the id being string `n` of `ids`: the end, or
 * -1 when the id or name needs escaping or there is no room (the caller then writes landlordJson).
 * Byte for byte the same (landlord-json.test.ts): the id and name are copied as the bytes they are
 * kept in, never decoded.
 */
export function writeLandlordJson(rows: LandlordRows, n: number, ids: Strings, location: string, out: Uint8Array, at: number): number {
  let place = locationBytes.get(location);
  if (place === undefined) locationBytes.set(location, (place = encoder.encode(locationJson(location))));
  if (at + FIXED_ROOM + place.length > out.length) return -1;
  at = putAscii(out, at, '{"id":"');
  // The id from the landlord's record (landlord-kind.ts), or else the documents' column.
  const idEnd = rows.writeIdAt(n, out, at);
  at = idEnd >= 0 ? idEnd : writePlainJson(ids, n, out, at);
  if (at < 0) return -1;
  at = putAscii(out, at, '","name":"');
  at = rows.writeNameAt(n, out, at);
  if (at < 0 || at + FIXED_ROOM + place.length > out.length) return -1;
  at = putAscii(out, at, '","type":"');
  at = putAscii(out, at, rows.typeAt(n));
  at = putAscii(out, at, '","location":');
  out.set(place, at);
  at += place.length;
  const averageRating = rows.ratingAt(n, 0);
  const totalReviews = rows.reviewsAt(n);
  const ownerUserId = rows.ownerAt(n);
  const badges = ownerUserId === null && averageRating < MIN_BADGE_AVERAGE ? "[]" : badgesJson(badgesOf({ averageRating, totalReviews, ownerUserId }));
  const overall = rows.ratingTextAt(n, 0);
  at = putAscii(out, at, ',"averageRating":');
  at = putAscii(out, at, overall);
  at = putAscii(out, at, ',"totalReviews":');
  at = putAscii(out, at, String(totalReviews));
  at = putAscii(out, at, ',"badges":');
  at = putAscii(out, at, badges);
  at = putAscii(out, at, ',"ratings":{"overall":');
  at = putAscii(out, at, overall);
  at = putAscii(out, at, ',"responsiveness":');
  at = putAscii(out, at, rows.ratingTextAt(n, 1));
  at = putAscii(out, at, ',"maintenance":');
  at = putAscii(out, at, rows.ratingTextAt(n, 2));
  at = putAscii(out, at, ',"fairness":');
  at = putAscii(out, at, rows.ratingTextAt(n, 3));
  return putAscii(out, at, "}}");
}

/** Landlord number `n` of `index` (as searchNumbers() gives it). */
export function landlordJsonAt(index: { rows: LandlordRows; idAt(n: number): string; placeAt(n: number): string }, n: number): string {
  return landlordJson(index.rows, n, index.idAt(n), index.placeAt(n));
}
