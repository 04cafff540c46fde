CREATE TABLE "couple_ai_context" (
	"couple_id" text PRIMARY KEY NOT NULL,
	"last_interaction" timestamp with time zone DEFAULT now() NOT NULL,
	"interaction_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couple_chat_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"message_role" text NOT NULL,
	"message_content" text NOT NULL,
	"message_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "couple_ai_context" ADD CONSTRAINT "couple_ai_context_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_chat_history" ADD CONSTRAINT "couple_chat_history_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "couple_chat_history_couple_created_idx" ON "couple_chat_history" USING btree ("couple_id","created_at");