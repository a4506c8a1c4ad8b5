CREATE TABLE "country" (
	"code" text PRIMARY KEY NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"supported_languages" text[] NOT NULL,
	"default_language" text NOT NULL,
	"default_measurement_system" text DEFAULT 'Metric' NOT NULL,
	"display_names" jsonb NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language" (
	"code" text PRIMARY KEY NOT NULL,
	"default_country" text NOT NULL,
	"display_names" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locale" (
	"code" text PRIMARY KEY NOT NULL,
	"url_code" text NOT NULL,
	"sis_code" text NOT NULL,
	"is_international" boolean DEFAULT false NOT NULL,
	"language_code" text NOT NULL,
	"country_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locale_url_code_unique" UNIQUE("url_code")
);
--> statement-breakpoint
CREATE TABLE "site" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text,
	"technical_name" text NOT NULL,
	"international_only" boolean DEFAULT false NOT NULL,
	"hide_side_buttons" boolean DEFAULT false NOT NULL,
	"enable_cut_font" boolean DEFAULT false NOT NULL,
	"theme" text DEFAULT 'Default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "site_domain" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"host" text NOT NULL,
	"slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_domain_host_slug_key" UNIQUE NULLS NOT DISTINCT("host","slug")
);
--> statement-breakpoint
CREATE TABLE "page" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"page_type" text DEFAULT 'Content' NOT NULL,
	"theme" text DEFAULT 'Default' NOT NULL,
	"translation_source_language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_content" (
	"page_id" text NOT NULL,
	"language" text NOT NULL,
	"stage" text DEFAULT 'PUBLISHED' NOT NULL,
	"parent_slug" text DEFAULT 'home' NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locale" ADD CONSTRAINT "locale_language_code_language_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."language"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locale" ADD CONSTRAINT "locale_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domain" ADD CONSTRAINT "site_domain_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page" ADD CONSTRAINT "page_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_content" ADD CONSTRAINT "page_content_page_id_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locale_language_idx" ON "locale" USING btree ("language_code");--> statement-breakpoint
CREATE INDEX "site_domain_site_idx" ON "site_domain" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "page_site_idx" ON "page" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_content_page_lang_stage_idx" ON "page_content" USING btree ("page_id","language","stage");--> statement-breakpoint
CREATE INDEX "page_content_slug_idx" ON "page_content" USING btree ("language","parent_slug","slug");