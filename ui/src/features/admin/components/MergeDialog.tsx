// Merging a duplicate landlord profile (docs/product-rules.md#moderation), from a "Duplicate profile" report or from
// the landlord's page: find the profile to keep by name, give a reason (published in the
// moderation log), confirm. The duplicate's reviews and reports move to the kept profile; when
// one renter reviewed both, their newer review stays. Merging cannot be undone.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Dialog, DialogActions } from "../../../components/Dialog";
import type { Landlord } from "@contract/types";
import { LIMITS } from "@contract/constants";
import { ApiError } from "../../../lib/api";
import { toast } from "../../../lib/toast";
import { useDebounced } from "../../../lib/use-debounced";
import { mergeLandlord, searchLandlords } from "../api";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function MergeDialog({
  duplicate,
  reportId,
  onClose,
  onMerged,
}: {
  duplicate: { id: string; name: string };
  reportId?: number;
  onClose: () => void;
  onMerged?: (kept: Landlord) => void;
}) {
  const searchRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(duplicate.name);
  const [results, setResults] = useState<Landlord[]>([]);
  const [keep, setKeep] = useState<string>("");
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState("");
  const fieldId = useId();
  const debounced = useDebounced(query.trim(), 300);

  useEffect(() => {
    let live = true;
    if (!debounced) {
      setResults([]);
      return;
    }
    searchLandlords(debounced)
      .then((found) => live && setResults(found.filter((l) => l.id !== duplicate.id).slice(0, 8)))
      .catch(() => live && setResults([]));
    return () => {
      live = false;
    };
  }, [debounced, duplicate.id]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!keep) {
      setError(t`Choose the landlord to keep`);
      return;
    }
    setPending(true);
    try {
      const kept = await mergeLandlord(duplicate.id, { intoId: keep, reportId, reason: reason.trim() || undefined });
      toast(t`Landlords merged`, t`${duplicate.name} was merged into ${kept.name}.`);
      onClose();
      onMerged?.(kept);
    } catch (err) {
      setError(err instanceof ApiError ? err.serverMessage : t`Failed to merge. Please try again.`);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t`Merge Duplicate Profile`} busy={pending} closeButton initialFocus={searchRef} className="dialog--wide">
      <p>
        <Trans><strong>{duplicate.name}</strong> will be removed. Its reviews and reports move to the landlord you keep; where one
        renter reviewed both, their newer review stays. This cannot be undone.</Trans>
      </p>
      <form onSubmit={submit} noValidate>
        <label htmlFor={`${fieldId}-search`}><Trans>Find the landlord to keep</Trans></label>
        <input id={`${fieldId}-search`} ref={searchRef} type="search" value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
        <fieldset>
          <legend><Trans>Landlord to keep</Trans></legend>
          {results.length === 0 ? (
            <p className="muted"><Trans>No other landlord matches. Try another name.</Trans></p>
          ) : (
            results.map((l) => (
              <label key={l.id}>
                <input
                  type="radio"
                  name="keep"
                  value={l.id}
                  checked={keep === l.id}
                  onChange={() => {
                    setKeep(l.id);
                    setError("");
                  }}
                />
                {l.name} — {l.location} ({l.totalReviews} {l.totalReviews === 1 ? "review" : "reviews"})
              </label>
            ))
          )}
        </fieldset>
        <label htmlFor={`${fieldId}-reason`}><Trans>Reason (shown in the moderation log)</Trans></label>
        <input id={`${fieldId}-reason`} value={reason} maxLength={LIMITS.moderationReasonMax} onChange={(e) => setReason(e.currentTarget.value)} />
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        <DialogActions>
          <button type="button" className="secondary" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? t`Merging...` : t`Merge`}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
