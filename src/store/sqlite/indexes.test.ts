// Issue 32: every foreign key has an index (a deletion of the row it points at is a look-up, not a
// scan), and the lists' sorts and filters are served by an index (no scan, no sort of every row).
import { expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "./connection";

const db = openDatabase(join(mkdtempSync(join(tmpdir(), "rentfair-idx-")), "rentfair.db"));
const q = <T>(sql: string) => db.$client.query(sql).all() as T[];

test("every foreign key column leads an index (or the primary key)", () => {
  const tables = q<{ name: string }>("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'").map((t) => t.name);
  const missing: string[] = [];
  for (const table of tables) {
    const leading = new Set<string>();
    for (const index of q<{ name: string }>(`PRAGMA index_list(${table})`)) {
      const first = q<{ name: string | null; seqno: number }>(`PRAGMA index_info(${index.name})`).find((c) => c.seqno === 0);
      if (first?.name) leading.add(first.name);
    }
    for (const col of q<{ name: string; pk: number }>(`PRAGMA table_info(${table})`)) if (col.pk === 1) leading.add(col.name);
    for (const fk of q<{ from: string }>(`PRAGMA foreign_key_list(${table})`)) if (!leading.has(fk.from)) missing.push(`${table}.${fk.from}`);
  }
  expect(missing).toEqual([]);
});

const plan = (sql: string) => q<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`).map((r) => r.detail).join(" | ");

test.each([
  ["a landlord's reviews by helpfulness", "SELECT * FROM reviews WHERE landlord_id = 'x' ORDER BY helpful_count DESC, created_at DESC, rowid DESC LIMIT 20"],
  ["a landlord's reviews, highest first", "SELECT * FROM reviews WHERE landlord_id = 'x' ORDER BY overall_rating DESC, created_at DESC, rowid DESC LIMIT 20"],
  ["a landlord's reviews, lowest first", "SELECT * FROM reviews WHERE landlord_id = 'x' ORDER BY overall_rating ASC, created_at DESC, rowid DESC LIMIT 20"],
  ["a landlord's reviews, newest first", "SELECT * FROM reviews WHERE landlord_id = 'x' ORDER BY created_at DESC, rowid DESC LIMIT 20"],
  ["an account's reviews, newest first", "SELECT * FROM reviews WHERE user_id = 1 ORDER BY created_at DESC, rowid DESC LIMIT 10"],
  ["the report queue", "SELECT * FROM reports ORDER BY created_at DESC, id DESC LIMIT 25"],
  ["the report queue by status", "SELECT * FROM reports WHERE status = 'pending' ORDER BY created_at DESC, id DESC LIMIT 25"],
  ["the report queue by type", "SELECT * FROM reports WHERE report_type = 'review' ORDER BY created_at DESC, id DESC LIMIT 25"],
  ["the report queue by type and status", "SELECT * FROM reports WHERE report_type = 'review' AND status = 'pending' ORDER BY created_at DESC, id DESC LIMIT 25"],
  ["the report queue by category", "SELECT * FROM reports WHERE report_category = 'Spam' ORDER BY created_at DESC, id DESC LIMIT 25"],
  ["the grouped report queue's total", "SELECT coalesce(sum(\"groups\"), 0) FROM report_group_counts WHERE status_key = '*' AND category_key = 'Spam'"],
  ["the grouped report queue's total by type", "SELECT coalesce(sum(\"groups\"), 0) FROM report_group_counts WHERE status_key = 'pending' AND category_key = '*' AND report_type = 'review'"],
  ["a report's target rows (the report_groups triggers)", "SELECT n FROM report_targets WHERE report_type = 'review' AND target_id = 'x' AND status_key IN ('pending', '*') AND category_key IN ('Spam', '*')"],
  ["an account's sessions", "SELECT sid FROM sessions WHERE json_extract(\"sessions\".\"sess\", '$.userId') = 1"],
  ["the admin's account list", "SELECT * FROM users ORDER BY reported_count DESC, created_at DESC LIMIT 50"],
  ["the landlord list by location", "SELECT * FROM landlords WHERE lower(location) LIKE '%austin%' ORDER BY total_reviews DESC, average_rating DESC, name LIMIT 20"],
])("%s is served by an index, without a sort", (_, sql) => {
  const p = plan(sql);
  expect(p).toContain("USING");
  expect(p).not.toContain("TEMP B-TREE");
  expect(p).not.toMatch(/SCAN \w+$|SCAN \w+ \|/);
});
