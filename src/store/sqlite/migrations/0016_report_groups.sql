-- Issue 32: the report queue grouped by target (`GET /api/reports?group=target`) reads its
-- X-Total-Count from kept counts, not from a grouping of every matching report on every page.
-- report_targets holds, for each target, how many of its reports fall under each (status or '*',
-- category or '*'): four rows per report. A row appearing (n 0 -> 1) is a new group under its keys
-- and one more in report_group_counts; a row reaching 0 is deleted and one fewer. The total for a
-- filter is sum("groups") WHERE status_key = coalesce(status, '*') AND category_key =
-- coalesce(category, '*') [AND report_type = type] (src/store/sqlite/reports.ts keptGroupCount).
-- Filled here from the reports already written, then kept by the triggers below at a fixed cost per
-- report (the twin of PostgreSQL's 0011; `rentfair check` recounts both, src/store/sqlite/figures.ts).
INSERT INTO `report_targets` (`status_key`, `category_key`, `report_type`, `target_id`, `n`)
  SELECT `s`, `c`, `report_type`, `target_id`, count(*) FROM (
    SELECT `status` AS `s`, `report_category` AS `c`, `report_type`, `target_id` FROM `reports`
    UNION ALL SELECT '*', `report_category`, `report_type`, `target_id` FROM `reports`
    UNION ALL SELECT `status`, '*', `report_type`, `target_id` FROM `reports`
    UNION ALL SELECT '*', '*', `report_type`, `target_id` FROM `reports`
  ) GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO `report_group_counts` (`status_key`, `category_key`, `report_type`, `groups`)
  SELECT `status_key`, `category_key`, `report_type`, count(*) FROM `report_targets` GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER `reports_grouped_insert` AFTER INSERT ON `reports` BEGIN
  INSERT INTO report_targets (status_key, category_key, report_type, target_id, n)
    VALUES (NEW.status, NEW.report_category, NEW.report_type, NEW.target_id, 1), (NEW.status, '*', NEW.report_type, NEW.target_id, 1), ('*', NEW.report_category, NEW.report_type, NEW.target_id, 1), ('*', '*', NEW.report_type, NEW.target_id, 1)
    ON CONFLICT (report_type, target_id, status_key, category_key) DO UPDATE SET n = n + 1;
  INSERT INTO report_group_counts (status_key, category_key, report_type, "groups")
    SELECT status_key, category_key, report_type, 1 FROM report_targets
    WHERE report_type = NEW.report_type AND target_id = NEW.target_id AND status_key IN (NEW.status, '*') AND category_key IN (NEW.report_category, '*') AND n = 1
    ON CONFLICT (status_key, category_key, report_type) DO UPDATE SET "groups" = "groups" + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reports_grouped_delete` AFTER DELETE ON `reports` BEGIN
  UPDATE report_group_counts SET "groups" = "groups" - 1
    WHERE report_type = OLD.report_type AND status_key IN (OLD.status, '*') AND category_key IN (OLD.report_category, '*')
    AND (SELECT t.n FROM report_targets t WHERE t.report_type = OLD.report_type AND t.target_id = OLD.target_id AND t.status_key = report_group_counts.status_key AND t.category_key = report_group_counts.category_key) = 1;
  UPDATE report_targets SET n = n - 1 WHERE report_type = OLD.report_type AND target_id = OLD.target_id AND status_key IN (OLD.status, '*') AND category_key IN (OLD.report_category, '*');
  DELETE FROM report_targets WHERE report_type = OLD.report_type AND target_id = OLD.target_id AND n <= 0;
END;
--> statement-breakpoint
-- A report's status (resolve, dismiss), category, type or target (a landlord merge moves reports)
-- changed: counted out as it was, in as it is.
CREATE TRIGGER `reports_grouped_update` AFTER UPDATE OF `report_type`, `target_id`, `report_category`, `status` ON `reports`
  WHEN OLD.`report_type` IS NOT NEW.`report_type` OR OLD.`target_id` IS NOT NEW.`target_id` OR OLD.`report_category` IS NOT NEW.`report_category` OR OLD.`status` IS NOT NEW.`status` BEGIN
  UPDATE report_group_counts SET "groups" = "groups" - 1
    WHERE report_type = OLD.report_type AND status_key IN (OLD.status, '*') AND category_key IN (OLD.report_category, '*')
    AND (SELECT t.n FROM report_targets t WHERE t.report_type = OLD.report_type AND t.target_id = OLD.target_id AND t.status_key = report_group_counts.status_key AND t.category_key = report_group_counts.category_key) = 1;
  UPDATE report_targets SET n = n - 1 WHERE report_type = OLD.report_type AND target_id = OLD.target_id AND status_key IN (OLD.status, '*') AND category_key IN (OLD.report_category, '*');
  DELETE FROM report_targets WHERE report_type = OLD.report_type AND target_id = OLD.target_id AND n <= 0;
  INSERT INTO report_targets (status_key, category_key, report_type, target_id, n)
    VALUES (NEW.status, NEW.report_category, NEW.report_type, NEW.target_id, 1), (NEW.status, '*', NEW.report_type, NEW.target_id, 1), ('*', NEW.report_category, NEW.report_type, NEW.target_id, 1), ('*', '*', NEW.report_type, NEW.target_id, 1)
    ON CONFLICT (report_type, target_id, status_key, category_key) DO UPDATE SET n = n + 1;
  INSERT INTO report_group_counts (status_key, category_key, report_type, "groups")
    SELECT status_key, category_key, report_type, 1 FROM report_targets
    WHERE report_type = NEW.report_type AND target_id = NEW.target_id AND status_key IN (NEW.status, '*') AND category_key IN (NEW.report_category, '*') AND n = 1
    ON CONFLICT (status_key, category_key, report_type) DO UPDATE SET "groups" = "groups" + 1;
END;
