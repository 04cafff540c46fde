CREATE TABLE "couple_mail_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"kind" text NOT NULL,
	"messages" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couple_sending_pauses" (
	"couple_id" text PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"paused_by" text,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "vendor_reply" text;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "vendor_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "moderated_by" text;--> statement-breakpoint
ALTER TABLE "couple_mail_log" ADD CONSTRAINT "couple_mail_log_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_sending_pauses" ADD CONSTRAINT "couple_sending_pauses_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_sending_pauses" ADD CONSTRAINT "couple_sending_pauses_paused_by_users_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "couple_mail_log_couple_created_idx" ON "couple_mail_log" USING btree ("couple_id","created_at");--> statement-breakpoint
CREATE INDEX "couple_mail_log_created_idx" ON "couple_mail_log" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_reviews_queue_idx" ON "vendor_reviews" USING btree ("status","reported_at");--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_status_check" CHECK ("vendor_reviews"."status" in ('published', 'held', 'removed'));