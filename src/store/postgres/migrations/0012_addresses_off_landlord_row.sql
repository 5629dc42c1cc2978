-- Issue 32: a landlord's search addresses off its row. landlords.search_addresses held the text of
-- all its buildings' addresses (140 KB, ~35 overflow pages, for the growth bench's landlord of 100,000
-- reviews); every review write's figures update (the reviews_* triggers) rewrote the whole record, and
-- a new address appended to it. The same forms are already kept one row each, with their counts and
-- first-seen order, in landlord_addresses (0012, filled by data migration 5), which is all address
-- search reads from now on (src/store/postgres/search-docs.ts): nothing is lost with the column.
-- The index gives a landlord's forms in their order without a sort (a rebuild's one scan, and the next
-- seq of a new form without reading the landlord's other forms).
CREATE INDEX "landlord_addresses_order_idx" ON "landlord_addresses" USING btree ("landlord_id","seq","address");--> statement-breakpoint
ALTER TABLE "landlords" DROP COLUMN "search_addresses";