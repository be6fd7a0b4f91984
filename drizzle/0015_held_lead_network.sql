ALTER TABLE "leads" ADD COLUMN "hold_network" text;--> statement-breakpoint
UPDATE "leads" SET "next_notify_at" = now() WHERE "review_reason" IS NOT NULL AND NOT "spam" AND "status" = 'new' AND "notified_at" IS NULL AND "next_notify_at" IS NULL AND "created_at" > now() - interval '7 days';
