ALTER TABLE "guests" ADD COLUMN "invitations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Each guest's per-event answers move onto their row (decision 021), keyed by event id.
UPDATE "guests" SET "invitations" = "moved"."invitations"
FROM (
  SELECT "guest_id", jsonb_object_agg("event_id"::text, jsonb_build_object(
    'status', "rsvp_status",
    'mealChoice', "meal_choice",
    'respondedAt', to_char("responded_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )) AS "invitations"
  FROM "guest_event_invitations" GROUP BY "guest_id"
) AS "moved"
WHERE "guests"."id" = "moved"."guest_id";--> statement-breakpoint
DROP TABLE "guest_event_invitations" CASCADE;--> statement-breakpoint
ALTER TABLE "guest_households" ADD CONSTRAINT "guest_households_id_couple_unique" UNIQUE("id","couple_id");--> statement-breakpoint
ALTER TABLE "guests" DROP CONSTRAINT "guests_couple_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "guests" DROP CONSTRAINT "guests_household_id_guest_households_id_fk";--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_household_fk" FOREIGN KEY ("household_id","couple_id") REFERENCES "public"."guest_households"("id","couple_id") ON DELETE cascade ON UPDATE no action;
