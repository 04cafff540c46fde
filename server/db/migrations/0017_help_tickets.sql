CREATE TABLE "help_ticket_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"stakeholder_type" text NOT NULL,
	"issue_type" text DEFAULT 'general' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"title" text DEFAULT 'Support Request' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"user_email" text NOT NULL,
	"conversation_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conversation_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_id" text,
	"admin_read_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_tickets_status_check" CHECK ("help_tickets"."status" in ('open', 'waiting', 'resolved')),
	CONSTRAINT "help_tickets_priority_check" CHECK ("help_tickets"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "help_tickets_stakeholder_check" CHECK ("help_tickets"."stakeholder_type" in ('couple', 'venue', 'vendor', 'contributor'))
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "help_ticket_replies" ADD CONSTRAINT "help_ticket_replies_ticket_id_help_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."help_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_ticket_replies" ADD CONSTRAINT "help_ticket_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_tickets" ADD CONSTRAINT "help_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_tickets" ADD CONSTRAINT "help_tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_ticket_replies_ticket_idx" ON "help_ticket_replies" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "help_tickets_conversation_unique" ON "help_tickets" USING btree ("user_id","conversation_id");--> statement-breakpoint
CREATE INDEX "help_tickets_queue_idx" ON "help_tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "help_tickets_user_idx" ON "help_tickets" USING btree ("user_id");