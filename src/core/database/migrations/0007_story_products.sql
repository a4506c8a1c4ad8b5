CREATE TABLE "story_product" (
	"story_id" text NOT NULL,
	"product_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_product_story_id_product_slug_pk" PRIMARY KEY("story_id","product_slug")
);
--> statement-breakpoint
CREATE INDEX "story_product_slug_idx" ON "story_product" USING btree ("product_slug");