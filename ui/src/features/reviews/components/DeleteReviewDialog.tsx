// The delete-review alert dialog of product.md §2 and §4: closed, open, pending; on success it
// closes and calls onDeleted; on failure it stays open. Cancel has focus on open; clicks outside
// do nothing.
import { useCallback, useId, useRef, useState } from "react";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { TrashIcon } from "./icons";
import { deleteReview } from "../api";
import { useModalDialog } from "./useModalDialog";
import "./reviews.css";

export interface DeleteReviewDialogProps {
  reviewId: string;
  onDeleted?: () => void;
}

export function DeleteReviewDialog({ reviewId, onDeleted }: DeleteReviewDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const canCancel = useCallback(() => !pendingRef.current, []);
  const dialog = useModalDialog({ initialFocus: cancelRef, canCancel });
  const titleId = useId();
  const bodyId = useId();

  async function confirm() {
    pendingRef.current = true;
    setPending(true);
    try {
      await deleteReview(reviewId);
      pendingRef.current = false;
      setPending(false);
      dialog.hide();
      toast("Review Deleted", "Your review has been successfully removed.");
      onDeleted?.();
    } catch (error) {
      pendingRef.current = false;
      setPending(false);
      const message = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : "";
      toast("Error", message || "Failed to delete review", "destructive");
    }
  }

  return (
    <>
      <button
        type="button"
        className="secondary outline small icon-button icon-button--danger rf-dialog-trigger"
        aria-label="Delete this review"
        title="Delete review"
        onClick={dialog.show}
      >
        <TrashIcon />
      </button>
      <dialog ref={dialog.ref} role="alertdialog" aria-labelledby={titleId} aria-describedby={bodyId} className="rf-dialog">
        {dialog.open && (
          <article>
            <h2 id={titleId} className="rf-dialog__title">Delete Review</h2>
            <p id={bodyId}>
              Are you sure you want to delete this review? This action cannot be undone, and the review will be
              permanently removed from the platform.
            </p>
            <div className="rf-dialog__actions">
              <button ref={cancelRef} type="button" className="secondary" onClick={dialog.hide} disabled={pending}>
                Cancel
              </button>
              <button type="button" className="danger" onClick={confirm} disabled={pending} aria-busy={pending || undefined}>
                {pending ? "Deleting..." : "Delete Review"}
              </button>
            </div>
          </article>
        )}
      </dialog>
    </>
  );
}
