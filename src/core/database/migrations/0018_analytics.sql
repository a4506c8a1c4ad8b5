CREATE TABLE "page_view" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host" text NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_view_path_created_idx" ON "page_view" USING btree ("path","created_at");--> statement-breakpoint
CREATE INDEX "page_view_created_idx" ON "page_view" USING btree ("created_at");