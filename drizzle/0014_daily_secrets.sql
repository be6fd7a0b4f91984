CREATE UNLOGGED TABLE "daily_secrets" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "daily_secrets" ("key", "value") SELECT "key", "value" FROM "settings" WHERE "key" LIKE 'analytics-salt:%';--> statement-breakpoint
DELETE FROM "settings" WHERE "key" LIKE 'analytics-salt:%';
