// Appeals, and the decisions an account is told of (contract §7.5), on PostgreSQL: the twin of
// src/store/sqlite/appeals.ts. Filing locks the appellant's row, so a double click queues and the
// unique index on the action's log row stays the last word; a decision locks the appeal's row, then
// (for a review) the review with its landlord through lockReview.
import { authorNotice } from "../alert-rules";
import { addNotification } from "./notifications";
import { and, desc, eq, inArray, or } from "drizzle-orm";
import { appeals, landlords, moderationLog, reviewReplies, reviews, users, userSuspensions } from "./schema";
import type { AppealRow, ModerationLogRow } from "../rows";
import type { AdminAppeal, Appeal, ModerationDecision } from "../../contract/types";
import type { AppealStatus } from "../../contract/constants";
import type { AppealDecisionInput, AppealInput } from "../../contract/schemas";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import { isUniqueViolation, write, type PostgresContext } from "./tx";
import { logModeration } from "./moderation-log";
import { recomputeFigures } from "./landlords";
import { anyReviewById, lockReview, reviewRowById, setReviewHidden } from "./reviews";
import { activeSuspension } from "./sanctions";
import { appealDeadline, toAppeal } from "../shapes";
import { reviewNotFound } from "../../modules/reviews/errors";
import { alreadyAppealed, appealAlreadyDecided, appealNotFound, appealNotYours, appealTooLate, nothingToAppeal } from "../../modules/appeals/errors";

type Ex = PgDb | PgTx;
const SNAPSHOT = { isolationLevel: "repeatable read", accessMode: "read only" } as const;

/** The newest log row of `action` on the target: the action an appeal contests. */
export async function newestAction(ex: Ex, action: "review.hidden" | "user.suspended", targetType: "review" | "user", targetId: string): Promise<ModerationLogRow | undefined> {
  const [row] = await ex
    .select()
    .from(moderationLog)
    .where(and(eq(moderationLog.action, action), eq(moderationLog.targetType, targetType), eq(moderationLog.targetId, targetId)))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(1);
  return row;
}

/** The appeals of these log rows, by the row's id. */
export async function appealsOfActions(ex: Ex, logIds: readonly number[]): Promise<Map<number, AppealStatus>> {
  if (!logIds.length) return new Map();
  const rows = await ex.select({ id: appeals.actionLogId, status: appeals.status }).from(appeals).where(inArray(appeals.actionLogId, [...logIds]));
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Whether the appealed action is still the newest of its kind on its target (the one in force). */
async function stillInForce(ex: Ex, appeal: AppealRow): Promise<boolean> {
  const newest = appeal.targetType === "review" ? await newestAction(ex, "review.hidden", "review", appeal.targetId) : await newestAction(ex, "user.suspended", "user", appeal.targetId);
  return newest?.id === appeal.actionLogId;
}

async function fileAppeal(tx: PgTx, userId: number, input: AppealInput): Promise<AppealRow> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  let action: ModerationLogRow | undefined;
  if (input.targetType === "review") {
    const row = await reviewRowById(tx, input.targetId);
    if (!row) throw reviewNotFound();
    if (row.userId !== userId) throw appealNotYours();
    if (!row.hiddenAt) throw nothingToAppeal();
    action = await newestAction(tx, "review.hidden", "review", row.id);
  } else {
    if (input.targetId !== String(userId)) throw appealNotYours();
    action = await newestAction(tx, "user.suspended", "user", input.targetId);
  }
  if (!action) throw nothingToAppeal();
  const [seen] = await tx.select({ id: appeals.id }).from(appeals).where(eq(appeals.actionLogId, action.id));
  if (seen) throw alreadyAppealed();
  if (nowIso() > appealDeadline(action.createdAt)) throw appealTooLate();
  const [row] = await tx
    .insert(appeals)
    .values({ userId, targetType: input.targetType, targetId: action.targetId, actionLogId: action.id, text: input.text, createdAt: nowIso() })
    .returning();
  return row!;
}

async function adminAppeals(ex: Ex, adminId: number, status: AppealStatus): Promise<AdminAppeal[]> {
  const rows = await ex
    .select({ appeal: appeals, username: users.username, log: moderationLog })
    .from(appeals)
    .innerJoin(users, eq(users.id, appeals.userId))
    .innerJoin(moderationLog, eq(moderationLog.id, appeals.actionLogId))
    .where(eq(appeals.status, status))
    .orderBy(status === "pending" ? appeals.createdAt : desc(appeals.decidedAt), desc(appeals.id))
    .limit(200);
  const out: AdminAppeal[] = [];
  for (const { appeal, username, log } of rows) {
    const isReview = appeal.targetType === "review";
    out.push({
      ...toAppeal(appeal),
      user: { id: appeal.userId, username },
      action: { action: log.action as AdminAppeal["action"]["action"], category: log.category, reason: log.reason, note: isReview ? ((await reviewRowById(ex, appeal.targetId))?.hiddenNote ?? null) : null, at: log.createdAt },
      review: isReview ? ((await anyReviewById(ex, appeal.targetId, adminId)) ?? null) : null,
      suspension: isReview ? null : await activeSuspension(ex, appeal.userId),
    });
  }
  return out;
}

