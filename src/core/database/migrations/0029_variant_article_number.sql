ALTER TABLE "product_variant" ADD COLUMN "article_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_article_number_idx" ON "product_variant" USING btree ("article_number");