CREATE TABLE "seating_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"event_key" text NOT NULL,
	"room" jsonb NOT NULL,
	"tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fixtures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"share_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seating_plans" ADD CONSTRAINT "seating_plans_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seating_plans_couple_event_unique" ON "seating_plans" USING btree ("couple_id","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "seating_plans_share_unique" ON "seating_plans" USING btree ("share_token_hash");--> statement-breakpoint
CREATE INDEX "seating_plans_couple_idx" ON "seating_plans" USING btree ("couple_id");