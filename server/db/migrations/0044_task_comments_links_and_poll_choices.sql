CREATE TABLE "planning_task_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_id" uuid NOT NULL,
	"couple_id" text NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "planning_poll_votes" DROP CONSTRAINT "planning_poll_votes_one_per_person";--> statement-breakpoint
ALTER TABLE "planning_polls" ADD COLUMN "max_choices" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "planning_polls" ADD COLUMN "anonymous" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "planning_polls" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planning_tasks" ADD COLUMN "done_by" text;--> statement-breakpoint
ALTER TABLE "planning_tasks" ADD COLUMN "timeline_task_id" uuid;--> statement-breakpoint
ALTER TABLE "planning_task_comments" ADD CONSTRAINT "planning_task_comments_task_id_planning_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."planning_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_task_comments" ADD CONSTRAINT "planning_task_comments_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_task_comments" ADD CONSTRAINT "planning_task_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_task_comments_task_idx" ON "planning_task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "planning_task_comments_couple_idx" ON "planning_task_comments" USING btree ("couple_id","created_at");--> statement-breakpoint
ALTER TABLE "planning_tasks" ADD CONSTRAINT "planning_tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_tasks" ADD CONSTRAINT "planning_tasks_timeline_task_id_timeline_tasks_id_fk" FOREIGN KEY ("timeline_task_id") REFERENCES "public"."timeline_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_tasks_timeline_task_idx" ON "planning_tasks" USING btree ("timeline_task_id");--> statement-breakpoint
ALTER TABLE "planning_poll_votes" ADD CONSTRAINT "planning_poll_votes_one_per_option" UNIQUE("poll_id","voter_id","option");