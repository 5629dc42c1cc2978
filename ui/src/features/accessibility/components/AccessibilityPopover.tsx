// The accessibility popover in the footer (docs/product-rules.md#pages): High Contrast, Large Text and Reduced
// Motion switches. Screen-reader mode has no visible toggle (§4). Escape or a click outside
// closes the panel and focus returns to its button.
import { useEffect, useId, useRef, useState } from "react";
import { AccessibilityIcon } from "../../../components/icons";
import { useAccessibility } from "../use-accessibility";
import type { AccessibilityKey } from "../settings";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

const TOGGLES: { key: AccessibilityKey; label: string; hint: string }[] = [
  { key: "highContrast", get label() { return t`High Contrast`; }, get hint() { return t`Black on white with strong outlines`; } },
  { key: "largeText", get label() { return t`Large Text`; }, get hint() { return t`Bigger type on every page`; } },
  { key: "reducedMotion", get label() { return t`Reduced Motion`; }, get hint() { return t`No animations or transitions`; } },
];

export function AccessibilityPopover() {
  const { settings, toggle, announcement } = useAccessibility();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLInputElement>("input")?.focus();
    function onPointer(e: PointerEvent) {
      if (wrapRef.current && !wrapRef.current.contains(e.target as Node)) setOpen(false);
    }
    function onKey(e: KeyboardEvent) {
      if (e.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div className="a11y-popover" ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="a11y-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <AccessibilityIcon />
        <Trans>Accessibility</Trans>
      </button>
      {open && (
        <div className="a11y-panel" id={panelId} ref={panelRef}>
          <fieldset>
          <legend><Trans>Accessibility settings</Trans></legend>
          {TOGGLES.map((t) => (
            <label key={t.key}>
              <span>
                {t.label}
                <small className="muted" id={`${panelId}-${t.key}-hint`}>{t.hint}</small>
              </span>
              <input
                type="checkbox"
                role="switch"
                checked={settings[t.key]}
                onChange={() => toggle(t.key)}
                aria-label={t.label}
                aria-describedby={`${panelId}-${t.key}-hint`}
              />
            </label>
          ))}
          </fieldset>
        </div>
      )}
      {/* Always in the DOM so that screen readers pick up changes to it. */}
      <div role="status" aria-live="polite" className="visually-hidden" data-testid="a11y-announcement">
        {announcement}
      </div>
    </div>
  );
}
