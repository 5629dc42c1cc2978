import { useEffect, type RefObject } from "react";

/**
 * Keeps a native <dialog> opened with showModal() (focus trapped, page inert) while `open` holds,
 * focuses `initialFocus` if given, and on closing gives focus back to what had it before.
 * A new `resetKey` (another report, say) reopens it as a fresh dialog.
 */
export function useShowModal(
  ref: RefObject<HTMLDialogElement | null>,
  open: boolean,
  { initialFocus, resetKey }: { initialFocus?: RefObject<HTMLElement | null>; resetKey?: unknown } = {},
): void {
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
    // Refs are stable; only `open` and `resetKey` reopen the dialog.
  }, [open, resetKey]);
}
