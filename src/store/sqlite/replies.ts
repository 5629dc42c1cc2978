// Owners' replies to reviews in SQLite (docs/product-rules.md#verification-badges-and-replies): one row per review at most.
import { eq, inArray } from "drizzle-orm";
import { reviewReplies, type ReviewReplyRow } from "./schema";
import { nowIso } from "../../http";
import type { Executor } from "./connection";
import type { SqliteContext } from "./tx";
import type { RepliesStore } from "../replies";

export function replyOfReview(ex: Executor, reviewId: string): ReviewReplyRow | undefined {
  return ex.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).get();
}

export function replyById(ex: Executor, id: string): ReviewReplyRow | undefined {
  return ex.select().from(reviewReplies).where(eq(reviewReplies.id, id)).get();
}

/** Writes the review's reply, or replaces the text of the one it has (keeping its id and createdAt). */
export function putReply(ex: Executor, reviewId: string, userId: number, text: string): void {
  const now = nowIso();
  ex.insert(reviewReplies)
    .values({ id: crypto.randomUUID(), reviewId, userId, text, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: reviewReplies.reviewId, set: { text, userId, updatedAt: now } })
    .run();
}

export function deleteReply(ex: Executor, reviewId: string): void {
  ex.delete(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)).run();
}

/** The ids of the replies to any of `reviewIds`: reports on them are settled with the reviews. */
export function replyIdsOf(ex: Executor, reviewIds: readonly string[]): string[] {
  if (!reviewIds.length) return [];
  return ex.select({ id: reviewReplies.id }).from(reviewReplies).where(inArray(reviewReplies.reviewId, [...reviewIds])).all().map((r) => r.id);
}

/** The replies store on SQLite (src/store/replies.ts). */
export function createRepliesStore(ctx: SqliteContext): RepliesStore {
  void ctx;
  return {};
}
