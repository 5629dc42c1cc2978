-- Issue 32: a review's insert no longer rewrites its author's entry in users_reported_idx.
-- 0013's trigger set `reported_count = reported_count + (reports on the new review)` in the same
-- UPDATE as the author's other figures; SQLite rewrites an index entry whenever its column is
-- assigned, even to the same value, so every review write deleted and re-inserted the author's
-- (reported_count, created_at) entry: more pages written and checksummed at each commit (WAL
-- frames per insert 26.3 -> 23.3 and ~0.06 ms of CPU less, on a copy of the growth bench's size a,
-- a review by an account; bench/RESULTS.md, the h33w write path's second pass). A new review has no
-- report yet save when rows are copied in (import: reports before their reviews), so the count is
-- now added by its own UPDATE, run only when such a report exists. Same figures in every case.
-- (The update trigger, which a helpful vote fires, was tried likewise: 3.43 against 3.40 WAL frames
-- a vote, no CPU told apart; left as it was.)
DROP TRIGGER `reviews_figures_insert`;
--> statement-breakpoint
CREATE TRIGGER `reviews_figures_insert` AFTER INSERT ON `reviews` BEGIN
  UPDATE landlords SET total_reviews = total_reviews + 1, overall_sum = CASE WHEN total_reviews + 1 > 0 THEN overall_sum + NEW.overall_rating ELSE 0 END, responsiveness_sum = CASE WHEN total_reviews + 1 > 0 THEN responsiveness_sum + NEW.responsiveness_rating ELSE 0 END, maintenance_sum = CASE WHEN total_reviews + 1 > 0 THEN maintenance_sum + NEW.maintenance_rating ELSE 0 END, fairness_sum = CASE WHEN total_reviews + 1 > 0 THEN fairness_sum + NEW.fairness_rating ELSE 0 END, average_rating = CASE WHEN total_reviews + 1 > 0 THEN CAST(((overall_sum + NEW.overall_rating) / (total_reviews + 1)) * 10 + 0.5 AS INTEGER) / 10.0 ELSE 0 END, responsiveness_rating = CASE WHEN total_reviews + 1 > 0 THEN CAST(((responsiveness_sum + NEW.responsiveness_rating) / (total_reviews + 1)) * 10 + 0.5 AS INTEGER) / 10.0 ELSE 0 END, maintenance_rating = CASE WHEN total_reviews + 1 > 0 THEN CAST(((maintenance_sum + NEW.maintenance_rating) / (total_reviews + 1)) * 10 + 0.5 AS INTEGER) / 10.0 ELSE 0 END, fairness_rating = CASE WHEN total_reviews + 1 > 0 THEN CAST(((fairness_sum + NEW.fairness_rating) / (total_reviews + 1)) * 10 + 0.5 AS INTEGER) / 10.0 ELSE 0 END WHERE id = NEW.landlord_id AND NEW.hidden_at IS NULL;
  UPDATE users SET review_count = review_count + 1, rating_sum = rating_sum + NEW.overall_rating, helpful_received = helpful_received + NEW.helpful_count WHERE id = NEW.user_id AND NEW.hidden_at IS NULL;
  UPDATE users SET reported_count = reported_count + (SELECT count(*) FROM reports WHERE target_id = NEW.id AND report_type = 'review') WHERE id = NEW.user_id AND NEW.hidden_at IS NULL AND EXISTS (SELECT 1 FROM reports WHERE target_id = NEW.id AND report_type = 'review');
  INSERT OR IGNORE INTO rent_locations (location, rents, monthly_sum) SELECT location, 0, 0 FROM landlords WHERE id = NEW.landlord_id AND NEW.hidden_at IS NULL AND NEW.monthly_rent IS NOT NULL;
  UPDATE rent_locations SET rents = rents + 1, monthly_sum = monthly_sum + (CASE NEW.rent_period WHEN 'weekly' THEN NEW.monthly_rent * 52.0 / 12 WHEN 'annual' THEN NEW.monthly_rent / 12.0 ELSE NEW.monthly_rent END) WHERE NEW.hidden_at IS NULL AND NEW.monthly_rent IS NOT NULL AND location = (SELECT location FROM landlords WHERE id = NEW.landlord_id);
END;
