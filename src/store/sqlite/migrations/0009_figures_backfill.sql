-- Issue 32: the figures kept by deltas from now on (src/store/sqlite/figures.ts), filled from the
-- rows already written. landlord_addresses needs src/contract/address.ts and is filled by data
-- migration 4 (src/store/sqlite/migrate.ts).
UPDATE `landlords` SET
  `overall_sum` = coalesce((SELECT sum(`overall_rating`) FROM `reviews` WHERE `landlord_id` = `landlords`.`id`), 0),
  `responsiveness_sum` = coalesce((SELECT sum(`responsiveness_rating`) FROM `reviews` WHERE `landlord_id` = `landlords`.`id`), 0),
  `maintenance_sum` = coalesce((SELECT sum(`maintenance_rating`) FROM `reviews` WHERE `landlord_id` = `landlords`.`id`), 0),
  `fairness_sum` = coalesce((SELECT sum(`fairness_rating`) FROM `reviews` WHERE `landlord_id` = `landlords`.`id`), 0);
--> statement-breakpoint
UPDATE `users` SET
  `review_count` = (SELECT count(*) FROM `reviews` WHERE `user_id` = `users`.`id`),
  `rating_sum` = coalesce((SELECT sum(`overall_rating`) FROM `reviews` WHERE `user_id` = `users`.`id`), 0),
  `helpful_received` = (SELECT count(*) FROM `helpful_votes` JOIN `reviews` ON `reviews`.`id` = `helpful_votes`.`review_id` WHERE `reviews`.`user_id` = `users`.`id`),
  `reported_count` = (SELECT count(*) FROM `reports` JOIN `reviews` ON `reviews`.`id` = `reports`.`target_id` WHERE `reports`.`report_type` = 'review' AND `reviews`.`user_id` = `users`.`id`);
--> statement-breakpoint
INSERT INTO `rent_locations` (`location`, `rents`, `monthly_sum`)
  SELECT `landlords`.`location`, count(*), sum(CASE `reviews`.`rent_period` WHEN 'weekly' THEN `reviews`.`monthly_rent` * 52.0 / 12 WHEN 'annual' THEN `reviews`.`monthly_rent` / 12.0 ELSE `reviews`.`monthly_rent` END)
  FROM `reviews` JOIN `landlords` ON `landlords`.`id` = `reviews`.`landlord_id`
  WHERE `reviews`.`monthly_rent` IS NOT NULL GROUP BY `landlords`.`location`;
--> statement-breakpoint
INSERT INTO `report_counts` (`report_type`, `report_category`, `status`, `n`)
  SELECT `report_type`, `report_category`, `status`, count(*) FROM `reports` GROUP BY `report_type`, `report_category`, `status`;
--> statement-breakpoint
CREATE TRIGGER `reports_counted_insert` AFTER INSERT ON `reports` BEGIN
  INSERT OR IGNORE INTO `report_counts` (`report_type`, `report_category`, `status`, `n`) VALUES (NEW.`report_type`, NEW.`report_category`, NEW.`status`, 0);
  UPDATE `report_counts` SET `n` = `n` + 1 WHERE `report_type` = NEW.`report_type` AND `report_category` = NEW.`report_category` AND `status` = NEW.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `reports_counted_delete` AFTER DELETE ON `reports` BEGIN
  UPDATE `report_counts` SET `n` = `n` - 1 WHERE `report_type` = OLD.`report_type` AND `report_category` = OLD.`report_category` AND `status` = OLD.`status`;
END;
--> statement-breakpoint
CREATE TRIGGER `reports_counted_update` AFTER UPDATE OF `report_type`, `report_category`, `status` ON `reports`
  WHEN OLD.`report_type` IS NOT NEW.`report_type` OR OLD.`report_category` IS NOT NEW.`report_category` OR OLD.`status` IS NOT NEW.`status` BEGIN
  UPDATE `report_counts` SET `n` = `n` - 1 WHERE `report_type` = OLD.`report_type` AND `report_category` = OLD.`report_category` AND `status` = OLD.`status`;
  INSERT OR IGNORE INTO `report_counts` (`report_type`, `report_category`, `status`, `n`) VALUES (NEW.`report_type`, NEW.`report_category`, NEW.`status`, 0);
  UPDATE `report_counts` SET `n` = `n` + 1 WHERE `report_type` = NEW.`report_type` AND `report_category` = NEW.`report_category` AND `status` = NEW.`status`;
END;
