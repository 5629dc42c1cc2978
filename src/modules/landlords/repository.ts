// Landlords in SQLite. Every function takes an executor (the database or an open transaction) so
// that services can put a landlord, its review and its figures in one transaction.
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { landlords, reviews, type LandlordRow } from "../../db/schema";
import type { Landlord } from "../../contract/types";
import type { LandlordCreateInput } from "../../contract/schemas";
import { nowIso } from "../../http";
import { derivedFromResult } from "../search/service";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;

/** The public shape (contract §3): no dedupe key, no creation time. */
export function toLandlord(row: LandlordRow): Landlord {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    location: row.location,
    averageRating: row.averageRating,
    totalReviews: row.totalReviews,
  };
}

/** The duplicate rule of contract §4: same name in the same location, ignoring case and spacing. */
export function dedupeKey(name: string, location: string): string {
  return `${name}|${location}`.toLowerCase().replace(/\s+/g, "");
}

export function landlordById(ex: Executor, id: string): LandlordRow | undefined {
  return ex.select().from(landlords).where(eq(landlords.id, id)).get();
}

export function landlordByKey(ex: Executor, name: string, location: string): LandlordRow | undefined {
  return ex.select().from(landlords).where(eq(landlords.dedupeKey, dedupeKey(name, location))).get();
}

/** Inserts a landlord; a UNIQUE violation on the dedupe key means it exists (the caller decides). */
export function insertLandlord(ex: Executor, input: LandlordCreateInput): LandlordRow {
  return ex
    .insert(landlords)
    .values({
      id: crypto.randomUUID(),
      name: input.name,
      type: input.type,
      location: input.location,
      dedupeKey: dedupeKey(input.name, input.location),
      createdAt: nowIso(),
    })
    .returning()
    .get();
}

/** Most-reviewed first; `location` narrows to locations containing it (case-insensitive). */
export function listLandlords(ex: Executor, opts: { location?: string; limit: number }): LandlordRow[] {
  const location = opts.location?.trim();
  const where = location ? sql`lower(${landlords.location}) LIKE ${"%" + escapeLike(location.toLowerCase()) + "%"} ESCAPE '\\'` : undefined;
  return ex.select().from(landlords).where(where).orderBy(desc(landlords.totalReviews), desc(landlords.averageRating), landlords.name).limit(opts.limit).all();
}

// The two hottest reads (a landlord page, a search result list) skip drizzle's query builder and
// use bun:sqlite's cached statements: ~0.1 ms instead of ~0.6 ms for 50 rows (bench/RESULTS.md).
// The rows of a cached search answer are kept with it until the index next changes (see
// search/service.ts, derivedFromResult): every change to a landlord's figures goes through
// landlordChanged, which drops them.
const PUBLIC_COLUMNS = "id, name, type, location, average_rating AS averageRating, total_reviews AS totalReviews";

/** The public landlord by id, through a cached statement. */
export function publicLandlordById(db: Db, id: string): Landlord | null {
  return db.$client.query<Landlord, [string]>(`SELECT ${PUBLIC_COLUMNS} FROM landlords WHERE id = ?`).get(id) ?? null;
}

/** Public landlords by id, in the order of `ids` (search results keep their ranking). */
export function publicLandlordsByIds(db: Db, ids: readonly string[]): Landlord[] {
  if (!ids.length) return [];
  return derivedFromResult(ids, "publicLandlords", () => {
    const rows = db.$client.query<Landlord, string[]>(`SELECT ${PUBLIC_COLUMNS} FROM landlords WHERE id IN (${ids.map(() => "?").join(",")})`).all(...ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Frozen: the same rows may answer many requests, so nothing may change them in place.
    return Object.freeze(ids.flatMap((id) => (byId.has(id) ? [Object.freeze(byId.get(id)!)] : []))) as Landlord[];
  });
}

/** Landlords at any of `locations` (exact stored values), most-reviewed first. */
export function landlordsAt(ex: Executor, locations: readonly string[], limit: number): LandlordRow[] {
  if (!locations.length) return [];
  return derivedFromResult(locations, `landlordsAt:${limit}`, () => ex.select().from(landlords).where(inArray(landlords.location, locations)).orderBy(desc(landlords.totalReviews), landlords.name).limit(limit).all());
}

/**
 * Recomputes averageRating (mean overall rating, one decimal, 0 with none) and totalReviews from
 * the reviews themselves: called inside every transaction that adds, changes or removes a review,
 * so the figures can never drift from the rows.
 */
export function recomputeFigures(ex: Executor, landlordId: string): void {
  const agg = ex
    .select({ n: sql<number>`count(*)`, avg: sql<number | null>`avg(${reviews.overallRating})` })
    .from(reviews)
    .where(eq(reviews.landlordId, landlordId))
    .get();
  const n = agg?.n ?? 0;
  const average = n && agg?.avg != null ? Math.round(agg.avg * 10) / 10 : 0;
  ex.update(landlords).set({ totalReviews: n, averageRating: average }).where(eq(landlords.id, landlordId)).run();
}

export function deleteLandlord(ex: Executor, id: string): void {
  // Reviews and their votes go with it through ON DELETE CASCADE (foreign keys are on).
  ex.delete(landlords).where(eq(landlords.id, id)).run();
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => "\\" + c);
}
