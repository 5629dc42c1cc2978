// The alerts store's interface (docs/follows.md): what happens after a commit and must survive a
// crash. A new review's fan-out to followers (queued in the review's transaction as a follow event,
// done after the answer in batches), the mail outbox (queued in the transaction of its cause, sent
// by one loop, marked sent) and the weekly digests. Implementations: src/store/sqlite/alerts.ts,
// src/store/postgres/alerts.ts.
import type { FollowTargetType } from "../contract/follows";

/** What an instant mail says: a new review on something followed (no author, ever: the privacy rule). */
export interface NewReviewMailData {
  reviewId: string;
  landlordId: string;
  landlordName: string;
  location: string;
  overallRating: number;
  excerpt: string;
  targetType: FollowTargetType;
  targetName: string;
}

/** What a weekly digest says: the follow's new reviews of the week, newest first. */
export interface DigestMailData {
  targetType: FollowTargetType;
  targetId: string;
  targetName: string;
  reviews: { reviewId: string; landlordId: string; landlordName: string; overallRating: number; excerpt: string; createdAt: string }[];
  /** The week's reviews when there are more than the digest lists. */
  total: number;
}

/** A mail the sender took: status "sending" until marked sent or failed. */
export type ClaimedMail = { id: number; to: string; /** The recipient's users.locale (mail in their language, src/i18n/mail.ts). */ locale: string | null; followId: string | null; idemKey: string; attempts: number } & (
  | { kind: "instant"; data: NewReviewMailData }
  | { kind: "digest"; data: DigestMailData }
);

export interface MailOutboxCounts {
  pending: number;
  sending: number;
  sent: number;
  failed: number;
}

export interface AlertsStore {
  /** Follow events not done yet, oldest first (at start-up: what a crash left). */
  pendingFanOuts(): Promise<number[]>;
  /**
   * Does the next batch (at most `batch` follows) of an event's fan-out in one transaction:
   * notifications, and instant mails queued, for followers other than the author; saves the cursor.
   * False once the event is done.
   */
  fanOutBatch(eventId: number, batch: number): Promise<boolean>;
  /**
   * Takes up to `limit` mails due at `now` (pending with next_attempt_at passed, or "sending" since
   * before `staleBefore`: a sender that died mid-send) and marks them sending, attempts + 1.
   */
  claimMails(now: string, staleBefore: string, limit: number): Promise<ClaimedMail[]>;
  markSent(id: number): Promise<void>;
  /** A failed try: pending again at `retryAt`, or failed for good when `retryAt` is null. */
  markFailed(id: number, error: string, retryAt: string | null): Promise<void>;
  /**
   * Queues the digests due at `now` (weekly follows whose week since `digest_from` has passed), each
   * with its follow's mark moved on in the same transaction; a week with no new review sends nothing.
   * How many were queued.
   */
  queueDigests(now: string, limit: number): Promise<number>;
  counts(): Promise<MailOutboxCounts>;
}

/** A review as a feed shows it (the privacy rule: no author, no name, a building-level address). */
export interface FeedReview {
  id: string;
  landlordId: string;
  landlordName: string;
  location: string;
  propertyAddress: string | null;
  overallRating: number;
  reviewText: string;
  createdAt: string;
}

export interface FeedsStore {
  /** The newest `limit` visible reviews of a target, newest first. */
  reviews(target: import("./follows").FollowTarget, limit: number): Promise<FeedReview[]>;
}
