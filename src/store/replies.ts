// The replies store's interface (docs/architecture.md, "Stores"); its SQLite implementation is
// src/store/sqlite/replies.ts `createRepliesStore`. The right of reply
// (docs/product-rules.md#verification-badges-and-replies): only the verified owner of a review's
// landlord writes, replaces or deletes the one reply the review may have; the ownership is checked
// inside the write, so a verification revoked at the same moment cannot slip in between.
import type { Review } from "../contract/types";
import type { HideInput } from "../contract/schemas";

export interface RepliesStore {
  /**
   * Writes the review's reply, or replaces the text of the one it has (404 reviewNotFound, 403
   * notTheOwner). Answers the review, with its reply, as `userId` reads it.
   */
  put(userId: number, reviewId: string, text: string): Promise<Review>;
  /** The owner deletes the review's reply (404 reviewNotFound, 403 notTheOwner, 404 replyNotFound when it has none). */
  remove(userId: number, reviewId: string): Promise<void>;
  /**
   * An admin removes a reply by its id (404 replyNotFound): pending reports on it are resolved and
   * one moderation-log row written, in the same transaction.
   */
  adminRemove(adminId: number, replyId: string): Promise<void>;
  /**
   * An admin hides the review's reply (contract §7.5): no longer drawn under it, pending reports on
   * it resolved, one log row, in one transaction. 404 reviewNotFound or replyNotFound, 409 replyAlreadyHidden.
   */
  hide(adminId: number, reviewId: string, input: HideInput): Promise<void>;
  /** Shows a hidden reply again (logged). 404 reviewNotFound or replyNotFound, 409 replyNotHidden. */
  restore(adminId: number, reviewId: string): Promise<void>;
}
