import { t } from "@lingui/core/macro";
// Accessibility settings (docs/product-rules.md#data and docs/product-rules.md#states): four booleans kept in localStorage under
// "accessibility-settings", each applied as a class on <html>. On a first visit (nothing stored)
// reducedMotion and highContrast follow the system preferences.
//
// A tiny external store (useSyncExternalStore) rather than a React context: the classes must be
// on <html> before the first paint, so the settings are read and applied when this module loads.

export interface AccessibilitySettings {
  highContrast: boolean;
  reducedMotion: boolean;
  largeText: boolean;
  screenReaderMode: boolean;
}

export type AccessibilityKey = keyof AccessibilitySettings;

export const STORAGE_KEY = "accessibility-settings";

export const DEFAULT_SETTINGS: AccessibilitySettings = {
  highContrast: false,
  reducedMotion: false,
  largeText: false,
  screenReaderMode: false,
};

/** The class each setting puts on the document root. */
export const ROOT_CLASSES: Record<AccessibilityKey, string> = {
  highContrast: "high-contrast",
  reducedMotion: "reduced-motion",
  largeText: "large-text",
  screenReaderMode: "screen-reader-mode",
};

/** The mode names announced to screen readers: "<Mode> enabled" / "<Mode> disabled". */
export const MODE_NAMES: Record<AccessibilityKey, string> = {
  get highContrast() { return t`High Contrast`; },
  get reducedMotion() { return t`Reduced Motion`; },
  get largeText() { return t`Large Text`; },
  get screenReaderMode() { return t`Screen Reader Mode`; },
};

export function announcement(key: AccessibilityKey, enabled: boolean): string {
  return `${MODE_NAMES[key]} ${enabled ? "enabled" : "disabled"}`;
}

/** Reads stored settings; anything missing or malformed falls back to the defaults given. */
export function parseSettings(raw: string | null, defaults: AccessibilitySettings = DEFAULT_SETTINGS): AccessibilitySettings {
  if (!raw) return { ...defaults };
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object") return { ...defaults };
    const v = value as Partial<Record<AccessibilityKey, unknown>>;
    const pick = (k: AccessibilityKey) => (typeof v[k] === "boolean" ? (v[k] as boolean) : defaults[k]);
    return {
      highContrast: pick("highContrast"),
      reducedMotion: pick("reducedMotion"),
      largeText: pick("largeText"),
      screenReaderMode: pick("screenReaderMode"),
    };
  } catch {
    return { ...defaults };
  }
}

/** First-visit defaults: the system's reduced-motion and more-contrast preferences. */
export function systemDefaults(matches: (query: string) => boolean): AccessibilitySettings {
  return {
    ...DEFAULT_SETTINGS,
    reducedMotion: matches("(prefers-reduced-motion: reduce)"),
    highContrast: matches("(prefers-contrast: more)"),
  };
}

function mediaMatches(query: string): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function load(): AccessibilitySettings {
  const raw = readStorage();
  return raw ? parseSettings(raw) : systemDefaults(mediaMatches);
}

export function applyToRoot(settings: AccessibilitySettings, root: { classList: DOMTokenList } = document.documentElement) {
  for (const key of Object.keys(ROOT_CLASSES) as AccessibilityKey[]) {
    root.classList.toggle(ROOT_CLASSES[key], settings[key]);
  }
}

// ---- the store ----
let current: AccessibilitySettings = typeof window === "undefined" ? { ...DEFAULT_SETTINGS } : load();
const listeners = new Set<() => void>();
if (typeof document !== "undefined") applyToRoot(current);

export function getSettings(): AccessibilitySettings {
  return current;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSetting(key: AccessibilityKey, value: boolean): AccessibilitySettings {
  current = { ...current, [key]: value };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Private mode or storage full: the setting still applies for this visit.
  }
  applyToRoot(current);
  listeners.forEach((l) => l());
  return current;
}
