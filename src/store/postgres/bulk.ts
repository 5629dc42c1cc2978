// The bulk loads of the operations store (src/store/operations.ts) on PostgreSQL: `seed --demo`'s demo
// and `rentfair import`'s batches of landlords. The twin of src/store/sqlite/bulk.ts: the same rows,
// figures, search documents and buildings, written with few round trips (a row at a time over the
// network would cost a round trip each).
//
// - The demo is one transaction. Accounts, landlords, reviews and votes go in as multi-row inserts
//   (ids made here, as the stores make them); then each landlord's figures, search addresses and
//   buildings are computed by the routes' own recomputeFigures (landlords.ts, which calls
//   buildings.ts `assignBuildings`), and helpful counts recounted from the votes. The rest (reports,
//   suspensions, messages, the log) is a few dozen rows through the stores' functions. The outbox
//   gets one `database.changed` row: every running node rebuilds what it derives from the database.
// - An import batch is ONE statement: the rows travel as one JSON parameter
//   (`jsonb_to_recordset`), the dedupe key's unique index skips duplicates of the database or of an
//   earlier row (ON CONFLICT DO NOTHING), and the same statement writes a `landlord.changed` outbox
//   row for each new landlord (outbox.ts), so every running node indexes them within its poll.
//   Like SQLite's, the batch's documents are read back and published here only when someone
//   listens in this process.
import { sql } from "drizzle-orm";
import { landlordKey } from "../../contract/names";
import type { LandlordCreateInput } from "../../contract/schemas";
import { nowIso } from "../../http";
import type { DemoPlan } from "../operations";
import type { ReportRow } from "../rows";
import type { PgTx } from "./connection";
import { contactMessages, helpfulVotes, landlords, reviews, users } from "./schema";
import { searchDocs, type PostgresContext } from "./tx";
import { writeOutbox } from "./outbox";
import { recomputeFigures } from "./landlords";
import { insertReport } from "./reports";
import { logModeration, updateReport } from "./moderation-log";
import { putSuspension } from "./sanctions";

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 parameters at ~20 columns. */
const CHUNK = 1000;

async function inChunks<T>(rows: readonly T[], fn: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await fn(rows.slice(i, i + CHUNK));
}

