CREATE TABLE "inspiration_board_shares" (
	"board_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"couple_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspiration_board_shares_board_id_vendor_id_pk" PRIMARY KEY("board_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "pinterest_connections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"scope" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pinterest_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inspiration_board_images" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inspiration_board_images" ADD COLUMN "link" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inspiration_board_images" ADD COLUMN "pinterest_pin_id" text;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD COLUMN "pinterest_board_id" text;--> statement-breakpoint
ALTER TABLE "inspiration_boards" ADD COLUMN "pinterest_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inspiration_board_shares" ADD CONSTRAINT "inspiration_board_shares_board_id_inspiration_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."inspiration_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_board_shares" ADD CONSTRAINT "inspiration_board_shares_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspiration_board_shares" ADD CONSTRAINT "inspiration_board_shares_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinterest_connections" ADD CONSTRAINT "pinterest_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pinterest_oauth_states" ADD CONSTRAINT "pinterest_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inspiration_board_shares_vendor_couple_idx" ON "inspiration_board_shares" USING btree ("vendor_id","couple_id");--> statement-breakpoint
CREATE INDEX "pinterest_oauth_states_user_idx" ON "pinterest_oauth_states" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspiration_board_images_pin_unique" ON "inspiration_board_images" USING btree ("board_id","pinterest_pin_id");