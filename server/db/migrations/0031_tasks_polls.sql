CREATE TABLE "planning_poll_votes" (
	"poll_id" uuid NOT NULL,
	"voter_id" text NOT NULL,
	"option" integer NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_poll_votes_one_per_person" UNIQUE("poll_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "planning_polls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"created_by" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planning_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"title" text NOT NULL,
	"assignee_id" text,
	"due_date" date,
	"done_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planning_poll_votes" ADD CONSTRAINT "planning_poll_votes_poll_id_planning_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."planning_polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_poll_votes" ADD CONSTRAINT "planning_poll_votes_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_polls" ADD CONSTRAINT "planning_polls_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_polls" ADD CONSTRAINT "planning_polls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_tasks" ADD CONSTRAINT "planning_tasks_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_tasks" ADD CONSTRAINT "planning_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_tasks" ADD CONSTRAINT "planning_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_polls_couple_idx" ON "planning_polls" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "planning_tasks_couple_idx" ON "planning_tasks" USING btree ("couple_id");--> statement-breakpoint
CREATE INDEX "planning_tasks_assignee_idx" ON "planning_tasks" USING btree ("assignee_id");