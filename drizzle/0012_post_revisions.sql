CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"number" integer NOT NULL,
	"version" integer NOT NULL,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"cover_image" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"social_image" text DEFAULT '' NOT NULL,
	"canonical_url" text DEFAULT '' NOT NULL,
	"noindex" boolean DEFAULT false NOT NULL,
	"content" jsonb DEFAULT '{"ops":[]}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"author" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"topic_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"saved_by" integer,
	"restored_from" integer,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translation_seen_version" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translation_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_revisions_number_unique" ON "post_revisions" USING btree ("post_id","number");--> statement-breakpoint
CREATE INDEX "post_revisions_post_version_idx" ON "post_revisions" USING btree ("post_id","version");--> statement-breakpoint
INSERT INTO "post_revisions" ("post_id", "number", "version", "locale", "slug", "title", "meta_description", "cover_image", "seo_title", "social_image", "canonical_url", "noindex", "content", "status", "published_at", "author", "author_id", "topic_ids", "saved_by", "published", "created_at")
SELECT p."id", 1, p."version", p."locale", p."slug", p."title", p."meta_description", p."cover_image", p."seo_title", p."social_image", p."canonical_url", p."noindex", p."content", p."status", p."published_at", p."author", p."author_id",
	coalesce((SELECT array_agg(t."topic_id" ORDER BY t."topic_id") FROM "post_topics" t WHERE t."post_id" = p."id"), '{}'::integer[]),
	p."created_by", (p."status" IN ('published', 'scheduled') AND p."published_at" IS NOT NULL), p."updated_at"
FROM "posts" p;--> statement-breakpoint
UPDATE "posts" p SET "translation_seen_version" = o."version", "translation_synced_at" = now()
FROM "posts" o
WHERE p."translation_group" IS NOT NULL AND o."translation_group" = p."translation_group" AND o."id" <> p."id";
