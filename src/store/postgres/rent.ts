// The rents reviews report, with their landlord's location, for the rent analysis: the twin of
// src/store/sqlite/rent.ts. In no particular order, as SQLite's (the rent service sorts what it needs).
import { reviewIsVisible } from "./visibility";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { landlords, rentLocations, reviews } from "./schema";
import { escapeLike } from "./landlords";
import type { PostgresContext } from "./tx";
import type { RentStore } from "../rent";

/** The rent store on PostgreSQL (src/store/rent.ts). */
export function createRentStore(ctx: PostgresContext): RentStore {
  const { db } = ctx;
  return {
    async rentsIn(term) {
      const rows = await db
        .select({ monthlyRent: reviews.monthlyRent, rentPeriod: reviews.rentPeriod, location: landlords.location })
        .from(reviews)
        .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
        .where(and(isNotNull(reviews.monthlyRent), reviewIsVisible(), sql`lower(${landlords.location}) LIKE ${"%" + escapeLike(term) + "%"} ESCAPE '\\'`));
      return rows.map((r) => ({ ...r, monthlyRent: r.monthlyRent! }));
    },
    async rentsByLocation(term) {
      return db
        .select({ location: rentLocations.location, rents: rentLocations.rents, monthlySum: rentLocations.monthlySum })
        .from(rentLocations)
        .where(sql`lower(${rentLocations.location}) LIKE ${"%" + escapeLike(term) + "%"} ESCAPE '\\'`);
    },
  };
}
