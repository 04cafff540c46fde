CREATE TABLE "beyond_private_notes" (
	"couple_id" text NOT NULL,
	"author_id" text NOT NULL,
	"module" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beyond_private_notes_couple_id_author_id_module_pk" PRIMARY KEY("couple_id","author_id","module")
);
--> statement-breakpoint
CREATE TABLE "beyond_reminders" (
	"couple_id" text PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'off' NOT NULL,
	"next_due_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intake_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"couple_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intake_sessions_order_check" CHECK ("intake_sessions"."ends_at" > "intake_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "beyond_private_notes" ADD CONSTRAINT "beyond_private_notes_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beyond_private_notes" ADD CONSTRAINT "beyond_private_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beyond_reminders" ADD CONSTRAINT "beyond_reminders_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_sessions" ADD CONSTRAINT "intake_sessions_provider_id_intake_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."intake_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_sessions" ADD CONSTRAINT "intake_sessions_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beyond_reminders_due_idx" ON "beyond_reminders" USING btree ("next_due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "intake_sessions_provider_starts_confirmed_unique" ON "intake_sessions" USING btree ("provider_id","starts_at") WHERE "intake_sessions"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "intake_sessions_couple_idx" ON "intake_sessions" USING btree ("couple_id","starts_at");