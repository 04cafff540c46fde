ALTER TABLE "contributor_profiles" ALTER COLUMN "permissions" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
-- Permissions are an object of area levels (domain/contributors.ts); the older empty list granted nothing, as {} does.
UPDATE "contributor_profiles" SET "permissions" = '{}'::jsonb WHERE jsonb_typeof("permissions") <> 'object';
