// Appeals, and the decisions an account is told of (contract §7.5), in SQLite. An appeal names the
// moderation-log row of the action it contests (`action_log_id`, unique: once per action); its
// decision, the restore or lift a grant brings, the recount of figures and the log row are one
// transaction. Composed into the moderation store (src/store/sqlite/moderation-log.ts).
import { authorNotice } from "../alert-rules";
import { addNotification } from "./notifications";
import { and, desc, eq, inArray, or } from "drizzle-orm";
import { appeals, landlords, moderationLog, reviewReplies, reviews, users, type AppealRow, type ModerationLogRow } from "./schema";
import type { AdminAppeal, Appeal, ModerationDecision } from "../../contract/types";
import type { AppealStatus } from "../../contract/constants";
import type { AppealDecisionInput, AppealInput } from "../../contract/schemas";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { isUniqueViolation, write, type SqliteContext } from "./tx";
import { logModeration } from "./moderation-log";
import { recomputeFigures } from "./landlords";
import { anyReviewById, reviewRowById, setReviewHidden } from "./reviews";
import { activeSuspension, removeSuspension } from "./sanctions";
import { appealDeadline, toAppeal } from "../shapes";
import { reviewNotFound } from "../../modules/reviews/errors";
import { alreadyAppealed, appealAlreadyDecided, appealNotFound, appealNotYours, appealTooLate, nothingToAppeal } from "../../modules/appeals/errors";

/** The newest log row of `action` on the target: the action an appeal contests. */
export function newestAction(ex: Executor, action: "review.hidden" | "user.suspended", targetType: "review" | "user", targetId: string): ModerationLogRow | undefined {
  return ex
    .select()
    .from(moderationLog)
    .where(and(eq(moderationLog.action, action), eq(moderationLog.targetType, targetType), eq(moderationLog.targetId, targetId)))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(1)
    .get();
}

/** The appeals of these log rows, by the row's id (the public log shows each one's outcome). */
export function appealsOfActions(ex: Executor, logIds: readonly number[]): Map<number, AppealStatus> {
  if (!logIds.length) return new Map();
  const rows = ex.select({ id: appeals.actionLogId, status: appeals.status }).from(appeals).where(inArray(appeals.actionLogId, [...logIds])).all();
  return new Map(rows.map((r) => [r.id, r.status]));
}

/** Whether the appealed action is still the newest of its kind on its target (the one in force). */
function stillInForce(ex: Executor, appeal: AppealRow): boolean {
  const newest = appeal.targetType === "review" ? newestAction(ex, "review.hidden", "review", appeal.targetId) : newestAction(ex, "user.suspended", "user", appeal.targetId);
  return newest?.id === appeal.actionLogId;
}

/** POST /api/appeals: checks, in this order, whose it is, that there is a decision, the deadline and "once". */
function fileAppeal(ex: Executor, userId: number, input: AppealInput): AppealRow {
  let action: ModerationLogRow | undefined;
  if (input.targetType === "review") {
    const row = reviewRowById(ex, input.targetId);
    if (!row) throw reviewNotFound();
    if (row.userId !== userId) throw appealNotYours();
    if (!row.hiddenAt) throw nothingToAppeal();
    action = newestAction(ex, "review.hidden", "review", row.id);
  } else {
    if (input.targetId !== String(userId)) throw appealNotYours();
    action = newestAction(ex, "user.suspended", "user", input.targetId);
  }
  if (!action) throw nothingToAppeal();
  if (ex.select({ id: appeals.id }).from(appeals).where(eq(appeals.actionLogId, action.id)).get()) throw alreadyAppealed();
  if (nowIso() > appealDeadline(action.createdAt)) throw appealTooLate();
  return ex
    .insert(appeals)
    .values({ userId, targetType: input.targetType, targetId: action.targetId, actionLogId: action.id, text: input.text, createdAt: nowIso() })
    .returning()
    .get();
}

/** The Appeals tab's rows: the text, the appellant, the action and the original content. */
function adminAppeals(ex: Executor, adminId: number, status: AppealStatus): AdminAppeal[] {
  const rows = ex
    .select({ appeal: appeals, username: users.username, log: moderationLog })
    .from(appeals)
    .innerJoin(users, eq(users.id, appeals.userId))
    .innerJoin(moderationLog, eq(moderationLog.id, appeals.actionLogId))
    .where(eq(appeals.status, status))
    .orderBy(status === "pending" ? appeals.createdAt : desc(appeals.decidedAt), desc(appeals.id))
    .limit(200)
    .all();
  return rows.map(({ appeal, username, log }) => {
    const review = appeal.targetType === "review" ? (anyReviewById(ex, appeal.targetId, adminId) ?? null) : null;
    const note = appeal.targetType === "review" ? (reviewRowById(ex, appeal.targetId)?.hiddenNote ?? null) : null;
    return {
      ...toAppeal(appeal),
      user: { id: appeal.userId, username },
      action: { action: log.action as AdminAppeal["action"]["action"], category: log.category, reason: log.reason, note, at: log.createdAt },
      review,
      suspension: appeal.targetType === "suspension" ? activeSuspension(ex, appeal.userId) : null,
    };
  });
}

