// The owner's delete of docs/product-rules.md#pages and docs/product-rules.md#states: a trash-icon button that opens the Delete Review
// confirmation; on success it closes and calls onDeleted, on failure it stays open.
import { useState } from "react";
import { ConfirmDialog } from "../ConfirmDialog";
import { showFailure } from "../../lib/api";
import { toast } from "../../lib/toast";
import { TrashIcon } from "./icons";
import { deleteReview } from "../../lib/reviews";
import { t } from "@lingui/core/macro";

export function DeleteReviewButton({ reviewId, onDeleted }: { reviewId: string; onDeleted?: () => void }) {
  const [open, setOpen] = useState(false);

  async function confirm(): Promise<boolean> {
    try {
      await deleteReview(reviewId);
      toast(t`Review Deleted`, t`Your review has been successfully removed.`);
      onDeleted?.();
      return true;
    } catch (error) {
      showFailure(error, { title: t`Error`, fallback: t`Failed to delete review` });
      return false;
    }
  }

  return (
    <>
      <button
        type="button"
        className="secondary outline small icon-button icon-button--danger"
        aria-label={t`Delete this review`}
        title={t`Delete review`}
        onClick={() => setOpen(true)}
      >
        <TrashIcon />
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Delete Review`}
        body={t`Are you sure you want to delete this review? This action cannot be undone, and the review will be permanently removed from the platform.`}
        confirmLabel={t`Delete Review`}
        pendingLabel={t`Deleting...`}
        onConfirm={confirm}
      />
    </>
  );
}
