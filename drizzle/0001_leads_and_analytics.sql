CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT '' NOT NULL,
	"device" text DEFAULT 'desktop' NOT NULL,
	"properties" jsonb,
	CONSTRAINT "analytics_type_check" CHECK ("analytics_events"."type" IN ('pageview', 'event'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'other' NOT NULL,
	"service" text DEFAULT 'other' NOT NULL,
	"message" text NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'ar' NOT NULL,
	"source_page" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"spam_reason" text,
	"user_agent" text DEFAULT '' NOT NULL,
	"notified_at" timestamp with time zone,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"notify_error" text,
	"next_notify_at" timestamp with time zone,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" IN ('new', 'in_progress', 'closed'))
);
--> statement-breakpoint
CREATE INDEX "analytics_day_idx" ON "analytics_events" USING btree ("day","type");--> statement-breakpoint
CREATE INDEX "leads_inbox_idx" ON "leads" USING btree ("spam","status","created_at");--> statement-breakpoint
CREATE INDEX "leads_notify_idx" ON "leads" USING btree ("next_notify_at");