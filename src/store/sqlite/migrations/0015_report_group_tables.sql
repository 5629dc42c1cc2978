CREATE TABLE `report_group_counts` (
	`status_key` text NOT NULL,
	`category_key` text NOT NULL,
	`report_type` text NOT NULL,
	`groups` integer NOT NULL,
	PRIMARY KEY(`status_key`, `category_key`, `report_type`)
);
--> statement-breakpoint
CREATE TABLE `report_targets` (
	`status_key` text NOT NULL,
	`category_key` text NOT NULL,
	`report_type` text NOT NULL,
	`target_id` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`report_type`, `target_id`, `status_key`, `category_key`)
);
