// Toasts (product.md §9): one at a time, shown for 5 s. sonner renders them; this wrapper keeps
// the title + description pairs of product.md §8 in one call shape.
import { toast as sonner } from "sonner";

export const TOAST_DURATION_MS = 5000;

export function toast(title: string, description?: string, variant: "default" | "destructive" = "default") {
  const show = variant === "destructive" ? sonner.error : sonner.success;
  show(title, { description, duration: TOAST_DURATION_MS });
}
