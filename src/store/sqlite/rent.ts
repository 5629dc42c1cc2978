// The rents reviews report, with their landlord's location, for the rent analysis.
import { reviewIsVisible } from "./visibility";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { landlords, rentLocations, reviews } from "./schema";
import type { Executor } from "./connection";
import { escapeLike } from "./landlords";
import type { SqliteContext } from "./tx";
import type { RentStore } from "../rent";

/** Rents of reviews whose landlord's location contains `term` (a coarse filter; the service refines it). */
export function rentsIn(ex: Executor, term: string): { monthlyRent: number; rentPeriod: string; location: string }[] {
  return ex
    .select({ monthlyRent: sql<number>`${reviews.monthlyRent}`, rentPeriod: reviews.rentPeriod, location: landlords.location })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(and(isNotNull(reviews.monthlyRent), reviewIsVisible(), sql`lower(${landlords.location}) LIKE ${"%" + escapeLike(term) + "%"} ESCAPE '\\'`))
    .all();
}

/** The rent store on SQLite (src/store/rent.ts). */
export function createRentStore(ctx: SqliteContext): RentStore {
  const { db } = ctx;
  return {
    async rentsIn(term) {
      return rentsIn(db, term);
    },
    async rentsByLocation(term) {
      return db
        .select({ location: rentLocations.location, rents: rentLocations.rents, monthlySum: rentLocations.monthlySum })
        .from(rentLocations)
        .where(sql`lower(${rentLocations.location}) LIKE ${"%" + escapeLike(term) + "%"} ESCAPE '\\'`)
        .all();
    },
  };
}
