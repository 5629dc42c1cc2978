// The review assistant panel beside the review text (docs/product-rules.md#pages and docs/product-rules.md#validation-messages): a live quality score,
// privacy warnings, and suggestions that refresh 1.5 s after the renter pauses: questions to
// answer in their own words, and sentences made of their own ratings that a click appends. Everything is computed in this browser (./assistant.ts): no network call, no model.
import { useEffect, useMemo, useState } from "react";
import {
  EXCELLENT_SCORE,
  SUGGESTION_DELAY_MS,
  privacyWarnings,
  qualityScore,
  suggestions as computeSuggestions,
  type AssistantRatings,
  type Suggestion,
} from "../assistant";
import { useDebounced } from "../../../lib/use-debounced";
import { Trans } from "@lingui/react/macro";
import { plural, t } from "@lingui/core/macro";

export function AssistantPanel({
  text,
  ratings,
  onAppend,
  id,
}: {
  text: string;
  ratings: AssistantRatings;
  onAppend: (suggestion: string) => void;
  id: string;
}) {
  const score = useMemo(() => qualityScore(text, ratings), [text, ratings]);
  // Untouched ratings come as 0 (review-form.ts `givenRatings`): not counted as given.
  const ratingsGiven = [ratings.overallRating, ratings.responsivenessRating, ratings.maintenanceRating, ratings.fairnessRating].filter((v) => v > 0).length;
  const warnings = useMemo(() => privacyWarnings(text), [text]);
  const settledText = useDebounced(text, SUGGESTION_DELAY_MS);
  const ratingsKey = `${ratings.overallRating}|${ratings.responsivenessRating}|${ratings.maintenanceRating}|${ratings.fairnessRating}`;
  const settledRatings = useDebounced(ratingsKey, SUGGESTION_DELAY_MS);
  const [list, setList] = useState<Suggestion[] | null>(null);

  useEffect(() => {
    // Suggestions wait until the renter has written something and paused for 1.5 s.
    if (!settledText.trim()) return setList(null);
    const [overallRating, responsivenessRating, maintenanceRating, fairnessRating] = settledRatings.split("|").map(Number);
    setList(computeSuggestions(settledText, { overallRating, responsivenessRating, maintenanceRating, fairnessRating }));
  }, [settledText, settledRatings]);

  const level = score.total >= EXCELLENT_SCORE ? "excellent" : score.total >= 50 ? "good" : "low";

  return (
    <aside className="assistant" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="assistant__title">
        <SparkIcon /> <Trans>Review Assistant</Trans>
      </h3>
      <p className="assistant__note">
        <small><Trans>Suggestions are computed on this device from your ratings and text. Nothing is sent over the network and no external AI model is used.</Trans></small>
      </p>

      <div className="assistant__score">
        <span id={`${id}-score-label`}><Trans>Quality score</Trans></span>
        <strong data-testid="assistant-score">{score.total}/100</strong>
      </div>
      <progress className={`assistant__meter assistant__meter--${level}`} value={score.total} max={100} aria-labelledby={`${id}-score-label`} />
      <ul className="assistant__checks">
        <Check ok={score.wordPoints === 30} label={plural(score.words, { one: `Length: # word (${score.wordPoints}/30)`, other: `Length: # words (${score.wordPoints}/30)` })} />
        {score.ratingPoints > 0 ? (
          <Check ok label={t`All four ratings given (${score.ratingPoints}/20)`} />
        ) : (
          <Check ok={false} label={t`${ratingsGiven} of 4 ratings given (0/20)`} />
        )}
        <Check ok={score.specificsPoints > 0} label={t`Specific details (${score.specificsPoints}/25)`} />
        <Check ok={score.balancePoints > 0} label={t`Both positives and negatives (${score.balancePoints}/25)`} />
      </ul>

      <div aria-live="polite">
        {score.total >= EXCELLENT_SCORE && (
          <p className="assistant__excellent" role="status">
            <Trans>Excellent review! It is detailed, specific and balanced: exactly what other renters need.</Trans>
          </p>
        )}
        {warnings.map((w) => (
          <p key={w.kind} className="assistant__warning" role="alert">
            {w.message}
          </p>
        ))}
      </div>

      <h4 className="assistant__subtitle"><Trans>Suggestions</Trans></h4>
      {list === null ? (
        <p className="assistant__muted">
          <small><Trans>Start writing; suggestions appear when you pause.</Trans></small>
        </p>
      ) : list.length === 0 ? (
        <p className="assistant__muted">
          <small><Trans>No suggestions: your review covers the essentials.</Trans></small>
        </p>
      ) : (
        <ul className="assistant__suggestions" aria-label={t`Suggestions`}>
          {list.map((s) =>
            s.kind === "question" ? (
              <li key={s.id} className="assistant__question">
                <span className="assistant__suggestion-title">{s.title}</span>
                <span className="assistant__suggestion-text">{s.text}</span>
              </li>
            ) : (
              <li key={s.id}>
                <button type="button" className="assistant__suggestion" onClick={() => onAppend(s.text)}>
                  <span className="assistant__suggestion-title">{s.title}</span>
                  <span className="assistant__suggestion-text">“{s.text}”</span>
                  <span className="visually-hidden"> <Trans>(adds this sentence to your review)</Trans></span>
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </aside>
  );
}

function Check({ ok, label }: { ok: boolean; label: string }) {
  return (
    <li className={ok ? "is-ok" : undefined}>
      <span aria-hidden="true">{ok ? "✓" : "○"}</span> {label}
    </li>
  );
}

function SparkIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
      <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
    </svg>
  );
}
