ALTER TABLE "story" ADD COLUMN "teaser_image_id" text;--> statement-breakpoint
ALTER TABLE "story_contact" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "news_feed_item" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "story" ADD CONSTRAINT "story_teaser_image_id_media_image_id_fk" FOREIGN KEY ("teaser_image_id") REFERENCES "public"."media_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_contact" ADD CONSTRAINT "story_contact_image_id_media_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_feed_item" ADD CONSTRAINT "news_feed_item_image_id_media_image_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_image"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story" DROP COLUMN "teaser_image_url";--> statement-breakpoint
ALTER TABLE "story_contact" DROP COLUMN "image_url";--> statement-breakpoint
ALTER TABLE "news_feed_item" DROP COLUMN "image_url";