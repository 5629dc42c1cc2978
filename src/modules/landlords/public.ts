// The public landlord shape, written in one place: GET /api/landlords/{id}, every list and search
// answer (the search module keeps these rows in memory, src/modules/search/) are made by `toLandlord`.
import type { Landlord } from "../../contract/types";
import type { LandlordType } from "../../contract/constants";
import { badgesOf, ratingsOf, type LandlordFigures } from "./badges";

/** What the public shape is made from: a landlord row's naming columns and its figures. */
export type PublicLandlordRow = { id: string; name: string; type: LandlordType; location: string } & LandlordFigures;

/** The public shape (docs/product-rules.md#shapes and docs/product-rules.md#verification-badges-and-replies): no dedupe key, no creation time, no owner id; badges and ratings. */
export function toLandlord(row: PublicLandlordRow): Landlord {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    location: row.location,
    averageRating: row.averageRating,
    totalReviews: row.totalReviews,
    badges: badgesOf(row),
    ratings: ratingsOf(row),
  };
}

