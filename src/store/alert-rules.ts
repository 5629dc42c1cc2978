import { isNull, type Column, type SQL } from "drizzle-orm";
import { citySlug } from "../contract/follows";
import type { NotificationInput } from "./notifications";

// Rules the alerts stores of both databases share (docs/follows.md), so they cannot drift.

/** The targets a new review's fan-out goes through, in order (a follower of two hears once: eventKey). */
export const FAN_OUT_STAGES = ["landlord", "city", "building"] as const;
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Reviews a weekly digest lists; it says how many more there were. */
export const DIGEST_REVIEWS = 10;

/** A review's first 300 characters, cut at a word. */
export function excerpt(text: string, max = 300): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A city's name from the locations of its landlords: of the spellings whose slug is `slug`, the one
 * most landlords use (then the first in code-point order), so both databases name it alike.
 */
export function cityName(locations: { location: string; n: number }[], slug: string): string | null {
  const matching = locations.filter((l) => citySlug(l.location) === slug).sort((a, b) => b.n - a.n || (a.location < b.location ? -1 : a.location > b.location ? 1 : 0));
  return matching[0]?.location ?? null;
}

/**
 * visible reviews only: a review hidden by moderators (contract §7.5) is in no alert, digest or
 * feed. The one condition every read of reviews of the follows feature goes through (fan-out,
 * instant mails at send time, digests, feeds), on either database's `reviews` table.
 */
export function visibleReviews(table: { hiddenAt: Column }): SQL | undefined {
  return isNull(table.hiddenAt);
}

// The titles of notifications, stored in English as written here; the UI shows them in the reader's
// language by matching these sentences (ui/src/features/follows/notification-title.ts): a new title
// needs its line there.
export const newReviewTitle = (landlordName: string) => `New review of ${landlordName}`;

/**
 * The notifications other modules send inside their own write transactions (addNotification of
 * src/store/sqlite/notifications.ts and src/store/postgres/notifications.ts), written once here.
 * LEAD (issue 28): a review hidden, restored or removed and an appeal answered are `moderation`
 * notices of the same form, e.g. { kind: "moderation", title: "Moderators hid your review", url:
 * "/dashboard", eventKey: `review-hidden:${reviewId}:${at}` }; a warning is a `sanction`.
 */
export const notices = {
  reply: (userId: number, review: { id: string; landlordId: string }): NotificationInput => ({
    userId,
    kind: "reply",
    title: "The owner answered your review",
    url: `/landlord/${review.landlordId}#review-${review.id}`,
    eventKey: `reply:${review.id}`,
  }),
  reportDecided: (userId: number, report: { id: number; status: "resolved" | "dismissed" }): NotificationInput => ({
    userId,
    kind: "moderation",
    title: report.status === "resolved" ? "Moderators resolved your report" : "Moderators dismissed your report",
    url: "/dashboard",
    eventKey: `report:${report.id}:${report.status}`,
  }),
  reviewRemoved: (userId: number, review: { id: string; landlordName: string }): NotificationInput => ({
    userId,
    kind: "moderation",
    title: `Moderators removed your review of ${review.landlordName}`,
    url: "/dashboard",
    eventKey: `review-removed:${review.id}`,
  }),
  suspended: (userId: number, suspension: { until: string }): NotificationInput => ({
    userId,
    kind: "sanction",
    title: "Your account is suspended",
    url: "/dashboard",
    eventKey: `suspension:${suspension.until}`,
  }),
};

/**
 * A moderation decision told to the person it concerns (contract §7.5: "the author is notified
 * either way"): a warning or suspension is a `sanction`, the rest `moderation`. Each decision is
 * an event of its own, so its key is new each time. Called by the deciding stores of both
 * databases inside the decision's own transaction.
 */
export interface AuthorNotice {
  userId: number;
  kind: "review.hidden" | "review.restored" | "user.warned" | "user.suspended" | "appeal.granted" | "appeal.upheld";
  title: string;
  url: string;
}

export function authorNotice(notice: AuthorNotice): NotificationInput {
  return {
    userId: notice.userId,
    kind: notice.kind === "user.warned" || notice.kind === "user.suspended" ? "sanction" : "moderation",
    title: notice.title,
    url: notice.url,
    eventKey: `${notice.kind}:${crypto.randomUUID()}`,
  };
}
