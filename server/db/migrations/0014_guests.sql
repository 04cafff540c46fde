CREATE TABLE "guest_event_invitations" (
	"guest_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"rsvp_status" text DEFAULT 'pending' NOT NULL,
	"meal_choice" text,
	"responded_at" timestamp with time zone,
	CONSTRAINT "guest_event_invitations_guest_id_event_id_pk" PRIMARY KEY("guest_id","event_id"),
	CONSTRAINT "guest_event_invitations_status_check" CHECK ("guest_event_invitations"."rsvp_status" in ('pending', 'attending', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "guest_households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"name" text NOT NULL,
	"rsvp_token" text NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'United States' NOT NULL,
	"address_source" text DEFAULT 'couple' NOT NULL,
	"address_updated_at" timestamp with time zone,
	"song_request" text DEFAULT '' NOT NULL,
	"response_note" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"invitation_sent_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_households_address_source_check" CHECK ("guest_households"."address_source" in ('couple', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "guest_list_settings" (
	"couple_id" text PRIMARY KEY NOT NULL,
	"rsvp_deadline" date,
	"wedding_code" text,
	"registration_enabled" boolean DEFAULT false NOT NULL,
	"address_token" text,
	"sheets_feed_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"kind" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"party_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'United States' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"household_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_submissions_kind_check" CHECK ("guest_submissions"."kind" in ('registration', 'address')),
	CONSTRAINT "guest_submissions_status_check" CHECK ("guest_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"household_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"side" text DEFAULT 'both' NOT NULL,
	"guest_type" text DEFAULT 'adult' NOT NULL,
	"rsvp_status" text DEFAULT 'pending' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"meal_choice" text,
	"dietary_needs" text DEFAULT '' NOT NULL,
	"plus_one_allowed" boolean DEFAULT false NOT NULL,
	"plus_one_name" text DEFAULT '' NOT NULL,
	"table_assignment" text,
	"notes" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_rsvp_status_check" CHECK ("guests"."rsvp_status" in ('pending', 'attending', 'declined')),
	CONSTRAINT "guests_side_check" CHECK ("guests"."side" in ('partner1', 'partner2', 'both'))
);
--> statement-breakpoint
CREATE TABLE "wedding_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"event_date" date,
	"start_time" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"meal_options" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guest_event_invitations" ADD CONSTRAINT "guest_event_invitations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_event_invitations" ADD CONSTRAINT "guest_event_invitations_event_id_wedding_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wedding_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_households" ADD CONSTRAINT "guest_households_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_list_settings" ADD CONSTRAINT "guest_list_settings_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_submissions" ADD CONSTRAINT "guest_submissions_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_submissions" ADD CONSTRAINT "guest_submissions_household_id_guest_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."guest_households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_household_id_guest_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."guest_households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_events" ADD CONSTRAINT "wedding_events_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_event_invitations_event_idx" ON "guest_event_invitations" USING btree ("event_id","rsvp_status");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_households_rsvp_token_unique" ON "guest_households" USING btree ("rsvp_token");--> statement-breakpoint
CREATE INDEX "guest_households_couple_idx" ON "guest_households" USING btree ("couple_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_list_settings_wedding_code_unique" ON "guest_list_settings" USING btree (lower("wedding_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "guest_list_settings_address_token_unique" ON "guest_list_settings" USING btree ("address_token");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_list_settings_sheets_token_unique" ON "guest_list_settings" USING btree ("sheets_feed_token");--> statement-breakpoint
CREATE INDEX "guest_submissions_couple_idx" ON "guest_submissions" USING btree ("couple_id","status","created_at");--> statement-breakpoint
CREATE INDEX "guests_couple_name_idx" ON "guests" USING btree ("couple_id","last_name","first_name") WHERE "guests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "guests_couple_status_idx" ON "guests" USING btree ("couple_id","rsvp_status") WHERE "guests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "guests_couple_email_idx" ON "guests" USING btree ("couple_id",lower("email"));--> statement-breakpoint
CREATE INDEX "guests_household_idx" ON "guests" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "guests_tags_idx" ON "guests" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "wedding_events_couple_idx" ON "wedding_events" USING btree ("couple_id","position");