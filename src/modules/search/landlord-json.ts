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
import { LANDLORD_TYPES } from "../../contract/constants";
import { writePlainJson, type Strings } from "./string-column";

export { SearchAnswerWriter, JSON_ARENA_BYTES } from "./answer-writer";

const text = JSON.stringify;
/** Ratings are kept as tenths in a byte (they are means rounded to one decimal, landlord-kind.ts); this marks one kept exactly aside. */
export const RATING_ASIDE = 255;
/** The JSON text of each rating kept in tenths ("0", "0.1", … "25.4"): writing a fraction is slow, a lookup is not. */
export const TENTHS_TEXT = Array.from({ length: RATING_ASIDE }, (_, tenths) => String(tenths / 10));
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

/**
 * The fixed parts of the text as bytes, copied by `put` (a short loop: `set` of a few bytes costs
 * more in its call than in its copy). Writing them from strings a character at a time, the review
 * count through String() and the badges through badgesOf's array each time, was most of the
 * ~0.4 µs of CPU a landlord took when its data was in the cache (issue 32).
 */
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const ID_OPEN = ascii('{"id":"');
const NAME_OPEN = ascii('","name":"');
/** `","type":"<type>","location":` for each type (LANDLORD_TYPES' order). */
const TYPE_OPEN = LANDLORD_TYPES.map((type) => ascii(`","type":"${type}","location":`));
const INDIVIDUAL = LANDLORD_TYPES.indexOf("individual");
const AVERAGE = ascii(',"averageRating":');
const REVIEWS = ascii(',"totalReviews":');
const BADGES = ascii(',"badges":');
const OVERALL = ascii(',"ratings":{"overall":');
const RESPONSIVENESS = ascii(',"responsiveness":');
const MAINTENANCE = ascii(',"maintenance":');
const FAIRNESS = ascii(',"fairness":');
const CLOSE = ascii("}}");
const TENTHS_BYTES = TENTHS_TEXT.map(ascii);
/**
 * The badges' JSON by what they are made of: the overall rating in tenths, the review count (past
 * the most any badge asks for, all counts earn the same) and whether there is an owner; each made by
 * badgesOf the first time it is met.
 */
const REVIEWS_CAP = Math.max(...Object.values(BADGE_CRITERIA).map((c) => c.minReviews));
const badgeBytes: (Uint8Array | undefined)[] = new Array(RATING_ASIDE * (REVIEWS_CAP + 1) * 2);
function badgesAt(tenths: number, reviews: number, owned: boolean): Uint8Array {
  const capped = Math.min(reviews, REVIEWS_CAP);
  const key = (tenths * (REVIEWS_CAP + 1) + capped) * 2 + (owned ? 1 : 0);
  return (badgeBytes[key] ??= ascii(badgesJson(badgesOf({ averageRating: tenths / 10, totalReviews: capped, ownerUserId: owned ? 1 : null }))));
}

function put(out: Uint8Array, at: number, bytes: Uint8Array): number {
  for (let k = 0; k < bytes.length; k++) out[at + k] = bytes[k]!;
  return at + bytes.length;
}

function putAscii(out: Uint8Array, at: number, text: string): number {
  for (let k = 0; k < text.length; k++) out[at++] = text.charCodeAt(k);
  return at;
}

/** A whole number below 2^32 in decimal, as String() writes it. */
function putDigits(out: Uint8Array, at: number, value: number): number {
  let end = at + 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) end++;
  for (let p = end - 1, rest = value; p >= at; p--, rest = Math.floor(rest / 10)) out[p] = 0x30 + (rest % 10);
  return end;
}

/** Rating `k` of landlord `n` as its JSON text's bytes. */
function putRating(out: Uint8Array, at: number, rows: LandlordRows, n: number, k: number): number {
  const tenths = rows.tenthsAt(n, k);
  return tenths === RATING_ASIDE ? putAscii(out, at, rows.ratingTextAt(n, k)) : put(out, at, TENTHS_BYTES[tenths]!);
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
  at = put(out, at, ID_OPEN);
  // The id from the landlord's record (landlord-kind.ts), or else the documents' column.
  const idEnd = rows.writeIdAt(n, out, at);
  at = idEnd >= 0 ? idEnd : writePlainJson(ids, n, out, at);
  if (at < 0) return -1;
  at = put(out, at, NAME_OPEN);
  at = rows.writeNameAt(n, out, at);
  if (at < 0 || at + FIXED_ROOM + place.length > out.length) return -1;
  at = put(out, at, TYPE_OPEN[rows.kindAt(n)] ?? TYPE_OPEN[INDIVIDUAL]!);
  at = put(out, at, place);
  const totalReviews = rows.reviewsAt(n);
  const owned = rows.ownerAt(n) !== null;
  const overall = rows.tenthsAt(n, 0);
  at = put(out, at, AVERAGE);
  at = putRating(out, at, rows, n, 0);
  at = put(out, at, REVIEWS);
  at = putDigits(out, at, totalReviews);
  at = put(out, at, BADGES);
  if (overall !== RATING_ASIDE) at = put(out, at, badgesAt(overall, totalReviews, owned));
  else at = putAscii(out, at, badgesJson(badgesOf({ averageRating: rows.ratingAt(n, 0), totalReviews, ownerUserId: rows.ownerAt(n) })));
  at = put(out, at, OVERALL);
  at = putRating(out, at, rows, n, 0);
  at = put(out, at, RESPONSIVENESS);
  at = putRating(out, at, rows, n, 1);
  at = put(out, at, MAINTENANCE);
  at = putRating(out, at, rows, n, 2);
  at = put(out, at, FAIRNESS);
  at = putRating(out, at, rows, n, 3);
  return put(out, at, CLOSE);
}

/** Landlord number `n` of `index` (as searchNumbers() gives it). */
export function landlordJsonAt(index: { rows: LandlordRows; idAt(n: number): string; placeAt(n: number): string }, n: number): string {
  return landlordJson(index.rows, n, index.idAt(n), index.placeAt(n));
}
