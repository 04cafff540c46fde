ALTER TABLE "guests" ADD COLUMN "plus_one_of" uuid;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_plus_one_of_fk" FOREIGN KEY ("plus_one_of") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_plus_one_of_idx" ON "guests" USING btree ("plus_one_of") WHERE "guests"."plus_one_of" is not null;