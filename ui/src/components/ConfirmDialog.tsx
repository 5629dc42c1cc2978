// A confirmation of something that cannot be undone (docs/product-rules.md#pages and docs/product-rules.md#states: the delete dialogs): an
// alert dialog with Cancel (focused on open) and a red confirm button that reads its pending
// label while the action runs. It closes when the action succeeds and stays open when it fails
// (an action may close it itself, as the account delete does to show its form's messages).
import { useId, useRef, useState, type ReactNode } from "react";
import { Dialog, DialogActions } from "./Dialog";
import { Trans } from "@lingui/react/macro";

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A sentence (drawn as a paragraph), or paragraphs and lists of its own. */
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
      {typeof body === "string" ? <p id={bodyId}>{body}</p> : <div id={bodyId}>{body}</div>}
      <DialogActions>
        <button ref={cancelRef} type="button" className="secondary" onClick={onClose} disabled={pending}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="danger" onClick={confirm} disabled={pending} aria-busy={pending || undefined}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </DialogActions>
    </Dialog>
  );
}
