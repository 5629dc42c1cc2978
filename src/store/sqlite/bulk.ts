// The bulk loads of the operations store (src/store/operations.ts) on SQLite: `seed --demo`'s demo
// and `rentfair import`'s batches of landlords. They write through the same functions as the
// stores of the routes, so figures and counts come out as the routes would make them.
//
// - The demo is one transaction (fast, and all or nothing). Its landlords' figures are recounted
//   without raising a change each: `database.changed` follows the commit, and listeners rebuild.
// - An import batch is one transaction with the insert prepared once (~20 times cheaper a row than
//   building the query each time). The dedupe key's UNIQUE index decides what is a duplicate (of
//   the database or of an earlier row): it fails that one statement, not the transaction. The new
//   landlords are published one by one as `landlord.changed`, read back in one query, and only when
//   someone listens: `rentfair import` beside a server has no listener (the server notices the
//   commits itself, src/store/sqlite/tx.ts `watchDatabase`), and 100,000 reads for nobody cost.
import { count } from "drizzle-orm";
import type { LandlordCreateInput } from "../../contract/schemas";
import type { DemoPlan } from "../operations";
import type { Db } from "./connection";
import { contactMessages, landlords, users, type ReportRow, type UserRow } from "./schema";
import { writeTx, isUniqueViolation, type SqliteContext } from "./tx";
import { insertUser } from "./auth";
import { insertLandlord, prepareInsertLandlord, recomputeFigures } from "./landlords";
import { insertReview } from "./reviews";
import { insertVote, recountHelpful } from "./votes";
import { recountRentLocations, recountUserFigures } from "./figures";
import { insertReport, updateReport } from "./reports";
import { putSuspension } from "./sanctions";
import { logModeration } from "./moderation-log";
import { landlordDocsAfter } from "./search-docs";

export function isEmpty(db: Db): boolean {
  return db.select({ n: count() }).from(users).get()!.n + db.select({ n: count() }).from(landlords).get()!.n === 0;
}

/** Writes `plan` in one transaction, then publishes `database.changed`. */
export function loadDemo(ctx: SqliteContext, plan: DemoPlan, onLandlord?: (written: { landlords: number; reviews: number }) => void): { landlords: number; reviews: number } {
  const written = writeTx(ctx.db, (tx) => {
    const userRows: UserRow[] = plan.users.map((u) => insertUser(tx, u));
    const userId = (i: number) => userRows[i]!.id;

    const landlordIds: string[] = [];
    const reviewIds: string[] = [];
    for (const { reviews, ...data } of plan.landlords) {
      const landlord = insertLandlord(tx, data);
      landlordIds.push(landlord.id);
      for (const { author, ...fields } of reviews) reviewIds.push(insertReview(tx, { ...fields, landlordId: landlord.id, userId: userId(author) }).id);
      recomputeFigures(tx, () => {}, landlord.id); // a bulk load: database.changed follows it
      onLandlord?.({ landlords: landlordIds.length, reviews: reviewIds.length });
    }

    const voted = new Set<string>();
    for (const v of plan.votes) {
      insertVote(tx, reviewIds[v.review]!, userId(v.voter), v.createdAt);
      voted.add(reviewIds[v.review]!);
    }
    for (const id of voted) recountHelpful(tx, id);

    const reportRows: ReportRow[] = plan.reports.map((r) => {
      const row = insertReport(tx, {
        reportType: r.type,
        targetId: r.type === "review" ? reviewIds[r.target]! : landlordIds[r.target]!,
        reportCategory: r.category,
        description: r.description,
        reportedByUserId: userId(r.reporter),
        createdAt: r.createdAt,
      });
      if (!r.settled) return row;
      const { status, at, by, notes } = r.settled;
      return updateReport(tx, row.id, { status, resolvedAt: at, resolvedBy: userId(by), adminNotes: notes }) ?? row;
    });
    for (const s of plan.suspensions) putSuspension(tx, userId(s.user), s.until, s.reason);
    const messageIds = plan.messages.map((m) => tx.insert(contactMessages).values(m).returning({ id: contactMessages.id }).get().id);

    for (const entry of plan.log) {
      const target = entry.target;
      const [targetType, targetId] =
        "review" in target ? (["review", reviewIds[target.review]!] as const) : "user" in target ? (["user", userId(target.user)] as const) : (["message", messageIds[target.message]!] as const);
      logModeration(tx, {
        actorId: userId(entry.actor),
        action: entry.action,
        targetType,
        targetId,
        reportId: entry.report === undefined ? null : reportRows[entry.report]!.id,
        category: entry.category,
        reason: entry.reason,
        createdAt: entry.createdAt,
      });
    }
    // A bulk load recounts instead of counting each row in (issue 32, figures.ts).
    recountUserFigures(tx, userRows.map((u) => u.id));
    recountRentLocations(tx);
    return { landlords: landlordIds.length, reviews: reviewIds.length };
  });
  ctx.events.publish("database.changed", { by: "this process" });
  return written;
}

/** Adds one batch of landlords in one transaction, then publishes each new one (see the header). */
export function addLandlords(ctx: SqliteContext, rows: LandlordCreateInput[]): { added: number; skipped: number } {
  const { db, events } = ctx;
  const tell = events.listens("landlord.changed");
  let added = 0;
  let skipped = 0;
  const docs = writeTx(db, (tx) => {
    // New rows take rowids above the highest one: the batch's documents are the rows after it.
    const before = tell ? db.$client.query<{ m: number }, []>("SELECT coalesce(max(rowid), 0) AS m FROM landlords").get()!.m : 0;
    const insert = prepareInsertLandlord(tx);
    for (const row of rows) {
      try {
        insert(row);
        added++;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        skipped++;
      }
    }
    return tell && added ? landlordDocsAfter(db, before) : [];
  });
  for (const doc of docs) events.publish("landlord.changed", { landlordId: doc.id, doc });
  return { added, skipped };
}
