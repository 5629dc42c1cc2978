-- What SQLite's migrations 0004 and 0006 add by hand, in PostgreSQL's words.
--
-- The moderation log is append-only (docs/moderation.md): UPDATE, DELETE and TRUNCATE are refused
-- whoever asks, as SQLite's triggers refuse UPDATE and DELETE.
CREATE FUNCTION "moderation_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'moderation_log is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "moderation_log_no_update" BEFORE UPDATE ON "moderation_log" FOR EACH ROW EXECUTE FUNCTION "moderation_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "moderation_log_no_delete" BEFORE DELETE ON "moderation_log" FOR EACH ROW EXECUTE FUNCTION "moderation_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "moderation_log_no_truncate" BEFORE TRUNCATE ON "moderation_log" FOR EACH STATEMENT EXECUTE FUNCTION "moderation_log_append_only"();
--> statement-breakpoint
-- A counter of changes to existing landlord rows (one per row updated or deleted; adding rows does
-- not count), kept by the database whoever writes, as SQLite's landlord_changes is. Only the search
-- store's catch-up reads it (src/store/postgres/search.ts: "did anything but additions change?").
--
-- A sequence, not SQLite's one counter row: an UPDATE of that row held its lock until the commit, so
-- every writer to any landlord queued behind every other (and one that then waited for another lock
-- could deadlock). nextval takes no row lock. Nor is it rolled back: a change rolled back still moves
-- the counter, which only costs the catch-up an unneeded full read, never a missed change. CACHE 1 so
-- last_value is every session's latest. Edited in place (issue 24): no PostgreSQL database existed in
-- production yet. `landlord_changes` stays, as a view of the sequence, so it reads as SQLite's table.
--
-- Each writer also takes a shared advisory lock (namespace 0x52656e74 "Rent", key 2, migrate.ts
-- ADVISORY_LOCKS.landlordChanges) until its commit. Shared locks do not wait for each other; the
-- catch-up's mark tries the exclusive one, so it knows whether a transaction that moved the counter
-- is still uncommitted (its change not in the mark's snapshot, its count already in the counter).
CREATE SEQUENCE "landlord_changes_seq" AS bigint MINVALUE 1 START WITH 1 CACHE 1;
--> statement-breakpoint
CREATE VIEW "landlord_changes" AS
	SELECT 1 AS "id", (CASE WHEN "is_called" THEN "last_value" ELSE 0 END)::bigint AS "changes" FROM "landlord_changes_seq";
--> statement-breakpoint
CREATE FUNCTION "landlords_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "changed") THEN
		PERFORM pg_advisory_xact_lock_shared(1382379124, 2);
		PERFORM nextval('landlord_changes_seq') FROM "changed";
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "landlords_updated_count" AFTER UPDATE ON "landlords" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "landlords_count_changes"();
--> statement-breakpoint
CREATE TRIGGER "landlords_deleted_count" AFTER DELETE ON "landlords" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "landlords_count_changes"();
