// The admin's delete confirmation (product.md §2, §4): an alert dialog that ignores outside clicks,
// focuses Cancel on open, reads "Deleting..." while pending and stays open on failure.
import { useId, useRef, useState } from "react";
import { useShowModal } from "../../../lib/use-show-modal";

export interface ConfirmDeleteProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}

export function ConfirmDeleteDialog({ open, title, body, confirmLabel, onConfirm, onClose }: ConfirmDeleteProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const titleId = useId();
  const bodyId = useId();

  useShowModal(ref, open, { initialFocus: cancelRef });

  async function confirm() {
    setPending(true);
    const ok = await onConfirm();
    setPending(false);
    if (ok) onClose();
  }

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="admin-dialog admin-dialog--confirm"
      onCancel={(e) => {
        e.preventDefault();
        if (!pending) onClose();
      }}
    >
      <article>
        <h2 id={titleId} className="admin-dialog__title">
          {title}
        </h2>
        <p id={bodyId}>{body}</p>
        <footer className="admin-dialog__actions">
          <button ref={cancelRef} type="button" className="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="button" className="danger" onClick={confirm} disabled={pending} aria-busy={pending || undefined}>
            {pending ? "Deleting..." : confirmLabel}
          </button>
        </footer>
      </article>
    </dialog>
  );
}
