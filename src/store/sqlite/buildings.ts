// Buildings, portfolios, the weighted landlord ranking and cities on SQLite (src/store/buildings.ts,
// contract §7.2). `assignBuildings` runs in every review write (for that review) and inside
// recomputeFigures (landlords.ts, the whole landlord), in the write's own transaction; the figures are read from the
// visible reviews (VISIBLE_REVIEWS_SQL), never stored.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { citySlug } from "../../contract/address";
import type { Building, City, Review } from "../../contract/types";
import { nowIso } from "../../http";
import { toLandlord } from "../../modules/landlords/public";
import {
  assembleBuildings,
  groupCities,
  monthlyRent,
  VISIBLE_REVIEWS_SQL,
  wantedBuilding,
  weightedRating,
  visitBuildings,
  type BuildingDoc,
  type BuildingReviewRow,
  type BuildingsStore,
  type WantedBuilding,
} from "../buildings";
import type { ReviewPage, ViewerId } from "../reviews";
import type { Db, Executor } from "./connection";
import { buildings, landlords, reviews, type LandlordRow } from "./schema";
import { escapeLike } from "./landlords";
import { clientOf } from "./figures";
import { selectReviewsWhere } from "./reviews";
import type { Raise, SqliteContext } from "./tx";
import { snapshotPlaceOf } from "./search-docs";
import type { SearchMark } from "../search";

const visible = sql.raw(VISIBLE_REVIEWS_SQL);
/** The first row of a raw query as an object (drizzle's `get` of raw SQL answers the values only). */
const first = <T>(ex: Executor, query: SQL): T | undefined => ex.all<T>(query)[0];

type AssignRow = { id: string; landlordId: string; address: string | null; location: string; buildingId: string | null; locationKey: string | null; buildingKey: string | null };
const ASSIGN_SELECT = `SELECT reviews.id AS id, reviews.landlord_id AS landlordId, reviews.property_address AS address, landlords.location AS location, reviews.building_id AS buildingId,
    buildings.location_key AS locationKey, buildings.building_key AS buildingKey
  FROM reviews JOIN landlords ON landlords.id = reviews.landlord_id LEFT JOIN buildings ON buildings.id = reviews.building_id
  WHERE`;

/**
 * Gives each review of the landlord (or of every landlord, `landlordId` null: the data migration;
 * or the one review `reviewId`, as a review write does: issue 32's fixed cost per write)
 * the building its address names in its landlord's location, adding buildings as needed. Only
 * reviews whose building is not already the right one are written; with `raise`, each such review
 * raises its landlord's `landlord.changed` naming the building it left and the one it joined.
 */
export function assignBuildings(ex: Executor, landlordId: string | null, reviewId?: string, raise?: Raise): number {
  // Run on the connection itself (bun:sqlite keeps each statement prepared by its text), as
  // figures.ts does: built by drizzle, these statements cost a review write more than running them (issue 32).
  const client = clientOf(ex);
  const rows =
    reviewId !== undefined
      ? client.query<AssignRow, [string]>(`${ASSIGN_SELECT} reviews.id = ?`).all(reviewId)
      : ex.all<AssignRow>(
          sql`${sql.raw(ASSIGN_SELECT)} ${landlordId === null ? sql`reviews.property_address IS NOT NULL AND reviews.building_id IS NULL` : sql`reviews.landlord_id = ${landlordId}`}`,
        );
  let changed = 0;
  for (const row of rows) {
    const want = wantedBuilding(row.id, row.address, row.location);
    if (!want) {
      if (row.buildingId !== null) {
        client.query("UPDATE reviews SET building_id = NULL WHERE id = ?").run(row.id);
        raise?.("landlord.changed", { landlordId: row.landlordId, building: row.buildingId });
        changed++;
      }
      continue;
    }
    if (row.buildingId !== null && row.locationKey === want.locationKey && row.buildingKey === want.buildingKey) continue;
    const building = buildingIdOf(client, want, row.location);
    client.query("UPDATE reviews SET building_id = ? WHERE id = ?").run(building, row.id);
    if (raise) {
      raise("landlord.changed", { landlordId: row.landlordId, building: row.buildingId });
      raise("landlord.changed", { landlordId: row.landlordId, building });
    }
    changed++;
  }
  return changed;
}

