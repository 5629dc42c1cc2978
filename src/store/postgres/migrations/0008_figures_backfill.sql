-- Issue 32: the figures kept by deltas from now on (src/store/postgres/figures.ts), filled from the
-- rows already written (the twin of SQLite's 0009_figures_backfill.sql). landlord_addresses needs
-- src/contract/address.ts: `rentfair check --fix` fills it on a database older than this migration.
UPDATE "landlords" SET
  "overall_sum" = coalesce((SELECT sum("overall_rating") FROM "reviews" WHERE "landlord_id" = "landlords"."id" AND "hidden_at" IS NULL), 0),
  "responsiveness_sum" = coalesce((SELECT sum("responsiveness_rating") FROM "reviews" WHERE "landlord_id" = "landlords"."id" AND "hidden_at" IS NULL), 0),
  "maintenance_sum" = coalesce((SELECT sum("maintenance_rating") FROM "reviews" WHERE "landlord_id" = "landlords"."id" AND "hidden_at" IS NULL), 0),
  "fairness_sum" = coalesce((SELECT sum("fairness_rating") FROM "reviews" WHERE "landlord_id" = "landlords"."id" AND "hidden_at" IS NULL), 0);
--> statement-breakpoint
UPDATE "users" SET
  "review_count" = (SELECT count(*) FROM "reviews" WHERE "user_id" = "users"."id" AND "hidden_at" IS NULL),
  "rating_sum" = coalesce((SELECT sum("overall_rating") FROM "reviews" WHERE "user_id" = "users"."id" AND "hidden_at" IS NULL), 0),
  "helpful_received" = (SELECT count(*) FROM "helpful_votes" JOIN "reviews" ON "reviews"."id" = "helpful_votes"."review_id" WHERE "reviews"."user_id" = "users"."id" AND "reviews"."hidden_at" IS NULL),
  "reported_count" = (SELECT count(*) FROM "reports" JOIN "reviews" ON "reviews"."id" = "reports"."target_id" WHERE "reports"."report_type" = 'review' AND "reviews"."user_id" = "users"."id" AND "reviews"."hidden_at" IS NULL);
--> statement-breakpoint
INSERT INTO "rent_locations" ("location", "rents", "monthly_sum")
  SELECT "landlords"."location", count(*), sum(CASE "reviews"."rent_period" WHEN 'weekly' THEN "reviews"."monthly_rent" * 52.0 / 12 WHEN 'annual' THEN "reviews"."monthly_rent" / 12.0 ELSE "reviews"."monthly_rent" END)
  FROM "reviews" JOIN "landlords" ON "landlords"."id" = "reviews"."landlord_id"
  WHERE "reviews"."monthly_rent" IS NOT NULL AND "reviews"."hidden_at" IS NULL GROUP BY "landlords"."location";
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
--> statement-breakpoint
-- Issue 28 at merge: a hidden review (hidden_at set) counts in no figure: every reviews_* trigger
-- counts a row out only while OLD.hidden_at IS NULL and in only while NEW.hidden_at IS NULL (hiding
-- and showing again are updates of hidden_at), the backfill above reads visible reviews only, and a
-- report on a hidden review is not drawn on its author.
-- The figures above kept from now on by these triggers (the twin of SQLite's 0009; issue 32,
-- src/store/postgres/figures.ts).
CREATE FUNCTION "reviews_figures_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE landlords SET total_reviews = total_reviews + 1, overall_sum = CASE WHEN total_reviews + 1 > 0 THEN overall_sum + NEW.overall_rating ELSE 0 END, responsiveness_sum = CASE WHEN total_reviews + 1 > 0 THEN responsiveness_sum + NEW.responsiveness_rating ELSE 0 END, maintenance_sum = CASE WHEN total_reviews + 1 > 0 THEN maintenance_sum + NEW.maintenance_rating ELSE 0 END, fairness_sum = CASE WHEN total_reviews + 1 > 0 THEN fairness_sum + NEW.fairness_rating ELSE 0 END, average_rating = CASE WHEN total_reviews + 1 > 0 THEN floor(((overall_sum + NEW.overall_rating) / (total_reviews + 1)) * 10 + 0.5) / 10 ELSE 0 END, responsiveness_rating = CASE WHEN total_reviews + 1 > 0 THEN floor(((responsiveness_sum + NEW.responsiveness_rating) / (total_reviews + 1)) * 10 + 0.5) / 10 ELSE 0 END, maintenance_rating = CASE WHEN total_reviews + 1 > 0 THEN floor(((maintenance_sum + NEW.maintenance_rating) / (total_reviews + 1)) * 10 + 0.5) / 10 ELSE 0 END, fairness_rating = CASE WHEN total_reviews + 1 > 0 THEN floor(((fairness_sum + NEW.fairness_rating) / (total_reviews + 1)) * 10 + 0.5) / 10 ELSE 0 END WHERE id = NEW.landlord_id AND NEW.hidden_at IS NULL;
  IF NEW.user_id IS NOT NULL AND NEW.hidden_at IS NULL THEN UPDATE users SET review_count = review_count + 1, rating_sum = rating_sum + NEW.overall_rating, helpful_received = helpful_received + NEW.helpful_count, reported_count = reported_count + (SELECT count(*) FROM reports WHERE target_id = NEW.id AND report_type = 'review') WHERE id = NEW.user_id AND NEW.hidden_at IS NULL; END IF;
  IF NEW.hidden_at IS NULL AND NEW.monthly_rent IS NOT NULL THEN INSERT INTO rent_locations (location, rents, monthly_sum) SELECT location, 1, (CASE NEW.rent_period WHEN 'weekly' THEN NEW.monthly_rent * 52.0 / 12 WHEN 'annual' THEN NEW.monthly_rent / 12.0 ELSE NEW.monthly_rent END) FROM landlords WHERE id = NEW.landlord_id ON CONFLICT (location) DO UPDATE SET rents = rent_locations.rents + 1, monthly_sum = rent_locations.monthly_sum + EXCLUDED.monthly_sum; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reviews_figures_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE landlords SET total_reviews = total_reviews - 1, overall_sum = CASE WHEN total_reviews - 1 > 0 THEN overall_sum - OLD.overall_rating ELSE 0 END, responsiveness_sum = CASE WHEN total_reviews - 1 > 0 THEN responsiveness_sum - OLD.responsiveness_rating ELSE 0 END, maintenance_sum = CASE WHEN total_reviews - 1 > 0 THEN maintenance_sum - OLD.maintenance_rating ELSE 0 END, fairness_sum = CASE WHEN total_reviews - 1 > 0 THEN fairness_sum - OLD.fairness_rating ELSE 0 END, average_rating = CASE WHEN total_reviews - 1 > 0 THEN floor(((overall_sum - OLD.overall_rating) / (total_reviews - 1)) * 10 + 0.5) / 10 ELSE 0 END, responsiveness_rating = CASE WHEN total_reviews - 1 > 0 THEN floor(((responsiveness_sum - OLD.responsiveness_rating) / (total_reviews - 1)) * 10 + 0.5) / 10 ELSE 0 END, maintenance_rating = CASE WHEN total_reviews - 1 > 0 THEN floor(((maintenance_sum - OLD.maintenance_rating) / (total_reviews - 1)) * 10 + 0.5) / 10 ELSE 0 END, fairness_rating = CASE WHEN total_reviews - 1 > 0 THEN floor(((fairness_sum - OLD.fairness_rating) / (total_reviews - 1)) * 10 + 0.5) / 10 ELSE 0 END WHERE id = OLD.landlord_id AND OLD.hidden_at IS NULL;
  IF OLD.user_id IS NOT NULL AND OLD.hidden_at IS NULL THEN UPDATE users SET review_count = review_count - 1, rating_sum = rating_sum - OLD.overall_rating, helpful_received = helpful_received - OLD.helpful_count, reported_count = reported_count - (SELECT count(*) FROM reports WHERE target_id = OLD.id AND report_type = 'review') WHERE id = OLD.user_id AND OLD.hidden_at IS NULL; END IF;
  IF OLD.hidden_at IS NULL AND OLD.monthly_rent IS NOT NULL THEN UPDATE rent_locations SET rents = rents - 1, monthly_sum = monthly_sum - (CASE OLD.rent_period WHEN 'weekly' THEN OLD.monthly_rent * 52.0 / 12 WHEN 'annual' THEN OLD.monthly_rent / 12.0 ELSE OLD.monthly_rent END) WHERE location = (SELECT location FROM landlords WHERE id = OLD.landlord_id);
  DELETE FROM rent_locations WHERE rents <= 0 AND location = (SELECT location FROM landlords WHERE id = OLD.landlord_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reviews_landlord_figures_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE landlords SET total_reviews = total_reviews - 1, overall_sum = CASE WHEN total_reviews - 1 > 0 THEN overall_sum - OLD.overall_rating ELSE 0 END, responsiveness_sum = CASE WHEN total_reviews - 1 > 0 THEN responsiveness_sum - OLD.responsiveness_rating ELSE 0 END, maintenance_sum = CASE WHEN total_reviews - 1 > 0 THEN maintenance_sum - OLD.maintenance_rating ELSE 0 END, fairness_sum = CASE WHEN total_reviews - 1 > 0 THEN fairness_sum - OLD.fairness_rating ELSE 0 END, average_rating = CASE WHEN total_reviews - 1 > 0 THEN floor(((overall_sum - OLD.overall_rating) / (total_reviews - 1)) * 10 + 0.5) / 10 ELSE 0 END, responsiveness_rating = CASE WHEN total_reviews - 1 > 0 THEN floor(((responsiveness_sum - OLD.responsiveness_rating) / (total_reviews - 1)) * 10 + 0.5) / 10 ELSE 0 END, maintenance_rating = CASE WHEN total_reviews - 1 > 0 THEN floor(((maintenance_sum - OLD.maintenance_rating) / (total_reviews - 1)) * 10 + 0.5) / 10 ELSE 0 END, fairness_rating = CASE WHEN total_reviews - 1 > 0 THEN floor(((fairness_sum - OLD.fairness_rating) / (total_reviews - 1)) * 10 + 0.5) / 10 ELSE 0 END WHERE id = OLD.landlord_id AND OLD.hidden_at IS NULL;
  UPDATE landlords SET total_reviews = total_reviews + 1, overall_sum = CASE WHEN total_reviews + 1 > 0 THEN overall_sum + NEW.overall_rating ELSE 0 END, responsiveness_sum = CASE WHEN total_reviews + 1 > 0 THEN responsiveness_sum + NEW.responsiveness_rating ELSE 0 END, maintenance_sum = CASE WHEN total_reviews + 1 > 0 THEN maintenance_sum + NEW.maintenance_rating ELSE 0 END, fairness_sum = CASE WHEN total_reviews + 1 > 0 THEN fairness_sum + NEW.fairness_rating ELSE 0 END, average_rating = CASE WHEN total_reviews + 1 > 0 THEN floor(((overall_sum + NEW.overall_rating) / (total_reviews + 1)) * 10 + 0.5) / 10 ELSE 0 END, responsiveness_rating = CASE WHEN total_reviews + 1 > 0 THEN floor(((responsiveness_sum + NEW.responsiveness_rating) / (total_reviews + 1)) * 10 + 0.5) / 10 ELSE 0 END, maintenance_rating = CASE WHEN total_reviews + 1 > 0 THEN floor(((maintenance_sum + NEW.maintenance_rating) / (total_reviews + 1)) * 10 + 0.5) / 10 ELSE 0 END, fairness_rating = CASE WHEN total_reviews + 1 > 0 THEN floor(((fairness_sum + NEW.fairness_rating) / (total_reviews + 1)) * 10 + 0.5) / 10 ELSE 0 END WHERE id = NEW.landlord_id AND NEW.hidden_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reviews_rent_figures_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.hidden_at IS NULL AND OLD.monthly_rent IS NOT NULL THEN UPDATE rent_locations SET rents = rents - 1, monthly_sum = monthly_sum - (CASE OLD.rent_period WHEN 'weekly' THEN OLD.monthly_rent * 52.0 / 12 WHEN 'annual' THEN OLD.monthly_rent / 12.0 ELSE OLD.monthly_rent END) WHERE location = (SELECT location FROM landlords WHERE id = OLD.landlord_id);
  DELETE FROM rent_locations WHERE rents <= 0 AND location = (SELECT location FROM landlords WHERE id = OLD.landlord_id); END IF;
  IF NEW.hidden_at IS NULL AND NEW.monthly_rent IS NOT NULL THEN INSERT INTO rent_locations (location, rents, monthly_sum) SELECT location, 1, (CASE NEW.rent_period WHEN 'weekly' THEN NEW.monthly_rent * 52.0 / 12 WHEN 'annual' THEN NEW.monthly_rent / 12.0 ELSE NEW.monthly_rent END) FROM landlords WHERE id = NEW.landlord_id ON CONFLICT (location) DO UPDATE SET rents = rent_locations.rents + 1, monthly_sum = rent_locations.monthly_sum + EXCLUDED.monthly_sum; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reviews_user_figures_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.user_id IS NOT NULL AND OLD.hidden_at IS NULL THEN UPDATE users SET review_count = review_count - 1, rating_sum = rating_sum - OLD.overall_rating, helpful_received = helpful_received - OLD.helpful_count, reported_count = reported_count - (SELECT count(*) FROM reports WHERE target_id = OLD.id AND report_type = 'review') WHERE id = OLD.user_id AND OLD.hidden_at IS NULL; END IF;
  IF NEW.user_id IS NOT NULL AND NEW.hidden_at IS NULL THEN UPDATE users SET review_count = review_count + 1, rating_sum = rating_sum + NEW.overall_rating, helpful_received = helpful_received + NEW.helpful_count, reported_count = reported_count + (SELECT count(*) FROM reports WHERE target_id = NEW.id AND report_type = 'review') WHERE id = NEW.user_id AND NEW.hidden_at IS NULL; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "helpful_votes_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = NEW.review_id; ELSE UPDATE reviews SET helpful_count = helpful_count - 1 WHERE id = OLD.review_id; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "reports_drawn"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN UPDATE users SET reported_count = reported_count + 1 WHERE id = (SELECT user_id FROM reviews WHERE id = NEW.target_id AND hidden_at IS NULL); ELSE UPDATE users SET reported_count = reported_count - 1 WHERE id = (SELECT user_id FROM reviews WHERE id = OLD.target_id AND hidden_at IS NULL); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reviews_figures_insert" AFTER INSERT ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_figures_insert"();
--> statement-breakpoint
CREATE TRIGGER "reviews_figures_delete" AFTER DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_figures_delete"();
--> statement-breakpoint
CREATE TRIGGER "reviews_landlord_figures_update" AFTER UPDATE OF landlord_id, overall_rating, responsiveness_rating, maintenance_rating, fairness_rating, hidden_at ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_landlord_figures_update"();
--> statement-breakpoint
CREATE TRIGGER "reviews_rent_figures_update" AFTER UPDATE OF landlord_id, monthly_rent, rent_period, hidden_at ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_rent_figures_update"();
--> statement-breakpoint
CREATE TRIGGER "reviews_user_figures_update" AFTER UPDATE OF user_id, overall_rating, helpful_count, hidden_at ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_user_figures_update"();
--> statement-breakpoint
CREATE TRIGGER "helpful_votes_figures" AFTER INSERT OR DELETE ON "helpful_votes" FOR EACH ROW EXECUTE FUNCTION "helpful_votes_figures"();
--> statement-breakpoint
CREATE TRIGGER "reports_drawn_insert" AFTER INSERT ON "reports" FOR EACH ROW
  WHEN (NEW.report_type = 'review') EXECUTE FUNCTION "reports_drawn"();
--> statement-breakpoint
CREATE TRIGGER "reports_drawn_delete" AFTER DELETE ON "reports" FOR EACH ROW
  WHEN (OLD.report_type = 'review') EXECUTE FUNCTION "reports_drawn"();
