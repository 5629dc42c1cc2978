// Which reviews and replies the public may read (contract §7.5): a review or reply hidden by
// moderators is left out of every public answer, search document, count and figure. Every public
// read of reviews in the SQLite stores adds this one condition, and so must any new one (buildings,
// feeds, figures by deltas): grep for `reviewIsVisible`. The author's own list
// (reviewsOfUser) and admin reads are the only reads without it. Twin: src/store/postgres/visibility.ts.
import { isNull, sql, type SQL } from "drizzle-orm";
import { reviewReplies, reviews } from "./schema";

/** visible reviews only: `reviews.hidden_at IS NULL`. */
export const reviewIsVisible = (): SQL => isNull(reviews.hiddenAt);
/** The same condition for hand-written SQL over `reviews` (or an alias of it). */
export const reviewIsVisibleSql = (alias = "reviews"): SQL => sql.raw(`${alias}.hidden_at IS NULL`);
/** visible replies only: `review_replies.hidden_at IS NULL` (for a LEFT JOIN's ON). */
export const replyIsVisible = (): SQL => isNull(reviewReplies.hiddenAt);
