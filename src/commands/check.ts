// `rentfair check [--fix]` (issue 32): every figure the site keeps by deltas (landlords' totals,
// means and search addresses, accounts' figures, helpful counts, rents per location, the report
// queue's counts; src/store/sqlite/figures.ts) recounted from the rows and compared. Exit code 0
// when all agree, 1 when some differ (listed); `--fix` writes the recounts over those that differ.
import type { FigureCheck, OperationsStore } from "../store/operations";

/** The check's report, a line each: what was compared, then each difference. */
export function describeCheck(result: FigureCheck): string[] {
  const c = result.checked;
  const lines = [
    `checked ${c.landlords} landlord(s), ${c.users} account(s), ${c.reviews} review(s), ${c.locations} rent location(s), ${c.reportCounts} report count(s), ${c.reportGroups} report group count(s)`,
  ];
  if (!result.differing) return [...lines, "every kept figure equals its recount"];
  for (const m of result.mismatches) lines.push(`  ${m.kind} ${m.id}: ${m.field} kept ${JSON.stringify(m.kept)}, recounted ${JSON.stringify(m.counted)}`);
  if (result.differing > result.mismatches.length) lines.push(`  … and ${result.differing - result.mismatches.length} more`);
  lines.push(result.fixed ? `${result.differing} figure(s) differed and were recounted` : `${result.differing} figure(s) differ from their recount (rentfair check --fix recounts them)`);
  return lines;
}

export async function checkFigures(operations: OperationsStore, fix: boolean): Promise<{ lines: string[]; ok: boolean }> {
  const result = await operations.checkFigures({ fix });
  return { lines: describeCheck(result), ok: result.differing === 0 || result.fixed };
}
