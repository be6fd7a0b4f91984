ALTER TABLE "post_revisions" ADD COLUMN "cover_focus_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "cover_focus_y" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_focus_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "cover_focus_y" real DEFAULT 0.5 NOT NULL;