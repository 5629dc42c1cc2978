// Suspensions and the admin's view of accounts (docs/product-rules.md#moderation). A suspension row is current
// while `until` is in the future; an expired one is simply ignored (and replaced by the next).
// A suspension or a lift writes its moderation-log row in the same transaction.
import { and, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { landlords, moderationLog, reports, reviews, userSuspensions, users, warnings, type UserRow } from "./schema";
import { appealsOfUser } from "./appeals";
import { nextStep } from "../shapes";
import { addNotification } from "./notifications";
import { authorNotice, notices } from "../alert-rules";
import type { AdminUserSummary, Suspension } from "../../contract/types";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { escapeLike } from "./landlords";
import { reportedOrModeratedReviewsOf } from "./reviews";
import { reportsOnTargets, toReport } from "./reports";
import { logModeration } from "./moderation-log";
import { writeTx, type SqliteContext } from "./tx";
import type { SanctionsStore } from "../sanctions";
import { adminNotSuspendable, alreadySuspendedUntil, notSuspended, userNotFound } from "../../modules/sanctions/errors";

export function activeSuspension(ex: Executor, userId: number, now = nowIso()): Suspension | null {
  const row = ex
    .select({ until: userSuspensions.until, reason: userSuspensions.reason })
    .from(userSuspensions)
    .where(and(eq(userSuspensions.userId, userId), gt(userSuspensions.until, now)))
    .get();
  return row ?? null;
}

export function putSuspension(ex: Executor, userId: number, until: string, reason: string): void {
  ex.insert(userSuspensions)
    .values({ userId, until, reason, createdAt: nowIso() })
    .onConflictDoUpdate({ target: userSuspensions.userId, set: { until, reason, createdAt: nowIso() } })
    .run();
}

export function removeSuspension(ex: Executor, userId: number): void {
  ex.delete(userSuspensions).where(eq(userSuspensions.userId, userId)).run();
}

/**
 * Accounts matching `query` (username, e-mail, first or last name), with how many reviews each
 * wrote and how many reports those reviews drew. Without a query, the most reported first: the
 * accounts a moderator most likely needs.
 */
export function listAccounts(ex: Executor, query: string | undefined, limit: number): AdminUserSummary[] {
  // The accounts' kept figures (issue 32, figures.ts): no subquery per account; without a query
  // the list is read from users_reported_idx in its order.
  const reviewCount = users.reviewCount;
  const reportCount = users.reportedCount;
  const like = query ? `%${escapeLike(query.toLowerCase())}%` : undefined;
  const now = nowIso();
  const rows = ex
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
      reviewCount,
      reportCount,
      until: userSuspensions.until,
      reason: userSuspensions.reason,
    })
    .from(users)
    .leftJoin(userSuspensions, and(eq(userSuspensions.userId, users.id), gt(userSuspensions.until, now)))
    .where(
      like
        ? sql`(lower(${users.username}) LIKE ${like} ESCAPE '\\' OR ${users.email} LIKE ${like} ESCAPE '\\' OR lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) LIKE ${like} ESCAPE '\\')`
        : undefined,
    )
    .orderBy(...(like ? [users.username] : [desc(reportCount), desc(users.createdAt)]))
    .limit(limit)
    .all();
  return rows.map(({ until, reason, isAdmin, ...u }) => ({ ...u, isAdmin: isAdmin ? 1 : 0, suspension: until && reason ? { until, reason } : null }));
}

/** The account sanctioned, or userNotFound. */
function mustFindUser(ex: Executor, id: number): Pick<UserRow, "id" | "isAdmin"> {
  const user = ex.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.id, id)).get();
  if (!user) throw userNotFound();
  return user;
}

