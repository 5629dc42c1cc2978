// Alerts in SQLite (docs/follows.md): the new-review fan-out (follow events), the mail outbox,
// the weekly digests and the feeds' reads. Every read of reviews here goes through `visibleReviews` (src/store/alert-rules.ts).
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { followEvents, follows, landlords, mailOutbox, notifications, reviews, users, type FollowRow, type ReviewRow } from "./schema";
import { citySlug, type FollowTargetType } from "../../contract/follows";
import { publicAddress } from "../../contract/address";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import { writeTx, type SqliteContext } from "./tx";
import { clientOf } from "./figures";
import { prepared } from "./prepared";
import type { AlertsStore, ClaimedMail, DigestMailData, FeedReview, FeedsStore, NewReviewMailData } from "../alerts";
import type { FollowTarget } from "../follows";
import { excerpt, DIGEST_REVIEWS, FAN_OUT_STAGES, WEEK_MS, newReviewTitle, visibleReviews } from "../alert-rules";


/**
 * Queued in the new review's own transaction (reviews.create): its fan-out cannot be lost to a crash.
 * Only when someone follows the review's landlord, city or building (issue 32): a review nobody
 * follows costs no fan-out transaction afterwards (each a commit and its fsync, which halved the
 * rate of review writes). Nobody is missed: a follow made after this transaction is never told of
 * the review (`fanOutBatch` tells follows made before it), and one made before is seen here.
 * Whether it queued one: the write says so in its `landlord.changed` (`fanOut`), and the fan-out
 * worker asks for pending jobs only then (modules/follows/sender.ts).
 */
export function queueFanOut(tx: Executor, reviewId: string, authorId: number | null, known?: { landlordId: string; buildingId: string | null; location: string }): boolean {
  const client = clientOf(tx);
  // `known`: what the write that inserted the review holds already (reviews.create), not read back.
  const review =
    known ??
    client
      .query<{ landlordId: string; buildingId: string | null; location: string }, [string]>(
        "SELECT r.landlord_id AS landlordId, r.building_id AS buildingId, l.location AS location FROM reviews r JOIN landlords l ON l.id = r.landlord_id WHERE r.id = ?",
      )
      .get(reviewId);
  if (!review) return false;
  const followed = client
    .query<{ f: number }, [string, string, string | null]>(
      `SELECT EXISTS (SELECT 1 FROM follows WHERE target_type = 'landlord' AND target_id = ?1)
        OR EXISTS (SELECT 1 FROM follows WHERE target_type = 'city' AND target_id = ?2)
        OR EXISTS (SELECT 1 FROM follows WHERE target_type = 'building' AND target_id = ?3) AS f`,
    )
    .get(review.landlordId, citySlug(review.location), review.buildingId);
  if (!followed?.f) return false;
  tx.insert(followEvents).values({ reviewId, authorId, stage: 0, cursor: null, doneAt: null, createdAt: nowIso() }).run();
  return true;
}

/** The locations whose slug is `slug` ("Ann Arbor, MI" and "Ann Arbor MI" are one city). */
export function locationsOfSlug(ex: Executor, slug: string): string[] {
  return ex
    .selectDistinct({ location: landlords.location })
    .from(landlords)
    .all()
    .map((r) => r.location)
    .filter((l) => citySlug(l) === slug);
}

type ReviewWithLandlord = { review: ReviewRow; landlordName: string; location: string };

function visibleReview(ex: Executor, reviewId: string): ReviewWithLandlord | undefined {
  return ex
    .select({ review: reviews, landlordName: landlords.name, location: landlords.location })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(and(eq(reviews.id, reviewId), visibleReviews(reviews)))
    .get();
}

/** The target a fan-out stage looks at for a review, or null when the review has none there. */
function stageTarget(stage: number, r: ReviewWithLandlord): { targetType: FollowTargetType; targetId: string } | null {
  const kind = FAN_OUT_STAGES[stage];
  if (kind === "landlord") return { targetType: "landlord", targetId: r.review.landlordId };
  if (kind === "city") return { targetType: "city", targetId: citySlug(r.location) };
  return r.review.buildingId ? { targetType: "building", targetId: r.review.buildingId } : null;
}

