CREATE TABLE `helpful_votes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `helpful_votes_review_user_unique` ON `helpful_votes` (`review_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `helpful_votes_user_idx` ON `helpful_votes` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `landlords` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`location` text NOT NULL,
	`average_rating` real DEFAULT 0 NOT NULL,
	`total_reviews` integer DEFAULT 0 NOT NULL,
	`dedupe_key` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `landlords_dedupe_key_unique` ON `landlords` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `landlords_total_reviews_idx` ON `landlords` (`total_reviews`);--> statement-breakpoint
CREATE INDEX `landlords_location_idx` ON `landlords` (`location`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`report_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reported_by_user_id` integer,
	`report_category` text(100) NOT NULL,
	`description` text NOT NULL,
	`status` text(20) DEFAULT 'pending' NOT NULL,
	`admin_notes` text,
	`created_at` text NOT NULL,
	`resolved_at` text,
	`resolved_by` integer,
	FOREIGN KEY (`reported_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_target_idx` ON `reports` (`target_id`,`status`);--> statement-breakpoint
CREATE INDEX `reports_reporter_target_idx` ON `reports` (`reported_by_user_id`,`target_id`,`status`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`landlord_id` text NOT NULL,
	`user_id` integer,
	`reviewer_name` text,
	`overall_rating` real NOT NULL,
	`responsiveness_rating` real NOT NULL,
	`maintenance_rating` real NOT NULL,
	`fairness_rating` real NOT NULL,
	`review_text` text NOT NULL,
	`property_address` text,
	`length_of_residence` text(50) NOT NULL,
	`monthly_rent` integer,
	`rent_period` text(20) DEFAULT 'monthly' NOT NULL,
	`utilities_included` text DEFAULT 'false' NOT NULL,
	`helpful_count` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`landlord_id`) REFERENCES `landlords`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_user_landlord_unique` ON `reviews` (`user_id`,`landlord_id`);--> statement-breakpoint
CREATE INDEX `reviews_landlord_created_idx` ON `reviews` (`landlord_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_created_idx` ON `reviews` (`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text(50) NOT NULL,
	`email` text(255) NOT NULL,
	`password` text(255) NOT NULL,
	`first_name` text(100),
	`last_name` text(100),
	`profile_image_url` text(500),
	`is_admin` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);