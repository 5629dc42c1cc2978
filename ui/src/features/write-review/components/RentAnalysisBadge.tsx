// The rent analysis badge (docs/product-rules.md#pages and docs/product-rules.md#routes and docs/product-rules.md#constants): asks the server only when a location is known,
// shows "Analyzing..." meanwhile, and on failure toasts and falls back to the local ±15% estimate.
import type { RentPeriod } from "@contract/constants";
import type { RentAnalysis } from "@contract/types";
import { showFailure } from "../../../lib/api";
import { useRentAnalysis } from "../api";
import { localEstimate, monthlyEquivalent, RENT_LEVEL_LABEL } from "../rent";
import { useDebounced } from "../../../lib/use-debounced";
import { Trans } from "@lingui/react/macro";
import { t } from "@lingui/core/macro";

export function RentAnalysisBadge({ rent, period, location }: { rent: number | null; period: RentPeriod; location: string }) {
  const monthly = rent !== null && Number.isFinite(rent) && rent > 0 ? monthlyEquivalent(rent, period) : null;
  const settled = useDebounced(monthly, 400);
  const { data, error, isLoading } = useRentAnalysis(settled, location, (error) => showFailure(error, { title: t`Failed to fetch analysis`, text: "" }));

  if (monthly === null) return null;
  if (!location.trim())
    return (
      <p className="rent-badge rent-badge--muted" data-testid="rent-analysis">
        <small><Trans>Add the landlord's location to compare this rent with the area.</Trans></small>
      </p>
    );
  if (isLoading || settled !== monthly)
    return (
      <p className="rent-badge rent-badge--loading" data-testid="rent-analysis" aria-live="polite">
        <span className="rent-badge__pill" aria-busy="true"><Trans>Analyzing...</Trans></span>
      </p>
    );
  const analysis: RentAnalysis | undefined = error ? localEstimate(monthly) : data;
  if (!analysis) return null;
  return (
    <div className={`rent-badge rent-badge--${analysis.level}`} data-testid="rent-analysis" aria-live="polite">
      <span className="rent-badge__pill">
        <Trans>Rent: {RENT_LEVEL_LABEL[analysis.level]}</Trans>
      </span>
      <p>
        <small>
          {analysis.description}
          {error ? t` Local estimate: the analysis service could not be reached.` : ""}
        </small>
      </p>
    </div>
  );
}
