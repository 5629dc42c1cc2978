// The errors of reviews (see src/http.ts for how errors are declared and answered).
import { defineError } from "../../http";

export const reviewNotFound = defineError({ code: "review.not_found", status: 404, message: "Review not found" });
export const alreadyReviewed = defineError({ code: "review.already_reviewed", status: 409, message: "You have already reviewed this landlord" });
export const notYourReviewToEdit = defineError({ code: "review.not_owner", status: 403, message: "You can only edit your own reviews" });
export const notYourReviewToDelete = defineError({ code: "review.not_owner", status: 403, message: "You can only delete your own reviews" });
/** docs/product-rules.md#verification-badges-and-replies: an owner answers reviews of their landlord (a reply), never rates it. */
export const ownerCannotReview = defineError({
  code: "review.own_landlord",
  status: 403,
  message: "You own this landlord profile, so you cannot review it. You can reply to its reviews instead.",
});
