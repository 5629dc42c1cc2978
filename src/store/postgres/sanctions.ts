// Suspensions and the admin's view of accounts on PostgreSQL: the twin of src/store/sqlite/sanctions.ts.
// A suspension row is current while `until` is in the future; an expired one is ignored (and
// replaced by the next). A suspension or a lift writes its moderation-log row in the same transaction.
// Where SQLite's write lock serialised "is one running?" and the write, the account's row is locked
// first (FOR NO KEY UPDATE: user_suspensions' foreign key to it stays free), so two moderators
// suspending one account at once get one suspension and one alreadySuspendedUntil.
import { and, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { landlords, moderationLog, reports, reviews, userSuspensions, users, warnings } from "./schema";
import { appealsOfUser } from "./appeals";
import { nextStep } from "../shapes";
import { addNotification } from "./notifications";
import { authorNotice, notices } from "../alert-rules";
import type { AdminUserSummary, Suspension } from "../../contract/types";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import { escapeLike } from "./landlords";
import { logModeration } from "./moderation-log";
import { reportsOnTargets, toReport } from "./reports";
import { reportedOrModeratedReviewsOf } from "./reviews";
import { writeTx, type PostgresContext } from "./tx";
import type { SanctionsStore } from "../sanctions";
import { adminNotSuspendable, alreadySuspendedUntil, notSuspended, userNotFound } from "../../modules/sanctions/errors";

type Ex = PgDb | PgTx;

export async function activeSuspension(ex: Ex, userId: number, now = nowIso()): Promise<Suspension | null> {
  const [row] = await ex
    .select({ until: userSuspensions.until, reason: userSuspensions.reason })
    .from(userSuspensions)
    .where(and(eq(userSuspensions.userId, userId), gt(userSuspensions.until, now)));
  return row ?? null;
}

/** Suspends `userId` until `until` (replacing an earlier suspension): the sanctions store's, and the demo's (bulk.ts). */
export async function putSuspension(ex: Ex, userId: number, until: string, reason: string): Promise<void> {
  await ex
    .insert(userSuspensions)
    .values({ userId, until, reason, createdAt: nowIso() })
    .onConflictDoUpdate({ target: userSuspensions.userId, set: { until, reason, createdAt: nowIso() } });
}

/** As SQLite's listAccounts: matching accounts with their review and report counts; without a query, the most reported first. */
export async function listAccounts(ex: Ex, query: string | undefined, limit: number): Promise<AdminUserSummary[]> {
  // The accounts' kept figures (issue 32, figures.ts): no subquery per account.
  const reviewCount = users.reviewCount;
  const reportCount = users.reportedCount;
  const like = query ? `%${escapeLike(query.toLowerCase())}%` : undefined;
  const now = nowIso();
  const rows = await ex
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
    // Byte order, as SQLite's BINARY collation sorts: the cluster's locale must not reorder names.
    .orderBy(...(like ? [sql`${users.username} COLLATE "C"`] : [desc(reportCount), desc(users.createdAt)]))
    .limit(limit);
  return rows.map(({ until, reason, isAdmin, ...u }) => ({ ...u, isAdmin: isAdmin ? 1 : 0, suspension: until && reason ? { until, reason } : null }));
}

/** The account sanctioned, its row locked until the transaction ends, or userNotFound. */
async function lockUser(tx: PgTx, id: number): Promise<{ id: number; isAdmin: number }> {
  const [user] = await tx.select({ id: users.id, isAdmin: users.isAdmin }).from(users).where(eq(users.id, id)).for("no key update");
  if (!user) throw userNotFound();
  return user;
}

/**
 * The sanctions store on PostgreSQL (src/store/sanctions.ts). No listener derives anything from suspensions:
 * plain transactions.
 */
export function createSanctionsStore(ctx: PostgresContext): SanctionsStore {
  const { db } = ctx;
  return {
    async activeSuspension(userId) {
      return activeSuspension(db, userId);
    },

    async listAccounts(query, limit) {
      return listAccounts(db, query, limit);
    },

    async reviewsOf(viewerId, userId) {
      // One snapshot for the account, its reviews and the reports on them, as SQLite's read transaction gives.
      return db.transaction(
        async (tx) => {
          const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
          if (!user) throw userNotFound();
          // The privacy rule holds here too: only the reviews reports or moderation named, each read
          // as the viewer (an admin) reads any review.
          const list = await reportedOrModeratedReviewsOf(tx, userId, viewerId);
          const onThem = await reportsOnTargets(tx, list.map((r) => r.id));
          return list.map((review) => ({ review, reports: onThem.filter((r) => r.targetId === review.id).map(toReport) }));
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },

    async suspend(adminId, userId, input) {
      return writeTx(db, async (tx) => {
        const user = await lockUser(tx, userId);
        if (user.isAdmin === 1) throw adminNotSuspendable();
        const current = await activeSuspension(tx, userId);
        if (current) throw alreadySuspendedUntil(current.until);
        const until = new Date(Date.now() + input.hours * 3_600_000).toISOString();
        await putSuspension(tx, userId, until, input.reason);
        await logModeration(tx, { actorId: adminId, action: "user.suspended", targetType: "user", targetId: userId, subjectId: userId, reason: input.reason });
        await addNotification(tx, notices.suspended(userId, { until }));
        return { until, reason: input.reason };
      });
    },

    async warn(adminId, userId, input) {
      return writeTx(db, async (tx) => {
        await lockUser(tx, userId);
        const at = nowIso();
        const [row] = await tx.insert(warnings).values({ userId, reason: input.reason, createdBy: adminId, createdAt: at }).returning();
        await logModeration(tx, { actorId: adminId, action: "user.warned", targetType: "user", targetId: userId, subjectId: userId, reason: input.reason, createdAt: at });
        await addNotification(tx, authorNotice({ userId, kind: "user.warned", title: "You received a warning from the moderators", url: "/dashboard" }));
        return { id: row!.id, reason: row!.reason, createdAt: row!.createdAt };
      });
    },

    async record(userId) {
      return db.transaction(
        async (tx) => {
          const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
          if (!user) throw userNotFound();
          const warned = await tx.select().from(warnings).where(eq(warnings.userId, userId)).orderBy(desc(warnings.createdAt), desc(warnings.id));
          const logged = (action: string) =>
            tx.select().from(moderationLog).where(and(eq(moderationLog.subjectId, userId), eq(moderationLog.action, action))).orderBy(desc(moderationLog.createdAt), desc(moderationLog.id));
          const hidden = await tx
            .select({ id: reviews.id, landlordName: landlords.name, reason: reviews.hiddenReason, at: reviews.hiddenAt })
            .from(reviews)
            .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
            .where(and(eq(reviews.userId, userId), isNotNull(reviews.hiddenAt)))
            .orderBy(desc(reviews.hiddenAt));
          const suspensions = (await logged("user.suspended")).map((r) => ({ at: r.createdAt, reason: r.reason }));
          return {
            warnings: warned.map((w) => ({ id: w.id, reason: w.reason, createdAt: w.createdAt })),
            suspensions,
            hiddenReviews: hidden.map((h) => ({ id: h.id, landlordName: h.landlordName, reason: h.reason ?? "Other", at: h.at! })),
            deletedReviews: (await logged("review.deleted")).map((r) => ({ at: r.createdAt, category: r.category })),
            appeals: await appealsOfUser(tx, userId),
            nextStep: nextStep(warned.length + suspensions.length),
          };
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      );
    },

    async lift(adminId, userId) {
      await writeTx(db, async (tx) => {
        await lockUser(tx, userId);
        if (!(await activeSuspension(tx, userId))) throw notSuspended();
        await tx.delete(userSuspensions).where(eq(userSuspensions.userId, userId));
        await logModeration(tx, { actorId: adminId, action: "user.unsuspended", targetType: "user", targetId: userId, subjectId: userId });
      });
    },
  };
}
