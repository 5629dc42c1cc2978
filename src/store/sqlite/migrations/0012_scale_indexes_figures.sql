CREATE TABLE `landlord_addresses` (
	`landlord_id` text NOT NULL,
	`address` text NOT NULL,
	`reviews` integer NOT NULL,
	`seq` integer NOT NULL,
	PRIMARY KEY(`landlord_id`, `address`),
	FOREIGN KEY (`landlord_id`) REFERENCES `landlords`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rent_locations` (
	`location` text PRIMARY KEY NOT NULL,
	`rents` integer NOT NULL,
	`monthly_sum` real NOT NULL
);
--> statement-breakpoint
CREATE TABLE `report_counts` (
	`report_type` text NOT NULL,
	`report_category` text NOT NULL,
	`status` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`report_type`, `report_category`, `status`)
);
--> statement-breakpoint
ALTER TABLE `landlords` ADD `overall_sum` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `landlords` ADD `responsiveness_sum` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `landlords` ADD `maintenance_sum` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `landlords` ADD `fairness_sum` real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `landlords_list_order_idx` ON `landlords` ("total_reviews" DESC,"average_rating" DESC,`name`);--> statement-breakpoint
ALTER TABLE `users` ADD `review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `rating_sum` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `helpful_received` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `reported_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `deleting` text;--> statement-breakpoint
CREATE INDEX `users_reported_idx` ON `users` (`reported_count`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_created_idx` ON `reports` (`created_at`);--> statement-breakpoint
CREATE INDEX `reports_type_status_created_idx` ON `reports` (`report_type`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_type_created_idx` ON `reports` (`report_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_category_created_idx` ON `reports` (`report_category`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_resolved_by_idx` ON `reports` (`resolved_by`);--> statement-breakpoint
CREATE INDEX `review_replies_user_idx` ON `review_replies` (`user_id`);--> statement-breakpoint
CREATE INDEX `reviews_landlord_helpful_idx` ON `reviews` (`landlord_id`,`helpful_count`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_landlord_rating_idx` ON `reviews` (`landlord_id`,`overall_rating`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_landlord_rating_low_idx` ON `reviews` (`landlord_id`,"overall_rating" DESC,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_user_created_idx` ON `reviews` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (json_extract(`sess`, '$.userId'));--> statement-breakpoint
CREATE INDEX `verification_requests_landlord_idx` ON `verification_requests` (`landlord_id`);--> statement-breakpoint
CREATE INDEX `verification_requests_decided_by_idx` ON `verification_requests` (`decided_by`);--> statement-breakpoint
CREATE INDEX `appeals_decided_by_idx` ON `appeals` (`decided_by`);--> statement-breakpoint
CREATE INDEX `warnings_created_by_idx` ON `warnings` (`created_by`);