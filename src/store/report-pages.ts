// One page of the report queue grouped by target (issue 32), the part SQLite's and PostgreSQL's
// `pageReportGroups` share: the targets are found by walking the reports newest first, a target's
// place being where its newest report comes, so the first page reads a few rows, not a grouping of
// every report; then the page's reports are put in their targets' order.

export interface ReportGroup {
  type: string;
  targetId: string;
}

const keyOf = (type: string, targetId: string) => `${type}|${targetId}`;

/**
 * The page's targets, taken from the walk one step at a time: `take` the `step` rows from `from`
 * (newest first) while it answers true. Steps start at twice the rows the page needs and double:
 * a page of 20 reads tens of rows, not a fixed 500 (each a table look-up when the category filters
 * them), and a deep page few steps.
 */
export class ReportGroupWalk {
  readonly groups: ReportGroup[] = [];
  from = 0;
  step: number;
  private readonly seen = new Set<string>();

  constructor(private readonly page: { limit: number; offset: number }) {
    this.step = Math.max(50, (page.offset + page.limit) * 2);
  }

  /** Takes one step's rows; false once the page is full or the reports are walked to their end. */
  take(batch: readonly ReportGroup[]): boolean {
    for (const r of batch) {
      const key = keyOf(r.type, r.targetId);
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      if (this.seen.size > this.page.offset) this.groups.push(r);
      if (this.groups.length === this.page.limit) return false;
    }
    if (batch.length < this.step) return false;
    this.from += this.step;
    this.step = Math.min(this.step * 2, 5_000);
    return true;
  }

  /** The targets' ids, to read their reports in one query. */
  targetIds(): string[] {
    return [...new Set(this.groups.map((g) => g.targetId))];
  }

  /** `rows` (newest first) of the page's targets only, in their targets' order, newest first within each. */
  inGroupOrder<R extends { reportType: string; targetId: string }>(rows: readonly R[]): R[] {
    const rank = new Map(this.groups.map((g, i) => [keyOf(g.type, g.targetId), i]));
    const mine = rows.filter((r) => rank.has(keyOf(r.reportType, r.targetId)));
    // Stable sort keeps newest-first inside each group.
    return mine.sort((a, b) => rank.get(keyOf(a.reportType, a.targetId))! - rank.get(keyOf(b.reportType, b.targetId))!);
  }
}
