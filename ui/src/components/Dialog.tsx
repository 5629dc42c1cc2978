// The one dialog family (docs/product-rules.md#pages: dialogs never close on outside clicks; alert dialogs focus
// Cancel on open). A Dialog is a native <dialog> opened with showModal(): focus is trapped and the
// page behind is inert; Escape closes it unless it is busy; on closing, focus goes back to what had
// it before. ConfirmDialog (ConfirmDialog.tsx) is built on it. CSS: the `dialog` namespace in
// Dialog.css, with `dialog--wide` for forms.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { CloseIcon } from "./icons";
import "./Dialog.css";
import { t } from "@lingui/core/macro";

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button, or by the content; never on outside clicks. */
  onClose: () => void;
  title: ReactNode;
  /** A line under the title (the landlord a review is about, say). */
  subtitle?: ReactNode;
  /** "alertdialog" for confirmations. */
  role?: "dialog" | "alertdialog";
  /** The element described as the dialog's message (aria-describedby). */
  describedBy?: string;
  /** What gets focus on open; else the browser's choice (the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** While busy, Escape and the close button do nothing. */
  busy?: boolean;
  /** An × button in the header labelled "Close". */
  closeButton?: boolean;
  /** Extra classes on the <dialog>, e.g. "dialog--wide". */
  className?: string;
  children: ReactNode;
}

export function Dialog({ open, onClose, title, subtitle, role = "dialog", describedBy, initialFocus, busy = false, closeButton = false, className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Refs are stable; only `open` opens and closes the dialog.
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className={className ? `dialog ${className}` : "dialog"}
      onCancel={(e) => {
        // Escape: the dialog closes through onClose, so React state stays the one truth.
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <article>
        <header className="dialog__header">
          <div>
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            {subtitle && <p className="dialog__subtitle">{subtitle}</p>}
          </div>
          {closeButton && (
            <button type="button" className="ghost dialog__close" aria-label={t`Close`} onClick={onClose} disabled={busy}>
              <CloseIcon />
            </button>
          )}
        </header>
        {children}
      </article>
    </dialog>
  );
}

/** The row of buttons at the foot of a dialog, right-aligned (inside the dialog's form, if any). */
export function DialogActions({ children, sticky = false }: { children: ReactNode; sticky?: boolean }) {
  return <div className={sticky ? "dialog__actions dialog__actions--sticky" : "dialog__actions"}>{children}</div>;
}
