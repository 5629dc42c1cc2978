CREATE TABLE `review_replies` (
	`id` text NOT NULL,
	`review_id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`text` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_replies_id_unique` ON `review_replies` (`id`);--> statement-breakpoint
CREATE TABLE `verification_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`landlord_id` text,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`business_name` text,
	`business_address` text NOT NULL,
	`business_license` text,
	`years_in_business` integer NOT NULL,
	`property_count` integer NOT NULL,
	`additional_info` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`admin_notes` text,
	`created_at` text NOT NULL,
	`decided_at` text,
	`decided_by` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`landlord_id`) REFERENCES `landlords`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `verification_requests_status_created_idx` ON `verification_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `verification_requests_user_idx` ON `verification_requests` (`user_id`);--> statement-breakpoint
ALTER TABLE `landlords` ADD `responsiveness_rating` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `landlords` ADD `maintenance_rating` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `landlords` ADD `fairness_rating` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `landlords` ADD `owner_user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `landlords_owner_idx` ON `landlords` (`owner_user_id`);;--> statement-breakpoint
UPDATE `landlords` SET
	`responsiveness_rating` = coalesce((SELECT round(avg(`responsiveness_rating`), 1) FROM `reviews` WHERE `reviews`.`landlord_id` = `landlords`.`id`), 0),
	`maintenance_rating` = coalesce((SELECT round(avg(`maintenance_rating`), 1) FROM `reviews` WHERE `reviews`.`landlord_id` = `landlords`.`id`), 0),
	`fairness_rating` = coalesce((SELECT round(avg(`fairness_rating`), 1) FROM `reviews` WHERE `reviews`.`landlord_id` = `landlords`.`id`), 0);