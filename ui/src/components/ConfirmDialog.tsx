// A confirmation of something that cannot be undone (docs/product-rules.md#pages and docs/product-rules.md#states: the delete dialogs): an
// alert dialog with Cancel (focused on open) and a red confirm button that reads its pending
// label while the action runs. It closes when the action succeeds and stays open when it fails.
import { useId, useRef, useState, type ReactNode } from "react";
import { Dialog, DialogActions } from "./Dialog";

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `onConfirm` runs, e.g. "Deleting...". */
  pendingLabel: string;
  /** Runs the action; true when it succeeded (the dialog then closes). */
  onConfirm: () => Promise<boolean>;
}

export function ConfirmDialog({ open, onClose, title, body, confirmLabel, pendingLabel, onConfirm }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const bodyId = useId();

  async function confirm() {
    setPending(true);
    const ok = await onConfirm();
    setPending(false);
    if (ok) onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} title={title} role="alertdialog" describedBy={bodyId} initialFocus={cancelRef} busy={pending}>
      <p id={bodyId}>{body}</p>
      <DialogActions>
        <button ref={cancelRef} type="button" className="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </button>
        <button type="button" className="danger" onClick={confirm} disabled={pending} aria-busy={pending || undefined}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
