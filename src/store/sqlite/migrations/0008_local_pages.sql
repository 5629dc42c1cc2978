CREATE TABLE `help_resources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`languages` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `help_resources_kind_idx` ON `help_resources` (`kind`);--> statement-breakpoint
CREATE TABLE `site_pages` (
	`slug` text NOT NULL,
	`lang` text NOT NULL,
	`markdown` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`slug`, `lang`)
);
