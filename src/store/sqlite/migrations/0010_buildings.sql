CREATE TABLE `buildings` (
	`id` text PRIMARY KEY NOT NULL,
	`location` text NOT NULL,
	`location_key` text NOT NULL,
	`building_key` text NOT NULL,
	`address` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `buildings_location_building_unique` ON `buildings` (`location_key`,`building_key`);--> statement-breakpoint
ALTER TABLE `reviews` ADD `building_id` text REFERENCES buildings(id);--> statement-breakpoint
CREATE INDEX `reviews_building_idx` ON `reviews` (`building_id`);