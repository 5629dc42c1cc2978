-- Issue 32: a counter of changes to what the building search index shows (a review added or
-- deleted; a review's building, landlord, ratings, date, rent or visibility changed; a building's
-- address or location), kept by SQLite itself whoever writes, as `landlord_changes` is (0006). The
-- building index's snapshot beside the database (src/modules/search/building-search.ts) is used
-- only when this counter and the landlord counter are as they were when it was built
-- (src/store/sqlite/buildings.ts `readBuildingMark`): a rent edited by another process, which moves
-- no landlord row, must not leave a loaded index showing the old rent. Two single-row reads, where
-- the reviews' count cost 37 ms of CPU at 2,000,000 reviews. Adding a building with no review
-- changes no answer and is not counted.
CREATE TABLE `building_changes` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`changes` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `building_changes` (`id`, `changes`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `reviews_building_changed` AFTER UPDATE OF `building_id`, `landlord_id`, `overall_rating`, `responsiveness_rating`, `maintenance_rating`, `fairness_rating`, `created_at`, `monthly_rent`, `rent_period`, `hidden_at` ON `reviews` BEGIN
	UPDATE `building_changes` SET `changes` = `changes` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `buildings_updated_count` AFTER UPDATE ON `buildings` BEGIN
	UPDATE `building_changes` SET `changes` = `changes` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `buildings_deleted_count` AFTER DELETE ON `buildings` BEGIN
	UPDATE `building_changes` SET `changes` = `changes` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_added_count` AFTER INSERT ON `reviews` BEGIN
	UPDATE `building_changes` SET `changes` = `changes` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_deleted_count` AFTER DELETE ON `reviews` BEGIN
	UPDATE `building_changes` SET `changes` = `changes` + 1 WHERE `id` = 1;
END;
