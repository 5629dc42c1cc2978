// The PostgreSQL twin of src/store/sqlite/buildings.ts (src/store/buildings.ts, contract §7.2):
// `assignBuildings` runs inside recomputeFigures (landlords.ts) after the landlord's row is
// locked, so two writers of one landlord's reviews assign its buildings one after the other; a
// building two landlords' reviews add at once is settled by its unique key (ON CONFLICT DO
// NOTHING, then read back). Figures are read from the visible reviews, never stored.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { citySlug } from "../../contract/address";
import type { Building, City } from "../../contract/types";
import { nowIso } from "../../http";
import { toLandlord } from "../../modules/landlords/public";
import { assembleBuildings, groupCities, monthlyRent, VISIBLE_REVIEWS_SQL, wantedBuilding, visitBuildings, type BuildingDoc, type BuildingReviewRow, type BuildingsStore } from "../buildings";
import type { ReviewPage, ViewerId } from "../reviews";
import type { LandlordRow } from "../rows";
import type { PgDb, PgTx } from "./connection";
import { buildings, landlords, reviews } from "./schema";
import { selectReviewsWhere } from "./reviews";
import type { PostgresContext, Raise } from "./tx";

type Executor = PgDb | PgTx;
const visible = sql.raw(VISIBLE_REVIEWS_SQL);

async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  return [...(await ex.execute(query))] as T[];
}

/** As SQLite's assignBuildings: each review of the landlord (all reviews lacking one: null) gets the building its address names; with `raise`, a review that changes building raises the one it left and the one it joined. */
export async function assignBuildings(ex: Executor, landlordId: string | null, reviewId?: string, raise?: Raise): Promise<number> {
  const rows = await rowsOf<{ id: string; landlordId: string; address: string | null; location: string; buildingId: string | null; locationKey: string | null; buildingKey: string | null }>(
    ex,
    sql`
    SELECT reviews.id AS id, reviews.landlord_id AS "landlordId", reviews.property_address AS address, landlords.location AS location, reviews.building_id AS "buildingId",
      buildings.location_key AS "locationKey", buildings.building_key AS "buildingKey"
    FROM reviews JOIN landlords ON landlords.id = reviews.landlord_id LEFT JOIN buildings ON buildings.id = reviews.building_id
    WHERE ${
      reviewId !== undefined
        ? sql`reviews.id = ${reviewId}`
        : landlordId === null
          ? sql`reviews.property_address IS NOT NULL AND reviews.building_id IS NULL`
          : sql`reviews.landlord_id = ${landlordId}`
    }
    ORDER BY reviews.id`,
  );
  let changed = 0;
  for (const row of rows) {
    const want = wantedBuilding(row.id, row.address, row.location);
    if (!want) {
      if (row.buildingId !== null) {
        await ex.update(reviews).set({ buildingId: null }).where(eq(reviews.id, row.id));
        raise?.("landlord.changed", { landlordId: row.landlordId, building: row.buildingId });
        changed++;
      }
      continue;
    }
    if (row.buildingId !== null && row.locationKey === want.locationKey && row.buildingKey === want.buildingKey) continue;
    await ex
      .insert(buildings)
      .values({ id: crypto.randomUUID(), location: row.location, locationKey: want.locationKey, buildingKey: want.buildingKey, address: want.address, createdAt: nowIso() })
      .onConflictDoNothing();
    const [building] = await ex
      .select({ id: buildings.id })
      .from(buildings)
      .where(and(eq(buildings.locationKey, want.locationKey), eq(buildings.buildingKey, want.buildingKey)));
    await ex.update(reviews).set({ buildingId: building!.id }).where(eq(reviews.id, row.id));
    if (raise) {
      raise("landlord.changed", { landlordId: row.landlordId, building: row.buildingId });
      raise("landlord.changed", { landlordId: row.landlordId, building: building!.id });
    }
    changed++;
  }
  return changed;
}

