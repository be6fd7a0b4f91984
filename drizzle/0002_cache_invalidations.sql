CREATE TABLE "cache_invalidations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"expire_seconds" integer,
	"instance" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cache_invalidations_created_idx" ON "cache_invalidations" USING btree ("created_at");