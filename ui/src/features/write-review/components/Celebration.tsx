// The first-review celebration (docs/product-rules.md#pages): an overlay of about 4 s whose text appears after
// 0.5 s, then onDone. With Reduced Motion (html.reduced-motion) it is short and still.
import { useEffect, useRef, useState } from "react";
import { SITE_NAME } from "../../../lib/site";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export const CELEBRATION_MS = 4000;
export const CELEBRATION_REDUCED_MS = 1500;
export const CELEBRATION_TEXT_DELAY_MS = 500;

const reducedMotion = () => typeof document !== "undefined" && document.documentElement.classList.contains("reduced-motion");

const PIECES = Array.from({ length: 28 }, (_, i) => i);

export function Celebration({ onDone }: { onDone: () => void }) {
  const reduced = reducedMotion();
  const [showText, setShowText] = useState(reduced);
  const ref = useRef<HTMLDivElement>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    ref.current?.focus();
    const text = reduced ? undefined : setTimeout(() => setShowText(true), CELEBRATION_TEXT_DELAY_MS);
    const end = setTimeout(() => done.current(), reduced ? CELEBRATION_REDUCED_MS : CELEBRATION_MS);
    return () => {
      if (text) clearTimeout(text);
      clearTimeout(end);
    };
  }, [reduced]);

  return (
    <div
      ref={ref}
      className={`celebration${reduced ? " celebration--still" : ""}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="celebration-title"
      tabIndex={-1}
      data-testid="celebration"
    >
      {!reduced && (
        <div className="celebration__confetti" aria-hidden="true">
          {PIECES.map((i) => (
            <span key={i} style={{ left: `${(i * 37) % 100}%`, animationDelay: `${(i % 7) * 0.12}s`, ["--hue" as string]: `${(i * 47) % 360}` }} />
          ))}
        </div>
      )}
      <div className="celebration__card" aria-live="polite">
        <div className="celebration__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="56" height="56" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
            <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
          </svg>
        </div>
        <h2 id="celebration-title" className={showText ? "celebration__title is-visible" : "celebration__title"}>
          {showText ? t`Congratulations on your first review!` : t`Review submitted`}
        </h2>
        {showText && (
          <p className="celebration__text">
            <Trans>Thank you for helping renters on {SITE_NAME} make better decisions. Taking you to your dashboard…</Trans>
          </p>
        )}
      </div>
    </div>
  );
}
