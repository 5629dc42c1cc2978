-- Several nodes on one database (issue 24, contract §7.1), in PostgreSQL only: what SQLite's one
-- process keeps in memory or in DATA_DIR. Tables made by hand, outside the drizzle schema (the
-- schema parity test compares tables both databases have; these have no SQLite twin).
--
-- Settings every node must agree on, kept once: the session secret when SESSION_SECRET is unset
-- (src/store/postgres/cluster.ts `sharedSessionSecret`).
CREATE TABLE "node_settings" (
	"key" text PRIMARY KEY,
	"value" text NOT NULL
);
--> statement-breakpoint
-- The transactional outbox (src/store/postgres/outbox.ts): every change a node must hear of is a row
-- written in the same transaction as the change. `xid` is the writing transaction's id: a reader
-- takes only rows whose transaction is older than the oldest one still running (its snapshot's
-- xmin), so a row that commits late, with a lower id, is never passed over.
CREATE TABLE "change_outbox" (
	"id" bigserial PRIMARY KEY,
	"xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "change_outbox_xid" ON "change_outbox" ("xid");
--> statement-breakpoint
-- NOTIFY only wakes readers up (delivered at commit, dropped on rollback); what changed is read from the table.
CREATE FUNCTION "change_outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('rentfair_outbox', '');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "change_outbox_notify" AFTER INSERT ON "change_outbox" FOR EACH STATEMENT EXECUTE FUNCTION "change_outbox_notify"();
--> statement-breakpoint
-- The limits of §5 shared by every node (src/store/postgres/cluster.ts `sharedLimiter`): one row per
-- limited key and window, counted by one atomic upsert per limited request.
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY,
	"window_start" timestamptz NOT NULL,
	"hits" integer NOT NULL
);
