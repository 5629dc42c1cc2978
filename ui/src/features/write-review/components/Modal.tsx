// A modal on the native <dialog>: showModal() traps focus and makes the page behind inert;
// Escape closes it (the "cancel" event) unless the caller says otherwise; clicks outside are
// ignored (product.md §2: dialogs do not close on outside clicks).
import { useRef, type ReactNode } from "react";
import { useShowModal } from "../../../lib/use-show-modal";

export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  children,
  className,
  closeOnEscape = true,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
  className?: string;
  closeOnEscape?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useShowModal(ref, open);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        if (closeOnEscape) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
