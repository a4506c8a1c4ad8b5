ALTER TABLE "parts_quote_request" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "parts_quote_request" ADD COLUMN "visitor_company" text;--> statement-breakpoint
ALTER TABLE "parts_quote_request" ADD COLUMN "visitor_telephone" text;--> statement-breakpoint
ALTER TABLE "parts_quote_request" ADD COLUMN "visitor_country" text;--> statement-breakpoint
ALTER TABLE "parts_quote_request" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "parts_quote_request" ADD COLUMN "ip_hash" text;--> statement-breakpoint
ALTER TABLE "parts_quote_request" ADD COLUMN "bot_check" text;--> statement-breakpoint
CREATE INDEX "parts_quote_request_ip_idx" ON "parts_quote_request" USING btree ("ip_hash","created_at");