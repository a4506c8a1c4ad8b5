CREATE TABLE "editor_password" (
	"id" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editor_session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_translation" (
	"page_id" text NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'MarkedForTranslation' NOT NULL,
	"exported_at" timestamp with time zone,
	"imported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_translation_page_id_language_pk" PRIMARY KEY("page_id","language")
);
--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "protection" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "protection_password_hash" text;--> statement-breakpoint
ALTER TABLE "page" ADD COLUMN "translation_target_languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "page_translation" ADD CONSTRAINT "page_translation_page_id_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."page"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editor_session_expires_idx" ON "editor_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "page_translation_state_idx" ON "page_translation" USING btree ("state");