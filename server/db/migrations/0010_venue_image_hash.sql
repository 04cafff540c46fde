ALTER TABLE "venue_images" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "venue_images_venue_hash_idx" ON "venue_images" USING btree ("venue_id","content_hash");