CREATE TABLE "music_inquiry_shares" (
	"inquiry_id" uuid PRIMARY KEY NOT NULL,
	"couple_id" text NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_site_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"household_id" uuid,
	"asked_by" text NOT NULL,
	"title" text NOT NULL,
	"artist" text DEFAULT '' NOT NULL,
	"song_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"song_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "music_site_requests_status_check" CHECK ("music_site_requests"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "music_inquiry_shares" ADD CONSTRAINT "music_inquiry_shares_inquiry_id_vendor_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."vendor_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_inquiry_shares" ADD CONSTRAINT "music_inquiry_shares_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_site_requests" ADD CONSTRAINT "music_site_requests_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_site_requests" ADD CONSTRAINT "music_site_requests_household_id_guest_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."guest_households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_site_requests" ADD CONSTRAINT "music_site_requests_song_id_music_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."music_songs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_inquiry_shares_couple_idx" ON "music_inquiry_shares" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "music_site_requests_couple_idx" ON "music_site_requests" USING btree ("couple_id","created_at");--> statement-breakpoint
CREATE INDEX "music_site_requests_song_idx" ON "music_site_requests" USING btree ("song_id");