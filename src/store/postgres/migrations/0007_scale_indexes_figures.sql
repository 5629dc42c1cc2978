CREATE TABLE "landlord_addresses" (
	"landlord_id" text NOT NULL,
	"address" text NOT NULL,
	"reviews" integer NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "landlord_addresses_landlord_id_address_pk" PRIMARY KEY("landlord_id","address")
);
--> statement-breakpoint
CREATE TABLE "rent_locations" (
	"location" text PRIMARY KEY NOT NULL,
	"rents" integer NOT NULL,
	"monthly_sum" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_counts" (
	"report_type" text NOT NULL,
	"report_category" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_counts_report_type_report_category_status_pk" PRIMARY KEY("report_type","report_category","status")
);
--> statement-breakpoint
ALTER TABLE "landlords" ADD COLUMN "overall_sum" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "landlords" ADD COLUMN "responsiveness_sum" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "landlords" ADD COLUMN "maintenance_sum" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "landlords" ADD COLUMN "fairness_sum" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_sum" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "helpful_received" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reported_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleting" text;--> statement-breakpoint
ALTER TABLE "landlord_addresses" ADD CONSTRAINT "landlord_addresses_landlord_id_landlords_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."landlords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "landlords_list_order_idx" ON "landlords" USING btree ("total_reviews" DESC,"average_rating" DESC,"name");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_type_status_created_idx" ON "reports" USING btree ("report_type","status","created_at");--> statement-breakpoint
CREATE INDEX "reports_type_created_idx" ON "reports" USING btree ("report_type","created_at");--> statement-breakpoint
CREATE INDEX "reports_category_created_idx" ON "reports" USING btree ("report_category","created_at");--> statement-breakpoint
CREATE INDEX "reports_resolved_by_idx" ON "reports" USING btree ("resolved_by");--> statement-breakpoint
CREATE INDEX "review_replies_user_idx" ON "review_replies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_landlord_helpful_idx" ON "reviews" USING btree ("landlord_id","helpful_count","created_at");--> statement-breakpoint
CREATE INDEX "reviews_landlord_rating_idx" ON "reviews" USING btree ("landlord_id","overall_rating","created_at");--> statement-breakpoint
CREATE INDEX "reviews_landlord_rating_low_idx" ON "reviews" USING btree ("landlord_id","overall_rating" DESC,"created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ((("sess"::jsonb ->> 'userId')::integer));--> statement-breakpoint
CREATE INDEX "users_reported_idx" ON "users" USING btree ("reported_count","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_landlord_idx" ON "verification_requests" USING btree ("landlord_id");--> statement-breakpoint
CREATE INDEX "verification_requests_decided_by_idx" ON "verification_requests" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "appeals_decided_by_idx" ON "appeals" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "warnings_created_by_idx" ON "warnings" USING btree ("created_by");