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
-- not count), kept by the database whoever writes, as SQLite's landlord_changes is. Counted per
-- statement from its transition table, so a bulk update moves the one counter row once.
CREATE TABLE "landlord_changes" (
	"id" integer PRIMARY KEY NOT NULL CHECK ("id" = 1),
	"changes" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "landlord_changes" ("id", "changes") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "landlords_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "landlord_changes" SET "changes" = "changes" + (SELECT count(*) FROM "changed") WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "landlords_updated_count" AFTER UPDATE ON "landlords" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "landlords_count_changes"();
--> statement-breakpoint
CREATE TRIGGER "landlords_deleted_count" AFTER DELETE ON "landlords" REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "landlords_count_changes"();
