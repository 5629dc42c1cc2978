// Figures kept by deltas on PostgreSQL (issue 32): the twin of src/store/sqlite/figures.ts, which
// says what is kept where. The numbers are kept by the triggers of migration 0003_figures_backfill.sql
// (row locks of the landlord and account rows they update serialise concurrent writers, and
// `total = total + 1` re-reads the latest row under READ COMMITTED, so 200 concurrent reviews leave
// exact figures); the building-level search addresses and the change event are
// `applyReviewToFigures(tx, raise, review, +1 | -1)`, the one function every store calls when a
// review starts or stops counting. Issue 28: a hidden review counts nowhere (the triggers' hidden_at
// conditions, applyReviewToFigures skips a row with hiddenAt set, every recount reads visible rows).
import { groupKey, KEPT_GROUP_COUNTS, MISSING_TARGET_ROWS, RECOUNT_REPORT_GROUPS, STRAY_TARGET_ROWS, WANT_GROUP_COUNTS, type GroupCountRow } from "../report-groups";
import { and, asc, eq, sql } from "drizzle-orm";
import { publicAddress } from "../../contract/address";
import type { PgDb, PgTx } from "./connection";
import { landlordAddresses, reviews } from "./schema";
import type { Raise } from "./tx";
import type { AddressesRaise } from "../addresses-touched";
import type { FigureCheck, FigureMismatch } from "../operations";
import type { ReviewRow } from "../rows";

type Executor = PgDb | PgTx;

/** The parts of a review its kept text figures are made of. */
export type CountedReview = Pick<ReviewRow, "landlordId" | "propertyAddress" | "buildingId"> & Partial<Pick<ReviewRow, "hiddenAt">>;

/** A rating mean as the landlord row keeps it: one decimal, 0 with no reviews (the triggers' rule too). */
export const meanOf = (sum: number, n: number) => (n > 0 ? Math.round((sum / n) * 10) / 10 : 0);

/**
 * Counts `review` into (+1) or out of (-1) its landlord's search addresses (landlord_addresses) and
 * raises `landlord.changed` naming its building as the row has it and what its addresses did (the
 * form appended, or none: src/store/addresses-touched.ts), as SQLite's figures.ts: a fixed number of
 * statements, none of which reads the landlord's other forms or writes its row.
 */
export async function applyReviewToFigures(tx: Executor, raise: Raise, review: CountedReview, sign: 1 | -1): Promise<void> {
  const { landlordId, buildingId: building } = review;
  // visible reviews only (issue 28): a hidden review is in no search address; hiding counts it out
  // with its row as it was (-1), showing it again in with hiddenAt null (+1).
  const form = review.hiddenAt ? null : publicAddress(review.propertyAddress);
  if (!form) return raise("landlord.changed", { landlordId, building, addresses: "same" });
  const addresses = await applyAddress(tx, landlordId, form, sign);
  raise("landlord.changed", addresses === undefined ? { landlordId, building } : { landlordId, building, addresses });
}

/** `form` in or out of the landlord's address counts; what its search addresses did, as SQLite's `applyAddress` answers it. */
async function applyAddress(tx: Executor, landlordId: string, form: string, sign: 1 | -1): Promise<AddressesRaise | undefined> {
  const where = and(eq(landlordAddresses.landlordId, landlordId), eq(landlordAddresses.address, form));
  if (sign > 0) {
    const [had] = await tx.update(landlordAddresses).set({ reviews: sql`${landlordAddresses.reviews} + 1` }).where(where).returning({ n: landlordAddresses.reviews });
    if (had) return "same";
    await tx.insert(landlordAddresses).values({ landlordId, address: form, reviews: 1, seq: await nextSeq(tx, landlordId) });
    return { appended: form };
  }
  const [left] = await tx.update(landlordAddresses).set({ reviews: sql`${landlordAddresses.reviews} - 1` }).where(where).returning({ n: landlordAddresses.reviews });
  if (!left) {
    await recountAddresses(tx, landlordId);
    return undefined;
  }
  if (left.n > 0) return "same";
  await tx.delete(landlordAddresses).where(where);
  return undefined;
}

