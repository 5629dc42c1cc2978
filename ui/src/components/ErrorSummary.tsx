// The error summary of a form (GOV.UK's pattern): after a submit with problems, a box titled
// "There is a problem" at the top of the form gets focus and lists each message as a link; a link
// moves focus to its field and scrolls the field's label into view. The messages are the same as
// under the fields (docs/product-rules.md#validation-messages, from the contract's schemas) and follow corrections as the
// fields do; the box goes once nothing is wrong. Forms get it from use-form.ts (FormData forms
// and forms with their values in state alike).
import { useEffect, useId, useRef, type MouseEvent } from "react";
import "./ErrorSummary.css";
import { Trans } from "@lingui/react/macro";

export interface ErrorSummaryItem {
  field: string;
  message: string;
  /** The id of the field's control; null when the form has no control for it (a server message). */
  controlId: string | null;
}

export interface ErrorSummaryProps {
  items: readonly ErrorSummaryItem[];
  /** Changes on every submit that found problems: the box takes focus then, never while typing. */
  focusKey: number;
}

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, [tabindex="0"]';

/** The element a link focuses: the control itself, or the focusable part of a composite (stars). */
function focusTarget(el: HTMLElement): HTMLElement {
  if (el.matches(FOCUSABLE) || el.tabIndex >= 0) return el;
  return el.querySelector<HTMLElement>(FOCUSABLE) ?? el;
}

function goToField(e: MouseEvent<HTMLAnchorElement>, controlId: string) {
  const el = document.getElementById(controlId);
  if (!el) return;
  e.preventDefault();
  const label = document.querySelector<HTMLElement>(`label[for="${CSS.escape(controlId)}"]`);
  // The label (or the group's own label) in view, so the field is seen with what it asks for.
  (label ?? el).scrollIntoView({ block: "center" });
  focusTarget(el).focus({ preventScroll: true });
}

export function ErrorSummary({ items, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shown = items.length > 0;

  useEffect(() => {
    if (focusKey > 0 && shown) ref.current?.focus();
    // Only a new submit moves focus; corrections change `items` without taking it away.
  }, [focusKey]);

  if (!shown) return null;
  return (
    <div ref={ref} className="error-summary" tabIndex={-1} aria-labelledby={titleId} data-testid="error-summary">
      <div role="alert">
        <h2 id={titleId} className="error-summary__title">
          <Trans>There is a problem</Trans>
        </h2>
        <ul className="error-summary__list">
          {items.map((item) => (
            <li key={item.field}>
              {item.controlId ? (
                <a href={`#${item.controlId}`} onClick={(e) => goToField(e, item.controlId!)}>
                  {item.message}
                </a>
              ) : (
                item.message
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The items for `errors`, in `order` (the fields' order on the form), then any others. */
export function summaryItems(errors: Record<string, string>, order: readonly string[], controlId: (field: string) => string | null): ErrorSummaryItem[] {
  const fields = Object.keys(errors);
  const rank = (f: string) => {
    const i = order.indexOf(f);
    return i === -1 ? order.length : i;
  };
  return fields
    .map((field, i) => ({ field, i }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.i - b.i)
    .map(({ field }) => ({ field, message: errors[field], controlId: controlId(field) }));
}
