CREATE TABLE "saved_venues" (
	"user_id" text NOT NULL,
	"venue_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_venues_user_id_venue_id_pk" PRIMARY KEY("user_id","venue_id")
);
--> statement-breakpoint
CREATE TABLE "tour_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"guests" integer DEFAULT 2 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"preferred_at" timestamp with time zone NOT NULL,
	"alternate_at" timestamp with time zone,
	"proposed_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"guests" integer DEFAULT 2 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"owner_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_slots_order_check" CHECK ("tour_slots"."ends_at" > "tour_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "venue_blackout_dates" (
	"venue_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "venue_blackout_dates_venue_id_date_pk" PRIMARY KEY("venue_id","date")
);
--> statement-breakpoint
CREATE TABLE "venue_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"role" text NOT NULL,
	"phone" text NOT NULL,
	"proof" text NOT NULL,
	"decision_note" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"owner_id" text,
	"published" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"neighbourhood" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"setting" text NOT NULL,
	"seated_capacity" integer NOT NULL,
	"standing_capacity" integer NOT NULL,
	"price_tier" integer NOT NULL,
	"rental_fee_min" integer NOT NULL,
	"rental_fee_max" integer NOT NULL,
	"per_guest_min" integer NOT NULL,
	"per_guest_max" integer NOT NULL,
	"price_includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"catering" text NOT NULL,
	"alcohol" text NOT NULL,
	"parking" text DEFAULT '' NOT NULL,
	"accessibility" text DEFAULT '' NOT NULL,
	"accommodation" text DEFAULT '' NOT NULL,
	"rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"panorama_url" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(neighbourhood, '') || ' ' || coalesce(city, '')), 'B') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_slug_unique" UNIQUE("slug"),
	CONSTRAINT "venues_price_tier_check" CHECK ("venues"."price_tier" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "saved_venues" ADD CONSTRAINT "saved_venues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_venues" ADD CONSTRAINT "saved_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_slot_id_tour_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."tour_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_slots" ADD CONSTRAINT "tour_slots_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_blackout_dates" ADD CONSTRAINT "venue_blackout_dates_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_claims" ADD CONSTRAINT "venue_claims_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_claims" ADD CONSTRAINT "venue_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_claims" ADD CONSTRAINT "venue_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_images" ADD CONSTRAINT "venue_images_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_venues_venue_idx" ON "saved_venues" USING btree ("venue_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_bookings_slot_confirmed_unique" ON "tour_bookings" USING btree ("slot_id") WHERE "tour_bookings"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "tour_bookings_user_idx" ON "tour_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tour_bookings_venue_idx" ON "tour_bookings" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "tour_requests_user_idx" ON "tour_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tour_requests_venue_status_idx" ON "tour_requests" USING btree ("venue_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_slots_venue_starts_unique" ON "tour_slots" USING btree ("venue_id","starts_at");--> statement-breakpoint
CREATE INDEX "venue_blackout_dates_date_idx" ON "venue_blackout_dates" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_claims_pending_unique" ON "venue_claims" USING btree ("venue_id","user_id") WHERE "venue_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "venue_claims_status_idx" ON "venue_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "venue_images_venue_position_idx" ON "venue_images" USING btree ("venue_id","position");--> statement-breakpoint
CREATE INDEX "venues_search_idx" ON "venues" USING gin ("search");--> statement-breakpoint
CREATE INDEX "venues_city_published_idx" ON "venues" USING btree ("city","published","price_tier");--> statement-breakpoint
CREATE INDEX "venues_styles_idx" ON "venues" USING gin ("styles");--> statement-breakpoint
CREATE INDEX "venues_amenities_idx" ON "venues" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "venues_owner_idx" ON "venues" USING btree ("owner_id");