-- A counter of changes to existing landlord rows (any UPDATE or DELETE; adding rows does not
-- count), kept by SQLite itself whoever writes: the search index's catch-up (src/modules/search/
-- repository.ts `readStoreMark`) compares it to tell "another process only added landlords"
-- from anything else, in one row read instead of aggregating every landlord at each start.
CREATE TABLE `landlord_changes` (
	`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
	`changes` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `landlord_changes` (`id`, `changes`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `landlords_updated_count` AFTER UPDATE ON `landlords` BEGIN
	UPDATE `landlord_changes` SET `changes` = `changes` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `landlords_deleted_count` AFTER DELETE ON `landlords` BEGIN
	UPDATE `landlord_changes` SET `changes` = `changes` + 1 WHERE `id` = 1;
END;
