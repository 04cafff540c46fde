CREATE TABLE "planning_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"couple_id" text NOT NULL,
	"actor_id" text,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"target_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planning_activity" ADD CONSTRAINT "planning_activity_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_activity" ADD CONSTRAINT "planning_activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_activity_couple_idx" ON "planning_activity" USING btree ("couple_id","id");