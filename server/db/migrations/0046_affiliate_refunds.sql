CREATE TABLE "affiliate_clawbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"commission_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_clawbacks_amount_check" CHECK ("affiliate_clawbacks"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_clawbacks" ADD CONSTRAINT "affiliate_clawbacks_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clawbacks" ADD CONSTRAINT "affiliate_clawbacks_commission_id_affiliate_commissions_id_fk" FOREIGN KEY ("commission_id") REFERENCES "public"."affiliate_commissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clawbacks" ADD CONSTRAINT "affiliate_clawbacks_payout_id_affiliate_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."affiliate_payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clawbacks_affiliate_idx" ON "affiliate_clawbacks" USING btree ("affiliate_id","payout_id");