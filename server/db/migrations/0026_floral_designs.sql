CREATE TABLE "floral_design_attachments" (
	"inquiry_id" uuid PRIMARY KEY NOT NULL,
	"design_id" uuid NOT NULL,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floral_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"name" text NOT NULL,
	"palette" jsonb NOT NULL,
	"outdoor" boolean DEFAULT false NOT NULL,
	"pieces" jsonb NOT NULL,
	"estimate_cents" integer DEFAULT 0 NOT NULL,
	"share_token_hash" text,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floral_designs_share_unique" UNIQUE("share_token_hash"),
	CONSTRAINT "floral_designs_estimate_check" CHECK ("floral_designs"."estimate_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "floral_design_attachments" ADD CONSTRAINT "floral_design_attachments_inquiry_id_vendor_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."vendor_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floral_design_attachments" ADD CONSTRAINT "floral_design_attachments_design_id_floral_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."floral_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floral_designs" ADD CONSTRAINT "floral_designs_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "floral_design_attachments_design_idx" ON "floral_design_attachments" USING btree ("design_id");--> statement-breakpoint
CREATE INDEX "floral_designs_couple_idx" ON "floral_designs" USING btree ("couple_id","updated_at");