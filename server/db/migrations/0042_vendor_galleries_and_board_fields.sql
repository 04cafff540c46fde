CREATE TABLE "vendor_galleries" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"intro" text DEFAULT '' NOT NULL,
	"code_created_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_galleries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "vendor_gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"portfolio_image_id" uuid,
	"url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"save_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_gallery_images_position_check" CHECK ("vendor_gallery_images"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD COLUMN "colors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_galleries" ADD CONSTRAINT "vendor_galleries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_gallery_images" ADD CONSTRAINT "vendor_gallery_images_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_gallery_images" ADD CONSTRAINT "vendor_gallery_images_portfolio_image_id_vendor_portfolio_images_id_fk" FOREIGN KEY ("portfolio_image_id") REFERENCES "public"."vendor_portfolio_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_gallery_images_vendor_idx" ON "vendor_gallery_images" USING btree ("vendor_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_gallery_images_hash_unique" ON "vendor_gallery_images" USING btree ("vendor_id","content_hash");--> statement-breakpoint
CREATE INDEX "vendor_gallery_images_tags_idx" ON "vendor_gallery_images" USING gin ("tags");--> statement-breakpoint
-- A gallery's code, introduction and images are on server-rendered pages and in the sitemap, cached behind the catalog version;
-- a couple saving an image (save_count) changes neither, so it does not move the version.
CREATE TRIGGER "vendor_galleries_bump_catalogue_version"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor_galleries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "vendor_gallery_images_bump_catalogue_version"
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "caption", "tags", "position" ON "vendor_gallery_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