async function buildingsOf(ex: Executor, ids: readonly string[]): Promise<Building[]> {
  if (!ids.length) return [];
  const heads = await ex.select({ id: buildings.id, address: buildings.address, location: buildings.location }).from(buildings).where(inArray(buildings.id, [...ids]));
  const byId = new Map(heads.map((h) => [h.id, h]));
  const rows = await rowsOf<BuildingReviewRow>(
    ex,
    sql`
    SELECT reviews.building_id AS "buildingId", reviews.landlord_id AS "landlordId", landlords.name AS "landlordName",
      reviews.overall_rating AS overall, reviews.responsiveness_rating AS responsiveness, reviews.maintenance_rating AS maintenance,
      reviews.fairness_rating AS fairness, reviews.created_at AS "createdAt", reviews.monthly_rent AS rent, reviews.rent_period AS period
    FROM reviews JOIN landlords ON landlords.id = reviews.landlord_id
    WHERE ${inArray(reviews.buildingId, [...ids])} AND ${visible}`,
  );
  return assembleBuildings(
    ids.flatMap((id) => byId.get(id) ?? []),
    rows,
  );
}

async function topBuildings(ex: Executor, where: SQL, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    ex,
    sql`SELECT reviews.building_id AS id FROM reviews JOIN buildings ON buildings.id = reviews.building_id
      WHERE ${where} AND ${visible} GROUP BY reviews.building_id ORDER BY count(*) DESC, min(buildings.address) LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}

async function docsWhere(ex: Executor, where: SQL): Promise<BuildingDoc[]> {
  const rows = await rowsOf<BuildingDoc>(
    ex,
    sql`
    SELECT buildings.id AS id, buildings.address AS address, buildings.location AS location, count(*)::int AS reviews
    FROM reviews JOIN buildings ON buildings.id = reviews.building_id
    WHERE ${where} AND ${visible} GROUP BY buildings.id`,
  );
  return rows;
}

function landlordPlace(opts: { location?: string | undefined; locations?: readonly string[] }): SQL {
  if (opts.locations) return opts.locations.length ? inArray(landlords.location, [...opts.locations])! : sql`1 = 0`;
  const location = opts.location?.trim();
  return location ? sql`lower(${landlords.location}) LIKE ${"%" + location.toLowerCase().replace(/[\\%_]/g, (c) => "\\" + c) + "%"} ESCAPE '\\'` : sql`1 = 1`;
}

async function rankedLandlords(ex: Executor, opts: Parameters<BuildingsStore["ranked"]>[0]): Promise<LandlordRow[]> {
  const place = landlordPlace(opts);
  const [meanRow] = await rowsOf<{ m: string | null }>(
    ex,
    sql`SELECT avg(reviews.overall_rating) AS m FROM reviews JOIN landlords ON landlords.id = reviews.landlord_id WHERE ${place} AND ${visible}`,
  );
  const mean = meanRow?.m == null ? 0 : Number(meanRow.m);
  const order = opts.sort === "best" ? sql`DESC` : sql`ASC`;
  const ranked = await rowsOf<{ id: string }>(
    ex,
    sql`
    SELECT landlords.id AS id FROM reviews JOIN landlords ON landlords.id = reviews.landlord_id
    WHERE ${place} AND ${visible}
    GROUP BY landlords.id
    ORDER BY (5.0 * ${mean}::float8 + sum(reviews.overall_rating)) / (5 + count(*)) ${order}, count(*) DESC, min(landlords.name)
    LIMIT ${opts.limit}`,
  );
  if (!ranked.length) return [];
  const rows = (await ex.select().from(landlords).where(inArray(landlords.id, ranked.map((r) => r.id)))) as LandlordRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ranked.flatMap((r) => byId.get(r.id) ?? []);
}

async function citiesOf(ex: Executor) {
  return groupCities(
    await rowsOf<{ location: string; landlords: number; reviews: number }>(
      ex,
      sql`SELECT location, count(*)::int AS landlords, coalesce(sum(total_reviews), 0)::int AS reviews FROM landlords GROUP BY location ORDER BY location`,
    ),
  );
}

async function cityOf(ex: Executor, slug: string): Promise<City | null> {
  const city = (await citiesOf(ex)).find((c) => c.slug === slug);
  if (!city) return null;
  const place = landlordPlace({ locations: city.locations });
  const figures = await rowsOf<{ overall: number; rent: number | null; period: string }>(
    ex,
    sql`SELECT reviews.overall_rating AS overall, reviews.monthly_rent AS rent, reviews.rent_period AS period
      FROM reviews JOIN landlords ON landlords.id = reviews.landlord_id WHERE ${place} AND ${visible}`,
  );
  const rents = figures.filter((f) => f.rent !== null).map((f) => monthlyRent(Number(f.rent), f.period));
  const { locations, ...summary } = city;
  return {
    ...summary,
    averageRating: figures.length ? Math.round((figures.reduce((s, f) => s + Number(f.overall), 0) / figures.length) * 10) / 10 : 0,
    averageMonthlyRent: rents.length ? Math.round(rents.reduce((s, r) => s + r, 0) / rents.length) : null,
    best: (await rankedLandlords(ex, { sort: "best", locations, limit: 5 })).map(toLandlord),
    worst: (await rankedLandlords(ex, { sort: "worst", locations, limit: 5 })).map(toLandlord),
    buildings: await buildingsOf(ex, await topBuildings(ex, sql`buildings.location_key = ${slug}`, 10)),
  };
}

export function createBuildingsStore(ctx: PostgresContext): BuildingsStore {
  const { db } = ctx;
  return {
    async byId(id) {
      return (await buildingsOf(db, [id]))[0] ?? null;
    },
    async byIds(ids) {
      return buildingsOf(db, ids);
    },
    async reviews(id, viewer: ViewerId, page: ReviewPage) {
      return db.transaction(
        async (tx) => {
          const [known] = await tx.select({ id: buildings.id }).from(buildings).where(eq(buildings.id, id));
          if (!known) return null;
          const where = and(eq(reviews.buildingId, id), visible)!;
          const [count] = await rowsOf<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM reviews WHERE ${where}`);
          return { reviews: await selectReviewsWhere(tx, viewer, where, page), total: count?.n ?? 0 };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },
    async ofLandlord(landlordId, limit) {
      return buildingsOf(db, await topBuildings(db, sql`reviews.building_id IN (SELECT building_id FROM reviews WHERE landlord_id = ${landlordId} AND ${visible})`, limit));
    },
    async docs() {
      return docsWhere(db, sql`1 = 1`);
    },
    async eachBuilding(visit) {
      // Read whole (the driver answers at once), garbage once visited; SQLite streams (sqlite/buildings.ts).
      const rows = await rowsOf<BuildingReviewRow & { address: string; location: string }>(
        db,
        sql`
        SELECT reviews.building_id AS "buildingId", buildings.address AS address, buildings.location AS location,
          reviews.landlord_id AS "landlordId", landlords.name AS "landlordName",
          reviews.overall_rating AS overall, reviews.responsiveness_rating AS responsiveness, reviews.maintenance_rating AS maintenance,
          reviews.fairness_rating AS fairness, reviews.created_at AS "createdAt", reviews.monthly_rent AS rent, reviews.rent_period AS period
        FROM reviews JOIN buildings ON buildings.id = reviews.building_id JOIN landlords ON landlords.id = reviews.landlord_id
        WHERE ${visible} ORDER BY reviews.building_id`,
      );
      visitBuildings(rows, visit);
    },
    async docsOfLandlord(landlordId) {
      return docsWhere(db, sql`buildings.id IN (SELECT building_id FROM reviews WHERE landlord_id = ${landlordId})`);
    },
    async ranked(opts) {
      return rankedLandlords(db, opts);
    },
    async cities() {
      return (await citiesOf(db)).map(({ locations: _l, ...c }) => c);
    },
    async city(slug) {
      return cityOf(db, citySlug(slug) === slug ? slug : "");
    },
    async backfill() {
      return db.transaction((tx) => assignBuildings(tx, null));
    },
  };
}
