ALTER TABLE "site" ADD COLUMN "footer_theme" text DEFAULT 'Default' NOT NULL;--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "header_theme" text;--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "header_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "footer_theme" text;