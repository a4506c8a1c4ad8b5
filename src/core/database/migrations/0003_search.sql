CREATE TABLE "search_document" (
	"site_id" text NOT NULL,
	"language" text NOT NULL,
	"type" text NOT NULL,
	"source_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"config" "regconfig" NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector("config", "title"), 'A') || setweight(to_tsvector("config", "description"), 'B') || setweight(to_tsvector("config", "body"), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_document_site_id_language_type_source_key_pk" PRIMARY KEY("site_id","language","type","source_key")
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" text PRIMARY KEY NOT NULL,
	"sources" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_document" ADD CONSTRAINT "search_document_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_document_vector_idx" ON "search_document" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_document_title_trgm_idx" ON "search_document" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_document_source_idx" ON "search_document" USING btree ("type","source_key");