/** The id of the building `want` names, added when there is none yet: one lookup for a building that exists, which most reviews name. */
function buildingIdOf(client: ReturnType<typeof clientOf>, want: WantedBuilding, location: string): string {
  const find = () => client.query<{ id: string }, [string, string]>("SELECT id FROM buildings WHERE location_key = ? AND building_key = ?").get(want.locationKey, want.buildingKey);
  const found = find();
  if (found) return found.id;
  const id = crypto.randomUUID();
  const added = client
    .query("INSERT INTO buildings (id, location, location_key, building_key, address, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
    .run(id, location, want.locationKey, want.buildingKey, want.address, nowIso()).changes;
  // Outside a write transaction (the data migration) another process may have added it in between.
  return added ? id : find()!.id;
}

/**
 * The building a new review (id `reviewId`, not inserted yet) belongs to, added when it is the
 * first review to name it; null when its address names none. A review write inserts its row with
 * it (issue 32): assignBuildings after the insert read the row back, updated it (and fired its
 * update trigger) and was read again for the answer, four statements of the write's ~15.
 */
export function buildingOfNewReview(ex: Executor, reviewId: string, address: string | null, location: string): string | null {
  const want = wantedBuilding(reviewId, address, location);
  return want ? buildingIdOf(clientOf(ex), want, location) : null;
}

// A search answer reads up to 50 buildings: two statements prepared once (bun:sqlite caches
// `query`), the ids passed as one JSON array, cost a fraction of building the queries each time.
const HEADS_SQL = "SELECT id, address, location FROM buildings WHERE id IN (SELECT value FROM json_each(?))";
const ROWS_SQL = `SELECT reviews.building_id AS buildingId, reviews.landlord_id AS landlordId, landlords.name AS landlordName,
    reviews.overall_rating AS overall, reviews.responsiveness_rating AS responsiveness, reviews.maintenance_rating AS maintenance,
    reviews.fairness_rating AS fairness, reviews.created_at AS createdAt, reviews.monthly_rent AS rent, reviews.rent_period AS period
  FROM reviews JOIN landlords ON landlords.id = reviews.landlord_id
  WHERE reviews.building_id IN (SELECT value FROM json_each(?)) AND ${VISIBLE_REVIEWS_SQL}`;

// Every visible review with a building, grouped by building in the order of reviews_building_idx
// (by building, then rowid), read as a stream by the search index when it has no snapshot
// (`eachBuilding`). Read by one scan of the table and one sort, not through that index: through it
// each row was a random read of the table, and joining each row to its building and its landlord
// two more searches, 19 s of CPU at 2,000,000 reviews where the scan and sort take ~4 s (issue 32).
// A building's head and a landlord's name are read once each, by key (`eachBuilding`).
const ALL_ROWS_SQL = `SELECT building_id AS buildingId, landlord_id AS landlordId,
    overall_rating AS overall, responsiveness_rating AS responsiveness, maintenance_rating AS maintenance,
    fairness_rating AS fairness, created_at AS createdAt, monthly_rent AS rent, rent_period AS period
  FROM reviews NOT INDEXED WHERE building_id IS NOT NULL AND ${VISIBLE_REVIEWS_SQL} ORDER BY building_id, rowid`;
const HEAD_SQL = "SELECT address, location FROM buildings WHERE id = ?";
const NAME_SQL = "SELECT name FROM landlords WHERE id = ?";

type StreamedRow = BuildingReviewRow & { address: string; location: string };

/** ALL_ROWS_SQL's rows with their building's head and their landlord's name, as the joins gave them (a row whose building or landlord is missing is left out). */
function* rowsWithHeads(db: Db): Generator<StreamedRow> {
  const head = db.$client.query<{ address: string; location: string }, [string]>(HEAD_SQL);
  const nameOf = db.$client.query<{ name: string }, [string]>(NAME_SQL);
  const names = new Map<string, string | null>();
  let building: string | null = null;
  let found: { address: string; location: string } | null = null;
  for (const row of db.$client.query<StreamedRow, []>(ALL_ROWS_SQL).iterate()) {
    if (row.buildingId !== building) {
      building = row.buildingId;
      found = head.get(building);
    }
    if (!found) continue;
    let name = names.get(row.landlordId);
    if (name === undefined) names.set(row.landlordId, (name = nameOf.get(row.landlordId)?.name ?? null));
    if (name === null) continue;
    row.address = found.address;
    row.location = found.location;
    row.landlordName = name;
    yield row;
  }
}

function buildingsOf(db: Db, ids: readonly string[]): Building[] {
  if (!ids.length) return [];
  const list = JSON.stringify(ids);
  const heads = db.$client.query<{ id: string; address: string; location: string }, [string]>(HEADS_SQL).all(list);
  const byId = new Map(heads.map((h) => [h.id, h]));
  const rows = db.$client.query<BuildingReviewRow, [string]>(ROWS_SQL).all(list);
  return assembleBuildings(
    ids.flatMap((id) => byId.get(id) ?? []),
    rows,
  );
}

/** Building ids with their visible review counts, most reviewed first. */
function topBuildings(ex: Executor, where: SQL, limit: number): string[] {
  return ex
    .all<{ id: string }>(
      sql`SELECT reviews.building_id AS id FROM reviews JOIN buildings ON buildings.id = reviews.building_id
        WHERE ${where} AND ${visible} GROUP BY reviews.building_id ORDER BY count(*) DESC, min(buildings.address) LIMIT ${limit}`,
    )
    .map((r) => r.id);
}

function docsWhere(ex: Executor, where: SQL): BuildingDoc[] {
  return ex.all<BuildingDoc>(sql`
    SELECT buildings.id AS id, buildings.address AS address, buildings.location AS location, count(*) AS reviews
    FROM reviews JOIN buildings ON buildings.id = reviews.building_id
    WHERE ${where} AND ${visible} GROUP BY buildings.id`);
}

/** The condition on `landlords` of a `location` narrowing (as listLandlords narrows) or of exact locations. */
function landlordPlace(opts: { location?: string | undefined; locations?: readonly string[] }): SQL {
  if (opts.locations) return opts.locations.length ? inArray(landlords.location, [...opts.locations])! : sql`0`;
  const location = opts.location?.trim();
  return location ? sql`lower(${landlords.location}) LIKE ${"%" + escapeLike(location.toLowerCase()) + "%"} ESCAPE '\\'` : sql`1`;
}

export function rankedLandlords(ex: Executor, opts: Parameters<BuildingsStore["ranked"]>[0]): LandlordRow[] {
  const place = landlordPlace(opts);
  const mean = first<{ m: number | null }>(ex, sql`SELECT avg(reviews.overall_rating) AS m FROM reviews JOIN landlords ON landlords.id = reviews.landlord_id WHERE ${place} AND ${visible}`)?.m ?? 0;
  const order = opts.sort === "best" ? sql`DESC` : sql`ASC`;
  const ranked = ex.all<{ id: string }>(sql`
    SELECT landlords.id AS id FROM reviews JOIN landlords ON landlords.id = reviews.landlord_id
    WHERE ${place} AND ${visible}
    GROUP BY landlords.id
    ORDER BY (5.0 * ${mean} + sum(reviews.overall_rating)) / (5 + count(*)) ${order}, count(*) DESC, min(landlords.name)
    LIMIT ${opts.limit}`);
  if (!ranked.length) return [];
  const rows = ex.select().from(landlords).where(inArray(landlords.id, ranked.map((r) => r.id))).all();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ranked.flatMap((r) => byId.get(r.id) ?? []);
}

export function citiesOf(ex: Executor) {
  return groupCities(ex.all<{ location: string; landlords: number; reviews: number }>(sql`SELECT location, count(*) AS landlords, sum(total_reviews) AS reviews FROM landlords GROUP BY location`));
}

function cityOf(ex: Db, slug: string): City | null {
  const city = citiesOf(ex).find((c) => c.slug === slug);
  if (!city) return null;
  const place = landlordPlace({ locations: city.locations });
  const figures = ex.all<{ overall: number; rent: number | null; period: string }>(sql`
    SELECT reviews.overall_rating AS overall, reviews.monthly_rent AS rent, reviews.rent_period AS period
    FROM reviews JOIN landlords ON landlords.id = reviews.landlord_id WHERE ${place} AND ${visible}`);
  const rents = figures.filter((f) => f.rent !== null).map((f) => monthlyRent(f.rent!, f.period));
  const { locations, ...summary } = city;
  return {
    ...summary,
    averageRating: figures.length ? Math.round((figures.reduce((s, f) => s + f.overall, 0) / figures.length) * 10) / 10 : 0,
    averageMonthlyRent: rents.length ? Math.round(rents.reduce((s, r) => s + r, 0) / rents.length) : null,
    best: rankedLandlords(ex, { sort: "best", locations, limit: 5 }).map(toLandlord),
    worst: rankedLandlords(ex, { sort: "worst", locations, limit: 5 }).map(toLandlord),
    buildings: buildingsOf(ex, topBuildings(ex, sql`buildings.location_key = ${slug}`, 10)),
  };
}

export function createBuildingsStore(ctx: SqliteContext): BuildingsStore {
  const { db } = ctx;
  return {
    async byId(id) {
      return buildingsOf(db, [id])[0] ?? null;
    },
    async byIds(ids) {
      return buildingsOf(db, ids);
    },
    async reviews(id, viewer: ViewerId, page: ReviewPage) {
      return db.transaction((tx) => {
        if (!tx.select({ id: buildings.id }).from(buildings).where(eq(buildings.id, id)).get()) return null;
        const where = and(eq(reviews.buildingId, id), visible)!;
        const total = first<{ n: number }>(tx, sql`SELECT count(*) AS n FROM reviews WHERE ${where}`)?.n ?? 0;
        const list: Review[] = selectReviewsWhere(tx, viewer, where, page);
        return { reviews: list, total };
      });
    },
    async ofLandlord(landlordId, limit) {
      return buildingsOf(db, topBuildings(db, sql`reviews.building_id IN (SELECT building_id FROM reviews WHERE landlord_id = ${landlordId} AND ${visible})`, limit));
    },
    async docs() {
      return docsWhere(db, sql`1`);
    },
    async eachBuilding(visit) {
      visitBuildings(rowsWithHeads(db), visit);
    },
    async docsOfLandlord(landlordId) {
      return docsWhere(db, sql`buildings.id IN (SELECT building_id FROM reviews WHERE landlord_id = ${landlordId})`);
    },
    async ranked(opts) {
      return rankedLandlords(db, opts);
    },
    async cities() {
      return citiesOf(db).map(({ locations: _l, ...c }) => c);
    },
    async city(slug) {
      return cityOf(db, citySlug(slug) === slug ? slug : "");
    },
    async backfill() {
      return db.transaction((tx) => assignBuildings(tx, null), { behavior: "immediate" });
    },
    snapshotPlace() {
      return snapshotPlaceOf(db, BUILDING_SNAPSHOT_FILE);
    },
    async mark() {
      return readBuildingMark(db) as unknown as SearchMark;
    },
    async unchangedSince(mark) {
      const before = mark as unknown as BuildingMark;
      const now = readBuildingMark(db);
      return now.landlordChanges === before.landlordChanges && now.buildingChanges === before.buildingChanges ? (now as unknown as SearchMark) : null;
    },
    async quietSince(mark) {
      return (mark as unknown as BuildingMark).version === dataVersion(db);
    },
  };
}

/** The building search index's snapshot in DATA_DIR (src/modules/search/building-search.ts), beside the landlord index's. */
export const BUILDING_SNAPSHOT_FILE = "buildings-index.snapshot";

/**
 * What the building index's snapshot is checked against: the landlord counter (a landlord renamed
 * or deleted, a review re-rated or hidden: search-docs.ts `readStoreMark`) and the count of every
 * review added or deleted and of changes to a review's building, date or rent and to buildings
 * (`building_changes`, migration 0017), which move no landlord row. Landlords added since are left
 * out: they have no buildings. Two single-row reads.
 */
export interface BuildingMark {
  landlordChanges: number;
  buildingChanges: number;
  /** This connection's `PRAGMA data_version` when read (`quietSince`); never compared across processes. */
  version: number;
}

const dataVersion = (db: Db) => db.$client.query<{ data_version: number }, []>("PRAGMA data_version").get()!.data_version;

export function readBuildingMark(db: Db): BuildingMark {
  const { landlordChanges, buildingChanges } = db.$client
    .query<{ landlordChanges: number; buildingChanges: number }, []>(
      "SELECT (SELECT changes FROM landlord_changes WHERE id = 1) AS landlordChanges, (SELECT changes FROM building_changes WHERE id = 1) AS buildingChanges",
    )
    .get()!;
  return { landlordChanges, buildingChanges, version: dataVersion(db) };
}

export { weightedRating };
