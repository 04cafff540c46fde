CREATE TABLE "inspiration_board_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"couple_id" text NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"colors" jsonb NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspiration_board_images_position_check" CHECK ("inspiration_board_images"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inspiration_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"couple_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspiration_board_images" ADD CONSTRAINT "inspiration_board_images_board_id_inspiration_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."inspiration_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_board_images" ADD CONSTRAINT "inspiration_board_images_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD CONSTRAINT "inspiration_boards_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspiration_board_images_board_idx" ON "inspiration_board_images" USING btree ("board_id","position");--> statement-breakpoint
CREATE INDEX "inspiration_board_images_couple_idx" ON "inspiration_board_images" USING btree ("couple_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspiration_board_images_hash_unique" ON "inspiration_board_images" USING btree ("board_id","content_hash");--> statement-breakpoint
CREATE INDEX "inspiration_boards_couple_idx" ON "inspiration_boards" USING btree ("couple_id","created_at");