/** The landlord's address counts rebuilt from its reviews (oldest first). */
export async function recountAddresses(tx: Executor, landlordId: string): Promise<void> {
  await tx.delete(landlordAddresses).where(eq(landlordAddresses.landlordId, landlordId));
  const typed = await tx
    .select({ address: reviews.propertyAddress })
    .from(reviews)
    // visible reviews only (issue 28).
    .where(and(eq(reviews.landlordId, landlordId), sql`${reviews.propertyAddress} IS NOT NULL`, sql`${reviews.hiddenAt} IS NULL`))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  const counts = new Map<string, number>();
  for (const { address } of typed) {
    const form = publicAddress(address);
    if (form) counts.set(form, (counts.get(form) ?? 0) + 1);
  }
  let seq = 0;
  const rows = [...counts].map(([address, n]) => ({ landlordId, address, reviews: n, seq: ++seq }));
  if (rows.length) await tx.insert(landlordAddresses).values(rows);
}

/** The seq a new form of the landlord takes: one past the greatest (the landlord's last entry in landlord_addresses_order_idx). */
async function nextSeq(tx: Executor, landlordId: string): Promise<number> {
  const [max] = await tx.select({ n: sql<number>`coalesce(max(${landlordAddresses.seq}), 0)`.mapWith(Number) }).from(landlordAddresses).where(eq(landlordAddresses.landlordId, landlordId));
  return (max?.n ?? 0) + 1;
}

/** A merge's addresses: the removed landlord's counts join the kept one's (new forms after its own). */
export async function moveAddresses(tx: Executor, fromId: string, intoId: string): Promise<void> {
  const moving = await tx.select().from(landlordAddresses).where(eq(landlordAddresses.landlordId, fromId)).orderBy(asc(landlordAddresses.seq));
  if (!moving.length) return;
  let seq = (await nextSeq(tx, intoId)) - 1;
  for (const row of moving) {
    await tx
      .insert(landlordAddresses)
      .values({ landlordId: intoId, address: row.address, reviews: row.reviews, seq: ++seq })
      .onConflictDoUpdate({ target: [landlordAddresses.landlordId, landlordAddresses.address], set: { reviews: sql`${landlordAddresses.reviews} + ${row.reviews}` } });
  }
  await tx.delete(landlordAddresses).where(eq(landlordAddresses.landlordId, fromId));
}

const EPSILON = 1e-6;
const MAX_LISTED = 100;
const SUMS = [
  ["overall_rating", "overall_sum", "average_rating"],
  ["responsiveness_rating", "responsiveness_sum", "responsiveness_rating"],
  ["maintenance_rating", "maintenance_sum", "maintenance_rating"],
  ["fairness_rating", "fairness_sum", "fairness_rating"],
] as const;
const MONTHLY = `CASE r.rent_period WHEN 'weekly' THEN r.monthly_rent * 52.0 / 12 WHEN 'annual' THEN r.monthly_rent / 12.0 ELSE r.monthly_rent END`;