const TOLD: ModerationDecision["kind"][] = ["review.hidden", "review.restored", "reply.hidden", "reply.restored", "user.warned", "user.suspended", "appeal.granted", "appeal.upheld"];

export async function decisionsOf(ex: Ex, userId: number): Promise<ModerationDecision[]> {
  const rows = await ex
    .select({ log: moderationLog, landlordName: landlords.name, reviewId: reviews.id, hiddenAt: reviews.hiddenAt, hiddenNote: reviews.hiddenNote })
    .from(moderationLog)
    // A reply's decision names the landlord of the review it answers.
    .leftJoin(reviewReplies, and(eq(moderationLog.targetType, "reply"), eq(reviewReplies.id, moderationLog.targetId)))
    .leftJoin(reviews, or(and(eq(moderationLog.targetType, "review"), eq(reviews.id, moderationLog.targetId)), eq(reviews.id, reviewReplies.reviewId)))
    .leftJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(and(eq(moderationLog.subjectId, userId), inArray(moderationLog.action, TOLD)))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(50);
  return rows.map(({ log, landlordName, reviewId, hiddenAt, hiddenNote }) => ({
    kind: log.action as ModerationDecision["kind"],
    reason: log.category ?? log.reason,
    // A hide's note to its author is kept on the review, never in the public log's reason: it is
    // this decision's note while the review is still hidden by it.
    note: log.action === "review.hidden" ? (hiddenAt === log.createdAt ? hiddenNote : null) : log.category ? log.reason : null,
    at: log.createdAt,
    reviewId, // for a reply's decision, the review it answers
    landlordName,
  }));
}

export async function appealsOfUser(ex: Ex, userId: number): Promise<Appeal[]> {
  const rows = await ex.select().from(appeals).where(eq(appeals.userId, userId)).orderBy(desc(appeals.createdAt), desc(appeals.id));
  return rows.map(toAppeal);
}

/** The appeal methods of the moderation store (src/store/moderation.ts). */
export function appealMethods(ctx: PostgresContext) {
  const { db } = ctx;
  return {
    async appeal(userId: number, input: AppealInput): Promise<Appeal> {
      try {
        return toAppeal(await write(ctx, (tx) => fileAppeal(tx, userId, input)));
      } catch (error) {
        if (isUniqueViolation(error, "appeals")) throw alreadyAppealed();
        throw error;
      }
    },

    async appeals(adminId: number, status: AppealStatus): Promise<AdminAppeal[]> {
      return db.transaction((tx) => adminAppeals(tx, adminId, status), SNAPSHOT);
    },

    async decide(adminId: number, appealId: number, input: AppealDecisionInput): Promise<Appeal> {
      return write(ctx, async (tx, raise) => {
        const [seen] = await tx.select().from(appeals).where(eq(appeals.id, appealId));
        if (!seen) throw appealNotFound();
        // Landlord, then review, then the appeal: the order every review write locks in.
        if (input.decision === "granted" && seen.targetType === "review") await lockReview(tx, seen.targetId).catch(() => undefined);
        const [row] = await tx.select().from(appeals).where(eq(appeals.id, appealId)).for("update");
        if (!row) throw appealNotFound();
        if (row.status !== "pending") throw appealAlreadyDecided();
        const at = nowIso();
        const note = input.note?.trim() || null;
        const [decided] = await tx
          .update(appeals)
          .set({ status: input.decision, decisionNote: note, decidedAt: at, decidedBy: adminId })
          .where(eq(appeals.id, row.id))
          .returning();
        // Granting undoes the appealed action only while it is still the one in force: a later hide
        // or suspension (a new decision, appealable on its own) is not lifted by an older appeal.
        if (input.decision === "granted" && (await stillInForce(tx, row))) {
          if (row.targetType === "review") {
            const review = await reviewRowById(tx, row.targetId);
            if (review?.hiddenAt) {
              await setReviewHidden(tx, review.id, null);
              await recomputeFigures(tx, raise, review.landlordId);
            }
          } else {
            await tx.delete(userSuspensions).where(eq(userSuspensions.userId, row.userId));
          }
        }
        await logModeration(tx, {
          actorId: adminId,
          action: input.decision === "granted" ? "appeal.granted" : "appeal.upheld",
          targetType: row.targetType === "review" ? "review" : "user",
          targetId: row.targetId,
          reason: note,
          subjectId: row.userId,
          createdAt: at,
        });
        await addNotification(tx, authorNotice({
          userId: row.userId,
          kind: input.decision === "granted" ? "appeal.granted" : "appeal.upheld",
          title: input.decision === "granted" ? "Your appeal was granted" : "Your appeal was not granted",
          url: "/dashboard",
        }));
        return toAppeal(decided!);
      });
    },

    async decisionsOf(userId: number): Promise<{ decisions: ModerationDecision[]; appeals: Appeal[] }> {
      return db.transaction(async (tx) => ({ decisions: await decisionsOf(tx, userId), appeals: await appealsOfUser(tx, userId) }), SNAPSHOT);
    },
  };
}
