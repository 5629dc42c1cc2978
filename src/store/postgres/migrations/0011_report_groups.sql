-- Issue 32: the report queue grouped by target reads its X-Total-Count from kept counts (the twin
-- of SQLite's 0016_report_groups.sql, which says how report_targets and report_group_counts are
-- kept). Filled from the reports already written, then kept by the trigger below.
INSERT INTO "report_targets" ("status_key", "category_key", "report_type", "target_id", "n")
  SELECT "s", "c", "report_type", "target_id", count(*) FROM (
    SELECT "status" AS "s", "report_category" AS "c", "report_type", "target_id" FROM "reports"
    UNION ALL SELECT '*', "report_category", "report_type", "target_id" FROM "reports"
    UNION ALL SELECT "status", '*', "report_type", "target_id" FROM "reports"
    UNION ALL SELECT '*', '*', "report_type", "target_id" FROM "reports"
  ) AS "keyed" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "report_group_counts" ("status_key", "category_key", "report_type", "groups")
  SELECT "status_key", "category_key", "report_type", count(*) FROM "report_targets" GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION "reports_grouped"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One writer of these counts at a time, until its commit: a report's four target rows and the
  -- group counts they move would otherwise be locked in different orders by a create and a resolve
  -- running at once (a deadlock). Report writes are few and short; reads take no lock.
  PERFORM pg_advisory_xact_lock(320016);
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- Out as it was: the keys whose target row reaches 0 lose a group. The row's new n is read from
    -- the UPDATE itself (RETURNING, under its row lock), so two reports on one target deleted at once
    -- by two transactions see 1 and then 0, never both 1.
    WITH counted AS (
      UPDATE report_targets SET n = n - 1 WHERE report_type = OLD.report_type AND target_id = OLD.target_id AND status_key IN (OLD.status, '*') AND category_key IN (OLD.report_category, '*')
        RETURNING status_key, category_key, report_type, n
    )
    UPDATE report_group_counts g SET "groups" = g."groups" - 1
      FROM counted c WHERE c.n = 0 AND g.status_key = c.status_key AND g.category_key = c.category_key AND g.report_type = c.report_type;
    DELETE FROM report_targets WHERE report_type = OLD.report_type AND target_id = OLD.target_id AND n <= 0;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    -- In as it is: the keys whose target row is new (n = 1, read from the upsert itself) gain a group.
    WITH counted AS (
      INSERT INTO report_targets AS t (status_key, category_key, report_type, target_id, n)
        VALUES (NEW.status, NEW.report_category, NEW.report_type, NEW.target_id, 1), (NEW.status, '*', NEW.report_type, NEW.target_id, 1), ('*', NEW.report_category, NEW.report_type, NEW.target_id, 1), ('*', '*', NEW.report_type, NEW.target_id, 1)
        ON CONFLICT (report_type, target_id, status_key, category_key) DO UPDATE SET n = t.n + 1
        RETURNING t.status_key, t.category_key, t.report_type, t.n
    )
    INSERT INTO report_group_counts AS g (status_key, category_key, report_type, "groups")
      SELECT status_key, category_key, report_type, 1 FROM counted WHERE n = 1
      ON CONFLICT (status_key, category_key, report_type) DO UPDATE SET "groups" = g."groups" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reports_grouped_insert_delete" AFTER INSERT OR DELETE ON "reports" FOR EACH ROW EXECUTE FUNCTION "reports_grouped"();
--> statement-breakpoint
-- A report's status (resolve, dismiss), category, type or target (a landlord merge moves reports) changed.
CREATE TRIGGER "reports_grouped_update" AFTER UPDATE OF "report_type", "target_id", "report_category", "status" ON "reports" FOR EACH ROW
  WHEN (OLD."report_type" IS DISTINCT FROM NEW."report_type" OR OLD."target_id" IS DISTINCT FROM NEW."target_id" OR OLD."report_category" IS DISTINCT FROM NEW."report_category" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "reports_grouped"();
