ALTER TABLE "news_feed_item" ADD COLUMN "stage" text DEFAULT 'PUBLISHED' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_feed_item" DROP CONSTRAINT "news_feed_item_id_language_pk";--> statement-breakpoint
ALTER TABLE "news_feed_item" ADD CONSTRAINT "news_feed_item_id_language_stage_pk" PRIMARY KEY("id","language","stage");