/** The twin of SQLite's `checkFigures` (src/store/operations.ts): grouped recounts compared in one snapshot; `fix` recounts what differs. */
export async function checkFigures(db: PgDb, opts: { fix?: boolean } = {}): Promise<FigureCheck> {
  return db.transaction(
    async (tx) => {
      const q = async <T>(text: string) => (await tx.execute(sql.raw(text))) as unknown as T[];
      const found: FigureMismatch[] = [];
      let differing = 0;
      const note = (m: FigureMismatch) => {
        differing++;
        if (found.length < MAX_LISTED) found.push(m);
      };
      const checked = { landlords: 0, users: 0, reviews: 0, locations: 0, reportCounts: 0, reportGroups: 0 };
      type Row = Record<string, number | string | null> & { id: string; total_reviews: number; n: number };
      const landlordRows = await q<Row>(
        `SELECT l.id, l.total_reviews, coalesce(c.n, 0)::integer AS n, ${SUMS.map(([, s, m]) => `l.${s}, l.${m} AS kept_${s}_mean, coalesce(c.${s}, 0)::float8 AS counted_${s}`).join(", ")}
         FROM landlords l LEFT JOIN (SELECT landlord_id, count(*) AS n, ${SUMS.map(([r, s]) => `sum(${r}) AS ${s}`).join(", ")} FROM reviews WHERE hidden_at IS NULL GROUP BY landlord_id) c ON c.landlord_id = l.id`,
      );
      const badLandlords = new Set<string>();
      for (const row of landlordRows) {
        checked.landlords++;
        const before = differing;
        if (Number(row.total_reviews) !== Number(row.n)) note({ kind: "landlord", id: row.id, field: "totalReviews", kept: Number(row.total_reviews), counted: Number(row.n) });
        for (const [, s] of SUMS) {
          const kept = Number(row[s]);
          const counted = Number(row[`counted_${s}`]);
          if (Math.abs(kept - counted) > EPSILON) note({ kind: "landlord", id: row.id, field: s, kept, counted });
          const mean = meanOf(counted, Number(row.n));
          const keptMean = Number(row[`kept_${s}_mean`]);
          if (Math.abs(keptMean - mean) > EPSILON) note({ kind: "landlord", id: row.id, field: `${s.replace("_sum", "")} mean`, kept: keptMean, counted: mean });
        }
        if (differing > before) badLandlords.add(row.id);
      }
      // Search addresses: the forms of the reviews' addresses (as sets), and how many reviews give each, against landlord_addresses.
      const counted = new Map<string, Map<string, number>>();
      for (const r of await q<{ landlord_id: string; address: string }>("SELECT landlord_id, property_address AS address FROM reviews WHERE property_address IS NOT NULL AND hidden_at IS NULL")) {
        const form = publicAddress(r.address);
        if (!form) continue;
        let forms = counted.get(r.landlord_id);
        if (!forms) counted.set(r.landlord_id, (forms = new Map()));
        forms.set(form, (forms.get(form) ?? 0) + 1);
      }
      const kept = new Map<string, Map<string, number>>();
      for (const r of await q<{ landlord_id: string; address: string; n: number }>("SELECT landlord_id, address, reviews AS n FROM landlord_addresses")) {
        let forms = kept.get(r.landlord_id);
        if (!forms) kept.set(r.landlord_id, (forms = new Map()));
        forms.set(r.address, Number(r.n));
      }
      for (const row of landlordRows) {
        const have = kept.get(row.id) ?? new Map<string, number>();
        const want = counted.get(row.id) ?? new Map<string, number>();
        const forms = (m: Map<string, number>) => [...m.keys()].sort().join("\n");
        const counts = (m: Map<string, number>) => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([f, n]) => `${f}: ${n}`).join("\n");
        if (forms(have) !== forms(want)) note({ kind: "landlord", id: row.id, field: "searchAddresses", kept: forms(have), counted: forms(want) });
        else if (counts(have) !== counts(want)) note({ kind: "landlord", id: row.id, field: "addressCounts", kept: counts(have), counted: counts(want) });
        else continue;
        badLandlords.add(row.id);
      }
      const users = await q<{ id: number; review_count: number; rating_sum: number; helpful_received: number; reported_count: number; n: number; s: number; h: number; d: number }>(
        `SELECT u.id, u.review_count, u.rating_sum, u.helpful_received, u.reported_count, coalesce(c.n, 0)::integer AS n, coalesce(c.s, 0)::float8 AS s, coalesce(c.h, 0)::integer AS h, coalesce(d.n, 0)::integer AS d
         FROM users u
         LEFT JOIN (SELECT user_id, count(*) AS n, sum(overall_rating) AS s, sum(helpful_count) AS h FROM reviews WHERE user_id IS NOT NULL AND hidden_at IS NULL GROUP BY user_id) c ON c.user_id = u.id
         LEFT JOIN (SELECT r.user_id, count(*) AS n FROM reports p JOIN reviews r ON r.id = p.target_id WHERE p.report_type = 'review' AND r.user_id IS NOT NULL AND r.hidden_at IS NULL GROUP BY r.user_id) d ON d.user_id = u.id`,
      );
      const badUsers: number[] = [];
      for (const u of users) {
        checked.users++;
        const before = differing;
        for (const [field, kept, want] of [
          ["reviewCount", u.review_count, u.n],
          ["ratingSum", u.rating_sum, u.s],
          ["helpfulReceived", u.helpful_received, u.h],
          ["reportedCount", u.reported_count, u.d],
        ] as const) {
          if (Math.abs(Number(kept) - Number(want)) > EPSILON) note({ kind: "user", id: String(u.id), field, kept: Number(kept), counted: Number(want) });
        }
        if (differing > before) badUsers.push(u.id);
      }
      checked.reviews = Number((await q<{ n: number }>("SELECT count(*)::integer AS n FROM reviews"))[0]!.n);
      const badReviews = await q<{ id: string; kept: number; n: number }>(
        `SELECT r.id, r.helpful_count AS kept, coalesce(v.n, 0)::integer AS n FROM reviews r LEFT JOIN (SELECT review_id, count(*) AS n FROM helpful_votes GROUP BY review_id) v ON v.review_id = r.id
         WHERE r.helpful_count <> coalesce(v.n, 0)`,
      );
      for (const r of badReviews) note({ kind: "review", id: r.id, field: "helpfulCount", kept: r.kept, counted: r.n });
      const wantRents = new Map(
        (await q<{ location: string; n: number; s: number }>(`SELECT l.location, count(*)::integer AS n, sum(${MONTHLY})::float8 AS s FROM reviews r JOIN landlords l ON l.id = r.landlord_id WHERE r.monthly_rent IS NOT NULL AND r.hidden_at IS NULL GROUP BY l.location`)).map((r) => [r.location, r]),
      );
      const keptRents = new Map((await q<{ location: string; rents: number; monthly_sum: number }>("SELECT location, rents, monthly_sum FROM rent_locations")).map((r) => [r.location, r]));
      let rentsDiffer = false;
      for (const location of new Set([...wantRents.keys(), ...keptRents.keys()])) {
        checked.locations++;
        const want = wantRents.get(location);
        const kept = keptRents.get(location);
        if (Number(want?.n ?? 0) !== Number(kept?.rents ?? 0)) note({ kind: "location", id: location, field: "rents", kept: Number(kept?.rents ?? 0), counted: Number(want?.n ?? 0) });
        else if (Math.abs(Number(want?.s ?? 0) - Number(kept?.monthly_sum ?? 0)) > 1e-3) note({ kind: "location", id: location, field: "monthlySum", kept: Number(kept?.monthly_sum ?? 0), counted: Number(want?.s ?? 0) });
        else continue;
        rentsDiffer = true;
      }
      type CountRow = { report_type: string; report_category: string; status: string; n: number };
      const key = (r: CountRow) => `${r.report_type}|${r.report_category}|${r.status}`;
      const wantCounts = new Map((await q<CountRow>("SELECT report_type, report_category, status, count(*)::integer AS n FROM reports GROUP BY 1, 2, 3")).map((r) => [key(r), Number(r.n)]));
      const keptCounts = new Map((await q<CountRow>("SELECT report_type, report_category, status, n FROM report_counts")).map((r) => [key(r), Number(r.n)]));
      let countsDiffer = false;
      for (const k of new Set([...wantCounts.keys(), ...keptCounts.keys()])) {
        checked.reportCounts++;
        if ((wantCounts.get(k) ?? 0) !== (keptCounts.get(k) ?? 0)) {
          note({ kind: "reportCount", id: k, field: "n", kept: keptCounts.get(k) ?? 0, counted: wantCounts.get(k) ?? 0 });
          countsDiffer = true;
        }
      }

      // The grouped queue's counts of targets (report_group_counts) and the rows they are kept from (report_targets).
      const wantGroups = new Map((await q<GroupCountRow>(WANT_GROUP_COUNTS)).map((r) => [groupKey(r), Number(r.n)]));
      const keptGroups = new Map((await q<GroupCountRow>(KEPT_GROUP_COUNTS)).map((r) => [groupKey(r), Number(r.n)]));
      let groupsDiffer = false;
      for (const k of new Set([...wantGroups.keys(), ...keptGroups.keys()])) {
        checked.reportGroups++;
        if ((wantGroups.get(k) ?? 0) !== (keptGroups.get(k) ?? 0)) {
          note({ kind: "reportGroup", id: k, field: "groups", kept: keptGroups.get(k) ?? 0, counted: wantGroups.get(k) ?? 0 });
          groupsDiffer = true;
        }
      }
      const missing = Number((await q<{ n: number | string }>(MISSING_TARGET_ROWS))[0]?.n ?? 0);
      const stray = Number((await q<{ n: number | string }>(STRAY_TARGET_ROWS))[0]?.n ?? 0);
      if (missing || stray) {
        note({ kind: "reportGroup", id: "report_targets", field: "rows", kept: stray, counted: missing });
        groupsDiffer = true;
      }

      if (opts.fix && differing) {
        for (const r of badReviews) await tx.execute(sql`UPDATE reviews SET helpful_count = (SELECT count(*) FROM helpful_votes WHERE review_id = ${r.id}) WHERE id = ${r.id}`);
        for (const id of badLandlords) {
          await tx.execute(sql`UPDATE landlords l SET total_reviews = c.n, overall_sum = c.o, responsiveness_sum = c.r, maintenance_sum = c.m, fairness_sum = c.f,
            average_rating = CASE WHEN c.n > 0 THEN floor((c.o / c.n) * 10 + 0.5) / 10 ELSE 0 END,
            responsiveness_rating = CASE WHEN c.n > 0 THEN floor((c.r / c.n) * 10 + 0.5) / 10 ELSE 0 END,
            maintenance_rating = CASE WHEN c.n > 0 THEN floor((c.m / c.n) * 10 + 0.5) / 10 ELSE 0 END,
            fairness_rating = CASE WHEN c.n > 0 THEN floor((c.f / c.n) * 10 + 0.5) / 10 ELSE 0 END
            FROM (SELECT count(*)::integer AS n, coalesce(sum(overall_rating), 0) AS o, coalesce(sum(responsiveness_rating), 0) AS r, coalesce(sum(maintenance_rating), 0) AS m, coalesce(sum(fairness_rating), 0) AS f FROM reviews WHERE landlord_id = ${id} AND hidden_at IS NULL) c
            WHERE l.id = ${id}`);
          await recountAddresses(tx, id);
        }
        const helpedAuthors = badReviews.length ? await q<{ user_id: number | null }>(`SELECT user_id FROM reviews WHERE id IN (${badReviews.map((r) => `'${r.id.replace(/'/g, "''")}'`).join(", ")})`) : [];
        const ids = [...new Set([...badUsers, ...helpedAuthors.flatMap((r) => (r.user_id === null ? [] : [r.user_id]))])];
        if (ids.length) {
          await tx.execute(sql`UPDATE users u SET
            review_count = (SELECT count(*) FROM reviews WHERE user_id = u.id AND hidden_at IS NULL),
            rating_sum = coalesce((SELECT sum(overall_rating) FROM reviews WHERE user_id = u.id AND hidden_at IS NULL), 0),
            helpful_received = coalesce((SELECT sum(helpful_count) FROM reviews WHERE user_id = u.id AND hidden_at IS NULL), 0),
            reported_count = (SELECT count(*) FROM reports p JOIN reviews r ON r.id = p.target_id WHERE p.report_type = 'review' AND r.user_id = u.id AND r.hidden_at IS NULL)
            WHERE u.id = ANY(${`{${ids.join(",")}}`}::integer[])`);
        }
        if (rentsDiffer) {
          await tx.execute(sql`DELETE FROM rent_locations`);
          await tx.execute(sql.raw(`INSERT INTO rent_locations (location, rents, monthly_sum) SELECT l.location, count(*), sum(${MONTHLY}) FROM reviews r JOIN landlords l ON l.id = r.landlord_id WHERE r.monthly_rent IS NOT NULL AND r.hidden_at IS NULL GROUP BY l.location`));
        }
        if (countsDiffer) {
          await tx.execute(sql`DELETE FROM report_counts`);
          await tx.execute(sql`INSERT INTO report_counts (report_type, report_category, status, n) SELECT report_type, report_category, status, count(*) FROM reports GROUP BY 1, 2, 3`);
        }
        if (groupsDiffer) for (const statement of RECOUNT_REPORT_GROUPS) await tx.execute(sql.raw(statement));
      }
      return { checked, mismatches: found, differing, fixed: !!opts.fix && differing > 0 };
    },
    { isolationLevel: "repeatable read" },
  );
}
