// A native <dialog> opened with showModal() (focus trapped, page inert, Escape = cancel), driven
// by React state. Outside clicks do nothing: a modal <dialog> only closes on Escape or close().
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

export function useModalDialog(options: { initialFocus?: RefObject<HTMLElement | null>; canCancel?: () => boolean } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const { initialFocus, canCancel } = options;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus]);

  // Escape fires "cancel"; refuse it while the dialog is busy, otherwise keep state in step.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (e: Event) => {
      if (canCancel && !canCancel()) e.preventDefault();
    };
    const onClose = () => {
      setOpen(false);
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onClose);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onClose);
    };
  }, [canCancel]);

  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => {
    ref.current?.close();
    setOpen(false);
  }, []);

  return { ref, open, show, hide };
}
