CREATE TABLE "content_document" (
	"kind" text NOT NULL,
	"document_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_document_kind_document_id_pk" PRIMARY KEY("kind","document_id")
);
--> statement-breakpoint
CREATE TABLE "content_revision" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"document_id" text NOT NULL,
	"revision" integer NOT NULL,
	"action" text NOT NULL,
	"author" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_document_publish_at_idx" ON "content_document" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "content_document_unpublish_at_idx" ON "content_document" USING btree ("unpublish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revision_document_idx" ON "content_revision" USING btree ("kind","document_id","revision");