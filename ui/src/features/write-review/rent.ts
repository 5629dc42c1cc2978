// Rent analysis helpers (docs/product-rules.md#constants): the monthly figure the API expects, and the local
// fallback estimate used when the analysis call fails: ±15% around an area average of 1800.
import { RENT_BASELINE_MONTHLY, RENT_LEVEL_BAND, type RentPeriod } from "@contract/constants";
import type { RentAnalysis } from "@contract/types";
import { t } from "@lingui/core/macro";
import { formatMoney } from "../../lib/i18n";

export function monthlyEquivalent(rent: number, period: RentPeriod): number {
  if (period === "weekly") return Math.round((rent * 52) / 12);
  if (period === "annual") return Math.round(rent / 12);
  return Math.round(rent);
}

export function rentLevel(monthly: number, average = RENT_BASELINE_MONTHLY): RentAnalysis["level"] {
  const diff = (monthly - average) / average;
  if (diff < -RENT_LEVEL_BAND) return "low";
  if (diff > RENT_LEVEL_BAND) return "high";
  return "average";
}

export function localEstimate(monthly: number): RentAnalysis {
  const level = rentLevel(monthly);
  const pct = Math.round(Math.abs((monthly - RENT_BASELINE_MONTHLY) / RENT_BASELINE_MONTHLY) * 100);
  const average = formatMoney(RENT_BASELINE_MONTHLY);
  const description =
    level === "average"
      ? t`Within 15% of an estimated area average of ${average} a month.`
      : level === "low"
        ? t`About ${pct}% below an estimated area average of ${average} a month.`
        : t`About ${pct}% above an estimated area average of ${average} a month.`;
  return { level, description, marketData: { dataSource: "external", sampleSize: 0, averageRent: RENT_BASELINE_MONTHLY } };
}

export const RENT_LEVEL_LABEL: Record<RentAnalysis["level"], string> = {
  get low() { return t`Below Average`; },
  get average() { return t`Average`; },
  get high() { return t`Above Average`; },
};
