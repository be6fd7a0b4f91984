ALTER TABLE "leads" ADD COLUMN "appointment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirmation_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirmation_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_appointment_unique" ON "leads" USING btree ("appointment_at") WHERE "leads"."appointment_at" IS NOT NULL AND NOT "leads"."spam";