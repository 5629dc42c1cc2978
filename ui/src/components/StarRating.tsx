// The star rating control of docs/product-rules.md#pages: 0 to 5 in halves, drawn as five stars.
// Interactive (onChange given): a radio group with a roving tabindex; a click on the left half
// of a star sets n - 0.5, on the right half n; Enter/Space set the whole value; arrow keys move
// by 0.5. Read-only: one image labelled "Rating: n out of 5 stars".
// Preview: while the pointer moves over the stars they show, a little lighter, the value a click
// would give (half or whole); the stored value comes back when the pointer leaves. From the
// keyboard, arrows set the value at once, so what is drawn is always what Enter would keep.
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import "./StarRating.css";
import { t } from "@lingui/core/macro";
import { formatNumber } from "../lib/i18n";

export interface StarRatingProps {
  value: number;
  onChange?: (value: number) => void;
  size?: "sm" | "md" | "lg";
  /** The radio group's label (interactive only). */
  label?: string;
  id?: string;
}

const STAR_PATH =
  "M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z";

/** How much of star n (1-5) is filled for a value: 0, 0.5 or 1 (values snap to halves). */
export function starFill(value: number, n: number): 0 | 0.5 | 1 {
  const snapped = Math.round(value * 2) / 2;
  if (snapped >= n) return 1;
  if (snapped >= n - 0.5) return 0.5;
  return 0;
}

/**
 * "4.0", "3.5", "3.7": how a rating is printed, everywhere (the one formatter: the page printed "3"
 * in one place and "3.0" in another, issue 31). One decimal, as docs/product-rules.md's dashboard average.
 */
export function formatRating(value: number): string {
  return formatNumber(Math.round((Number.isFinite(value) ? value : 0) * 10) / 10, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "4", "3.5": a rating as a screen reader says it in a star image's label ("Rating: 4 out of 5 stars"). */
const spokenRating = (value: number) => formatNumber(Math.round(value * 10) / 10);

function Star({ fill }: { fill: 0 | 0.5 | 1 }) {
  return (
    <>
      <svg className="star-empty" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={STAR_PATH} strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
      {fill > 0 && (
        <span className="star-fill" style={{ width: fill === 1 ? "100%" : "50%" }}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={STAR_PATH} strokeWidth="1.5" strokeLinejoin="round" />
          </svg>
        </span>
      )}
    </>
  );
}

const clamp = (v: number) => Math.min(5, Math.max(0.5, v));

export function StarRating({ value, onChange, size = "md", label = t`Rate this landlord`, id }: StarRatingProps) {
  const stars = [1, 2, 3, 4, 5] as const;
  const refs = useRef<(HTMLSpanElement | null)[]>([]);
  const [preview, setPreview] = useState<number | null>(null);

  if (!onChange) {
    return (
      <span
        id={id}
        className={`star-rating star-rating--${size}`}
        role="img"
        aria-label={t`Rating: ${spokenRating(value)} out of 5 stars`}
      >
        {stars.map((n) => (
          <span key={n} className="star">
            <Star fill={starFill(value, n)} />
          </span>
        ))}
      </span>
    );
  }

  // The star that holds the value is the checked radio and the one in the tab order.
  const checked = value > 0 ? Math.ceil(value) : 0;
  const tabStop = checked || 1;

  const set = (next: number) => {
    const v = clamp(next);
    onChange(v);
    refs.current[Math.ceil(v) - 1]?.focus();
  };

  /** The value a click at this point of star n gives: its left half n - 0.5, its right half n. */
  const pointed = (n: number, e: MouseEvent<HTMLSpanElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return e.clientX - rect.left < rect.width / 2 ? n - 0.5 : n;
  };

  const onClick = (n: number) => (e: MouseEvent<HTMLSpanElement>) => {
    onChange(pointed(n, e));
    setPreview(null);
    e.currentTarget.focus();
  };

  const onKeyDown = (n: number) => (e: KeyboardEvent<HTMLSpanElement>) => {
    setPreview(null);
    switch (e.key) {
      case "Enter":
      case " ":
        e.preventDefault();
        set(n);
        break;
      case "ArrowRight":
      case "ArrowUp":
        e.preventDefault();
        set((value || 0) + 0.5);
        break;
      case "ArrowLeft":
      case "ArrowDown":
        e.preventDefault();
        set((value || 0.5) - 0.5);
        break;
      case "Home":
        e.preventDefault();
        set(0.5);
        break;
      case "End":
        e.preventDefault();
        set(5);
        break;
    }
  };

  return (
    <span
      id={id}
      className={`star-rating star-rating--${size}${preview !== null ? " is-previewing" : ""}`}
      role="radiogroup"
      aria-label={label}
      onMouseLeave={() => setPreview(null)}
    >
      {stars.map((n) => (
        <span
          key={n}
          ref={(el) => {
            refs.current[n - 1] = el;
          }}
          className="star"
          role="radio"
          aria-checked={checked === n}
          aria-label={t`Rate ${n} out of 5 stars`}
          tabIndex={n === tabStop ? 0 : -1}
          onClick={onClick(n)}
          onMouseMove={(e) => setPreview(pointed(n, e))}
          onKeyDown={onKeyDown(n)}
        >
          <Star fill={starFill(preview ?? value, n)} />
        </span>
      ))}
    </span>
  );
}
