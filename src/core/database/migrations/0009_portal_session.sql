CREATE TABLE "portal_session" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"profile" jsonb NOT NULL,
	"id_token" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portal_session_expires_idx" ON "portal_session" USING btree ("expires_at");