// The right of reply (docs/product-rules.md#verification-badges-and-replies). Only the verified owner of the review's landlord (the
// account an approved verification request linked to it) writes, replaces or deletes the one
// reply a review may have; nobody but the review's author ever edits the review itself. Admins
// remove a reply (a report on it found it wrong): pending reports on it are resolved and the
// removal is recorded in the same transaction. The replies store (src/store/replies.ts) checks the
// ownership inside its write.
import type { AppDeps } from "../../deps";
import type { Review } from "../../contract/types";
import type { ReplyInput } from "../../contract/schemas";
import type { UserRow } from "../../store/rows";

export function createRepliesService(deps: AppDeps) {
  const { store } = deps;

  return {
    /** PUT: writes the review's reply, or replaces the one it has. Answers the review with its reply. */
    put(user: Pick<UserRow, "id">, reviewId: string, input: ReplyInput): Promise<Review> {
      return store.replies.put(user.id, reviewId, input.text);
    },

    remove(user: Pick<UserRow, "id">, reviewId: string): Promise<void> {
      return store.replies.remove(user.id, reviewId);
    },

    /** An admin removes a reply by its id (what a "reply" report names). */
    adminRemove(admin: Pick<UserRow, "id">, replyId: string): Promise<void> {
      return store.replies.adminRemove(admin.id, replyId);
    },
  };
}
