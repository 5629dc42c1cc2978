-- Issue 32: a landlord's search addresses off its row. landlords.search_addresses held the text of
-- all its buildings' addresses (140 KB, ~35 overflow pages, for the growth bench's landlord of 100,000
-- reviews); every review write's figures update (the reviews_* triggers) rewrote the whole record, and
-- a new address appended to it. The same forms are already kept one row each, with their counts and
-- first-seen order, in landlord_addresses (0012, filled by data migration 5), which is all address
-- search reads from now on (src/store/sqlite/search-docs.ts): nothing is lost with the column.
-- The index gives a landlord's forms in their order without a sort (a rebuild's one scan, and the next
-- seq of a new form without reading the landlord's other forms). The table becomes WITHOUT ROWID, its
-- rows kept in its primary key's b-tree: with the new index, a new form is written into two b-trees,
-- not three (table, primary key, order index): an ordinary review write's WAL frames stay as they were
-- (29.8-31.4 against 30.9-32.5, bench/RESULTS.md h34h). Copied in one statement: 213,000 rows on the
-- growth bench's c database, 2.1 s in all. (drizzle-kit does not model WITHOUT ROWID: schema.ts says it.)
CREATE TABLE `__new_landlord_addresses` (
	`landlord_id` text NOT NULL,
	`address` text NOT NULL,
	`reviews` integer NOT NULL,
	`seq` integer NOT NULL,
	PRIMARY KEY(`landlord_id`, `address`),
	FOREIGN KEY (`landlord_id`) REFERENCES `landlords`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;--> statement-breakpoint
INSERT INTO `__new_landlord_addresses` (`landlord_id`, `address`, `reviews`, `seq`) SELECT `landlord_id`, `address`, `reviews`, `seq` FROM `landlord_addresses` ORDER BY `landlord_id`, `address`;--> statement-breakpoint
DROP TABLE `landlord_addresses`;--> statement-breakpoint
ALTER TABLE `__new_landlord_addresses` RENAME TO `landlord_addresses`;--> statement-breakpoint
CREATE INDEX `landlord_addresses_order_idx` ON `landlord_addresses` (`landlord_id`,`seq`,`address`);--> statement-breakpoint
ALTER TABLE `landlords` DROP COLUMN `search_addresses`;