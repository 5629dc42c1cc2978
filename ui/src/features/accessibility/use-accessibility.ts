// React access to the accessibility settings, with the screen-reader announcement of
// docs/product-rules.md#pages: toggling a mode puts "<Mode> enabled/disabled" into a live region, removed after 1 second.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { announcement, getSettings, setSetting, subscribe, type AccessibilityKey } from "./settings";

export const ANNOUNCEMENT_MS = 1000;

export function useAccessibility() {
  const settings = useSyncExternalStore(subscribe, getSettings, getSettings);
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = useCallback((key: AccessibilityKey) => {
    const next = setSetting(key, !getSettings()[key]);
    setMessage(announcement(key, next[key]));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(""), ANNOUNCEMENT_MS);
  }, []);

  return { settings, toggle, announcement: message };
}
