ALTER TABLE "portal_session" ADD COLUMN "id_token_hash" text;--> statement-breakpoint
ALTER TABLE "portal_session" ADD COLUMN "authenticated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "portal_session_id_token_idx" ON "portal_session" USING btree ("id_token_hash");--> statement-breakpoint
CREATE INDEX "portal_session_subject_idx" ON "portal_session" USING btree ("subject");