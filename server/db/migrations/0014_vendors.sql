CREATE TABLE "vendor_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"role" text NOT NULL,
	"phone" text NOT NULL,
	"proof" text NOT NULL,
	"decision_note" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_claims_status_check" CHECK ("vendor_claims"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "vendor_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"couple_id" text NOT NULL,
	"wedding_date" date,
	"guest_count" integer,
	"budget" integer,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"couple_read_at" timestamp with time zone,
	"vendor_read_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_inquiries_status_check" CHECK ("vendor_inquiries"."status" in ('new', 'replied', 'booked', 'declined')),
	CONSTRAINT "vendor_inquiries_guest_count_check" CHECK ("vendor_inquiries"."guest_count" is null or "vendor_inquiries"."guest_count" between 1 and 2000),
	CONSTRAINT "vendor_inquiries_budget_check" CHECK ("vendor_inquiries"."budget" is null or "vendor_inquiries"."budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_inquiry_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_packages_price_check" CHECK ("vendor_packages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_portfolio_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_profile_views" (
	"vendor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_profile_views_vendor_id_day_pk" PRIMARY KEY("vendor_id","day")
);
--> statement-breakpoint
CREATE TABLE "vendor_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"recommended_vendor_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_recommendations_not_self" CHECK ("vendor_recommendations"."vendor_id" <> "vendor_recommendations"."recommended_vendor_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_reviews_rating_check" CHECK ("vendor_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"owner_id" text,
	"published" boolean DEFAULT false NOT NULL,
	"business_name" text NOT NULL,
	"category" text NOT NULL,
	"city" text NOT NULL,
	"cities_served" text[] DEFAULT '{}'::text[] NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starting_price" integer DEFAULT 0 NOT NULL,
	"styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_in_business" integer DEFAULT 0 NOT NULL,
	"response_time_hours" integer DEFAULT 24 NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(business_name, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "vendors_starting_price_check" CHECK ("vendors"."starting_price" >= 0),
	CONSTRAINT "vendors_rating_check" CHECK ("vendors"."review_count" >= 0 and "vendors"."rating_total" between "vendors"."review_count" and 5 * "vendors"."review_count")
);
--> statement-breakpoint
ALTER TABLE "vendor_claims" ADD CONSTRAINT "vendor_claims_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_claims" ADD CONSTRAINT "vendor_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_claims" ADD CONSTRAINT "vendor_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_inquiries" ADD CONSTRAINT "vendor_inquiries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_inquiries" ADD CONSTRAINT "vendor_inquiries_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_inquiry_messages" ADD CONSTRAINT "vendor_inquiry_messages_inquiry_id_vendor_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."vendor_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_inquiry_messages" ADD CONSTRAINT "vendor_inquiry_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_packages" ADD CONSTRAINT "vendor_packages_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_portfolio_images" ADD CONSTRAINT "vendor_portfolio_images_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profile_views" ADD CONSTRAINT "vendor_profile_views_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_recommendations" ADD CONSTRAINT "vendor_recommendations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_recommendations" ADD CONSTRAINT "vendor_recommendations_recommended_vendor_id_vendors_id_fk" FOREIGN KEY ("recommended_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_claims_pending_unique" ON "vendor_claims" USING btree ("vendor_id","user_id") WHERE "vendor_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "vendor_claims_status_idx" ON "vendor_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "vendor_inquiries_vendor_status_idx" ON "vendor_inquiries" USING btree ("vendor_id","status","last_message_at");--> statement-breakpoint
CREATE INDEX "vendor_inquiries_couple_idx" ON "vendor_inquiries" USING btree ("couple_id","last_message_at");--> statement-breakpoint
CREATE INDEX "vendor_inquiry_messages_inquiry_created_idx" ON "vendor_inquiry_messages" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_packages_vendor_position_idx" ON "vendor_packages" USING btree ("vendor_id","position");--> statement-breakpoint
CREATE INDEX "vendor_portfolio_images_vendor_position_idx" ON "vendor_portfolio_images" USING btree ("vendor_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_portfolio_images_vendor_hash_idx" ON "vendor_portfolio_images" USING btree ("vendor_id","content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_recommendations_pair_unique" ON "vendor_recommendations" USING btree ("vendor_id","recommended_vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_recommendations_recommended_idx" ON "vendor_recommendations" USING btree ("recommended_vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_reviews_vendor_user_unique" ON "vendor_reviews" USING btree ("vendor_id","user_id");--> statement-breakpoint
CREATE INDEX "vendor_reviews_vendor_created_idx" ON "vendor_reviews" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "vendor_reviews_user_idx" ON "vendor_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vendors_search_idx" ON "vendors" USING gin ("search");--> statement-breakpoint
CREATE INDEX "vendors_category_published_idx" ON "vendors" USING btree ("category","published","starting_price");--> statement-breakpoint
CREATE INDEX "vendors_cities_served_idx" ON "vendors" USING gin ("cities_served");--> statement-breakpoint
CREATE INDEX "vendors_styles_idx" ON "vendors" USING gin ("styles");--> statement-breakpoint
CREATE INDEX "vendors_owner_idx" ON "vendors" USING btree ("owner_id");--> statement-breakpoint
-- Vendor writes move the catalogue version on too, so rendered vendor pages are not served stale
-- (view counts are left out, as for venues).
CREATE TRIGGER "vendors_bump_catalogue_version"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "id", "slug", "owner_id", "published", "business_name", "category", "city", "cities_served", "summary",
  "description", "starting_price", "styles", "years_in_business", "response_time_hours", "website", "phone",
  "contact_email", "review_count", "rating_total", "created_at", "updated_at"
ON "vendors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "vendor_packages_bump_catalogue_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor_packages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "vendor_portfolio_images_bump_catalogue_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor_portfolio_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "vendor_reviews_bump_catalogue_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor_reviews" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "vendor_recommendations_bump_catalogue_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor_recommendations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
