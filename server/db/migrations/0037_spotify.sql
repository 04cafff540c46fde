CREATE TABLE "music_moment_playlists" (
	"couple_id" text NOT NULL,
	"moment" text NOT NULL,
	"spotify_playlist_id" text NOT NULL,
	"url" text NOT NULL,
	"track_count" integer DEFAULT 0 NOT NULL,
	"exported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "music_moment_playlists_couple_id_moment_pk" PRIMARY KEY("couple_id","moment"),
	CONSTRAINT "music_moment_playlists_moment_check" CHECK ("music_moment_playlists"."moment" in ('processional', 'recessional', 'cocktail_hour', 'entrance', 'dinner', 'first_dance', 'parent_dances', 'cake_cutting', 'bouquet_toss', 'last_dance', 'must_play', 'do_not_play'))
);
--> statement-breakpoint
CREATE TABLE "music_spotify_authorizations" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"couple_id" text NOT NULL,
	"verifier_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_spotify_connections" (
	"couple_id" text PRIMARY KEY NOT NULL,
	"spotify_user_id" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"needs_reconnect_since" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "music_moment_playlists" ADD CONSTRAINT "music_moment_playlists_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_spotify_authorizations" ADD CONSTRAINT "music_spotify_authorizations_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "music_spotify_connections" ADD CONSTRAINT "music_spotify_connections_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "music_spotify_authorizations_couple_idx" ON "music_spotify_authorizations" USING btree ("couple_id");