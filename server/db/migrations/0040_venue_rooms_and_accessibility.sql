CREATE TABLE "venue_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" text NOT NULL,
	"width_feet" integer NOT NULL,
	"length_feet" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_rooms_size_check" CHECK ("venue_rooms"."width_feet" between 10 and 400 and "venue_rooms"."length_feet" between 10 and 400)
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "accessibility_needs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_rooms" ADD CONSTRAINT "venue_rooms_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_rooms_venue_position_idx" ON "venue_rooms" USING btree ("venue_id","position");