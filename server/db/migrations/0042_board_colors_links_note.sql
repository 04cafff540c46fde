ALTER TABLE "inspiration_boards" ADD COLUMN "colors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD COLUMN "note" text DEFAULT '' NOT NULL;