function targetCondition(ex: Executor, target: FollowTarget): SQL | undefined {
  if (target.targetType === "landlord") return eq(reviews.landlordId, target.targetId);
  if (target.targetType === "city") {
    const locations = locationsOfSlug(ex, target.targetId);
    return locations.length ? inArray(landlords.location, locations) : sql`0`;
  }
  return eq(reviews.buildingId, target.targetId);
}

function reviewsOfTarget(ex: Executor, target: FollowTarget, where: SQL | undefined, limit: number): ReviewWithLandlord[] {
  return ex
    .select({ review: reviews, landlordName: landlords.name, location: landlords.location })
    .from(reviews)
    .innerJoin(landlords, eq(landlords.id, reviews.landlordId))
    .where(and(targetCondition(ex, target), visibleReviews(reviews), where))
    .orderBy(desc(reviews.createdAt), sql`${reviews}.rowid DESC`)
    .limit(limit)
    .all();
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

/** Queues a mail; a second one with the same key (recipient and event) is a no-op. */
function queueMail(tx: Executor, values: { userId: number; followId: string | null; idemKey: string; kind: "instant" | "digest"; data: unknown }, now: string): void {
  tx.insert(mailOutbox)
    .values({ ...values, data: JSON.stringify(values.data), status: "pending", attempts: 0, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing()
    .run();
}

export function createFeedsStore(ctx: SqliteContext): FeedsStore {
  return {
    async reviews(target, limit) {
      return reviewsOfTarget(ctx.db, target, undefined, limit).map(toFeedReview);
    },
  };
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

/** The alerts store on SQLite (src/store/alerts.ts). */
export function createAlertsStore(ctx: SqliteContext): AlertsStore {
  const { db } = ctx;
  return {
    async pendingFanOuts() {
      // Asked after every review write (the fan-out worker's kick): prepared once (prepared.ts).
      const query = prepared(db, "pendingFanOuts", (on) => on.select({ id: followEvents.id }).from(followEvents).where(isNull(followEvents.doneAt)).orderBy(asc(followEvents.id)).prepare());
      return query.all().map((r) => r.id);
    },

    async fanOutBatch(eventId, batch) {
      return writeTx(db, (tx) => {
        const event = tx.select().from(followEvents).where(eq(followEvents.id, eventId)).get();
        if (!event || event.doneAt) return false;
        const now = nowIso();
        const finish = () => {
          tx.update(followEvents).set({ doneAt: now }).where(eq(followEvents.id, eventId)).run();
          return false;
        };
        const review = visibleReview(tx, event.reviewId);
        if (!review) return finish(); // deleted (or hidden) before its fan-out: nobody is told
        let { stage, cursor } = event;
        for (; stage < FAN_OUT_STAGES.length; stage++, cursor = null) {
          const target = stageTarget(stage, review);
          if (target) break;
        }
        if (stage >= FAN_OUT_STAGES.length) return finish();
        const target = stageTarget(stage, review)!;
        const rows = tx
          .select()
          .from(follows)
          .where(and(eq(follows.targetType, target.targetType), eq(follows.targetId, target.targetId), cursor ? gt(follows.id, cursor) : undefined))
          .orderBy(asc(follows.id))
          .limit(batch)
          .all();
        // One multi-row insert of each per batch: a batch of 500 followers is two statements, not a thousand.
        // Never for one's own review, nor for a review written before the follow (its fan-out may run
        // after a follow made meanwhile: "new" is new to the follower).
        const told = rows.filter((follow) => follow.userId !== event.authorId && follow.createdAt <= review.review.createdAt);
        const title = newReviewTitle(review.landlordName);
        const url = `/landlord/${review.review.landlordId}#review-${review.review.id}`;
        if (told.length) {
          tx
            .insert(notifications)
            .values(told.map((follow) => ({ id: crypto.randomUUID(), userId: follow.userId, kind: "new-review" as const, title, url, eventKey: `review:${review.review.id}`, createdAt: now, readAt: null })))
            .onConflictDoNothing()
            .run();
        }
        const mailed = told.filter((follow) => follow.email === "instant");
        if (mailed.length) {
          tx
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
            .onConflictDoNothing()
            .run();
        }
        const stageDone = rows.length < batch;
        const next = stageDone ? { stage: stage + 1, cursor: null } : { stage, cursor: rows[rows.length - 1]!.id };
        if (stageDone && next.stage >= FAN_OUT_STAGES.length) return finish();
        tx.update(followEvents).set(next).where(eq(followEvents.id, eventId)).run();
        return true;
      });
    },

    async claimMails(now, staleBefore, limit) {
      return writeTx(db, (tx) => {
        const rows = tx
          .select({ mail: mailOutbox, to: users.email, locale: users.locale, followEmail: follows.email })
          .from(mailOutbox)
          .innerJoin(users, eq(users.id, mailOutbox.userId))
          .leftJoin(follows, eq(follows.id, mailOutbox.followId))
          .where(or(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)), and(eq(mailOutbox.status, "sending"), lte(mailOutbox.nextAttemptAt, staleBefore))))
          .orderBy(asc(mailOutbox.id))
          .limit(limit)
          .all();
        const claimed: ClaimedMail[] = [];
        for (const { mail, to, locale, followEmail } of rows) {
          const stillWanted = mail.followId === null || (followEmail !== null && followEmail !== "off");
          const data = JSON.parse(mail.data) as NewReviewMailData | DigestMailData;
          // An instant mail whose review is gone (deleted, or hidden: visibleReviews) is not sent.
          const reviewGone = mail.kind === "instant" && !visibleReview(tx, (data as NewReviewMailData).reviewId);
          if (!stillWanted || reviewGone) {
            tx.delete(mailOutbox).where(eq(mailOutbox.id, mail.id)).run();
            continue;
          }
          tx.update(mailOutbox).set({ status: "sending", attempts: mail.attempts + 1, nextAttemptAt: now }).where(eq(mailOutbox.id, mail.id)).run();
          claimed.push({ id: mail.id, to, locale, followId: mail.followId, idemKey: mail.idemKey, attempts: mail.attempts + 1, kind: mail.kind, data } as ClaimedMail);
        }
        return claimed;
      });
    },

    async markSent(id) {
      writeTx(db, (tx) => tx.update(mailOutbox).set({ status: "sent", sentAt: nowIso(), lastError: null }).where(eq(mailOutbox.id, id)).run());
    },

    async markFailed(id, error, retryAt) {
      writeTx(db, (tx) =>
        tx
          .update(mailOutbox)
          .set(retryAt ? { status: "pending", nextAttemptAt: retryAt, lastError: error } : { status: "failed", lastError: error })
          .where(eq(mailOutbox.id, id))
          .run(),
      );
    },

    async queueDigests(now, limit) {
      const due = new Date(Date.parse(now) - WEEK_MS).toISOString();
      return writeTx(db, (tx) => {
        const rows = tx.select().from(follows).where(and(eq(follows.email, "weekly"), lte(follows.digestFrom, due))).orderBy(asc(follows.digestFrom)).limit(limit).all();
        let queued = 0;
        for (const follow of rows) {
          const target: FollowTarget = { targetType: follow.targetType, targetId: follow.targetId, name: follow.name };
          const since = and(gt(reviews.createdAt, follow.digestFrom), lte(reviews.createdAt, now), follow.userId ? sql`coalesce(${reviews.userId}, 0) <> ${follow.userId}` : undefined);
          const week = reviewsOfTarget(tx, target, since, DIGEST_REVIEWS);
          if (week.length) {
            const total = tx.select({ n: count() }).from(reviews).innerJoin(landlords, eq(landlords.id, reviews.landlordId)).where(and(targetCondition(tx, target), visibleReviews(reviews), since)).get()?.n ?? week.length;
            const data: DigestMailData = {
              targetType: follow.targetType,
              targetId: follow.targetId,
              targetName: follow.targetType === "landlord" ? week[0]!.landlordName : follow.name,
              reviews: week.map((r) => ({ reviewId: r.review.id, landlordId: r.review.landlordId, landlordName: r.landlordName, overallRating: r.review.overallRating, excerpt: excerpt(r.review.reviewText), createdAt: r.review.createdAt })),
              total,
            };
            queueMail(tx, { userId: follow.userId, followId: follow.id, idemKey: `digest:${follow.id}:${follow.digestFrom}`, kind: "digest", data }, now);
            queued++;
          }
          tx.update(follows).set({ digestFrom: now }).where(eq(follows.id, follow.id)).run();
        }
        return queued;
      });
    },

    async counts() {
      const rows = db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status).all();
      const counts = { pending: 0, sending: 0, sent: 0, failed: 0 };
      for (const r of rows) counts[r.status] = r.n;
      return counts;
    },
  };
}
