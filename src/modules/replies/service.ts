// The right of reply (docs/product-rules.md#verification-badges-and-replies). Only the verified owner of the review's landlord (the
// account an approved verification request linked to it) writes, replaces or deletes the one
// reply a review may have; nobody but the review's author ever edits the review itself. Admins
// remove a reply (a report on it found it wrong): pending reports on it are resolved and the
// removal is recorded in the same transaction.
import type { AppDeps } from "../../deps";
import type { Review } from "../../contract/types";
import type { ReplyInput } from "../../contract/schemas";
import { writeTx } from "../../store/sqlite/connection";
import type { UserRow } from "../../store/sqlite/schema";
import type { Executor } from "../../store/sqlite/connection";
import { landlordById } from "../../store/sqlite/landlords";
import { resolvePendingOn } from "../../store/sqlite/reports";
import { reviewById, reviewRowById } from "../../store/sqlite/reviews";
import { reviewNotFound } from "../reviews/errors";
import { notTheOwner, replyNotFound } from "./errors";
import { logModeration } from "../../store/sqlite/moderation-log";
import * as repo from "../../store/sqlite/replies";

export function createRepliesService(deps: AppDeps) {
  const { db } = deps;

  /** The review, after checking that `user` owns its landlord (404 / 403). */
  function ownedReview(tx: Executor, user: Pick<UserRow, "id">, id: string) {
    const review = reviewRowById(tx, id);
    if (!review) throw reviewNotFound();
    const landlord = landlordById(tx, review.landlordId);
    if (!landlord || landlord.ownerUserId !== user.id) throw notTheOwner();
    return review;
  }

  return {
    /** PUT: writes the review's reply, or replaces the one it has. Answers the review with its reply. */
    put(user: Pick<UserRow, "id">, reviewId: string, input: ReplyInput): Review {
      return writeTx(db, (tx) => {
        const review = ownedReview(tx, user, reviewId);
        repo.putReply(tx, review.id, user.id, input.text);
        return reviewById(tx, review.id, user.id)!;
      });
    },

    remove(user: Pick<UserRow, "id">, reviewId: string): void {
      writeTx(db, (tx) => {
        const review = ownedReview(tx, user, reviewId);
        if (!repo.replyOfReview(tx, review.id)) throw replyNotFound();
        repo.deleteReply(tx, review.id);
      });
    },

    /** An admin removes a reply by its id (what a "reply" report names). */
    adminRemove(admin: Pick<UserRow, "id">, replyId: string): void {
      writeTx(db, (tx) => {
        const reply = repo.replyById(tx, replyId);
        if (!reply) throw replyNotFound();
        resolvePendingOn(tx, [reply.id], admin.id);
        repo.deleteReply(tx, reply.reviewId);
        logModeration(tx, { actorId: admin.id, action: "reply.remove", targetType: "reply", targetId: reply.id });
      });
    },
  };
}
