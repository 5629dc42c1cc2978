// Figures kept by deltas (issue 32), so a write costs the same for a landlord with 100,000 reviews
// as for a new one (no re-reading of the landlord's other reviews):
//
// - The numbers are kept by triggers (migration 0009_figures_backfill.sql, its PostgreSQL twin
//   0003): a review inserted, deleted or changed counts itself into or out of its landlord's
//   total_reviews, rating sums and means, its author's review_count, rating_sum, helpful_received
//   and reported_count, and its location's rent_locations row; a helpful vote moves its review's
//   helpful_count; a report on a review its author's reported_count; report_counts the queue's
//   totals; report_targets and report_group_counts the grouped queue's totals (0016_report_groups.sql). Triggers, because every path that writes rows (stores, bulk loads, restores, an
//   operator's SQL, tests' fixtures) then keeps them, at a fixed cost per row.
// - What SQL cannot compute, the building-level search addresses (src/contract/address.ts), and the
//   change event are `applyReviewToFigures(tx, raise, review, +1 | -1)` below: the ONE function
//   every store calls when a review starts or stops counting (created +1; deleted -1 before its row
//   goes; edited -1 old row, +1 new row; moved by a merge).
//
// Issue 28's hidden reviews count nowhere: hiding calls applyReviewToFigures(-1) with the row as it
// was, showing again +1 (a row with hiddenAt set is skipped); the five `reviews_*` triggers have
// `hidden_at` in their UPDATE OF lists and count a row out only while OLD.hidden_at IS NULL and in
// only while NEW.hidden_at IS NULL; a report on a hidden review is not drawn on its author; every
// recount and check below reads visible reviews only. Issue 25's building figures are read from the
// visible reviews (buildings.ts); a review write gives that review its building (assignBuildings).
//
// The exact recounts stay, for bulk loads, merges, admin maintenance and `rentfair check`
// (src/commands/check.ts): landlords.ts `recomputeFigures` / `recountLandlord` (one landlord, from
// its reviews), `recountUserFigures`, `recountRentLocations`, votes.ts `recountHelpful`.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { publicAddress } from "../../contract/address";
import type { Database } from "bun:sqlite";
import type { Db, Executor } from "./connection";
import type { FigureCheck, FigureMismatch } from "../operations";
import { groupKey, KEPT_GROUP_COUNTS, MISSING_TARGET_ROWS, RECOUNT_REPORT_GROUPS, STRAY_TARGET_ROWS, WANT_GROUP_COUNTS, type GroupCountRow } from "../report-groups";
import { landlordAddresses, landlords, rentLocations, reports, reviews, users, type ReviewRow } from "./schema";
import type { Raise } from "./tx";
import type { AddressesRaise } from "../addresses-touched";

/** The parts of a review its kept text figures are made of. */
export type CountedReview = Pick<ReviewRow, "landlordId" | "propertyAddress" | "buildingId"> & Partial<Pick<ReviewRow, "hiddenAt">>;

/** A rating mean as the landlord row keeps it: one decimal, 0 with no reviews (the triggers' rule too). */
export const meanOf = (sum: number, n: number) => (n > 0 ? Math.round((sum / n) * 10) / 10 : 0);

/**
 * The connection under a drizzle database or transaction (bun:sqlite has one per database, and a
 * statement run on it joins the transaction open on it). The figures' statements run on it directly:
 * bun:sqlite caches each prepared statement by its text, while building a drizzle query costs more
 * than running it (issue 32's profile of the write path).
 */
export function clientOf(ex: Executor): Database {
  return (ex as unknown as { session: { client: Database } }).session.client;
}

/**
 * Counts `review` into (+1) or out of (-1) its landlord's search addresses (the numbers follow its
 * row by trigger) and raises `landlord.changed` naming its building as the row has it (a building
 * it gets or changes to is raised by assignBuildings) and what its addresses did (the form appended,
 * or none: src/store/addresses-touched.ts): a fixed number of statements whatever the landlord's size,
 * none of which reads or writes its other forms or its row.
 */