/** Actions an account is told of on its dashboard (the contract's fallback until notifications). */
const TOLD: ModerationDecision["kind"][] = ["review.hidden", "review.restored", "reply.hidden", "reply.restored", "user.warned", "user.suspended", "appeal.granted", "appeal.upheld"];

/** The decisions about `userId`'s content and account, newest first (GET /api/user/moderation). */
export function decisionsOf(ex: Executor, userId: number): ModerationDecision[] {
  const rows = ex
    .select({ log: moderationLog, landlordName: landlords.name, reviewId: reviews.id, hiddenAt: reviews.hiddenAt, hiddenNote: reviews.hiddenNote })
    .from(moderationLog)
    // A reply's decision names the landlord of the review it answers.
    .leftJoin(reviewReplies, and(eq(moderationLog.targetType, "reply"), eq(reviewReplies.id, moderationLog.targetId)))
    .leftJoin(reviews, or(and(eq(moderationLog.targetType, "review"), eq(reviews.id, moderationLog.targetId)), eq(reviews.id, reviewReplies.reviewId)))
    .leftJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(and(eq(moderationLog.subjectId, userId), inArray(moderationLog.action, TOLD)))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(50)
    .all();
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

export const appealsOfUser = (ex: Executor, userId: number): Appeal[] =>
  ex.select().from(appeals).where(eq(appeals.userId, userId)).orderBy(desc(appeals.createdAt), desc(appeals.id)).all().map(toAppeal);

/** The appeal methods of the moderation store (src/store/moderation.ts). */
export function appealMethods(ctx: SqliteContext) {
  const { db } = ctx;
  return {
    async appeal(userId: number, input: AppealInput): Promise<Appeal> {
      try {
        return toAppeal(write(ctx, (tx) => fileAppeal(tx, userId, input)));
      } catch (error) {
        // A double click: the unique index on the action decides.
        if (isUniqueViolation(error, "appeals")) throw alreadyAppealed();
        throw error;
      }
    },

    async appeals(adminId: number, status: AppealStatus): Promise<AdminAppeal[]> {
      return db.transaction((tx) => adminAppeals(tx, adminId, status));
    },

    async decide(adminId: number, appealId: number, input: AppealDecisionInput): Promise<Appeal> {
      return write(ctx, (tx, raise) => {
        const row = tx.select().from(appeals).where(eq(appeals.id, appealId)).get();
        if (!row) throw appealNotFound();
        if (row.status !== "pending") throw appealAlreadyDecided();
        const at = nowIso();
        const note = input.note?.trim() || null;
        const decided = tx
          .update(appeals)
          .set({ status: input.decision, decisionNote: note, decidedAt: at, decidedBy: adminId })
          .where(eq(appeals.id, row.id))
          .returning()
          .get();
        // Granting undoes the appealed action only while it is still the one in force: a later hide
        // or suspension (a new decision, appealable on its own) is not lifted by an older appeal.
        if (input.decision === "granted" && stillInForce(tx, row)) {
          if (row.targetType === "review") {
            // Restored with its figures, unless a moderator restored (or someone deleted) it meanwhile.
            const review = reviewRowById(tx, row.targetId);
            if (review?.hiddenAt) {
              setReviewHidden(tx, review.id, null);
              recomputeFigures(tx, raise, review.landlordId);
            }
          } else {
            removeSuspension(tx, row.userId);
          }
        }
        logModeration(tx, {
          actorId: adminId,
          action: input.decision === "granted" ? "appeal.granted" : "appeal.upheld",
          targetType: row.targetType === "review" ? "review" : "user",
          targetId: row.targetId,
          reason: note,
          subjectId: row.userId,
          createdAt: at,
        });
        addNotification(tx, authorNotice({
          userId: row.userId,
          kind: input.decision === "granted" ? "appeal.granted" : "appeal.upheld",
          title: input.decision === "granted" ? "Your appeal was granted" : "Your appeal was not granted",
          url: "/dashboard",
        }));
        return toAppeal(decided);
      });
    },

    async decisionsOf(userId: number): Promise<{ decisions: ModerationDecision[]; appeals: Appeal[] }> {
      return db.transaction((tx) => ({ decisions: decisionsOf(tx, userId), appeals: appealsOfUser(tx, userId) }));
    },
  };
}
