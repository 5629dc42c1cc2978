// The exact recount of the grouped report queue's kept counts (issue 32): report_targets and
// report_group_counts, kept by triggers (SQLite migration 0016_report_groups.sql, PostgreSQL 0011).
// Plain SQL both dialects run, shared by `rentfair check` (src/store/sqlite/figures.ts and its
// PostgreSQL twin) and the growth bench's bulk load (bench/growth.ts).

/** Each report four times: under its status and '*', by its category and '*'. */
const KEYED = `SELECT status AS s, report_category AS c, report_type, target_id FROM reports
  UNION ALL SELECT '*', report_category, report_type, target_id FROM reports
  UNION ALL SELECT status, '*', report_type, target_id FROM reports
  UNION ALL SELECT '*', '*', report_type, target_id FROM reports`;

/** report_targets as the reports say it should be: (status_key, category_key, report_type, target_id, n). */
const WANT_TARGETS = `SELECT s, c, report_type, target_id, count(*) AS n FROM (${KEYED}) AS keyed GROUP BY s, c, report_type, target_id`;

/** Rebuilds both tables from the reports (in the caller's transaction). */
export const RECOUNT_REPORT_GROUPS = [
  "DELETE FROM report_targets",
  "DELETE FROM report_group_counts",
  `INSERT INTO report_targets (status_key, category_key, report_type, target_id, n) ${WANT_TARGETS}`,
  `INSERT INTO report_group_counts (status_key, category_key, report_type, "groups") SELECT status_key, category_key, report_type, count(*) FROM report_targets GROUP BY status_key, category_key, report_type`,
] as const;

/** Rows (status_key, category_key, report_type, n): how many targets have reports under each key, counted from the reports. */
export const WANT_GROUP_COUNTS = `SELECT s AS status_key, c AS category_key, report_type, count(DISTINCT target_id) AS n FROM (${KEYED}) AS keyed GROUP BY s, c, report_type`;

/** Rows of the same shape, as kept. */
export const KEPT_GROUP_COUNTS = `SELECT status_key, category_key, report_type, "groups" AS n FROM report_group_counts WHERE "groups" <> 0`;

/** One row (n): how many rows of report_targets the reports say should be there and are not (or differ). */
export const MISSING_TARGET_ROWS = `SELECT count(*) AS n FROM (${WANT_TARGETS} EXCEPT SELECT status_key, category_key, report_type, target_id, n FROM report_targets) AS d`;

/** One row (n): how many rows of report_targets the reports do not account for (or differ). */
export const STRAY_TARGET_ROWS = `SELECT count(*) AS n FROM (SELECT status_key, category_key, report_type, target_id, n FROM report_targets EXCEPT ${WANT_TARGETS}) AS d`;

export type GroupCountRow = { status_key: string; category_key: string; report_type: string; n: number | string };

/** `status|category|type` of a group count row, the mismatch id `rentfair check` lists. */
export const groupKey = (r: GroupCountRow) => `${r.status_key}|${r.category_key}|${r.report_type}`;