export function applyReviewToFigures(tx: Executor, raise: Raise, review: CountedReview, sign: 1 | -1): void {
  const { landlordId, buildingId: building } = review;
  // visible reviews only (issue 28): a hidden review is in no search address; hiding counts it out
  // with its row as it was (-1), showing it again in with hiddenAt null (+1).
  const form = review.hiddenAt ? null : publicAddress(review.propertyAddress);
  if (!form) return raise("landlord.changed", { landlordId, building, addresses: "same" });
  const addresses = applyAddress(tx, clientOf(tx), landlordId, form, sign);
  raise("landlord.changed", addresses === undefined ? { landlordId, building } : { landlordId, building, addresses });
}

/**
 * The building-level form `form` in or out of the landlord's address counts. Answers what its
 * search addresses did: "same", the form appended (new to the landlord: it takes the next seq, so it
 * comes last), or undefined when they changed otherwise (a form gone, or a recount).
 */
function applyAddress(tx: Executor, client: Database, landlordId: string, form: string, sign: 1 | -1): AddressesRaise | undefined {
  if (sign > 0) {
    const had = client.query("UPDATE landlord_addresses SET reviews = reviews + 1 WHERE landlord_id = ? AND address = ?").run(landlordId, form).changes;
    if (had) return "same";
    client.query("INSERT INTO landlord_addresses (landlord_id, address, reviews, seq) VALUES (?, ?, 1, ?)").run(landlordId, form, nextSeq(client, landlordId));
    return { appended: form };
  }
  const left = client.query<{ n: number }, [string, string]>("UPDATE landlord_addresses SET reviews = reviews - 1 WHERE landlord_id = ? AND address = ? RETURNING reviews AS n").get(landlordId, form);
  // No count for it: the review was written outside the stores (SQL); the exact recount decides.
  if (!left) {
    recountAddresses(tx, landlordId);
    return undefined;
  }
  if (left.n > 0) return "same";
  client.query("DELETE FROM landlord_addresses WHERE landlord_id = ? AND address = ?").run(landlordId, form);
  return undefined;
}

/**
 * The seq a new form of the landlord takes: one past the greatest, the last entry of the landlord's
 * range in landlord_addresses_order_idx, one seek. Asked as ORDER BY ... LIMIT 1 rather than
 * `coalesce(max(seq), 0)`, which SQLite's min/max optimisation does not take as such: alone, 7
 * against 12 µs at 500 forms and 11.5 against 20 µs at the growth bench's 10,000 (size c); inside
 * the write, the form's whole count 102-118 against 117-136 µs (bench/write-sql.ts, issue 32).
 */
export function nextSeq(client: Database, landlordId: string): number {
  return (client.query<{ seq: number }, [string]>("SELECT seq FROM landlord_addresses WHERE landlord_id = ? ORDER BY seq DESC LIMIT 1").get(landlordId)?.seq ?? 0) + 1;
}

/** A merge's addresses: the removed landlord's counts join the kept one's (new forms after its own). */
export function moveAddresses(tx: Executor, fromId: string, intoId: string): void {
  const moving = tx.select().from(landlordAddresses).where(eq(landlordAddresses.landlordId, fromId)).orderBy(asc(landlordAddresses.seq)).all();
  if (!moving.length) return;
  let seq = nextSeq(clientOf(tx), intoId) - 1;
  for (const row of moving) {
    tx.insert(landlordAddresses)
      .values({ landlordId: intoId, address: row.address, reviews: row.reviews, seq: ++seq })
      .onConflictDoUpdate({ target: [landlordAddresses.landlordId, landlordAddresses.address], set: { reviews: sql`${landlordAddresses.reviews} + ${row.reviews}` } })
      .run();
  }
  tx.delete(landlordAddresses).where(eq(landlordAddresses.landlordId, fromId)).run();
}

