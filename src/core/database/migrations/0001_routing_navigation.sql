CREATE TABLE "brand" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pim_id" text NOT NULL,
	"theme" text DEFAULT 'Default' NOT NULL,
	"image" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_pim_id_unique" UNIQUE("pim_id")
);
--> statement-breakpoint
CREATE TABLE "navigation_item" (
	"id" text NOT NULL,
	"site_id" text NOT NULL,
	"area" text NOT NULL,
	"kind" text DEFAULT 'link' NOT NULL,
	"language" text NOT NULL,
	"stage" text DEFAULT 'PUBLISHED' NOT NULL,
	"parent_id" text,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"breadcrumb_override" text,
	"url" text,
	"page_id" text,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"hide_sub_items" boolean DEFAULT false NOT NULL,
	"link_text" text,
	"target" text DEFAULT '_self' NOT NULL,
	"marketing_title" text,
	"marketing_description" text,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"teaser" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "navigation_item_id_language_stage_pk" PRIMARY KEY("id","language","stage")
);
--> statement-breakpoint
CREATE TABLE "not_found_hit" (
	"site_id" text NOT NULL,
	"path" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "not_found_hit_site_id_path_pk" PRIMARY KEY("site_id","path")
);
--> statement-breakpoint
CREATE TABLE "redirect" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"previous_url" text NOT NULL,
	"target" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "navigation_item" ADD CONSTRAINT "navigation_item_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_found_hit" ADD CONSTRAINT "not_found_hit_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirect" ADD CONSTRAINT "redirect_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "navigation_item_lookup_idx" ON "navigation_item" USING btree ("site_id","language","stage","area");--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_site_previous_idx" ON "redirect" USING btree ("site_id","previous_url");