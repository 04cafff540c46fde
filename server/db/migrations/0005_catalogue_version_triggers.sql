-- Every write that can change a venue search moves the catalogue version on (see schema/venues.ts).
-- View counts are left out: they only nudge the "recommended" order, which caches refresh on a timer.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "venues_bump_catalogue_version"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  "id", "slug", "owner_id", "published", "name", "city", "address", "neighbourhood", "summary", "description",
  "styles", "setting", "seated_capacity", "standing_capacity", "price_tier", "rental_fee_min", "rental_fee_max",
  "per_guest_min", "per_guest_max", "price_includes", "amenities", "catering", "alcohol", "parking",
  "accessibility", "accommodation", "rules", "website", "phone", "contact_email", "details", "panorama_url",
  "created_at", "updated_at"
ON "venues" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "venue_images_bump_catalogue_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "venue_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "venue_blackout_dates_bump_catalogue_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "venue_blackout_dates" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
