CREATE TABLE "buildings" (
	"id" text PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"location_key" text NOT NULL,
	"building_key" text NOT NULL,
	"address" text NOT NULL,
	"created_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "building_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_location_building_unique" ON "buildings" USING btree ("location_key","building_key");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_building_idx" ON "reviews" USING btree ("building_id");