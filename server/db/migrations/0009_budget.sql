CREATE TABLE "budget_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"category_id" text NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_id" uuid,
	"status" text DEFAULT 'considering' NOT NULL,
	"estimated_cents" bigint NOT NULL,
	"actual_cents" bigint,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_expenses_amounts_check" CHECK ("budget_expenses"."estimated_cents" >= 0 and ("budget_expenses"."actual_cents" is null or "budget_expenses"."actual_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "budget_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expense_id" uuid NOT NULL,
	"label" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"due_date" date NOT NULL,
	"paid_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_payments_amount_check" CHECK ("budget_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "wedding_budgets" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total_budget" bigint NOT NULL,
	"guest_count" integer NOT NULL,
	"category_allocations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wedding_budgets_total_check" CHECK ("wedding_budgets"."total_budget" >= 0),
	CONSTRAINT "wedding_budgets_guests_check" CHECK ("wedding_budgets"."guest_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "budget_expenses" ADD CONSTRAINT "budget_expenses_user_id_wedding_budgets_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."wedding_budgets"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_payments" ADD CONSTRAINT "budget_payments_expense_id_budget_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."budget_expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_budgets" ADD CONSTRAINT "wedding_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_expenses_user_idx" ON "budget_expenses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "budget_payments_expense_idx" ON "budget_payments" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "budget_payments_unpaid_due_idx" ON "budget_payments" USING btree ("due_date") WHERE "budget_payments"."paid_at" is null;