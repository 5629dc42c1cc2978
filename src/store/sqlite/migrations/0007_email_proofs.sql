-- E-mail proof (issue 30): an outside sign-in joins a local account only when its e-mail was
-- proven (users.email_verified_at); proof links are stored hashed, one use, with an expiry.
CREATE TABLE `email_proofs` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`email` text(255) NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_proofs_user_idx` ON `email_proofs` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` text;
