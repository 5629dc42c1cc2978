// Alerts on PostgreSQL: the twin of src/store/sqlite/alerts.ts (docs/follows.md): the new-review
// fan-out, the mail outbox, the weekly digests and the feeds' reads. Every read of reviews here goes
// through `visibleReviews` (src/store/alert-rules.ts). A fan-out batch locks its event row (FOR UPDATE), and the sender claims
// mails with FOR UPDATE SKIP LOCKED, so two nodes never take the same work (issue 24 runs the sender
// on one node at a time anyway).
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { followEvents, follows, landlords, mailOutbox, notifications, reviews, users } from "./schema";
import type { FollowRow, ReviewRow } from "../rows";
import { citySlug, type FollowTargetType } from "../../contract/follows";
import { publicAddress } from "../../contract/address";
import { nowIso } from "../../http";
import type { PgDb, PgTx } from "./connection";
import { writeTx, type PostgresContext } from "./tx";
import type { AlertsStore, ClaimedMail, DigestMailData, FeedReview, FeedsStore, NewReviewMailData } from "../alerts";
import type { FollowTarget } from "../follows";
import { excerpt, DIGEST_REVIEWS, FAN_OUT_STAGES, WEEK_MS, newReviewTitle, visibleReviews } from "../alert-rules";

type Executor = PgDb | PgTx;


/**
 * Queued in the new review's own transaction (reviews.create): its fan-out cannot be lost to a crash.
 * Only when someone follows the review's landlord, city or building (issue 32, as on SQLite): a
 * review nobody follows costs no fan-out transaction afterwards; a follow made after this
 * transaction is never told of the review anyway (`fanOutBatch`). Whether it queued one (the
 * write's `landlord.changed` says so: `fanOut`, as on SQLite).
 */
export async function queueFanOut(tx: PgTx, reviewId: string, authorId: number | null): Promise<boolean> {
  const [review] = await tx
    .select({ landlordId: reviews.landlordId, buildingId: reviews.buildingId, location: landlords.location })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(eq(reviews.id, reviewId));
  if (!review) return false;
  const targets = [
    and(eq(follows.targetType, "landlord"), eq(follows.targetId, review.landlordId)),
    and(eq(follows.targetType, "city"), eq(follows.targetId, citySlug(review.location))),
    review.buildingId ? and(eq(follows.targetType, "building"), eq(follows.targetId, review.buildingId)) : undefined,
  ];
  const [followed] = await tx.select({ id: follows.id }).from(follows).where(or(...targets)).limit(1);
  if (!followed) return false;
  await tx.insert(followEvents).values({ reviewId, authorId, stage: 0, cursor: null, doneAt: null, createdAt: nowIso() });
  return true;
}

export async function locationsOfSlug(ex: Executor, slug: string): Promise<string[]> {
  const rows = await ex.selectDistinct({ location: landlords.location }).from(landlords);
  return rows.map((r) => r.location).filter((l) => citySlug(l) === slug);
}

type ReviewWithLandlord = { review: ReviewRow; landlordName: string; location: string };

async function visibleReview(ex: Executor, reviewId: string): Promise<ReviewWithLandlord | undefined> {
  const [row] = await ex
    .select({ review: reviews, landlordName: landlords.name, location: landlords.location })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(and(eq(reviews.id, reviewId), visibleReviews(reviews)));
  return row;
}

function stageTarget(stage: number, r: ReviewWithLandlord): { targetType: FollowTargetType; targetId: string } | null {
  const kind = FAN_OUT_STAGES[stage];
  if (kind === "landlord") return { targetType: "landlord", targetId: r.review.landlordId };
  if (kind === "city") return { targetType: "city", targetId: citySlug(r.location) };
  return r.review.buildingId ? { targetType: "building", targetId: r.review.buildingId } : null;
}

async function targetCondition(ex: Executor, target: FollowTarget): Promise<SQL | undefined> {
  if (target.targetType === "landlord") return eq(reviews.landlordId, target.targetId);
  if (target.targetType === "city") {
    const locations = await locationsOfSlug(ex, target.targetId);
    return locations.length ? inArray(landlords.location, locations) : sql`false`;
  }
  return eq(reviews.buildingId, target.targetId);
}

