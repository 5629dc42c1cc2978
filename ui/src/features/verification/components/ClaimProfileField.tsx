// The verification form's optional claim (docs/product-rules.md#verification-badges-and-replies): search a landlord profile by name and
// choose it; the chosen profile's id travels in a hidden `landlordId` field. Profiles that already
// have a verified owner say so and cannot be chosen.
import { useId, useState } from "react";
import type { Landlord } from "@contract/types";
import { useDebounced } from "../../../lib/use-debounced";
import { useLandlordSearch } from "../../../lib/landlords";
import { LandlordBadges } from "../../../components/LandlordBadges";
import "../verification.css";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function ClaimProfileField({ chosen, onChoose }: { chosen: Landlord | null; onChoose: (l: Landlord | null) => void }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const settled = useDebounced(query, 300);
  const { results, isLoading } = useLandlordSearch({ query: settled, location: "", type: "landlord" });
  const shown = (results ?? []).slice(0, 6);

  if (chosen) {
    return (
      <div className="full claim-field" data-testid="claim-chosen">
        <input type="hidden" name="landlordId" value={chosen.id} />
        <p className="claim-field__chosen">
          <span>
            <Trans>Claiming <strong>{chosen.name}</strong> <span className="muted">· {chosen.location}</span></Trans>
          </span>
          <button type="button" className="secondary outline small" onClick={() => onChoose(null)}>
            <Trans>Change profile</Trans>
          </button>
        </p>
      </div>
    );
  }

  return (
    <div className="full claim-field">
      <label htmlFor={id}>
        <Trans>Your landlord profile <span className="muted">(optional)</span></Trans>
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        // Enter searches as you type already; it must not send the whole form.
        onKeyDown={(e) => {
          if (e.key === "Enter") e.preventDefault();
        }}
        placeholder={t`Landlord Name`}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
      />
      <small id={`${id}-hint`} className="muted">
        <Trans>Find the profile renters review you under to claim it: once approved, you can reply to its reviews.</Trans>
      </small>
      {settled.trim() && (
        <div aria-live="polite">
          {isLoading && !results ? (
            <p className="muted text-sm"><Trans>Searching…</Trans></p>
          ) : shown.length === 0 ? (
            <p className="muted text-sm"><Trans>No landlords found</Trans></p>
          ) : (
            <ul className="claim-field__results" aria-label={t`Matching landlord profiles`}>
              {shown.map((l) => {
                const owned = l.badges.includes("verified");
                return (
                  <li key={l.id}>
                    <span>
                      <strong>{l.name}</strong> <span className="muted">· {l.location}</span>
                      <LandlordBadges badges={l.badges} size="sm" />
                    </span>
                    <button
                      type="button"
                      className="small"
                      disabled={owned}
                      onClick={() => onChoose(l)}
                      aria-label={owned ? t`${l.name} already has a verified owner` : t`Claim ${l.name}, ${l.location}`}
                    >
                      {owned ? t`Already verified` : t`Claim`}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
