CREATE TABLE "wedding_website_passes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"website_id" uuid NOT NULL,
	"household_id" uuid,
	"password_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wedding_website_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"website_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wedding_websites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"slug" text NOT NULL,
	"design" text DEFAULT 'garden' NOT NULL,
	"palette" text DEFAULT 'sage' NOT NULL,
	"sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"privacy" text DEFAULT 'public' NOT NULL,
	"password_hash" text,
	"rsvp_lookup" text DEFAULT 'name' NOT NULL,
	"content" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_websites_couple_unique" UNIQUE("couple_id"),
	CONSTRAINT "wedding_websites_privacy_check" CHECK ("wedding_websites"."privacy" in ('public', 'password', 'invited')),
	CONSTRAINT "wedding_websites_rsvp_lookup_check" CHECK ("wedding_websites"."rsvp_lookup" in ('name', 'exact'))
);
--> statement-breakpoint
ALTER TABLE "wedding_website_passes" ADD CONSTRAINT "wedding_website_passes_website_id_wedding_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."wedding_websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_website_passes" ADD CONSTRAINT "wedding_website_passes_household_id_guest_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."guest_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_website_slugs" ADD CONSTRAINT "wedding_website_slugs_website_id_wedding_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."wedding_websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_websites" ADD CONSTRAINT "wedding_websites_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wedding_website_passes_website_idx" ON "wedding_website_passes" USING btree ("website_id");--> statement-breakpoint
CREATE INDEX "wedding_website_slugs_website_idx" ON "wedding_website_slugs" USING btree ("website_id");