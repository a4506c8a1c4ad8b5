CREATE TABLE "page_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"site_id" text NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"helpful" boolean NOT NULL,
	"comment" text,
	"ip_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_feedback_ip_created_idx" ON "page_feedback" USING btree ("ip_hash","created_at");--> statement-breakpoint
CREATE INDEX "page_feedback_target_idx" ON "page_feedback" USING btree ("kind","target_id","created_at");