// A landlord's figures stay equal to a recount of its reviews when 200 reviews are written at once on
// PostgreSQL (real concurrent transactions on a private cluster), and come out the same as SQLite's.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql as drizzleSql, type SQL } from "drizzle-orm";
import { postgresForTests } from "../../test/postgres-cluster";
import { createEvents, type EventPayloads } from "../../events";
import { openDatabase } from "../sqlite/connection";
import { recomputeFigures as recomputeSqlite } from "../sqlite/landlords";
import { write as writeSqlite } from "../sqlite/tx";
import { openPostgres, type PgDb } from "./connection";
import { recomputeFigures } from "./landlords";
import { write } from "./tx";

const pg = postgresForTests();
let db: PgDb;
const REVIEWS = 200;

const LANDLORDS = "INSERT INTO landlords (id, name, type, location, dedupe_key, created_at) VALUES ('L', 'Acme', 'company', 'Leeds', 'acme|leeds', 'n'), ('M', 'Other', 'company', 'Leeds', 'other|leeds', 'n')";
const review = (i: number) => ({
  id: `R${String(i).padStart(3, "0")}`,
  overall: (i % 5) + 1,
  responsiveness: ((i * 7) % 5) + 1,
  maintenance: ((i * 3) % 5) + 1,
  fairness: ((i * 11) % 5) + 1,
  address: i % 4 === 0 ? null : `${i % 10} High Street, Flat ${i}`,
  createdAt: `2026-01-01T00:00:${String(i % 60).padStart(2, "0")}.${String(i).padStart(3, "0")}Z`,
});
const INSERT = `INSERT INTO reviews (id, landlord_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, review_text, property_address, length_of_residence, created_at, updated_at)
  VALUES ($1, 'L', $2, $3, $4, $5, 'text text text', $6, '1-2 years', $7, $7)`;
const params = (r: ReturnType<typeof review>) => [r.id, r.overall, r.responsiveness, r.maintenance, r.fairness, r.address, r.createdAt];
const FIGURES = "SELECT total_reviews, average_rating, responsiveness_rating, maintenance_rating, fairness_rating, (SELECT coalesce(string_agg(address, '\n' ORDER BY seq), '') FROM landlord_addresses WHERE landlord_id = landlords.id) AS search_addresses FROM landlords WHERE id = 'L'";

/** The figures recomputed from scratch by plain SQL over the stored reviews. */
const RECOUNT = `SELECT count(*) AS n, round(avg(overall_rating) * 10) / 10 AS overall, round(avg(responsiveness_rating) * 10) / 10 AS responsiveness,
  round(avg(maintenance_rating) * 10) / 10 AS maintenance, round(avg(fairness_rating) * 10) / 10 AS fairness FROM reviews WHERE landlord_id = 'L'`;

describe.skipIf(pg.skipReason !== null)("figures under concurrent writers", () => {
  beforeAll(async () => {
    db = await openPostgres(pg.url(), { max: 20 });
    await db.$client.unsafe(LANDLORDS);
  });
  afterAll(async () => {
    await db?.$client.end({ timeout: 5 });
  });

  test(`${REVIEWS} reviews written at once leave the figures equal to a recount, and the same as SQLite's`, async () => {
    const events = createEvents();
    const heard: EventPayloads["landlord.changed"][] = [];
    events.on("landlord.changed", (p) => heard.push(p));
    await Promise.all(
      Array.from({ length: REVIEWS }, (_, i) =>
        write({ db, events }, async (tx, raise) => {
          await tx.execute(sqlOf(INSERT, params(review(i))));
          await recomputeFigures(tx, raise, "L");
        }),
      ),
    );
    const [figures] = await db.$client.unsafe(FIGURES);
    const [recount] = await db.$client.unsafe(RECOUNT);
    expect(figures!.total_reviews).toBe(REVIEWS);
    expect(Number(recount!.n)).toBe(REVIEWS);
    expect([figures!.average_rating, figures!.responsiveness_rating, figures!.maintenance_rating, figures!.fairness_rating]).toEqual(
      [recount!.overall, recount!.responsiveness, recount!.maintenance, recount!.fairness].map(Number),
    );
    // The other landlord was never touched.
    expect((await db.$client`SELECT total_reviews FROM landlords WHERE id = 'M'`)[0]!.total_reviews).toBe(0);
    // Each write published its change, after its commit; the last heard has every review.
    expect(heard).toHaveLength(REVIEWS);
    expect(Math.max(...heard.map((h) => h.doc.reviews ?? 0))).toBe(REVIEWS);

    // SQLite, one writer at a time, from the same reviews: the same figures and search addresses.
    const sqlite = openDatabase(":memory:");
    sqlite.$client.exec(LANDLORDS);
    const insert = sqlite.$client.query(INSERT.replace(/\$(\d)/g, "?$1"));
    for (let i = 0; i < REVIEWS; i++) {
      writeSqlite({ db: sqlite, events: createEvents() }, (tx, raise) => {
        insert.run(...(params(review(i)) as (string | number | null)[]));
        recomputeSqlite(tx, raise, "L");
      });
    }
    expect(sqlite.$client.query(FIGURES).get()).toEqual(figures as unknown as Record<string, unknown>);
  });
});

/** A raw statement with $n parameters as drizzle SQL, for a transaction's `execute`. */
function sqlOf(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const query = drizzleSql.empty();
  parts.forEach((part, i) => {
    if (i % 2 === 0) query.append(drizzleSql.raw(part));
    else query.append(drizzleSql`${values[Number(part) - 1]}`);
  });
  return query;
}
