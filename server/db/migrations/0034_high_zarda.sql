CREATE TABLE "give_back_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"partner_names" text NOT NULL,
	"story" text NOT NULL,
	"wedding_date" date NOT NULL,
	"city" text NOT NULL,
	"guest_count" integer NOT NULL,
	"needs" text[] NOT NULL,
	"consent" boolean NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"admin_notes" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "give_back_applications_consent_check" CHECK ("give_back_applications"."consent")
);
--> statement-breakpoint
CREATE TABLE "give_back_pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"service" text NOT NULL,
	"value_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "give_back_pledges_value_check" CHECK ("give_back_pledges"."value_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "give_back_applications" ADD CONSTRAINT "give_back_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "give_back_applications" ADD CONSTRAINT "give_back_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "give_back_pledges" ADD CONSTRAINT "give_back_pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "give_back_applications_user_unique" ON "give_back_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "give_back_applications_status_idx" ON "give_back_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "give_back_pledges_user_idx" ON "give_back_pledges" USING btree ("user_id");