async function reviewsOfTarget(ex: Executor, target: FollowTarget, where: SQL | undefined, limit: number): Promise<ReviewWithLandlord[]> {
  return ex
    .select({ review: reviews, landlordName: landlords.name, location: landlords.location })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(and(await targetCondition(ex, target), visibleReviews(reviews), where))
    .orderBy(desc(reviews.createdAt), sql`${reviews.id} COLLATE "C" DESC`)
    .limit(limit);
}

const mailData = (r: ReviewWithLandlord, follow: FollowRow): NewReviewMailData => ({
  reviewId: r.review.id,
  landlordId: r.review.landlordId,
  landlordName: r.landlordName,
  location: r.location,
  overallRating: r.review.overallRating,
  excerpt: excerpt(r.review.reviewText),
  targetType: follow.targetType,
  targetName: follow.targetType === "landlord" ? r.landlordName : follow.name,
});

async function queueMail(tx: PgTx, values: { userId: number; followId: string | null; idemKey: string; kind: "instant" | "digest"; data: unknown }, now: string): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ ...values, data: JSON.stringify(values.data), status: "pending", attempts: 0, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing();
}

const toFeedReview = (r: ReviewWithLandlord): FeedReview => ({
  id: r.review.id,
  landlordId: r.review.landlordId,
  landlordName: r.landlordName,
  location: r.location,
  propertyAddress: publicAddress(r.review.propertyAddress),
  overallRating: r.review.overallRating,
  reviewText: r.review.reviewText,
  createdAt: r.review.createdAt,
});

export function createFeedsStore(ctx: PostgresContext): FeedsStore {
  return {
    async reviews(target, limit) {
      return (await reviewsOfTarget(ctx.db, target, undefined, limit)).map(toFeedReview);
    },
  };
}