/** The landlord's address counts rebuilt from its reviews (oldest first): part of recomputeFigures' exact recount. */
export function recountAddresses(tx: Executor, landlordId: string): void {
  tx.delete(landlordAddresses).where(eq(landlordAddresses.landlordId, landlordId)).run();
  const counts = new Map<string, number>();
  const typed = tx
    .select({ address: reviews.propertyAddress })
    .from(reviews)
    // visible reviews only (issue 28): a hidden review is in no search address.
    .where(and(eq(reviews.landlordId, landlordId), sql`${reviews.propertyAddress} IS NOT NULL`, sql`${reviews.hiddenAt} IS NULL`))
    .orderBy(asc(reviews.createdAt), asc(reviews.id))
    .all();
  for (const { address } of typed) {
    const form = publicAddress(address);
    if (form) counts.set(form, (counts.get(form) ?? 0) + 1);
  }
  let seq = 0;
  for (const [address, n] of counts) tx.insert(landlordAddresses).values({ landlordId, address, reviews: n, seq: ++seq }).run();
}

/** The exact recount of the accounts' figures (all accounts when `userIds` is not given). */
export function recountUserFigures(tx: Executor, userIds?: readonly number[]): void {
  if (userIds && !userIds.length) return;
  tx.update(users)
    .set({
      reviewCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${reviews.userId} = ${users.id} AND ${reviews.hiddenAt} IS NULL)`,
      ratingSum: sql`coalesce((SELECT sum(${reviews.overallRating}) FROM ${reviews} WHERE ${reviews.userId} = ${users.id} AND ${reviews.hiddenAt} IS NULL), 0)`,
      helpfulReceived: sql`coalesce((SELECT sum(${reviews.helpfulCount}) FROM ${reviews} WHERE ${reviews.userId} = ${users.id} AND ${reviews.hiddenAt} IS NULL), 0)`,
      reportedCount: sql`(SELECT count(*) FROM ${reports} JOIN ${reviews} ON ${reviews.id} = ${reports.targetId} WHERE ${reports.reportType} = 'review' AND ${reviews.userId} = ${users.id} AND ${reviews.hiddenAt} IS NULL)`,
    })
    .where(userIds ? inArray(users.id, [...userIds]) : undefined)
    .run();
}

/** The exact recount of the rents per location, from every review (one grouped scan). */
export function recountRentLocations(tx: Executor): void {
  tx.delete(rentLocations).run();
  tx.run(sql`INSERT INTO rent_locations (location, rents, monthly_sum)
    SELECT l.location, count(*), sum(CASE r.rent_period WHEN 'weekly' THEN r.monthly_rent * 52.0 / 12 WHEN 'annual' THEN r.monthly_rent / 12.0 ELSE r.monthly_rent END)
    FROM reviews r JOIN landlords l ON l.id = r.landlord_id WHERE r.monthly_rent IS NOT NULL AND r.hidden_at IS NULL GROUP BY l.location`);
}

const EPSILON = 1e-6;
const MAX_LISTED = 100;

/**
 * Every kept figure against its recount from the rows (src/store/operations.ts `checkFigures`):
 * grouped scans, one per kind, so a site of millions of reviews is checked in seconds. With `fix`,
 * the figures that differ are recounted in the same transaction.
 */
export function checkFigures(db: Db, opts: { fix?: boolean } = {}): FigureCheck {
  const client = db.$client;
  const found: FigureMismatch[] = [];
  let differing = 0;
  const note = (m: FigureMismatch) => {
    differing++;
    if (found.length < MAX_LISTED) found.push(m);
  };
  const run = (): FigureCheck => {
    const checked = { landlords: 0, users: 0, reviews: 0, locations: 0, reportCounts: 0, reportGroups: 0 };
    const sumFields = [
      ["overall_rating", "overall_sum", "average_rating"],
      ["responsiveness_rating", "responsiveness_sum", "responsiveness_rating"],
      ["maintenance_rating", "maintenance_sum", "maintenance_rating"],
      ["fairness_rating", "fairness_sum", "fairness_rating"],
    ] as const;
    // Landlords: totals, sums and means.
    type LandlordCount = Record<string, number | string | null> & { id: string; total_reviews: number; n: number };
    const landlordRows = client
      .query<LandlordCount, []>(
        `SELECT l.id, l.total_reviews, coalesce(c.n, 0) AS n, ${sumFields.map(([, s, m]) => `l.${s}, l.${m} AS kept_${s}_mean, coalesce(c.${s}, 0) AS counted_${s}`).join(", ")}
         FROM landlords l LEFT JOIN (SELECT landlord_id, count(*) AS n, ${sumFields.map(([r, s]) => `sum(${r}) AS ${s}`).join(", ")} FROM reviews WHERE hidden_at IS NULL GROUP BY landlord_id) c ON c.landlord_id = l.id`,
      )
      .all();
    const badLandlords = new Set<string>();
    for (const row of landlordRows) {
      checked.landlords++;
      const before = differing;
      if (row.total_reviews !== row.n) note({ kind: "landlord", id: row.id, field: "totalReviews", kept: row.total_reviews, counted: row.n });
      for (const [, s] of sumFields) {
        const kept = row[s] as number;
        const counted = row[`counted_${s}`] as number;
        if (Math.abs(kept - counted) > EPSILON) note({ kind: "landlord", id: row.id, field: s, kept, counted });
        const mean = meanOf(counted, row.n);
        if (Math.abs((row[`kept_${s}_mean`] as number) - mean) > EPSILON) note({ kind: "landlord", id: row.id, field: `${s.replace("_sum", "")} mean`, kept: row[`kept_${s}_mean`] as number, counted: mean });
      }
      if (differing > before) badLandlords.add(row.id);
    }
    // Search addresses: the building-level forms of the reviews' addresses (as sets), and how many
    // reviews give each, against landlord_addresses.
    const counted = new Map<string, Map<string, number>>();
    for (const r of client.query<{ landlordId: string; address: string }, []>("SELECT landlord_id AS landlordId, property_address AS address FROM reviews WHERE property_address IS NOT NULL AND hidden_at IS NULL").iterate()) {
      const form = publicAddress(r.address);
      if (!form) continue;
      let forms = counted.get(r.landlordId);
      if (!forms) counted.set(r.landlordId, (forms = new Map()));
      forms.set(form, (forms.get(form) ?? 0) + 1);
    }
    const kept = new Map<string, Map<string, number>>();
    for (const r of client.query<{ landlordId: string; address: string; n: number }, []>("SELECT landlord_id AS landlordId, address, reviews AS n FROM landlord_addresses").iterate()) {
      let forms = kept.get(r.landlordId);
      if (!forms) kept.set(r.landlordId, (forms = new Map()));
      forms.set(r.address, r.n);
    }
    for (const { id } of landlordRows) {
      const have = kept.get(id) ?? new Map<string, number>();
      const want = counted.get(id) ?? new Map<string, number>();
      const forms = (m: Map<string, number>) => [...m.keys()].sort().join("\n");
      const counts = (m: Map<string, number>) => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([f, n]) => `${f}: ${n}`).join("\n");
      if (forms(have) !== forms(want)) note({ kind: "landlord", id, field: "searchAddresses", kept: forms(have), counted: forms(want) });
      else if (counts(have) !== counts(want)) note({ kind: "landlord", id, field: "addressCounts", kept: counts(have), counted: counts(want) });
      else continue;
      badLandlords.add(id);
    }
    // Accounts.
    const userRows = client
      .query<{ id: number; review_count: number; rating_sum: number; helpful_received: number; reported_count: number; n: number; s: number; h: number; d: number }, []>(
        `SELECT u.id, u.review_count, u.rating_sum, u.helpful_received, u.reported_count, coalesce(c.n, 0) AS n, coalesce(c.s, 0) AS s, coalesce(c.h, 0) AS h, coalesce(d.n, 0) AS d
         FROM users u
         LEFT JOIN (SELECT user_id, count(*) AS n, sum(overall_rating) AS s, sum(helpful_count) AS h FROM reviews WHERE user_id IS NOT NULL AND hidden_at IS NULL GROUP BY user_id) c ON c.user_id = u.id
         LEFT JOIN (SELECT r.user_id, count(*) AS n FROM reports p JOIN reviews r ON r.id = p.target_id WHERE p.report_type = 'review' AND r.user_id IS NOT NULL AND r.hidden_at IS NULL GROUP BY r.user_id) d ON d.user_id = u.id`,
      )
      .all();
    const badUsers = new Set<number>();
    for (const u of userRows) {
      checked.users++;
      const pairs = [
        ["reviewCount", u.review_count, u.n],
        ["ratingSum", u.rating_sum, u.s],
        ["helpfulReceived", u.helpful_received, u.h],
        ["reportedCount", u.reported_count, u.d],
      ] as const;
      for (const [field, kept, want] of pairs) {
        if (Math.abs(kept - want) > EPSILON) {
          note({ kind: "user", id: String(u.id), field, kept, counted: want });
          badUsers.add(u.id);
        }
      }
    }
    // Reviews' helpful counts.
    checked.reviews = (client.query("SELECT count(*) AS n FROM reviews").get() as { n: number }).n;
    const badReviews = client
      .query<{ id: string; kept: number; n: number }, []>(
        `SELECT r.id, r.helpful_count AS kept, coalesce(v.n, 0) AS n FROM reviews r LEFT JOIN (SELECT review_id, count(*) AS n FROM helpful_votes GROUP BY review_id) v ON v.review_id = r.id
         WHERE r.helpful_count <> coalesce(v.n, 0)`,
      )
      .all();
    for (const r of badReviews) note({ kind: "review", id: r.id, field: "helpfulCount", kept: r.kept, counted: r.n });
    // Rents per location.
    const rentSql = `SELECT l.location, count(*) AS n, sum(CASE r.rent_period WHEN 'weekly' THEN r.monthly_rent * 52.0 / 12 WHEN 'annual' THEN r.monthly_rent / 12.0 ELSE r.monthly_rent END) AS s
      FROM reviews r JOIN landlords l ON l.id = r.landlord_id WHERE r.monthly_rent IS NOT NULL AND r.hidden_at IS NULL GROUP BY l.location`;
    const wantRents = new Map(client.query<{ location: string; n: number; s: number }, []>(rentSql).all().map((r) => [r.location, r]));
    const keptRents = new Map(client.query<{ location: string; rents: number; monthly_sum: number }, []>("SELECT location, rents, monthly_sum FROM rent_locations").all().map((r) => [r.location, r]));
    let rentsDiffer = false;
    for (const location of new Set([...wantRents.keys(), ...keptRents.keys()])) {
      checked.locations++;
      const want = wantRents.get(location);
      const kept = keptRents.get(location);
      if ((want?.n ?? 0) !== (kept?.rents ?? 0)) note({ kind: "location", id: location, field: "rents", kept: kept?.rents ?? 0, counted: want?.n ?? 0 });
      else if (Math.abs((want?.s ?? 0) - (kept?.monthly_sum ?? 0)) > 1e-3) note({ kind: "location", id: location, field: "monthlySum", kept: kept?.monthly_sum ?? 0, counted: want?.s ?? 0 });
      else continue;
      rentsDiffer = true;
    }
    // The report queue's counts.
    const key = (r: { report_type: string; report_category: string; status: string }) => `${r.report_type}|${r.report_category}|${r.status}`;
    type CountRow = { report_type: string; report_category: string; status: string; n: number };
    const wantCounts = new Map(client.query<CountRow, []>("SELECT report_type, report_category, status, count(*) AS n FROM reports GROUP BY 1, 2, 3").all().map((r) => [key(r), r.n]));
    const keptCounts = new Map(client.query<CountRow, []>("SELECT report_type, report_category, status, n FROM report_counts").all().map((r) => [key(r), r.n]));
    let countsDiffer = false;
    for (const k of new Set([...wantCounts.keys(), ...keptCounts.keys()])) {
      checked.reportCounts++;
      if ((wantCounts.get(k) ?? 0) !== (keptCounts.get(k) ?? 0)) {
        note({ kind: "reportCount", id: k, field: "n", kept: keptCounts.get(k) ?? 0, counted: wantCounts.get(k) ?? 0 });
        countsDiffer = true;
      }
    }

    // The grouped queue's counts of targets (report_group_counts) and the rows they are kept from (report_targets).
    const wantGroups = new Map(client.query<GroupCountRow, []>(WANT_GROUP_COUNTS).all().map((r) => [groupKey(r), Number(r.n)]));
    const keptGroups = new Map(client.query<GroupCountRow, []>(KEPT_GROUP_COUNTS).all().map((r) => [groupKey(r), Number(r.n)]));
    let groupsDiffer = false;
    for (const k of new Set([...wantGroups.keys(), ...keptGroups.keys()])) {
      checked.reportGroups++;
      if ((wantGroups.get(k) ?? 0) !== (keptGroups.get(k) ?? 0)) {
        note({ kind: "reportGroup", id: k, field: "groups", kept: keptGroups.get(k) ?? 0, counted: wantGroups.get(k) ?? 0 });
        groupsDiffer = true;
      }
    }
    const missing = Number(client.query<{ n: number }, []>(MISSING_TARGET_ROWS).get()?.n ?? 0);
    const stray = Number(client.query<{ n: number }, []>(STRAY_TARGET_ROWS).get()?.n ?? 0);
    if (missing || stray) {
      note({ kind: "reportGroup", id: "report_targets", field: "rows", kept: stray, counted: missing });
      groupsDiffer = true;
    }

    if (opts.fix && differing) {
      // Helpful counts first: the accounts' helpful votes received are summed from them.
      for (const r of badReviews) recountHelpfulOf(db, r.id);
      for (const id of badLandlords) recomputeLandlord(db, id);
      recountUserFigures(db, [...badUsers, ...helpfulAuthors(db, badReviews.map((r) => r.id))]);
      if (rentsDiffer) recountRentLocations(db);
      if (countsDiffer) {
        client.exec("DELETE FROM report_counts");
        client.exec("INSERT INTO report_counts (report_type, report_category, status, n) SELECT report_type, report_category, status, count(*) FROM reports GROUP BY 1, 2, 3");
      }
      if (groupsDiffer) for (const statement of RECOUNT_REPORT_GROUPS) client.exec(statement);
    }
    return { checked, mismatches: found, differing, fixed: !!opts.fix && differing > 0 };
  };
  // One snapshot to compare; a fix writes in one write transaction.
  return opts.fix ? client.transaction(run).immediate() : client.transaction(run).deferred();
}

function recountHelpfulOf(db: Db, reviewId: string): void {
  db.$client.query("UPDATE reviews SET helpful_count = (SELECT count(*) FROM helpful_votes WHERE review_id = ?1) WHERE id = ?1").run(reviewId);
}

function helpfulAuthors(db: Db, reviewIds: readonly string[]): number[] {
  if (!reviewIds.length) return [];
  return db
    .select({ userId: reviews.userId })
    .from(reviews)
    .where(inArray(reviews.id, [...reviewIds]))
    .all()
    .flatMap((r) => (r.userId === null ? [] : [r.userId]));
}

/** The exact recount of one landlord's figures and addresses (landlords.ts `recomputeFigures`' work, without an event). */
function recomputeLandlord(db: Db, landlordId: string): void {
  const n = db.select({ n: sql<number>`count(*)` }).from(reviews).where(and(eq(reviews.landlordId, landlordId), sql`${reviews.hiddenAt} IS NULL`)).get()?.n ?? 0;
  const sums = db
    .select({
      o: sql<number>`coalesce(sum(${reviews.overallRating}), 0)`,
      r: sql<number>`coalesce(sum(${reviews.responsivenessRating}), 0)`,
      m: sql<number>`coalesce(sum(${reviews.maintenanceRating}), 0)`,
      f: sql<number>`coalesce(sum(${reviews.fairnessRating}), 0)`,
    })
    .from(reviews)
    .where(and(eq(reviews.landlordId, landlordId), sql`${reviews.hiddenAt} IS NULL`))
    .get()!;
  db.update(landlords)
    .set({
      totalReviews: n,
      overallSum: sums.o,
      responsivenessSum: sums.r,
      maintenanceSum: sums.m,
      fairnessSum: sums.f,
      averageRating: meanOf(sums.o, n),
      responsivenessRating: meanOf(sums.r, n),
      maintenanceRating: meanOf(sums.m, n),
      fairnessRating: meanOf(sums.f, n),
    })
    .where(eq(landlords.id, landlordId))
    .run();
  recountAddresses(db, landlordId);
}
