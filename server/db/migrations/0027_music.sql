CREATE TABLE "music_request_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"household_id" uuid NOT NULL,
	"request_text" text NOT NULL,
	"status" text NOT NULL,
	"song_id" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_request_decisions_household_unique" UNIQUE("household_id"),
	CONSTRAINT "music_request_decisions_status_check" CHECK ("music_request_decisions"."status" in ('approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "music_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "music_shares_token_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "music_songs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"moment" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"artist" text DEFAULT '' NOT NULL,
	"song_key" text NOT NULL,
	"spotify_track_id" text,
	"note" text DEFAULT '' NOT NULL,
	"requested_by_household_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_songs_couple_key_unique" UNIQUE("couple_id","song_key"),
	CONSTRAINT "music_songs_moment_check" CHECK ("music_songs"."moment" in ('processional', 'recessional', 'cocktail_hour', 'entrance', 'dinner', 'first_dance', 'parent_dances', 'cake_cutting', 'bouquet_toss', 'last_dance', 'must_play', 'do_not_play'))
);
--> statement-breakpoint
ALTER TABLE "music_request_decisions" ADD CONSTRAINT "music_request_decisions_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_request_decisions" ADD CONSTRAINT "music_request_decisions_household_id_guest_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."guest_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_request_decisions" ADD CONSTRAINT "music_request_decisions_song_id_music_songs_id_fk" FOREIGN KEY ("song_id") REFERENCES "public"."music_songs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_shares" ADD CONSTRAINT "music_shares_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_songs" ADD CONSTRAINT "music_songs_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_songs" ADD CONSTRAINT "music_songs_requested_by_household_id_guest_households_id_fk" FOREIGN KEY ("requested_by_household_id") REFERENCES "public"."guest_households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_request_decisions_couple_idx" ON "music_request_decisions" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "music_shares_couple_idx" ON "music_shares" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "music_songs_couple_moment_idx" ON "music_songs" USING btree ("couple_id","moment","position");