ALTER TABLE "wedding_websites" DROP CONSTRAINT "wedding_websites_rsvp_lookup_check";--> statement-breakpoint
ALTER TABLE "wedding_website_passes" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "wedding_websites" ADD COLUMN "section_password_hashes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "wedding_websites" ADD CONSTRAINT "wedding_websites_rsvp_lookup_check" CHECK ("wedding_websites"."rsvp_lookup" in ('name', 'exact', 'code'));