-- Custom SQL migration file, put your code below! --
-- Tickets stored as 'open' before the service desk: answered ones are in progress, the others new.
UPDATE "ticket" SET "status" = CASE
  WHEN EXISTS (SELECT 1 FROM "ticket_message" m WHERE m."ticket_id" = "ticket"."id" AND m."kind" = 'reply') THEN 'in-progress'
  ELSE 'new' END
WHERE "status" = 'open';--> statement-breakpoint
-- The first reply answered the ticket; the last message is its last activity.
UPDATE "ticket" SET
  "first_responded_at" = (SELECT min(m."created_at") FROM "ticket_message" m WHERE m."ticket_id" = "ticket"."id" AND m."kind" = 'reply'),
  "last_activity_at" = greatest("ticket"."updated_at", coalesce((SELECT max(m."created_at") FROM "ticket_message" m WHERE m."ticket_id" = "ticket"."id"), "ticket"."updated_at"));