export function createAlertsStore(ctx: PostgresContext): AlertsStore {
  const { db } = ctx;
  return {
    async pendingFanOuts() {
      const rows = await db.select({ id: followEvents.id }).from(followEvents).where(isNull(followEvents.doneAt)).orderBy(asc(followEvents.id));
      return rows.map((r) => r.id);
    },

    async fanOutBatch(eventId, batch) {
      return writeTx(db, async (tx) => {
        const [event] = await tx.select().from(followEvents).where(eq(followEvents.id, eventId)).for("update", { skipLocked: true });
        if (!event || event.doneAt) return false;
        const now = nowIso();
        const finish = async () => {
          await tx.update(followEvents).set({ doneAt: now }).where(eq(followEvents.id, eventId));
          return false;
        };
        const review = await visibleReview(tx, event.reviewId);
        if (!review) return finish();
        let { stage, cursor } = event;
        for (; stage < FAN_OUT_STAGES.length; stage++, cursor = null) if (stageTarget(stage, review)) break;
        if (stage >= FAN_OUT_STAGES.length) return finish();
        const target = stageTarget(stage, review)!;
        const rows = await tx
          .select()
          .from(follows)
          .where(and(eq(follows.targetType, target.targetType), eq(follows.targetId, target.targetId), cursor ? sql`${follows.id} COLLATE "C" > ${cursor}` : undefined))
          .orderBy(sql`${follows.id} COLLATE "C"`)
          .limit(batch);
        // One multi-row insert of each per batch: a batch of 500 followers is two statements, not a thousand.
        // Never for one's own review, nor for a review written before the follow (its fan-out may run
        // after a follow made meanwhile: "new" is new to the follower).
        const told = rows.filter((follow) => follow.userId !== event.authorId && follow.createdAt <= review.review.createdAt);
        const title = newReviewTitle(review.landlordName);
        const url = `/landlord/${review.review.landlordId}#review-${review.review.id}`;
        if (told.length) {
          await tx
            .insert(notifications)
            .values(told.map((follow) => ({ id: crypto.randomUUID(), userId: follow.userId, kind: "new-review" as const, title, url, eventKey: `review:${review.review.id}`, createdAt: now, readAt: null })))
            .onConflictDoNothing();
        }
        const mailed = told.filter((follow) => follow.email === "instant");
        if (mailed.length) {
          await tx
            .insert(mailOutbox)
            .values(
              mailed.map((follow) => ({
                userId: follow.userId,
                followId: follow.id,
                idemKey: `instant:${follow.userId}:review:${review.review.id}`,
                kind: "instant" as const,
                data: JSON.stringify(mailData(review, follow)),
                status: "pending" as const,
                attempts: 0,
                nextAttemptAt: now,
                createdAt: now,
              })),
            )
            .onConflictDoNothing();
        }
        const stageDone = rows.length < batch;
        const next = stageDone ? { stage: stage + 1, cursor: null } : { stage, cursor: rows[rows.length - 1]!.id };
        if (stageDone && next.stage >= FAN_OUT_STAGES.length) return finish();
        await tx.update(followEvents).set(next).where(eq(followEvents.id, eventId));
        return true;
      });
    },

    async claimMails(now, staleBefore, limit) {
      return writeTx(db, async (tx) => {
        const rows = await tx
          .select({ mail: mailOutbox, to: users.email, locale: users.locale, followEmail: follows.email })
          .from(mailOutbox)
          .innerJoin(users, eq(users.id, mailOutbox.userId))
          .leftJoin(follows, eq(follows.id, mailOutbox.followId))
          .where(or(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)), and(eq(mailOutbox.status, "sending"), lte(mailOutbox.nextAttemptAt, staleBefore))))
          .orderBy(asc(mailOutbox.id))
          .limit(limit)
          .for("update", { of: mailOutbox, skipLocked: true });
        const claimed: ClaimedMail[] = [];
        for (const { mail, to, locale, followEmail } of rows) {
          const stillWanted = mail.followId === null || (followEmail !== null && followEmail !== "off");
          const data = JSON.parse(mail.data) as NewReviewMailData | DigestMailData;
          const reviewGone = mail.kind === "instant" && !(await visibleReview(tx, (data as NewReviewMailData).reviewId));
          if (!stillWanted || reviewGone) {
            await tx.delete(mailOutbox).where(eq(mailOutbox.id, mail.id));
            continue;
          }
          await tx.update(mailOutbox).set({ status: "sending", attempts: mail.attempts + 1, nextAttemptAt: now }).where(eq(mailOutbox.id, mail.id));
          claimed.push({ id: mail.id, to, locale, followId: mail.followId, idemKey: mail.idemKey, attempts: mail.attempts + 1, kind: mail.kind, data } as ClaimedMail);
        }
        return claimed;
      });
    },

    async markSent(id) {
      await db.update(mailOutbox).set({ status: "sent", sentAt: nowIso(), lastError: null }).where(eq(mailOutbox.id, id));
    },

    async markFailed(id, error, retryAt) {
      await db
        .update(mailOutbox)
        .set(retryAt ? { status: "pending", nextAttemptAt: retryAt, lastError: error } : { status: "failed", lastError: error })
        .where(eq(mailOutbox.id, id));
    },

    async queueDigests(now, limit) {
      const due = new Date(Date.parse(now) - WEEK_MS).toISOString();
      return writeTx(db, async (tx) => {
        const rows = await tx
          .select()
          .from(follows)
          .where(and(eq(follows.email, "weekly"), lte(follows.digestFrom, due)))
          .orderBy(asc(follows.digestFrom))
          .limit(limit)
          .for("update", { skipLocked: true });
        let queued = 0;
        for (const follow of rows) {
          const target: FollowTarget = { targetType: follow.targetType, targetId: follow.targetId, name: follow.name };
          const since = and(gt(reviews.createdAt, follow.digestFrom), lte(reviews.createdAt, now), sql`coalesce(${reviews.userId}, 0) <> ${follow.userId}`);
          const week = await reviewsOfTarget(tx, target, since, DIGEST_REVIEWS);
          if (week.length) {
            const [counted] = await tx
              .select({ n: count() })
              .from(reviews)
              .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
              .where(and(await targetCondition(tx, target), visibleReviews(reviews), since));
            const data: DigestMailData = {
              targetType: follow.targetType,
              targetId: follow.targetId,
              targetName: follow.targetType === "landlord" ? week[0]!.landlordName : follow.name,
              reviews: week.map((r) => ({ reviewId: r.review.id, landlordId: r.review.landlordId, landlordName: r.landlordName, overallRating: r.review.overallRating, excerpt: excerpt(r.review.reviewText), createdAt: r.review.createdAt })),
              total: counted?.n ?? week.length,
            };
            await queueMail(tx, { userId: follow.userId, followId: follow.id, idemKey: `digest:${follow.id}:${follow.digestFrom}`, kind: "digest", data }, now);
            queued++;
          }
          await tx.update(follows).set({ digestFrom: now }).where(eq(follows.id, follow.id));
        }
        return queued;
      });
    },

    async counts() {
      const rows = await db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
      const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
      for (const r of rows) counts[r.status] = r.n;
      return counts;
    },
  };
}
