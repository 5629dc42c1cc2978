// Rent analysis (docs/product-rules.md#routes, docs/product-rules.md#constants): the rent against the average of the platform's own
// rents for that location when it has at least 3, else against a baseline; below -15% is low,
// above +15% high, anything from -15% to +15% inclusive average.
import type { AppDeps } from "../../deps";
import type { RentAnalysis } from "../../contract/types";
import { RENT_BASELINE_MONTHLY, RENT_LEVEL_BAND } from "../../contract/constants";
import { locationMatches, queryTerms, tokenize } from "../search/text";
import { STATE_MEDIAN_RENT, stateOf } from "./baselines";

export const PLATFORM_MIN_SAMPLE = 3;

/** A review's rent as monthly: weekly × 52 / 12, annual / 12. */
export function toMonthly(rent: number, period: string): number {
  if (period === "weekly") return (rent * 52) / 12;
  if (period === "annual") return rent / 12;
  return rent;
}

/** The level of `rent` against `average`, compared in whole percent so the ±15% edges are exact. */
export function rentLevel(rent: number, average: number): RentAnalysis["level"] {
  const band = Math.round(RENT_LEVEL_BAND * 100);
  if (rent * 100 < average * (100 - band)) return "low";
  if (rent * 100 > average * (100 + band)) return "high";
  return "average";
}

export function createRentService(deps: AppDeps) {
  return {
    async analyze(rent: number, location: string | undefined): Promise<RentAnalysis> {
      const place = location?.trim() ?? "";
      const wanted = queryTerms(place);
      // The platform's rents in that place: the same location matching as search ("Austin" matches
      // "Austin, TX"), over the rents kept summed per location (issue 32: a few rows, never a scan of
      // every review).
      const places = wanted.length ? (await deps.store.rent.rentsByLocation(wanted[0]!)).filter((r) => locationMatches(tokenize(r.location), wanted)) : [];
      const rents = { length: places.reduce((n, p) => n + p.rents, 0), sum: places.reduce((s, p) => s + p.monthlySum, 0) };
      const platform = rents.length >= PLATFORM_MIN_SAMPLE;
      const state = stateOf(place);
      const average = platform ? rents.sum / rents.length : state ? STATE_MEDIAN_RENT[state]! : RENT_BASELINE_MONTHLY;
      const level = rentLevel(rent, average);
      const averageRent = Math.round(average);
      const where = place || "this area";
      const pct = Math.round((Math.abs(rent - average) / average) * 100);
      const source = platform ? `the ${rents.length} rents reported on this site for ${where}` : state ? `the typical rent in ${state}` : "a typical US rent";
      const description =
        level === "average"
          ? `$${rent.toLocaleString("en-US")} is close to the average of $${averageRent.toLocaleString("en-US")} from ${source}.`
          : `$${rent.toLocaleString("en-US")} is ${pct}% ${level === "low" ? "below" : "above"} the average of $${averageRent.toLocaleString("en-US")} from ${source}.`;
      return { level, description, marketData: { dataSource: platform ? "platform" : "external", sampleSize: platform ? rents.length : 0, averageRent } };
    },
  };
}
