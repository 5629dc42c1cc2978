CREATE TABLE `appeals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`action_log_id` integer NOT NULL,
	`text` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`decision_note` text,
	`created_at` text NOT NULL,
	`decided_at` text,
	`decided_by` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `appeals_action_unique` ON `appeals` (`action_log_id`);--> statement-breakpoint
CREATE INDEX `appeals_status_created_idx` ON `appeals` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `appeals_user_idx` ON `appeals` (`user_id`);--> statement-breakpoint
CREATE TABLE `review_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` text NOT NULL,
	`fields` text NOT NULL,
	`written_at` text NOT NULL,
	`replaced_at` text NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `review_versions_review_idx` ON `review_versions` (`review_id`,`replaced_at`);--> statement-breakpoint
CREATE TABLE `warnings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`reason` text NOT NULL,
	`created_by` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `warnings_user_idx` ON `warnings` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `moderation_log` ADD `subject_id` integer;--> statement-breakpoint
CREATE INDEX `moderation_log_subject_idx` ON `moderation_log` (`subject_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `review_replies` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `review_replies` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `edited_at` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_at` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_note` text;