/** Writes `plan` in one transaction, then publishes `database.changed` (every node hears it through the outbox). */
export async function loadDemo(ctx: PostgresContext, plan: DemoPlan, onLandlord?: (written: { landlords: number; reviews: number }) => void): Promise<{ landlords: number; reviews: number }> {
  const written = await ctx.db.transaction(async (tx) => {
    const now = nowIso();
    // Accounts as insertUser (users.ts) writes them; ids are the database's, matched back by e-mail.
    const userIds = new Map<string, number>();
    await inChunks(plan.users, async (chunk) => {
      const rows = await tx
        .insert(users)
        .values(
          chunk.map((u) => ({
            username: u.username,
            email: u.email.toLowerCase(),
            password: u.passwordHash,
            firstName: u.firstName || null,
            lastName: u.lastName || null,
            isAdmin: u.isAdmin,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: users.id, email: users.email });
      for (const row of rows) userIds.set(row.email, row.id);
    });
    const userId = (i: number) => userIds.get(plan.users[i]!.email.toLowerCase())!;

    const landlordIds = plan.landlords.map(() => crypto.randomUUID());
    await inChunks(
      plan.landlords.map((l, i) => ({ id: landlordIds[i]!, name: l.name, type: l.type, location: l.location, dedupeKey: landlordKey(l.name, l.location), createdAt: nowIso() })),
      (chunk) => tx.insert(landlords).values(chunk),
    );
    const reviewIds: string[] = [];
    const reviewRows = plan.landlords.flatMap(({ reviews: list }, i) =>
      list.map(({ author, createdAt, ...fields }) => {
        const id = crypto.randomUUID();
        reviewIds.push(id);
        return { ...fields, id, landlordId: landlordIds[i]!, userId: userId(author), helpfulCount: 0, createdAt, updatedAt: createdAt };
      }),
    );
    await inChunks(reviewRows, (chunk) => tx.insert(reviews).values(chunk));

    // Figures, search addresses and buildings as every review change computes them (a bulk load:
    // no change event each, database.changed follows the commit).
    let reviewsSoFar = 0;
    for (const [i, id] of landlordIds.entries()) {
      await recomputeFigures(tx, () => {}, id);
      reviewsSoFar += plan.landlords[i]!.reviews.length;
      onLandlord?.({ landlords: i + 1, reviews: reviewsSoFar });
    }

    await inChunks(
      plan.votes.map((v) => ({ reviewId: reviewIds[v.review]!, userId: userId(v.voter), createdAt: v.createdAt })),
      (chunk) => tx.insert(helpfulVotes).values(chunk),
    );
    // helpful_count from the votes, as votes.ts recounts it (one statement for every voted review).
    await tx.execute(sql`UPDATE reviews SET helpful_count = (SELECT count(*) FROM helpful_votes WHERE helpful_votes.review_id = reviews.id)
      WHERE id IN (SELECT DISTINCT review_id FROM helpful_votes)`);

    const reportRows: ReportRow[] = [];
    for (const r of plan.reports) {
      const row = await insertReport(tx, {
        reportType: r.type,
        targetId: r.type === "review" ? reviewIds[r.target]! : landlordIds[r.target]!,
        reportCategory: r.category,
        description: r.description,
        reportedByUserId: userId(r.reporter),
        createdAt: r.createdAt,
      });
      if (!r.settled) {
        reportRows.push(row);
        continue;
      }
      const { status, at, by, notes } = r.settled;
      reportRows.push((await updateReport(tx, row.id, { status, resolvedAt: at, resolvedBy: userId(by), adminNotes: notes })) ?? row);
    }
    for (const s of plan.suspensions) await putSuspension(tx, userId(s.user), s.until, s.reason);
    const messageIds: number[] = [];
    for (const m of plan.messages) {
      const [row] = await tx.insert(contactMessages).values(m).returning({ id: contactMessages.id });
      messageIds.push(row!.id);
    }
    for (const entry of plan.log) {
      const target = entry.target;
      const [targetType, targetId] =
        "review" in target ? (["review", reviewIds[target.review]!] as const) : "user" in target ? (["user", userId(target.user)] as const) : (["message", messageIds[target.message]!] as const);
      await logModeration(tx, {
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
    // Every other node rebuilds from the database once this commits (outbox.ts delivers it as written).
    await writeOutbox(tx, [{ event: "database.changed", payload: { by: "another process" } }]);
    return { landlords: landlordIds.length, reviews: reviewIds.length };
  });
  ctx.events.publish("database.changed", { by: "this process" });
  return written;
}

/** Inserts a batch of landlords and their outbox rows in one statement; answers the new ids. */
async function insertBatch(tx: PgTx, rows: readonly LandlordCreateInput[]): Promise<string[]> {
  const createdAt = nowIso();
  const records = rows.map((r) => ({ id: crypto.randomUUID(), name: r.name, type: r.type, location: r.location, dedupe_key: landlordKey(r.name, r.location), created_at: createdAt }));
  // One parameter (a JSON array): drizzle would spread a JS array into a parameter per element.
  const added = await tx.execute<{ id: string }>(sql`
    WITH rows AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
        AS r(id text, name text, type text, location text, dedupe_key text, created_at text)
    ), added AS (
      INSERT INTO landlords (id, name, type, location, dedupe_key, created_at)
      SELECT id, name, type, location, dedupe_key, created_at FROM rows
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id
    ), told AS (
      INSERT INTO change_outbox (event, payload) SELECT 'landlord.changed', jsonb_build_object('landlordId', id) FROM added
    )
    SELECT id FROM added`);
  return [...added].map((r) => r.id);
}

/** Adds one batch of landlords in one transaction, then publishes each new one here (see the header). */
export async function addLandlords(ctx: PostgresContext, rows: LandlordCreateInput[]): Promise<{ added: number; skipped: number }> {
  if (rows.length === 0) return { added: 0, skipped: 0 };
  const ids = await ctx.db.transaction((tx) => insertBatch(tx, rows));
  if (ids.length && ctx.events.listens("landlord.changed")) {
    for (const doc of await searchDocs(ctx.db, ids)) ctx.events.publish("landlord.changed", { landlordId: doc.id, doc });
  }
  return { added: ids.length, skipped: rows.length - ids.length };
}
