CREATE TABLE "story" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"stage" text DEFAULT 'PUBLISHED' NOT NULL,
	"slug" text NOT NULL,
	"category_slug" text NOT NULL,
	"publication_date" date NOT NULL,
	"title" text NOT NULL,
	"lead_text" text DEFAULT '' NOT NULL,
	"teaser_image_url" text,
	"teaser_image_alt" text DEFAULT '' NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_ids" text[] DEFAULT '{}' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_id_language_stage_pk" PRIMARY KEY("id","language","stage")
);
--> statement-breakpoint
CREATE TABLE "story_category" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_category_slug_language_pk" PRIMARY KEY("slug","language")
);
--> statement-breakpoint
CREATE TABLE "story_contact" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"position" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_contact_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "event" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_id_language_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE TABLE "media_release" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"stage" text DEFAULT 'PUBLISHED' NOT NULL,
	"slug" text NOT NULL,
	"publication_date" date NOT NULL,
	"title" text NOT NULL,
	"lead_text" text DEFAULT '' NOT NULL,
	"adhoc" boolean DEFAULT false NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_release_id_language_stage_pk" PRIMARY KEY("id","language","stage")
);
--> statement-breakpoint
CREATE TABLE "news_feed_item" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"publication_date" timestamp with time zone NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_feed_item_id_language_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "injection" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "story_slug_idx" ON "story" USING btree ("slug","language","stage");--> statement-breakpoint
CREATE INDEX "story_list_idx" ON "story" USING btree ("language","stage","publication_date");--> statement-breakpoint
CREATE INDEX "event_dates_idx" ON "event" USING btree ("language","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "media_release_slug_idx" ON "media_release" USING btree ("slug","language","stage");--> statement-breakpoint
CREATE INDEX "media_release_list_idx" ON "media_release" USING btree ("language","stage","publication_date");--> statement-breakpoint
CREATE INDEX "news_feed_item_paging_idx" ON "news_feed_item" USING btree ("language","publication_date","id");