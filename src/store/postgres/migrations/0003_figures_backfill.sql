-- Issue 32: the figures kept by deltas from now on (src/store/postgres/figures.ts), filled from the
-- rows already written (the twin of SQLite's 0009_figures_backfill.sql). landlord_addresses needs
-- src/contract/address.ts: `rentfair check --fix` fills it on a database older than this migration.
UPDATE "landlords" SET
  "overall_sum" = coalesce((SELECT sum("overall_rating") FROM "reviews" WHERE "landlord_id" = "landlords"."id"), 0),
  "responsiveness_sum" = coalesce((SELECT sum("responsiveness_rating") FROM "reviews" WHERE "landlord_id" = "landlords"."id"), 0),
  "maintenance_sum" = coalesce((SELECT sum("maintenance_rating") FROM "reviews" WHERE "landlord_id" = "landlords"."id"), 0),
  "fairness_sum" = coalesce((SELECT sum("fairness_rating") FROM "reviews" WHERE "landlord_id" = "landlords"."id"), 0);
--> statement-breakpoint
UPDATE "users" SET
  "review_count" = (SELECT count(*) FROM "reviews" WHERE "user_id" = "users"."id"),
  "rating_sum" = coalesce((SELECT sum("overall_rating") FROM "reviews" WHERE "user_id" = "users"."id"), 0),
  "helpful_received" = (SELECT count(*) FROM "helpful_votes" JOIN "reviews" ON "reviews"."id" = "helpful_votes"."review_id" WHERE "reviews"."user_id" = "users"."id"),
  "reported_count" = (SELECT count(*) FROM "reports" JOIN "reviews" ON "reviews"."id" = "reports"."target_id" WHERE "reports"."report_type" = 'review' AND "reviews"."user_id" = "users"."id");
--> statement-breakpoint
INSERT INTO "rent_locations" ("location", "rents", "monthly_sum")
  SELECT "landlords"."location", count(*), sum(CASE "reviews"."rent_period" WHEN 'weekly' THEN "reviews"."monthly_rent" * 52.0 / 12 WHEN 'annual' THEN "reviews"."monthly_rent" / 12.0 ELSE "reviews"."monthly_rent" END)
  FROM "reviews" JOIN "landlords" ON "landlords"."id" = "reviews"."landlord_id"
  WHERE "reviews"."monthly_rent" IS NOT NULL GROUP BY "landlords"."location";
--> statement-breakpoint
INSERT INTO "report_counts" ("report_type", "report_category", "status", "n")
  SELECT "report_type", "report_category", "status", count(*) FROM "reports" GROUP BY "report_type", "report_category", "status";
--> statement-breakpoint
CREATE FUNCTION "reports_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "report_counts" SET "n" = "n" - 1 WHERE "report_type" = OLD."report_type" AND "report_category" = OLD."report_category" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO "report_counts" ("report_type", "report_category", "status", "n") VALUES (NEW."report_type", NEW."report_category", NEW."status", 1)
      ON CONFLICT ("report_type", "report_category", "status") DO UPDATE SET "n" = "report_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reports_counted_insert_delete" AFTER INSERT OR DELETE ON "reports" FOR EACH ROW EXECUTE FUNCTION "reports_counted"();
--> statement-breakpoint
CREATE TRIGGER "reports_counted_update" AFTER UPDATE OF "report_type", "report_category", "status" ON "reports" FOR EACH ROW
  WHEN (OLD."report_type" IS DISTINCT FROM NEW."report_type" OR OLD."report_category" IS DISTINCT FROM NEW."report_category" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "reports_counted"();
