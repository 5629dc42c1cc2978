CREATE TABLE "report_group_counts" (
	"status_key" text NOT NULL,
	"category_key" text NOT NULL,
	"report_type" text NOT NULL,
	"groups" integer NOT NULL,
	CONSTRAINT "report_group_counts_status_key_category_key_report_type_pk" PRIMARY KEY("status_key","category_key","report_type")
);
--> statement-breakpoint
CREATE TABLE "report_targets" (
	"status_key" text NOT NULL,
	"category_key" text NOT NULL,
	"report_type" text NOT NULL,
	"target_id" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_targets_report_type_target_id_status_key_category_key_pk" PRIMARY KEY("report_type","target_id","status_key","category_key")
);
