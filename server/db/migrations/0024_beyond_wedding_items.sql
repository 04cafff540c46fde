CREATE TABLE "beyond_items" (
	"couple_id" text NOT NULL,
	"module" text NOT NULL,
	"item_index" integer NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beyond_items_couple_id_module_item_index_pk" PRIMARY KEY("couple_id","module","item_index")
);
--> statement-breakpoint
ALTER TABLE "beyond_items" ADD CONSTRAINT "beyond_items_couple_id_users_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;