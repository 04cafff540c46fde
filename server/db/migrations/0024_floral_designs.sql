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
ALTER TABLE "floral_designs" ADD CONSTRAINT "floral_designs_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "floral_designs_couple_idx" ON "floral_designs" USING btree ("couple_id","updated_at");