/** The sanctions store on SQLite (src/store/sanctions.ts). No listener derives anything from suspensions: plain write transactions. */
export function createSanctionsStore(ctx: SqliteContext): SanctionsStore {
  const { db } = ctx;
  return {
    async activeSuspension(userId) {
      return activeSuspension(db, userId);
    },

    async listAccounts(query, limit) {
      return listAccounts(db, query, limit);
    },

    async reviewsOf(viewerId, userId) {
      return db.transaction((tx) => {
        mustFindUser(tx, userId);
        // The privacy rule holds here too: only the reviews reports or moderation named, each read
        // as the viewer (an admin) reads any review.
        const list = reportedOrModeratedReviewsOf(tx, userId, viewerId);
        const onThem = reportsOnTargets(tx, list.map((r) => r.id));
        return list.map((review) => ({ review, reports: onThem.filter((r) => r.targetId === review.id).map(toReport) }));
      });
    },

    async suspend(adminId, userId, input) {
      return writeTx(db, (tx) => {
        const user = mustFindUser(tx, userId);
        if (user.isAdmin === 1) throw adminNotSuspendable();
        const current = activeSuspension(tx, userId);
        if (current) throw alreadySuspendedUntil(current.until);
        const until = new Date(Date.now() + input.hours * 3_600_000).toISOString();
        putSuspension(tx, userId, until, input.reason);
        logModeration(tx, { actorId: adminId, action: "user.suspended", targetType: "user", targetId: userId, subjectId: userId, reason: input.reason });
        addNotification(tx, notices.suspended(userId, { until }));
        return { until, reason: input.reason };
      });
    },

    async warn(adminId, userId, input) {
      return writeTx(db, (tx) => {
        mustFindUser(tx, userId);
        const at = nowIso();
        const row = tx.insert(warnings).values({ userId, reason: input.reason, createdBy: adminId, createdAt: at }).returning().get();
        logModeration(tx, { actorId: adminId, action: "user.warned", targetType: "user", targetId: userId, subjectId: userId, reason: input.reason, createdAt: at });
        addNotification(tx, authorNotice({ userId, kind: "user.warned", title: "You received a warning from the moderators", url: "/dashboard" }));
        return { id: row.id, reason: row.reason, createdAt: row.createdAt };
      });
    },

    async record(userId) {
      return db.transaction((tx) => {
        mustFindUser(tx, userId);
        const warned = tx.select().from(warnings).where(eq(warnings.userId, userId)).orderBy(desc(warnings.createdAt), desc(warnings.id)).all();
        const logged = (action: string) =>
          tx.select().from(moderationLog).where(and(eq(moderationLog.subjectId, userId), eq(moderationLog.action, action))).orderBy(desc(moderationLog.createdAt), desc(moderationLog.id)).all();
        const hidden = tx
          .select({ id: reviews.id, landlordName: landlords.name, reason: reviews.hiddenReason, at: reviews.hiddenAt })
          .from(reviews)
          .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
          .where(and(eq(reviews.userId, userId), isNotNull(reviews.hiddenAt)))
          .orderBy(desc(reviews.hiddenAt))
          .all();
        const suspensions = logged("user.suspended").map((r) => ({ at: r.createdAt, reason: r.reason }));
        return {
          warnings: warned.map((w) => ({ id: w.id, reason: w.reason, createdAt: w.createdAt })),
          suspensions,
          hiddenReviews: hidden.map((h) => ({ id: h.id, landlordName: h.landlordName, reason: h.reason ?? "Other", at: h.at! })),
          deletedReviews: logged("review.deleted").map((r) => ({ at: r.createdAt, category: r.category })),
          appeals: appealsOfUser(tx, userId),
          nextStep: nextStep(warned.length + suspensions.length),
        };
      });
    },

    async lift(adminId, userId) {
      writeTx(db, (tx) => {
        mustFindUser(tx, userId);
        if (!activeSuspension(tx, userId)) throw notSuspended();
        removeSuspension(tx, userId);
        logModeration(tx, { actorId: adminId, action: "user.unsuspended", targetType: "user", targetId: userId, subjectId: userId });
      });
    },
  };
}
