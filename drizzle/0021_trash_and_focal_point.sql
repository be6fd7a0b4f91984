DROP INDEX "posts_slug_unique";--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "cover_focus_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "cover_focus_y" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_focus_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_focus_y" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "trashed_by" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_trashed_by_users_id_fk" FOREIGN KEY ("trashed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_trashed_idx" ON "posts" USING btree ("trashed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_unique" ON "posts" USING btree ("slug") WHERE "posts"."trashed_at" IS NULL;