// Toasts (docs/product-rules.md#constants): one at a time, shown for 5 s. sonner renders them; this wrapper keeps
// the title + description pairs of docs/product-rules.md#messages in one call shape.
// sonner is fetched with the first toast, not with the page: a first visit on a slow phone
// network draws the landing page without it (README "Performance"). <ToasterHost /> (mounted
// once, in App.tsx) renders sonner's Toaster when it arrives, and a toast is shown only once
// that Toaster is listening, so none is lost.
import { useEffect, useState, type ComponentType } from "react";

export const TOAST_DURATION_MS = 5000;

type Sonner = typeof import("sonner");
type ToasterProps = Parameters<Sonner["Toaster"]>[0];

let mountToaster: ((toaster: ComponentType<ToasterProps>) => Promise<void>) | null = null;
let ready: Promise<Sonner> | null = null;

function sonner(): Promise<Sonner> {
  ready ??= import("sonner").then(async (s) => {
    await mountToaster?.(s.Toaster);
    return s;
  });
  return ready;
}

export function toast(title: string, description?: string, variant: "default" | "destructive" = "default") {
  void sonner().then((s) => {
    const show = variant === "destructive" ? s.toast.error : s.toast.success;
    show(title, { description, duration: TOAST_DURATION_MS });
  });
}

/** A success toast with one action (an Undo): the action's label and what it does. */
export function toastWithAction(title: string, description: string, action: { label: string; onClick: () => void }) {
  void sonner().then((s) => {
    s.toast.success(title, { description, duration: TOAST_DURATION_MS, action: { label: action.label, onClick: action.onClick } });
  });
}

/** Where toasts appear: nothing until the first toast, then sonner's Toaster. */
export function ToasterHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const [mounted, setMounted] = useState<(() => void) | null>(null);
  useEffect(() => {
    mountToaster = (component) =>
      new Promise<void>((resolve) => {
        setToaster(() => component);
        setMounted(() => resolve);
      });
    return () => {
      mountToaster = null;
    };
  }, []);
  // Runs after the Toaster's own effects, which subscribe it to new toasts.
  useEffect(() => mounted?.(), [mounted]);
  return Toaster ? <Toaster position="bottom-right" visibleToasts={1} duration={TOAST_DURATION_MS} closeButton richColors /> : null;
}
