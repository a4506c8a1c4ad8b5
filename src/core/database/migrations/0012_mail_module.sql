ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_submission_id_form_submission_id_fk";
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "submission_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");