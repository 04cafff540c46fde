CREATE TABLE "contributor_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"email" text NOT NULL,
	"relationship" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributor_invitations_token_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "planning_chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"couple_id" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contributor_invitations" ADD CONSTRAINT "contributor_invitations_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributor_invitations" ADD CONSTRAINT "contributor_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_chat_messages" ADD CONSTRAINT "planning_chat_messages_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_chat_messages" ADD CONSTRAINT "planning_chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contributor_invitations_couple_idx" ON "contributor_invitations" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "planning_chat_messages_couple_idx" ON "planning_chat_messages" USING btree ("couple_id","id");