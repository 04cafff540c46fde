CREATE TABLE "affiliate_pending_refunds" (
	"stripe_invoice_id" text PRIMARY KEY NOT NULL,
	"refunded_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_pending_refunds_amount_check" CHECK ("affiliate_pending_refunds"."refunded_cents" > 0)
);
